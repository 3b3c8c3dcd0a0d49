import { test, expect, openFreeKickFromHome } from './fixtures';
import type { Page, Route } from '@playwright/test';

// Every API error answer shows the right message in the product's fixed wording (src/config/strings.ts),
// never an endless spinner nor a blank screen, and nothing typed is lost.
// Documented statuses are forced through Prism (`Prefer: code=`); network failures
// and slow answers are simulated in the browser.

type Fault = number | 'network' | 'slow';
const SLOW_MS = 10_000;

async function fault(page: Page, pattern: RegExp, kind: Fault, method?: string) {
  await page.route(pattern, async (route: Route) => {
    if (method && route.request().method() !== method) return route.fallback();
    if (kind === 'network') return route.abort('internetdisconnected');
    if (kind === 'slow') {
      await new Promise((r) => setTimeout(r, SLOW_MS));
      return route.continue();
    }
    return route.continue({ headers: { ...route.request().headers(), prefer: `code=${kind}` } });
  });
}

const admin = { email: 'admin@apifutsal.id', password: 'admin12345' };

test.describe('POST /login', () => {
  const messages: Record<string, string> = {
    400: 'email: harus alamat email yang valid.',
    401: 'Email atau password salah.',
    413: 'Ukuran data melebihi batas 8 KiB.',
    500: 'Terjadi kesalahan pada server.',
    network: 'Terjadi kesalahan saat login. Coba lagi.',
  };
  for (const [kind, message] of Object.entries(messages)) {
    test(`answer ${kind}: 'Login gagal' with the right message, typed values kept`, async ({
      page,
    }) => {
      await fault(page, /\/api\/login$/, kind === 'network' ? 'network' : Number(kind));
      await page.goto('/login');
      await page.getByRole('textbox', { name: 'Email', exact: true }).fill(admin.email);
      await page.getByLabel('Password', { exact: true }).fill(admin.password);
      await page.getByRole('button', { name: 'Login' }).click();
      const alert = page.getByRole('alert');
      await expect(alert).toContainText('Login gagal');
      await expect(alert).toContainText(message);
      await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(
        admin.email,
      );
      await expect(page.getByLabel('Password', { exact: true })).toHaveValue(admin.password);
    });
  }

  test('a 10-second answer shows the busy state, then completes', async ({ page }) => {
    test.setTimeout(40_000);
    await fault(page, /\/api\/login$/, 'slow');
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(admin.email);
    await page.getByLabel('Password', { exact: true }).fill(admin.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('button', { name: 'Logging in...' })).toBeVisible();
    await expect(page).toHaveURL('/admin/dashboard', { timeout: SLOW_MS + 10_000 });
  });
});

test.describe('GET /articles on Free Kick', () => {
  for (const kind of [500, 'network'] as const) {
    test(`answer ${kind}: 'Tidak ada artikel ditemukan.', with a retry`, async ({ page }) => {
      await fault(page, /\/api\/articles(\?.*|\/stats)?$/, kind);
      await openFreeKickFromHome(page);
      await expect(page.getByText('Tidak ada artikel ditemukan.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Coba lagi' })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Memuat' })).toHaveCount(0);
    });
  }

  test('a 10-second answer shows loading, then the articles', async ({ page }) => {
    test.setTimeout(40_000);
    await fault(page, /\/api\/articles(\?.*|\/stats)?$/, 'slow');
    await openFreeKickFromHome(page);
    await expect(page.getByText(/Memuat/).first()).toBeVisible();
    await expect(
      page.getByText('Pressing Tinggi dalam Futsal', { exact: false }).first(),
    ).toBeVisible({
      timeout: SLOW_MS + 10_000,
    });
  });
});

test.describe('GET /articles on the home page', () => {
  for (const kind of [500, 'network'] as const) {
    test(`answer ${kind}: the rest of the page renders, and a notice offers a retry`, async ({
      page,
    }) => {
      await fault(page, /\/api\/articles(\?.*)?$/, kind);
      await page.goto('/');
      await expect(page.locator('main').first()).toBeVisible();
      await expect(page.getByText('20.000+').first()).toBeVisible();
      const notice = page.getByRole('region', { name: 'Artikel Free Kick belum bisa dimuat' });
      await expect(notice.getByRole('button', { name: 'Coba lagi' })).toBeVisible();
    });
  }
});

test.describe('GET /articles/{id}', () => {
  // Opened from the list, the article is asked by the browser. (A page loaded
  // whole comes rendered by the server; when the API fails for it too, the
  // browser asks itself: see prerender.spec.ts.)
  const openFirstArticle = async (page: Page, list: string) => {
    await page.goto(list);
    await page.locator('main').getByRole('article').first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/\d+$/);
  };
  for (const kind of [404, 500, 'network'] as const) {
    test(`answer ${kind}: 'Artikel tidak ditemukan atau gagal dimuat.'`, async ({ page }) => {
      await fault(page, /\/api\/articles\/\d+$/, kind);
      await openFirstArticle(page, '/freekick');
      await expect(page.getByText('Artikel tidak ditemukan atau gagal dimuat.')).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Memuat' })).toHaveCount(0);
      // A retry where one can help: not for an article the server says does not exist.
      await expect(page.getByRole('button', { name: 'Coba lagi' })).toHaveCount(
        kind === 404 ? 0 : 1,
      );
    });
  }
  test("answer 404 in the Technical Area: 'Artikel tidak ditemukan.'", async ({ page }) => {
    // The Technical Area lists no articles yet: its article pages open by address, so the
    // server asks first (the preview passes the page's Prefer header on), then the browser.
    await page.route('**/areateknis/1', (route) =>
      route.continue({ headers: { ...route.request().headers(), prefer: 'code=404' } }),
    );
    await fault(page, /\/api\/articles\/\d+$/, 404);
    // No such article: the page says so with its status too (search engines drop it).
    expect((await page.goto('/areateknis/1'))!.status()).toBe(404);
    await expect(page.getByText('Artikel tidak ditemukan.', { exact: true })).toBeVisible();
  });
  test('a 10-second answer shows loading, then the article', async ({ page }) => {
    test.setTimeout(40_000);
    await fault(page, /\/api\/articles\/\d+$/, 'slow');
    await openFirstArticle(page, '/freekick');
    await expect(page.getByRole('status').filter({ hasText: 'Memuat artikel' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({
      timeout: SLOW_MS + 10_000,
    });
  });
});

// The article writes, from the admin's /admin/artikel.
async function adminArticles(page: Page) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(admin.email);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL('/admin/dashboard');
  await page.goto('/admin/artikel');
  await expect(page.getByRole('list', { name: 'Daftar artikel' })).toBeVisible();
}

test.describe('POST /articles and PUT /articles/{id} from the editor', () => {
  for (const kind of [400, 403, 404, 413, 500] as const) {
    test(`answer ${kind}: 'Gagal menyimpan artikel.', the editor stays open with what was typed`, async ({
      page,
    }) => {
      await adminArticles(page);
      await fault(page, /\/api\/articles(\/\d+)?$/, kind, kind === 404 ? 'PUT' : 'POST');
      let editor;
      if (kind === 404) {
        const first = page
          .getByRole('list', { name: 'Daftar artikel' })
          .getByRole('listitem')
          .first();
        await first.getByRole('button', { name: /^Edit / }).click();
        editor = page.getByRole('dialog', { name: 'Edit artikel' });
        await editor.getByLabel('Judul', { exact: true }).fill('Judul yang diubah');
      } else {
        await page.getByRole('button', { name: '+ Tulis artikel' }).click();
        editor = page.getByRole('dialog', { name: 'Tulis artikel' });
        await editor.getByLabel('Judul', { exact: true }).fill('Judul yang diubah');
        await editor.getByLabel('Penulis (opsional)').fill('Coach Rina');
      }
      const save = editor.getByRole('button', {
        name: kind === 404 ? 'Simpan perubahan' : 'Simpan artikel',
      });
      await save.click();
      await expect(
        page.getByRole('alert').filter({ hasText: 'Gagal menyimpan artikel.' }),
      ).toBeVisible();
      await expect(editor).toBeVisible();
      await expect(editor.getByLabel('Judul', { exact: true })).toHaveValue('Judul yang diubah');
      await expect(save).toBeEnabled();
    });
  }

  test('no answer (the network fails): the save is queued on this device, and the admin is told so', async ({
    page,
  }) => {
    await adminArticles(page);
    await fault(page, /\/api\/articles$/, 'network', 'POST');
    await page.getByRole('button', { name: '+ Tulis artikel' }).click();
    const editor = page.getByRole('dialog', { name: 'Tulis artikel' });
    await editor.getByLabel('Judul', { exact: true }).fill('Judul yang diubah');
    await editor.getByRole('button', { name: 'Simpan artikel' }).click();
    await expect(page.getByText('Tersimpan di perangkat ini')).toBeVisible();
    const queue = page.getByRole('region', { name: 'Antrean penyimpanan' });
    await expect(queue.getByText('Judul yang diubah')).toBeVisible();
    await expect(
      queue.getByRole('button', { name: 'Batalkan penyimpanan Judul yang diubah' }),
    ).toBeVisible();
  });

  test("answer 401: the token is gone, the admin is signed out, and 'Gagal menyimpan artikel.' shows", async ({
    page,
  }) => {
    await adminArticles(page);
    await fault(page, /\/api\/articles$/, 401, 'POST');
    await page.getByRole('button', { name: '+ Tulis artikel' }).click();
    const editor = page.getByRole('dialog', { name: 'Tulis artikel' });
    await editor.getByLabel('Judul', { exact: true }).fill('Judul');
    await editor.getByRole('button', { name: 'Simpan artikel' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Gagal menyimpan artikel.' }),
    ).toBeVisible();
    await expect(page).toHaveURL('/');
    expect(await page.evaluate(() => localStorage.getItem('ACCESS_TOKEN'))).toBeNull();
  });

  test("a 10-second save shows 'Menyimpan...' with the button disabled, then completes", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await adminArticles(page);
    await fault(page, /\/api\/articles$/, 'slow', 'POST');
    await page.getByRole('button', { name: '+ Tulis artikel' }).click();
    const editor = page.getByRole('dialog', { name: 'Tulis artikel' });
    await editor.getByLabel('Judul', { exact: true }).fill('Judul');
    await editor.getByRole('button', { name: 'Simpan artikel' }).click();
    await expect(editor.getByRole('button', { name: 'Menyimpan...' })).toBeDisabled();
    await expect(
      page.getByRole('status').filter({ hasText: 'Artikel berhasil dibuat.' }),
    ).toBeVisible({
      timeout: SLOW_MS + 10_000,
    });
    await expect(editor).toBeHidden();
  });
});

test.describe('DELETE /articles/{id}', () => {
  for (const kind of [403, 404, 500, 'network'] as const) {
    test(`answer ${kind}: 'Gagal menghapus artikel', the article stays listed`, async ({
      page,
    }) => {
      await adminArticles(page);
      await fault(page, /\/api\/articles\/\d+$/, kind, 'DELETE');
      const list = page.getByRole('list', { name: 'Daftar artikel' });
      const count = await list.getByRole('listitem').count();
      await list
        .getByRole('listitem')
        .first()
        .getByRole('button', { name: /^Hapus / })
        .click();
      await page
        .getByRole('alertdialog', { name: 'Hapus artikel ini?' })
        .getByRole('button', { name: 'Hapus' })
        .click();
      await expect(
        page.getByRole('alert').filter({ hasText: 'Gagal menghapus artikel' }),
      ).toBeVisible();
      await expect(list.getByRole('listitem')).toHaveCount(count);
    });
  }
});

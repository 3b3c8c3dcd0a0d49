import type { Page } from '@playwright/test';
import { ADMIN, expect, MEMBER, test, type ServerProcess, submitLogin } from './fixtures';

// Journeys through the built site served by the reference server:
// real login, real storage, real revocation. Nothing here is mocked.

async function logIn(page: Page, who = ADMIN) {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await submitLogin(page);
}

const tokenOf = (page: Page) => page.evaluate(() => localStorage.getItem('ACCESS_TOKEN'));

async function storedArticle(server: ServerProcess, title: string) {
  const list = (await (await server.api('/articles')).json()) as { id: number; title: string }[];
  return list.find((a) => a.title === title);
}

test('the admin logs in, writes an article, sees it on / and /freekick, edits it and deletes it', async ({
  page,
  server,
}) => {
  const title = 'Latihan Rondo 4 lawan 1 untuk Pemanasan';
  const edited = 'Latihan Rondo 4 lawan 1: Variasi Dua Sentuhan';

  await logIn(page);
  await expect(page).toHaveURL('/admin/dashboard');
  expect(await tokenOf(page)).toMatch(/^[0-9a-f]{64}$/);

  // Write it in the admin article screen.
  await page.goto('/admin/artikel');
  await page.getByRole('button', { name: '+ Tulis artikel' }).click();
  const editor = page.getByRole('dialog');
  await editor.getByLabel('Judul').fill(title);
  await editor.getByLabel('Penulis (opsional)').fill('Yoga Prasetyo');
  await editor.getByLabel('Tanggal (opsional)').fill('21/11/2026');
  await editor.getByLabel('Kategori (opsional)').fill('Teknik');
  await editor.getByRole('button', { name: 'Simpan artikel' }).click();
  await expect(page.getByText('Artikel berhasil dibuat.')).toBeVisible();
  const created = await storedArticle(server, title);
  expect(created, 'stored by the server').toBeDefined();

  // Every visitor sees it: the home page (newest first) and Free Kick.
  await page.goto('/');
  await expect(page.getByText(title).first()).toBeVisible();
  await page.goto('/freekick');
  await expect(page.getByText(title).first()).toBeVisible();
  // Its page comes rendered by the server, from the database.
  const served = await (await page.request.get(`/freekick/${created!.id}`)).text();
  expect(served).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
  expect(served).toContain(`<title>${title} | API Futsal</title>`);
  await page.goto(`/freekick/${created!.id}`);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();

  // Edit it.
  await page.goto('/admin/artikel');
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  const edit = page.getByRole('dialog');
  await edit.getByLabel('Judul').fill(edited);
  await edit.getByRole('button', { name: 'Simpan perubahan' }).click();
  await expect(page.getByText('Artikel berhasil diperbarui.')).toBeVisible();
  await page.goto('/freekick');
  await expect(page.getByText(edited).first()).toBeVisible();
  await expect(page.getByText(title, { exact: true })).toHaveCount(0);
  await page.goto(`/freekick/${created!.id}`);
  await expect(page.getByRole('heading', { name: edited, level: 1 })).toBeVisible();

  // Delete it.
  await page.goto('/admin/artikel');
  await page.getByRole('button', { name: `Hapus ${edited}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Hapus' }).click();
  await expect(page.getByText('Artikel dihapus.')).toBeVisible();
  expect((await server.api(`/articles/${created!.id}`)).status).toBe(404);
  await page.goto('/freekick');
  await expect(
    page
      .getByRole('heading', { name: 'Pressing Tinggi dalam Futsal: Prinsip, Pemicu, dan Latihan' })
      .first(),
  ).toBeVisible();
  await expect(page.getByText(edited)).toHaveCount(0);
  // Its address now says so, status 404 included (the browser asks too and is told 404).
  expect((await page.goto(`/freekick/${created!.id}`))!.status()).toBe(404);
  await expect(
    page.getByRole('heading', { name: 'Artikel tidak ditemukan atau gagal dimuat.', level: 1 }),
  ).toBeVisible();
});

test('an article with hostile text is served by the server render as text, and nothing runs', async ({
  page,
  server,
}) => {
  await logIn(page);
  await expect(page).toHaveURL('/admin/dashboard');
  const title = '</script><script>window.__xss=1</script><img src=x onerror="window.__xss=1">';
  const res = await server.api('/articles', {
    method: 'POST',
    token: (await tokenOf(page))!,
    json: {
      title,
      tags: ['<!--', '</script>'],
      sections: [{ subtitle: "Skema $& dan $' di sini", content: '<svg onload="window.__xss=1">' }],
    },
  });
  expect(res.status).toBe(201);
  const { id } = (await res.json()) as { id: number };
  const html = await (await page.request.get(`/freekick/${id}`)).text();
  expect(html).not.toContain('<script>window.__xss');
  expect(html).not.toContain('<svg onload');
  expect(html).toContain('&lt;/script&gt;&lt;script&gt;window.__xss=1');
  await page.goto(`/freekick/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(
    page.getByRole('heading', { level: 2, name: "Skema $& dan $' di sini" }),
  ).toBeVisible();
  await expect(page.getByText('<svg onload="window.__xss=1">')).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { __xss?: number }).__xss),
  ).toBeUndefined();
});

test('after a server restart the created article and the session are still there', async ({
  page,
  server,
}) => {
  const title = 'Transisi Menyerang Setelah Merebut Bola';
  await logIn(page);
  await expect(page).toHaveURL('/admin/dashboard');
  const token = (await tokenOf(page))!;
  const res = await server.api('/articles', {
    method: 'POST',
    token,
    json: {
      title,
      author: 'Rina Kusuma',
      date: '2026-11-22',
      category: 'Taktik',
      tags: ['transisi'],
      sections: [
        { subtitle: 'Tiga detik pertama', content: 'Serang ruang yang ditinggalkan lawan.' },
      ],
    },
  });
  expect(res.status).toBe(201);
  const { id } = (await res.json()) as { id: number };

  // The dashboard is done loading before the server goes down: its lazy chunks (the admin shell,
  // the page) have rendered, which a quiet network alone does not prove on a busy machine.
  await expect(page.getByRole('complementary', { name: 'Navigasi admin' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await server.restart();

  await page.goto(`/freekick/${id}`);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByText('Serang ruang yang ditinggalkan lawan.')).toBeVisible();
  await page.goto('/freekick');
  await expect(page.getByText(title).first()).toBeVisible();
  // The token was stored (hashed) too: still signed in after the restart.
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL('/admin/dashboard');
  expect((await server.api('/user', { token })).status).toBe(200);
});

test('a revoked token signs the user out', async ({ page, server }) => {
  await logIn(page);
  await expect(page).toHaveURL('/admin/dashboard');
  const token = (await tokenOf(page))!;

  // Revoked elsewhere (logout from another tab or device): the server forgets it.
  expect((await server.api('/logout', { method: 'POST', token })).status).toBe(204);

  // The next call with it gets 401, and the site signs out.
  await page.reload();
  await expect.poll(() => tokenOf(page)).toBeNull();
  await expect(page).not.toHaveURL(/\/admin/);
  await page.goto('/admin/dashboard');
  await expect(page).not.toHaveURL(/\/admin/);
});

test('repeated wrong passwords are refused with 429, and the login screen says so', async ({
  page,
}) => {
  // From an address of its own: the lock-out is the address's and the email's together, so the
  // other journeys on this server still log the member in from 127.0.0.1.
  await page.context().setExtraHTTPHeaders({ 'X-Forwarded-For': '203.0.113.66' });
  await page.goto('/login');
  const email = page.getByLabel('Email', { exact: true });
  const password = page.getByLabel('Password', { exact: true });
  await email.fill(MEMBER.email);
  for (let i = 0; i < 5; i++) {
    await password.fill(`salah-${i}`);
    await submitLogin(page);
    await expect(
      page.getByRole('alert').filter({ hasText: 'Email atau password salah.' }).last(),
    ).toBeVisible();
  }
  await password.fill(MEMBER.password);
  await submitLogin(page);
  const alert = page
    .getByRole('alert')
    .filter({ hasText: 'Terlalu banyak percobaan login yang gagal.' });
  await expect(alert.last()).toContainText('Login gagal');
  await expect(alert.last()).toContainText(/Coba lagi dalam 15 menit\./);
  await expect(page).toHaveURL('/login');
  expect(await tokenOf(page)).toBeNull();
});

test('Free Kick pages through the articles with "Muat lagi" and searches on the server', async ({
  page,
  server,
}) => {
  // Enough articles for a second page, dated before every other article (they list last).
  const login = await server.api('/login', { method: 'POST', json: ADMIN });
  const { token } = (await login.json()) as { token: string };
  const ids: number[] = [];
  for (let i = 1; i <= 14; i++) {
    const res = await server.api('/articles', {
      method: 'POST',
      token,
      json: {
        title: `Arsip Latihan Kiper Nomor ${i}`,
        author: 'Pelatih Arsip',
        date: `2001-01-${String(i).padStart(2, '0')}`,
        category: 'Arsip',
        tags: [],
        sections: [{ subtitle: 'Isi', content: `Catatan latihan ${i}.`, youtube: '', images: [] }],
      },
    });
    expect(res.status).toBe(201);
    ids.push(((await res.json()) as { id: number }).id);
  }
  const total = Number((await server.api('/articles?limit=1')).headers.get('x-total-count'));
  expect(total).toBeGreaterThan(12);

  await page.goto('/freekick');
  await expect(page.getByRole('article')).toHaveCount(12);
  await expect(page.getByTestId('result-count')).toHaveText(`${total} artikel, 12 ditampilkan`);
  await page.getByRole('button', { name: 'Muat lagi' }).click();
  await expect(page.getByRole('article')).toHaveCount(Math.min(24, total));
  await expect(page).toHaveURL('/freekick?halaman=2');
  // Focus goes on at the first new card.
  await expect(page.locator('article').nth(12).getByRole('link')).toBeFocused();
  // The link shows the same two pages.
  await page.reload();
  await expect(page.getByRole('article')).toHaveCount(Math.min(24, total));

  // The server searches, ignoring case and accents; the counts follow.
  await page.getByLabel('Cari artikel').fill('ARSIP kipér');
  await expect(page.getByTestId('result-count')).toHaveText(
    '14 artikel untuk “ARSIP kipér”, 12 ditampilkan',
  );
  await expect(page).toHaveURL(/\?q=ARSIP\+kip%C3%A9r$/);
  await expect(page.getByTestId('count-authors')).toHaveText('1');
  await page.getByRole('button', { name: 'Muat lagi' }).click();
  await expect(page.getByRole('article')).toHaveCount(14);
  await expect(page.getByRole('button', { name: 'Muat lagi' })).toHaveCount(0);
  // No match.
  await page.getByLabel('Cari artikel').fill('bulutangkis');
  await expect(page.getByText('Tidak ada artikel ditemukan.')).toBeVisible();
  await expect(page.getByTestId('count-articles')).toHaveText('0');

  for (const id of ids) await server.api(`/articles/${id}`, { method: 'DELETE', token });
});

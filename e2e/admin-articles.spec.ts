import { test, expect } from './fixtures';
import type { Page } from '@playwright/test';

// Credentials and answers come from the contract's examples, served by Prism.
const admin = { email: 'admin@apifutsal.id', password: 'admin12345' };
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const INPUT_KEYS = ['title', 'author', 'date', 'category', 'banner', 'tags', 'sections'];
const SECTION_KEYS = ['subtitle', 'content', 'youtube', 'images'];

async function logIn(page: Page) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL('/admin/dashboard');
}

/** Every key is one the contract's ArticleInput allows (additionalProperties: false), with the right types. */
function expectArticleInput(body: Record<string, unknown>) {
  expect(Object.keys(body).every((k) => INPUT_KEYS.includes(k))).toBe(true);
  expect(typeof body.title).toBe('string');
  expect((body.title as string).trim()).not.toBe('');
  if ('date' in body) expect(body.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  if ('banner' in body)
    expect(body.banner).toMatch(/^(\/|data:image\/(png|jpeg|gif|webp|svg\+xml);base64,)/);
  expect(
    Array.isArray(body.tags) &&
      (body.tags as unknown[]).every((t) => typeof t === 'string' && t.trim() !== ''),
  ).toBe(true);
  for (const s of body.sections as Record<string, unknown>[]) {
    expect(Object.keys(s).every((k) => SECTION_KEYS.includes(k))).toBe(true);
    expect((s.images as unknown[]).every((i) => typeof i === 'string')).toBe(true);
  }
}

test('the admin creates, edits and deletes an article from /admin/artikel', async ({
  page,
  checkA11y,
}) => {
  test.slow(); // a long journey: three saves, three list reloads and four axe checks
  await logIn(page);
  await page
    .getByRole('complementary', { name: 'Navigasi admin' })
    .getByRole('link', { name: 'Artikel' })
    .click();
  await expect(page).toHaveURL('/admin/artikel');
  await expect(page.getByRole('list', { name: 'Daftar artikel' })).toBeVisible();
  await checkA11y();

  // Create.
  await page.getByRole('button', { name: '+ Tulis artikel' }).click();
  const editor = page.getByRole('dialog', { name: 'Tulis artikel' });
  await editor.getByLabel('Judul', { exact: true }).fill('Rotasi 3-1 untuk tim muda');
  await editor.getByLabel('Penulis (opsional)').fill('Coach Rina');
  // Dates are typed day first, as the site writes them, whatever the browser's locale.
  const date = editor.getByLabel('Tanggal (opsional)');
  await date.fill('3102');
  await editor.getByRole('button', { name: 'Simpan artikel' }).click();
  await expect(date).toBeFocused();
  await expect(date).toHaveAccessibleDescription(
    /Tulis tanggal sebagai hh\/bb\/tttt, misalnya 28\/11\/2026\./,
  );
  await date.fill('31022026');
  await date.blur();
  await expect(date).toHaveValue('31022026');
  await editor.getByRole('button', { name: 'Simpan artikel' }).click();
  await expect(editor.getByText('Tanggal 31/02/2026 tidak ada di kalender.')).toBeVisible();
  await date.fill('20112026');
  await date.blur();
  await expect(date).toHaveValue('20/11/2026');
  await editor.getByLabel('Tag baru').fill('taktik');
  await editor.getByLabel('Tag baru').press('Enter');
  await editor
    .getByLabel('Pilih gambar banner')
    // A PNG whose name and type say WebP: sent as the PNG its bytes are.
    .setInputFiles({ name: 'banner.webp', mimeType: 'image/webp', buffer: PNG });
  await expect(editor.getByText('banner.webp')).toBeVisible();
  await editor.getByRole('button', { name: '+ Tambah bagian' }).click();
  await editor.getByLabel('Subjudul bagian 1').fill('Pemanasan');
  await editor.getByLabel('Isi bagian 1').fill('Rondo 4 lawan 1 selama 8 menit.');
  await editor
    .getByLabel('Tautan YouTube bagian 1 (opsional)')
    .fill('https://youtu.be/dQw4w9WgXcQ');
  await checkA11y();

  const post = page.waitForRequest(
    (r) => r.method() === 'POST' && r.url().endsWith('/api/articles'),
  );
  const reload = page.waitForRequest(
    (r) => r.method() === 'GET' && new URL(r.url()).pathname === '/api/articles',
  );
  await editor.getByRole('button', { name: 'Simpan artikel' }).click();
  const created = (await post).postDataJSON() as Record<string, unknown>;
  expectArticleInput(created);
  expect(created).toMatchObject({
    title: 'Rotasi 3-1 untuk tim muda',
    author: 'Coach Rina',
    date: '2026-11-20',
    tags: ['taktik'],
    sections: [
      {
        subtitle: 'Pemanasan',
        content: 'Rondo 4 lawan 1 selama 8 menit.',
        youtube: 'https://youtu.be/dQw4w9WgXcQ',
        images: [],
      },
    ],
  });
  expect(created).not.toHaveProperty('category');
  expect(created.banner).toMatch(/^data:image\/png;base64,/);
  await expect(page.getByText('Artikel berhasil dibuat.')).toBeVisible();
  await expect(editor).toBeHidden();
  await reload;

  // Edit: tags show as names, images as paths; the PUT carries the same shape.
  const first = page.getByRole('list', { name: 'Daftar artikel' }).getByRole('listitem').first();
  const title = (await first.getByRole('heading').textContent()) ?? '';
  await first.getByRole('button', { name: `Edit ${title}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit artikel' });
  await expect(edit.getByLabel('Judul', { exact: true })).toHaveValue(title);
  await edit.getByLabel('Judul', { exact: true }).fill(`${title} (revisi)`);
  const put = page.waitForRequest((r) => r.method() === 'PUT');
  await edit.getByRole('button', { name: 'Simpan perubahan' }).click();
  const updated = (await put).postDataJSON() as Record<string, unknown>;
  expectArticleInput(updated);
  expect(updated.title).toBe(`${title} (revisi)`);
  await expect(page.getByText('Artikel berhasil diperbarui.')).toBeVisible();

  // Delete, with the confirmation.
  const trigger = first.getByRole('button', { name: `Hapus ${title}` });
  await trigger.click();
  const confirm = page.getByRole('alertdialog', { name: 'Hapus artikel ini?' });
  await expect(confirm).toBeVisible();
  await checkA11y();
  const del = page.waitForRequest((r) => r.method() === 'DELETE');
  const reloadAfterDelete = page.waitForRequest(
    (r) => r.method() === 'GET' && new URL(r.url()).pathname === '/api/articles',
  );
  await confirm.getByRole('button', { name: 'Hapus' }).click();
  expect(new URL((await del).url()).pathname).toMatch(/^\/api\/articles\/\d+$/);
  await expect(page.getByText('Artikel dihapus.')).toBeVisible();
  await reloadAfterDelete;
});

test('the editor and the delete dialog work by keyboard: focus trap, Escape, focus return', async ({
  page,
}) => {
  test.slow();
  await logIn(page);
  await page.goto('/admin/artikel');
  const open = page.getByRole('button', { name: '+ Tulis artikel' });
  await open.focus();
  await page.keyboard.press('Enter');
  const editor = page.getByRole('dialog', { name: 'Tulis artikel' });
  await expect(editor).toBeVisible();
  // The page behind is inert: Tab never reaches anything outside the modal.
  for (let i = 0; i < 30; i++) {
    await page.keyboard.press('Tab');
    const outside = await editor.evaluate((d) => {
      const a = document.activeElement;
      return Boolean(a && a !== document.body && !d.contains(a));
    });
    expect(outside).toBe(false);
  }
  // Nothing typed: Escape closes at once and focus returns.
  await page.keyboard.press('Escape');
  await expect(editor).toBeHidden();
  await expect(open).toBeFocused();

  // Something typed: Escape asks first.
  await page.keyboard.press('Enter');
  await editor.getByLabel('Judul', { exact: true }).fill('Draf');
  await page.keyboard.press('Escape');
  const discard = page.getByRole('alertdialog', { name: 'Buang perubahan?' });
  await expect(discard).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(discard).toBeHidden();
  await expect(editor.getByLabel('Judul', { exact: true })).toHaveValue('Draf');
  await page.keyboard.press('Escape');
  await discard.getByRole('button', { name: 'Buang perubahan' }).click();
  await expect(editor).toBeHidden();

  // The delete confirmation: focus inside, Escape cancels without a request, focus returns.
  let deletes = 0;
  page.on('request', (r) => r.method() === 'DELETE' && deletes++);
  const trigger = page
    .getByRole('list', { name: 'Daftar artikel' })
    .getByRole('button', { name: /^Hapus / })
    .first();
  await trigger.focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog', { name: 'Hapus artikel ini?' });
  await expect(confirm).toBeVisible();
  expect(await confirm.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(trigger).toBeFocused();
  expect(deletes).toBe(0);
});

test('the admin shell on a phone: the sidebar is a drawer that closes on Escape and on navigation', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page);
  const burger = page.getByRole('button', { name: 'Buka menu' });
  await burger.click();
  const drawer = page.getByRole('dialog', { name: 'Menu admin' });
  await expect(drawer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(burger).toBeFocused();
  await burger.click();
  await drawer.getByRole('link', { name: 'Artikel' }).click();
  await expect(page).toHaveURL('/admin/artikel');
  await expect(drawer).toBeHidden();

  // The editor on a phone: every group keeps its contents inside its border, and a stored
  // banner is named by its file, not by its path.
  await page
    .getByRole('button', { name: /^Edit / })
    .first()
    .click();
  const editor = page.getByRole('dialog', { name: 'Edit artikel' });
  await editor.getByRole('button', { name: '+ Tambah bagian' }).click();
  await expect(editor.getByRole('group', { name: 'Banner' })).toBeVisible();
  const overflow = await editor.evaluate((dialog) =>
    [...dialog.querySelectorAll('fieldset')].flatMap((group) => {
      const edge = group.getBoundingClientRect().right;
      return [...group.querySelectorAll('*')]
        .filter((el) => el.getBoundingClientRect().right > edge + 0.5)
        .map((el) => `${group.querySelector('legend')?.textContent}: <${el.tagName}>`);
    }),
  );
  expect(overflow).toEqual([]);
  await expect(
    editor.getByRole('group', { name: 'Banner' }).getByRole('button', { name: /^Hapus gambar / }),
  ).toHaveAccessibleName(
    /^Hapus gambar [\w-]+\.(svg|png|jpg|webp|gif)$|^Hapus gambar Gambar tersimpan/,
  );
});

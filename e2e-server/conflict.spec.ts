import type { Browser, Page } from '@playwright/test';
import { ADMIN, expect, test, submitLogin } from './fixtures';

// Two admins, one article, on the reference server: both open the same article, the first
// saves, the second saves over a version that is gone. The server refuses it (412), the second
// admin sees the conflict dialog with everything typed still there, compares, and keeps theirs.

async function adminSession(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'id-ID' });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await submitLogin(page);
  await expect(page).toHaveURL('/admin/dashboard');
  await page.goto('/admin/artikel');
  return page;
}

async function openEditor(page: Page, title: string) {
  await page.getByRole('searchbox').fill(title);
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  const editor = page.getByRole('dialog', { name: 'Edit artikel' });
  await expect(editor.getByLabel('Judul', { exact: true })).toHaveValue(title);
  return editor;
}

test('the second of two admins saving one article sees the conflict, loses nothing, and keeps theirs', async ({
  browser,
  server,
}) => {
  test.setTimeout(240_000);
  const login = await server.api('/login', { method: 'POST', json: ADMIN });
  const { token } = (await login.json()) as { token: string };
  const title = 'Latihan Transisi Dua Admin';
  const created = await server.api('/articles', {
    method: 'POST',
    token,
    json: {
      title,
      category: 'Taktik',
      sections: [{ subtitle: 'Pembuka', content: 'Isi awal bagian pembuka.' }],
    },
  });
  expect(created.status).toBe(201);
  const { id } = (await created.json()) as { id: number };

  const first = await adminSession(browser, server.url);
  const second = await adminSession(browser, server.url);
  const firstEditor = await openEditor(first, title);
  const secondEditor = await openEditor(second, title);

  // The first admin saves a new title.
  await firstEditor
    .getByLabel('Judul', { exact: true })
    .fill('Latihan Transisi: Versi Admin Pertama');
  await firstEditor.getByRole('button', { name: 'Simpan perubahan' }).click();
  await expect(first.getByText('Artikel berhasil diperbarui.')).toBeVisible();

  // The second admin, still on the version they opened, edits the title and the section and saves.
  await secondEditor
    .getByLabel('Judul', { exact: true })
    .fill('Latihan Transisi: Versi Admin Kedua');
  await secondEditor.getByLabel('Isi bagian 1').fill('Isi yang ditulis admin kedua.');
  await secondEditor.getByRole('button', { name: 'Simpan perubahan' }).click();
  const conflict = second.getByRole('alertdialog', { name: 'Artikel sudah diubah' });
  await expect(conflict).toBeVisible();
  // Nothing was overwritten.
  const stored: unknown = await (await server.api(`/articles/${id}`)).json();
  expect(stored).toMatchObject({ title: 'Latihan Transisi: Versi Admin Pertama', version: 2 });

  // Their version beside mine.
  await conflict.getByRole('button', { name: 'Lihat versi mereka' }).click();
  const table = conflict.getByRole('table', { name: 'Perbandingan versi' });
  await expect(table.getByRole('row', { name: /^Judul/ })).toContainText(
    'Latihan Transisi: Versi Admin Pertama',
  );
  await expect(table.getByRole('row', { name: /^Judul/ })).toContainText(
    'Latihan Transisi: Versi Admin Kedua',
  );

  // Escape (a real key press) goes back to the editor, the draft intact, and saving asks again.
  await second.keyboard.press('Escape');
  await expect(conflict).toBeHidden();
  await expect(secondEditor.getByLabel('Judul', { exact: true })).toHaveValue(
    'Latihan Transisi: Versi Admin Kedua',
  );
  await expect(secondEditor.getByLabel('Isi bagian 1')).toHaveValue(
    'Isi yang ditulis admin kedua.',
  );
  await secondEditor.getByRole('button', { name: 'Simpan perubahan' }).click();
  await expect(conflict).toBeVisible();

  // Keep mine: saved over theirs, deliberately.
  await conflict.getByRole('button', { name: 'Simpan versi saya' }).click();
  await expect(second.getByText('Artikel berhasil diperbarui.')).toBeVisible();
  await expect(secondEditor).toBeHidden();
  const kept: unknown = await (await server.api(`/articles/${id}`)).json();
  expect(kept).toMatchObject({
    title: 'Latihan Transisi: Versi Admin Kedua',
    version: 3,
    sections: [{ subtitle: 'Pembuka', content: 'Isi yang ditulis admin kedua.' }],
  });

  await first.context().close();
  await second.context().close();
});

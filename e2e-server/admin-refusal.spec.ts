import type { Locator } from '@playwright/test';
import { ADMIN, expect, test, submitLogin } from './fixtures';

// The reference server refuses a section over the contract's 20,000 characters with its reason.
// The admin sees the counter say so while typing, then the failure above the editor with the
// server's reason, and the reason beside the section's text, all of which is kept.

/** What the browser hits at the element's middle is the element: nothing is drawn over it. */
async function drawnOnTop(el: Locator): Promise<boolean> {
  return el.evaluate((node) => {
    const r = node.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return hit !== null && node.contains(hit);
  });
}

test('a save refused for a section over 20,000 characters: the reason above the editor and beside the field', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await submitLogin(page);
  await expect(page).toHaveURL('/admin/dashboard');
  await page.goto('/admin/artikel');
  await page.getByRole('button', { name: '+ Tulis artikel' }).click();
  const editor = page.getByRole('dialog', { name: 'Tulis artikel' });
  await editor.getByLabel('Judul', { exact: true }).fill('Rotasi 3-1 yang Terlalu Panjang');
  await expect(editor.getByText('31 / 300 karakter')).toBeVisible();
  await editor.getByRole('button', { name: '+ Tambah bagian' }).click();
  const content = editor.getByLabel('Isi bagian 1');
  await content.fill('a'.repeat(19_000));
  await expect(content).toHaveAccessibleDescription('19.000 / 20.000 karakter, sisa 1.000');
  await content.fill('a'.repeat(20_001));
  await expect(content).toHaveAccessibleDescription('20.001 / 20.000 karakter, kelebihan 1');

  await editor.getByRole('button', { name: 'Simpan artikel' }).click();
  const toast = page.getByTestId('toast');
  await expect(toast).toContainText('Gagal menyimpan artikel.');
  await expect(toast).toContainText('sections[0].content: maksimal 20000 karakter.');
  expect(await drawnOnTop(toast), 'the toast is drawn above the editor and its backdrop').toBe(
    true,
  );
  await expect(page.getByRole('alert')).toContainText('Gagal menyimpan artikel.');

  await expect(content).toBeFocused();
  await expect(content).toHaveAttribute('aria-invalid', 'true');
  await expect(editor.getByText('Maksimal 20000 karakter.', { exact: true })).toBeVisible();
  await expect(content).toHaveAccessibleDescription(
    'Maksimal 20000 karakter. 20.001 / 20.000 karakter, kelebihan 1',
  );
  expect(await content.inputValue()).toHaveLength(20_001);
  await expect(editor.getByLabel('Judul', { exact: true })).toHaveValue(
    'Rotasi 3-1 yang Terlalu Panjang',
  );
  // The toast's own close button is reachable above the dialog.
  await toast.getByRole('button', { name: 'Tutup notifikasi' }).click();
  await expect(toast).toHaveCount(0);
  await expect(editor).toBeVisible();
});

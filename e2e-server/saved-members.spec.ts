import type { Page } from '@playwright/test';
import { ADMIN, expect, MEMBER, submitLogin, test } from './fixtures';

// "Simpan untuk offline" for a signed-in member, on the reference server: once the member logs
// out and another account logs in, nothing of the first account's member content is left to
// read, online or offline (no service worker needed: the page's own caches are checked).

const PDF = 'Unduh drill sheet (PDF)';

async function logIn(page: Page, account: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await submitLogin(page);
  await expect(page).not.toHaveURL(/\/login$/);
}

/** Saves the post on the page for offline and waits until it says it is kept with the PDF. */
async function savePost(page: Page) {
  const panel = page.getByRole('region', { name: 'Simpan untuk offline' });
  await panel.getByRole('button', { name: 'Simpan untuk offline' }).click();
  await expect(panel.getByRole('status')).toHaveText('Tersimpan', { timeout: 30_000 });
  await expect(panel.getByText('Termasuk materi anggota dan drill sheet')).toBeVisible();
}

/** The names of the caches and databases of any signed-in user, as the page sees them. */
const userStorage = (page: Page) =>
  page.evaluate(async () => {
    const caches_ = await caches.keys();
    const dbs = (await indexedDB.databases()).map((d) => d.name ?? '');
    return [...caches_, ...dbs].filter((n) => n.startsWith('futsal-user-')).sort();
  });

test('after logout and another account’s login, nothing of the first member’s content is readable', async ({
  page,
  context,
}) => {
  await logIn(page, MEMBER);
  await page.goto('/blog/1');
  await savePost(page);
  const members = await userStorage(page);
  // The member's own cache and database of saved parts.
  expect(members).toHaveLength(2);

  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/');
  await expect.poll(() => userStorage(page)).toEqual([]);

  await logIn(page, ADMIN);
  const afterLogin = await userStorage(page);
  for (const name of members) expect(afterLogin).not.toContain(name);

  // Online, the list no longer holds the member's part; the public article stays saved.
  await page.goto('/tersimpan');
  const row = page.getByRole('listitem').filter({ hasText: 'Rondo 4v1' });
  await expect(row).toBeVisible();
  await expect(row).not.toContainText('dengan materi anggota');

  // Offline, the other account reads neither the members' section nor the PDF of the first.
  await page.goto('/blog/1');
  await expect(page.getByRole('region', { name: 'Simpan untuk offline' })).toBeVisible();
  await context.setOffline(true);
  await page.getByRole('button', { name: PDF }).click();
  await expect(page.getByTestId('toast')).toContainText('Drill sheet ini belum disimpan');
  const now = await userStorage(page);
  for (const name of members) expect(now).not.toContain(name);
  await context.setOffline(false);
});

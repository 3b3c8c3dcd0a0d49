import type { Page } from '@playwright/test';
import { ADMIN, expect, MEMBER, test, submitLogin } from './fixtures';

// Every path stays in its shell: the admin area's sidebar items without a screen and its
// unknown paths, the member portal's unknown paths, and the transition overlay on a path
// change in the admin area.

async function logIn(page: Page, who: { email: string; password: string }, { open = true } = {}) {
  if (open) await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await submitLogin(page);
}

/**
 * This file's visitors come from their own address: the login limits count per address, and the
 * server (with its limits) is shared by every journey file on the worker.
 */
test.beforeEach(async ({ page }) => {
  await page.context().setExtraHTTPHeaders({ 'X-Forwarded-For': '203.0.113.20' });
});

/** The admin shell is on screen (its sidebar), and the public site's shell is not. */
async function expectAdminShell(page: Page) {
  await expect(page.getByRole('complementary', { name: 'Navigasi admin' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Navigasi utama' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Langsung ke konten' })).toHaveCount(0);
}

/** Records whether the transition overlay is shown from now on, however briefly. */
async function watchOverlay(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { overlaySeen: boolean };
    w.overlaySeen = false;
    new MutationObserver((_, observer) => {
      if (document.querySelector('[data-testid="page-transition"]')) {
        w.overlaySeen = true;
        observer.disconnect();
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
}
const overlaySeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { overlaySeen: boolean }).overlaySeen);

const UNBUILT = [
  ['Users', '/admin/users'],
  ['Blog Post', '/admin/Materials'],
  ['Team Data', '/admin/TeamData'],
  ['Pemain', '/admin/pemain'],
  ['Statistik', '/admin/statistik'],
  ['Pengaturan Sistem', '/admin/settings'],
] as const;

test('the admin sidebar items without a screen and unknown admin paths stay inside the admin shell', async ({
  page,
}) => {
  // From the site's shell to the admin shell is a path change too: the overlay shows. Its chunk
  // loads as the shell first renders; a login faster than that (a busy machine) would not show it.
  await page.goto('/login');
  await page.waitForLoadState('networkidle');
  await watchOverlay(page);
  await logIn(page, ADMIN, { open: false });
  await expect(page).toHaveURL('/admin/dashboard');
  expect(await overlaySeen(page), 'overlay on the way from /login to the admin shell').toBe(true);
  const sidebar = page.getByRole('complementary', { name: 'Navigasi admin' });

  for (const [label, path] of UNBUILT) {
    await watchOverlay(page);
    await sidebar.getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Segera hadir' })).toBeVisible();
    await expect(page).toHaveTitle(`${label} | Admin API Futsal`);
    await expectAdminShell(page);
    await expect(sidebar.getByRole('link', { name: label, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // A path change in the admin area shows the transition overlay, as on the public site.
    expect(await overlaySeen(page), `overlay on the way to ${path}`).toBe(true);
  }

  // The way back.
  await page.getByRole('link', { name: 'Kembali ke Dashboard' }).click();
  await expect(page).toHaveURL('/admin/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  // An unknown admin path, opened directly: the not-found panel in the shell, no overlay on
  // the first page of the visit.
  await page.goto('/admin/nope');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Halaman tidak ditemukan' }),
  ).toBeVisible();
  await expect(
    page.getByText('“/admin/nope” tidak ada di panel admin', { exact: false }),
  ).toBeVisible();
  await expectAdminShell(page);
  await expect(page.getByTestId('page-transition')).toHaveCount(0);
  await page.getByRole('link', { name: 'Kembali ke Dashboard' }).click();
  await expect(page).toHaveURL('/admin/dashboard');
  await expectAdminShell(page);
});

test('the route guard still answers first: a visitor or a member opening an unknown admin path is sent away', async ({
  page,
}) => {
  await page.goto('/admin/nope');
  await expect(page).toHaveURL('/');
  await logIn(page, MEMBER);
  await expect(page).toHaveURL('/portal/dashboard');
  await page.goto('/admin/nope');
  await expect(page).toHaveURL('/user/dashboard');
});

test('a signed-in member opening an unknown path of the member area sees the not-found page in the site shell', async ({
  page,
}) => {
  await logIn(page, MEMBER);
  await expect(page).toHaveURL('/portal/dashboard');
  for (const path of ['/user/nope', '/dashboard/nope', '/portal/nope']) {
    await page.goto(path);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Halaman tidak ditemukan' }),
    ).toBeVisible();
    await expect(page.getByText(`“${path}”`, { exact: false })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Navigasi utama' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  }
  await page.getByRole('link', { name: 'Kembali ke beranda' }).click();
  await expect(page).toHaveURL('/');
});

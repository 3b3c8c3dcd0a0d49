import { test, expect } from './fixtures';
import type { Page } from '@playwright/test';

const member = { name: 'Pelatih Futsal', email: 'pelatih@apifutsal.id', role: 'user' as const };
const admin = { name: 'Admin Futsal', email: 'admin@apifutsal.id', role: 'admin' as const };

/** A stored session, as after a login; Prism answers GET /user with the matching example. */
async function seedSession(page: Page, user: typeof member | typeof admin) {
  await page.route('**/api/user', (route) =>
    route.continue({
      headers: {
        ...route.request().headers(),
        prefer: `example=${user.role === 'admin' ? 'admin' : 'member'}`,
      },
    }),
  );
  await page.addInitScript((u) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem('user', JSON.stringify(u));
    localStorage.setItem('ACCESS_TOKEN', 'seeded-token');
  }, user);
}

test('the student dashboard is served at /dashboard, /user/dashboard and /portal/dashboard', async ({
  page,
  checkA11y,
}) => {
  await seedSession(page, member);
  for (const path of ['/dashboard', '/user/dashboard', '/portal/dashboard']) {
    await page.goto(path);
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('tab', { name: 'Kursus Aktif' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  }
  await expect(page.getByRole('list', { name: 'Kursus Aktif' })).toBeVisible();
  await checkA11y();
});

test('the dashboard tabs work with the arrow keys', async ({ page }) => {
  await seedSession(page, member);
  await page.goto('/user/dashboard');
  await expect(page.getByRole('list', { name: 'Kursus Aktif' })).toBeVisible();
  await page.getByRole('tab', { name: 'Kursus Aktif' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Riwayat Kursus' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Riwayat Kursus' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('list', { name: 'Riwayat Kursus' })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Semua Kursus' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Kursus Aktif' })).toBeFocused();
});

test('a user is sent away from /admin, and an admin away from /user/...', async ({
  page,
  browser,
}) => {
  await seedSession(page, member);
  await page.goto('/admin/artikel');
  await expect(page).toHaveURL('/user/dashboard');
  await page.goto('/admin');
  await expect(page).toHaveURL('/user/dashboard');

  const context = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const adminPage = await context.newPage();
  await seedSession(adminPage, admin);
  await adminPage.goto('/user/dashboard');
  await expect(adminPage).toHaveURL('/admin/dashboard');
  await adminPage.goto('/portal/dashboard');
  await expect(adminPage).toHaveURL('/admin/dashboard');
  await context.close();
});

test('without a token, the admin shell and the student dashboard go to /', async ({ page }) => {
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL('/');
  await page.goto('/user/dashboard');
  await expect(page).toHaveURL('/');
});

test('logout from the student dashboard clears storage and goes to /', async ({ page }) => {
  await seedSession(page, member);
  await page.goto('/user/dashboard');
  await page.evaluate(() => localStorage.setItem('role', 'user'));
  await page
    .getByRole('navigation', { name: 'Portal anggota' })
    .getByRole('button', { name: 'Logout' })
    .click();
  await expect(page).toHaveURL('/');
  expect(
    await page.evaluate(() => ['ACCESS_TOKEN', 'user', 'role'].map((k) => localStorage.getItem(k))),
  ).toEqual([null, null, null]);
});

test('logout from the admin shell clears token, user and role even when the server fails', async ({
  page,
}) => {
  await seedSession(page, admin);
  await page.route('**/api/logout', (route) =>
    route.continue({ headers: { ...route.request().headers(), prefer: 'code=500' } }),
  );
  await page.goto('/admin/dashboard');
  await page.evaluate(() => localStorage.setItem('role', 'admin'));
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/');
  expect(
    await page.evaluate(() => ['ACCESS_TOKEN', 'user', 'role'].map((k) => localStorage.getItem(k))),
  ).toEqual([null, null, null]);
});

test('a 401 on GET /user signs out', async ({ page }) => {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem(
      'user',
      JSON.stringify({ name: 'Admin Futsal', email: 'admin@apifutsal.id', role: 'admin' }),
    );
    localStorage.setItem('ACCESS_TOKEN', 'expired-token');
  });
  await page.route('**/api/user', (route) =>
    route.continue({ headers: { ...route.request().headers(), prefer: 'code=401' } }),
  );
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL('/');
  expect(
    await page.evaluate(() => [localStorage.getItem('ACCESS_TOKEN'), localStorage.getItem('user')]),
  ).toEqual([null, null]);
});

/** Fills the register form and sends it, as a visitor does. */
async function registerThroughForm(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Nama').fill('Dewi Lestari');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Konfirmasi password').fill(password);
  await page.getByRole('button', { name: 'Daftar', exact: true }).click();
}

test('the blog’s members-only section leads to registration, which signs the new member in on the server', async ({
  page,
  checkA11y,
}) => {
  // The dashboard the new member lands on reads GET /user: the member's example.
  await page.route('**/api/user', (route) =>
    route.continue({ headers: { ...route.request().headers(), prefer: 'example=member' } }),
  );
  await page.goto('/blog/1');
  await expect(
    page.getByRole('heading', { name: 'Lanjutan artikel ini khusus anggota' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Daftar' }).click();
  await expect(page).toHaveURL('/register');
  await checkA11y();

  // Field errors first, then a good account: POST /api/register, answered with a session.
  await page.getByRole('button', { name: 'Daftar', exact: true }).click();
  await expect(page.getByText('Nama wajib diisi.')).toBeVisible();
  await registerThroughForm(page, 'dewi.lestari@contoh.id', 'latihan-futsal-2026');
  await expect(page.getByText('Pendaftaran berhasil!')).toBeVisible();
  await expect(page).toHaveURL('/portal/dashboard');
  const token = await page.evaluate(() => localStorage.getItem('ACCESS_TOKEN'));
  expect(token).toMatch(/^[0-9a-f]{64}$/);
});

test('the former browser-only login tab of /register leads to /login', async ({ page }) => {
  await page.goto('/register?tab=masuk');
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
});

test('an email that has an account is refused with "Email already exists" at the email field', async ({
  page,
}) => {
  await page.route('**/api/register', (route) =>
    route.continue({ headers: { ...route.request().headers(), prefer: 'code=409' } }),
  );
  await page.goto('/register');
  await registerThroughForm(page, 'pelatih@apifutsal.id', 'latihan-futsal-2026');
  const email = page.getByRole('textbox', { name: 'Email', exact: true });
  await expect(page.getByText('Email already exists')).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveValue('pelatih@apifutsal.id');
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('latihan-futsal-2026');
});

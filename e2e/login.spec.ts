import { test, expect } from './fixtures';

// Credentials and answers come from the contract's examples, served by Prism.
const admin = { email: 'admin@apifutsal.id', password: 'admin12345' };

test('the admin logs in and lands on /admin/dashboard with the session stored', async ({
  page,
  checkA11y,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await checkA11y();
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(admin.email);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Login' }).click();

  await expect(page).toHaveURL('/admin/dashboard');
  await expect(page.getByText('Login berhasil!')).toBeVisible();
  await expect(page.getByText('Selamat datang kembali, Admin Futsal!')).toBeVisible();
  const stored = await page.evaluate(() => ({
    token: localStorage.getItem('ACCESS_TOKEN'),
    user: JSON.parse(localStorage.getItem('user') ?? 'null') as unknown,
  }));
  expect(stored.token).toMatch(/^[0-9a-f]{64}$/);
  // The stored user is the contract's answer, membership included.
  expect(stored.user).toEqual({
    name: 'Admin Futsal',
    email: admin.email,
    role: 'admin',
    membership: 'basic',
  });
  await checkA11y();
});

test('a wrong password shows the "Login gagal" toast and keeps what was typed', async ({
  page,
}) => {
  // Prism answers the contract's documented 401 when asked to.
  await page.route('**/api/login', (route) =>
    route.continue({ headers: { ...route.request().headers(), prefer: 'code=401' } }),
  );
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(admin.email);
  await page.getByLabel('Password', { exact: true }).fill('salah-total');
  await page.getByRole('button', { name: 'Login' }).click();

  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Login gagal');
  await expect(alert).toContainText('Email atau password salah.');
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(admin.email);
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('salah-total');
  expect(await page.evaluate(() => localStorage.getItem('ACCESS_TOKEN'))).toBeNull();
});

test('the form is usable by keyboard alone', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email', exact: true }).focus();
  await page.keyboard.type(admin.email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.type(admin.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/admin/dashboard');
});

test('logout clears the session and goes home', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(admin.email);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL('/admin/dashboard');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/');
  expect(
    await page.evaluate(() => [localStorage.getItem('ACCESS_TOKEN'), localStorage.getItem('user')]),
  ).toEqual([null, null]);
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
});

import type { Page, TestInfo } from '@playwright/test';
import { expect, submitLogin, test } from './fixtures';

// Registration on the reference server, at phone width: a new member registers at /register
// and is signed in at once, logs out, and logs in again at /login in a fresh browser; the
// members-only section of a blog post is then open. Nothing here is mocked.

const PHONE = { width: 390, height: 844 };
// A client address of its own (the server believes one proxy hop): registrations are limited
// per address, and other journey files use 127.0.0.1.
const CLIENT = { 'x-forwarded-for': '198.51.100.90' };

test.use({ viewport: PHONE, extraHTTPHeaders: CLIENT });

/** A screenshot of the page as a phone shows it, once the transition overlay is gone, kept with the test's output. */
async function shot(page: Page, info: TestInfo, name: string) {
  await expect(page.getByTestId('page-transition')).toHaveCount(0);
  await page.screenshot({ path: info.outputPath(`${name}.png`), fullPage: false });
}

/** Waits for the server's answer to a POST of the page (production hash cost on a busy machine). */
const answerTo = (page: Page, pathname: string) =>
  page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === pathname,
    { timeout: 90_000 },
  );

test('a visitor registers, logs out, logs in again in a fresh browser and reads the members-only section', async ({
  page,
  browser,
  server,
  checkA11y,
}, info) => {
  const email = `dewi.${Date.now().toString(36)}@contoh.id`;
  const password = 'latihan-futsal-2026';

  await page.goto('/register');
  await page.getByLabel('Nama').fill('Dewi Lestari');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Konfirmasi password').fill(password);
  await checkA11y();
  await shot(page, info, '1-register-form');
  const registered = answerTo(page, '/api/register');
  await page.getByRole('button', { name: 'Daftar', exact: true }).click();
  expect((await registered).status()).toBe(201);

  // Signed in at once: the member's dashboard, with the plan the server gave.
  await expect(page).toHaveURL('/portal/dashboard');
  await expect(page.getByText('Pendaftaran berhasil!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Halo, Dewi Lestari!' })).toBeVisible();
  await expect(page.getByText('Keanggotaan: Basic')).toBeVisible();
  await shot(page, info, '2-registered');
  const token = await page.evaluate(() => localStorage.getItem('ACCESS_TOKEN'));
  expect(token).toMatch(/^[0-9a-f]{64}$/);
  expect(await (await server.api('/user', { token: token! })).json()).toEqual({
    name: 'Dewi Lestari',
    email,
    role: 'user',
    membership: 'basic',
  });

  // Log out from the member menu: the token no longer works.
  await page
    .getByRole('navigation', { name: 'Portal anggota' })
    .getByRole('button', { name: 'Logout' })
    .click();
  await expect(page).toHaveURL('/');
  expect(await page.evaluate(() => localStorage.getItem('ACCESS_TOKEN'))).toBeNull();
  expect((await server.api('/user', { token: token! })).status).toBe(401);

  // A fresh browser: nothing stored, the account lives on the server.
  const fresh = await browser.newContext({
    baseURL: server.url,
    viewport: PHONE,
    extraHTTPHeaders: CLIENT,
  });
  const again = await fresh.newPage();
  await again.goto('/login');
  await again.getByLabel('Email', { exact: true }).fill(email);
  await again.getByLabel('Password', { exact: true }).fill(password);
  await shot(again, info, '3-login-after-logout');
  await submitLogin(again);
  await expect(again).toHaveURL('/portal/dashboard');

  // The members-only section of a blog post is open to the member.
  await again.goto('/blog/1');
  const section = again.getByRole('region', { name: 'Materi khusus anggota' });
  await expect(
    section.getByRole('heading', { name: 'Progresi untuk pemain yang sudah mahir' }),
  ).toBeVisible();
  await expect(
    again.getByRole('heading', { name: 'Lanjutan artikel ini khusus anggota' }),
  ).toHaveCount(0);
  // The section's start, below the fixed header.
  await section.evaluate((el) => {
    el.scrollIntoView({ block: 'start' });
    window.scrollBy(0, -80);
  });
  await shot(again, info, '4-blog-unlocked');
  await fresh.close();

  // The same email cannot be registered again.
  const duplicate = await server.api('/register', {
    method: 'POST',
    json: { name: 'Penyusup', email, password: 'password-lain' },
    headers: CLIENT,
  });
  expect(duplicate.status).toBe(409);
  expect(await duplicate.json()).toEqual({ message: 'Email already exists' });
});

test('a member deletes their account: signed out at once, the token refused, the old password no longer logs in', async ({
  page,
  server,
  checkA11y,
}, info) => {
  const email = `hapus.${Date.now().toString(36)}@contoh.id`;
  const password = 'latihan-hapus-2026';
  const registered = await server.api('/register', {
    method: 'POST',
    json: { name: 'Budi Santoso', email, password },
    headers: CLIENT,
  });
  expect(registered.status).toBe(201);
  const login = async () => {
    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await submitLogin(page);
  };
  await login();
  await expect(page).toHaveURL('/portal/dashboard');
  const token = await page.evaluate(() => localStorage.getItem('ACCESS_TOKEN'));

  // The member menu's last item opens the confirmation; the password field has focus.
  await page
    .getByRole('navigation', { name: 'Portal anggota' })
    .getByRole('button', { name: 'Hapus akun' })
    .click();
  const dialog = page.getByRole('alertdialog', { name: 'Hapus akun Anda?' });
  const field = dialog.getByLabel('Password');
  await expect(field).toBeFocused();
  const confirm = dialog.getByRole('button', { name: 'Hapus akun permanen' });

  // A wrong password: the server's message, still signed in.
  await field.fill('bukan-password-saya');
  await confirm.click();
  await expect(field).toHaveAccessibleDescription('Password salah. Akun tidak dihapus.');
  await checkA11y();
  await shot(page, info, '5-delete-wrong-password');
  expect((await server.api('/user', { token: token! })).status).toBe(200);

  // The password: deleted, signed out, home with a notice.
  await field.fill(password);
  const deleted = page.waitForResponse(
    (r) => r.request().method() === 'DELETE' && new URL(r.url()).pathname === '/api/user',
    { timeout: 90_000 },
  );
  await confirm.click();
  expect((await deleted).status()).toBe(204);
  await expect(page).toHaveURL('/');
  await expect(
    page.getByText('Akun Anda sudah dihapus dan Anda telah keluar dari situs.'),
  ).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('ACCESS_TOKEN'))).toBeNull();
  expect((await server.api('/user', { token: token! })).status).toBe(401);

  // The old password logs in no more.
  await login();
  await expect(page.getByText('Email atau password salah.')).toBeVisible();
  await expect(page).toHaveURL('/login');
});

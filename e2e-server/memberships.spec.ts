import type { Member } from '../common/api/types';
import { ADMIN, expect, submitLogin, test } from './fixtures';

// The admin sets a registered member's plan from the settings page, on the reference server:
// the member's next GET /user answers it. Nothing here is mocked.

// A client address of its own (the server believes one proxy hop): registrations and logins
// are limited per address, and other journey files use theirs.
const CLIENT = { 'x-forwarded-for': '198.51.100.38' };
test.use({ extraHTTPHeaders: CLIENT });

test('an admin makes a registered member premium, and the member’s next GET /user says so', async ({
  page,
  server,
  checkA11y,
}, info) => {
  const email = `premium.${Date.now().toString(36)}@contoh.id`;
  const registered = await server.api('/register', {
    method: 'POST',
    headers: CLIENT,
    json: { name: 'Agus Wijaya', email, password: 'latihan-futsal-2026' },
  });
  expect(registered.status).toBe(201);
  const { token } = (await registered.json()) as { token: string };

  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await submitLogin(page);
  await expect(page).toHaveURL('/admin/dashboard');
  await page.goto('/admin/setting');

  const section = page.getByRole('region', { name: 'Keanggotaan akun' });
  const plan = section.getByRole('combobox', { name: `Keanggotaan ${email}` });
  await expect(plan).toHaveValue('basic');
  await checkA11y();
  const saved = page.waitForResponse(
    (r) => r.request().method() === 'PUT' && r.url().includes('/api/members/'),
  );
  await plan.selectOption('premium');
  expect((await saved).status()).toBe(200);
  await expect(section.getByRole('status')).toHaveText(`Keanggotaan ${email} sekarang Premium.`);
  await expect(plan).toHaveValue('premium');
  await section.screenshot({ path: info.outputPath('memberships.png') });

  const me = await server.api('/user', { token });
  expect(((await me.json()) as { membership: string }).membership).toBe('premium');
  // The list says so too, after a reload.
  const list = await server.api('/members', { token: await adminToken() });
  const members = (await list.json()) as Member[];
  expect(members.find((m) => m.email === email)?.membership).toBe('premium');

  async function adminToken(): Promise<string> {
    return page.evaluate(() => localStorage.getItem('ACCESS_TOKEN') ?? '');
  }
});

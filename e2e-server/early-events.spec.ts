import { open } from '../e2e/early';
import { expect, test } from './fixtures';

// The reference server sends the same pages as the preview: prerendered, or rendered per request
// (the Free Kick list and an article), each with its inline script under the answer's nonce. A tap
// or typed text that comes before the app has hydrated the page is replayed once it has
// (public/prerender-check.js); e2e/early-events.spec.ts has every control, early and late.

test.use({ waitForHydration: false });

test('before the app has loaded: the about PDF asks to log in', async ({ page }) => {
  const app = await open(page, '/about', 'early');
  await page.getByRole('button', { name: 'Unduh company profile (PDF)' }).click();
  await app.ready();
  await expect(page).toHaveURL('/login', { timeout: 20_000 });
  await expect(page.getByText('Login Required')).toBeVisible();
});

test('before the app has loaded: text typed in the Free Kick search is searched on the server', async ({
  page,
}) => {
  const app = await open(page, '/freekick', 'early');
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.getByLabel('Cari artikel').pressSequentially('bulutangkis');
  await app.ready();
  await expect(page.getByText('Tidak ada artikel ditemukan.')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('article')).toHaveCount(0);
  await expect(page.getByLabel('Cari artikel')).toHaveValue('bulutangkis');
  await expect(page).toHaveURL('/freekick?q=bulutangkis');
});

test('before the app has loaded: the theme toggle on an article page switches to dark', async ({
  page,
  server,
}) => {
  const [first] = (await (await server.api('/articles?limit=1')).json()) as { id: number }[];
  await page.emulateMedia({ colorScheme: 'light' });
  const app = await open(page, `/freekick/${first!.id}`, 'early');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Mode gelap' }).click();
  await app.ready();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark', { timeout: 20_000 });
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
});

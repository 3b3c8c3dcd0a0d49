import { open } from './early';
import { test, expect } from './fixtures';

// A prerendered or server-rendered page shows its controls before the app's script has run. A tap
// or typed text in that window is recorded by the page's inline script (public/prerender-check.js)
// and replayed once the app has hydrated: every case below taps "early" (at DOMContentLoaded, with
// the app's main chunk held back, as on a slow network, and the CPU slowed 4×) and "late" (after
// hydration), and expects the same result.

// The page is opened without waiting for hydration: the early taps must land before it.
test.use({ waitForHydration: false });

for (const when of ['early', 'late'] as const) {
  test.describe(`a ${when} tap`, () => {
    test('about: the company profile PDF asks to log in', async ({ page }) => {
      const app = await open(page, '/about', when);
      await page.getByRole('button', { name: 'Unduh company profile (PDF)' }).click();
      await app.ready();
      await expect(page).toHaveURL('/login', { timeout: 20_000 });
      await expect(page.getByText('Login Required')).toBeVisible();
    });

    test('courses: Add to Cart puts the course in the cart', async ({ page }) => {
      const app = await open(page, '/courses', when);
      await page
        .getByRole('button', { name: /^Add to Cart: / })
        .first()
        .click();
      await app.ready();
      await expect(page.getByRole('link', { name: 'Keranjang (1 item)' })).toBeVisible({
        timeout: 20_000,
      });
      await expect(page.getByText('✓ Di keranjang')).toHaveCount(1);
      const stored = await page.evaluate(() => localStorage.getItem('cartItems'));
      expect((JSON.parse(stored ?? '[]') as unknown[]).length).toBe(1);
    });

    // On an article page: rendered per request, its inline script under the answer's nonce.
    test('header: the theme toggle on an article page switches to dark', async ({ page }) => {
      await page.emulateMedia({ colorScheme: 'light' });
      const app = await open(page, '/freekick/1', when);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.getByRole('button', { name: 'Mode gelap' }).click();
      await app.ready();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark', { timeout: 20_000 });
      await expect(page.getByRole('button', { name: 'Mode gelap' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    });

    test('header: a desktop submenu opens from its button', async ({ page }) => {
      const app = await open(page, '/blog', when);
      const caret = page.getByRole('button', { name: 'Submenu Events' });
      await caret.click();
      await app.ready();
      await expect(caret).toHaveAttribute('aria-expanded', 'true', { timeout: 20_000 });
      await expect(
        page.getByRole('navigation', { name: 'Navigasi utama' }).getByRole('link', {
          name: 'Webinars',
        }),
      ).toBeVisible();
    });

    test('home: hovering the hero reveals its text, a click pins it with the link', async ({
      page,
    }) => {
      const app = await open(page, '/', when);
      const board = page.getByRole('button', { name: 'Sematkan sorotan Free Kick' });
      await board.hover();
      await app.ready();
      await expect(page.getByTestId('hero-overlay')).toBeVisible({ timeout: 20_000 });
      await expect(page.getByRole('link', { name: 'Baca Free Kick →' })).toBeHidden();
      await board.click();
      await expect(board).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByRole('link', { name: 'Baca Free Kick →' })).toBeVisible();
    });

    test('home: a click on the hero pins it', async ({ page }) => {
      const app = await open(page, '/', when);
      const board = page.getByRole('button', { name: 'Sematkan sorotan Free Kick' });
      await board.click();
      await app.ready();
      await expect(board).toHaveAttribute('aria-pressed', 'true', { timeout: 20_000 });
      await expect(page.getByRole('link', { name: 'Baca Free Kick →' })).toBeVisible();
    });

    test('Free Kick: text typed in the search is kept and searched', async ({ page }) => {
      await page.route(/\/api\/articles(\/stats)?\?.*q=zzzz/, (route) =>
        route.continue({ headers: { ...route.request().headers(), prefer: 'example=noMatch' } }),
      );
      const app = await open(page, '/freekick', when);
      await page.getByLabel('Cari artikel').pressSequentially('zzzz');
      await app.ready();
      await expect(page.getByText('Tidak ada artikel ditemukan.')).toBeVisible({
        timeout: 20_000,
      });
      await expect(page.getByRole('article')).toHaveCount(0);
      await expect(page.getByLabel('Cari artikel')).toHaveValue('zzzz');
      await expect(page).toHaveURL('/freekick?q=zzzz');
    });

    test('events: text typed in the search filters the events', async ({ page }) => {
      const app = await open(page, '/events/webinars', when);
      await page.getByRole('searchbox', { name: 'Cari event' }).pressSequentially('konser');
      await app.ready();
      await expect(page).toHaveURL('/events/webinars?search=konser', { timeout: 20_000 });
      await expect(
        page.getByText(/^Showing \d+ event\(s\) in All matching "konser"$/),
      ).toBeVisible();
      await expect(page.getByRole('searchbox', { name: 'Cari event' })).toHaveValue('konser');
    });
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const when of ['early', 'late'] as const) {
    test(`a ${when} tap on the menu button opens the menu`, async ({ page }) => {
      const app = await open(page, '/courses', when);
      await page.getByRole('button', { name: 'Buka menu' }).click();
      await app.ready();
      const menu = page.getByRole('navigation', { name: 'Menu utama' });
      await expect(menu).toBeVisible({ timeout: 20_000 });
      await expect(page.getByRole('button', { name: 'Tutup menu' })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
    });
  }
});

test('a link tapped before the app has loaded works as a plain link', async ({ page }) => {
  await open(page, '/courses', 'early');
  await page
    .getByRole('navigation', { name: 'Navigasi utama' })
    .getByRole('link', { name: 'Subscription' })
    .click();
  await expect(page).toHaveURL('/pricing');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('an event renders in the browser; a blog post comes prerendered, its title in the HTML', async ({
  request,
}) => {
  // The event's ticket quantity is in no HTML the server sends (its detail loads after 500 ms),
  // so there is no early tap to keep on it.
  const event = await request.get('/events/webinars/1', { headers: { accept: 'text/html' } });
  expect(await event.text()).toContain('<div id="root"></div>');
  // A blog post is the site's own data: its title paints before any script runs.
  const post = await (await request.get('/blog/1', { headers: { accept: 'text/html' } })).text();
  expect(post).toMatch(
    /<h1 id="post-title">Rondo 4v1: Latihan Pembuka yang Mengajarkan Segalanya<\/h1>/,
  );
});

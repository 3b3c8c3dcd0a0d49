import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

// Articles come from the contract's examples, served by Prism (the first example: 8 articles).

test('home → article: a card opens the article, the page scrolls to the top', async ({
  page,
  checkA11y,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // No transition overlay on the first load.
  await expect(page.getByTestId('page-transition')).toHaveCount(0);
  const latest = page.getByRole('region', { name: 'Artikel terbaru' });
  await expect(latest.getByRole('article')).toHaveCount(6);
  await checkA11y();
  await latest.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  const title = 'Bola Mati: Lima Skema Tendangan Sudut yang Efektif';
  await latest.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL('/freekick/3');
  // The transition overlay goes (after 600 ms: the PageTransition story times it; a busy
  // browser here may fire its timer late).
  await expect(page.getByTestId('page-transition')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Putar video/ })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page).toHaveTitle(/\| API Futsal$/);
  await checkA11y();
  // Nothing from YouTube loads until play is pressed; then the privacy-enhanced player.
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<p>player</p>' }),
  );
  expect(requests.filter((u) => u.includes('youtube'))).toEqual([]);
  await page.getByRole('button', { name: /^Putar video/ }).click();
  await expect(
    page.locator('iframe[src^="https://www.youtube-nocookie.com/embed/"]'),
  ).toBeVisible();
});

test('the Free Kick list sends its search to the server and keeps it in the URL', async ({
  page,
}) => {
  await page.goto('/freekick');
  await expect(page.getByRole('article')).toHaveCount(8);
  await expect(page.getByTestId('count-authors')).toHaveText('6');
  const search = page.waitForRequest(
    (r) => new URL(r.url()).searchParams.get('q') === 'rina kusuma',
  );
  await page.getByLabel('Cari artikel').fill('rina kusuma');
  const asked = new URL((await search).url());
  expect(asked.pathname).toBe('/api/articles');
  expect(asked.searchParams.get('view')).toBe('summary');
  await expect(page).toHaveURL('/freekick?q=rina+kusuma');
});

test('the theme choice persists across a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.getByRole('button', { name: 'Mode gelap' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('button', { name: 'Mode gelap' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(bg).toBe('rgb(11, 17, 32)');
  // Back to light, again persisted.
  await page.getByRole('button', { name: 'Mode gelap' }).click();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});

test('without a stored choice the theme follows the system preference', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/freekick');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});

test('the header turns translucent with blur after scrolling past 10 px', async ({ page }) => {
  await page.goto('/freekick');
  const header = page.getByRole('banner');
  await expect(header).toHaveAttribute('data-scrolled', 'false');
  await page.mouse.wheel(0, 400);
  await expect(header).toHaveAttribute('data-scrolled', 'true');
  expect(await header.evaluate((h) => getComputedStyle(h).backdropFilter)).toContain('blur');
  expect(await header.evaluate((h) => getComputedStyle(h).position)).toBe('fixed');
});

test('/asd redirects home; an unknown path shows the not-found page', async ({
  page,
  checkA11y,
}) => {
  await page.goto('/asd');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/tidak/ada/di/sini');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Halaman tidak ditemukan' }),
  ).toBeVisible();
  await expect(page).toHaveTitle('Halaman tidak ditemukan | API Futsal');
  await checkA11y();
  await page.getByRole('link', { name: 'Kembali ke beranda' }).click();
  await expect(page).toHaveURL('/');
});

test('the navigation targets land on real screens', async ({ page }) => {
  for (const [path, heading] of [
    ['/areateknis', 'Area Teknis'],
    ['/areateknis/artikel', 'Artikel Teknis'],
    ['/areateknis/artikel/teknik', 'Teknik'],
    ['/areateknis/video', 'Video Teknis'],
    ['/freekick/trainingtools', 'Artikel untuk pelatih futsal'],
    ['/freekick/academy', 'Artikel untuk pelatih futsal'],
    ['/freekick/others', 'Artikel untuk pelatih futsal'],
    ['/segera-hadir', 'Halaman sedang dibangun'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  await page.goto('/areateknis/1');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

/** Presses Tab until the element is focused (fails after `max` presses). */
async function tabTo(page: Page, name: string, max = 40) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const label = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return el?.getAttribute('aria-label') ?? el?.textContent?.trim() ?? '';
    });
    if (label === name) return;
  }
  throw new Error(`Tab never reached ${name}`);
}

test('keyboard: every header menu and submenu can be reached and used', async ({ page }) => {
  await page.goto('/');
  const menus: Record<string, string[]> = {
    'Technical Area': ['Artikel', 'Teknik', 'Video'],
    'Free Kick': ['Futsalpedia', 'Tools', 'Training Tools', 'Partners', 'Others'],
    Events: ['Webinars', 'Training'],
    'About Us': ['Who We Are', 'Contact Us'],
  };
  for (const [menu, items] of Object.entries(menus)) {
    await tabTo(page, `Submenu ${menu}`);
    const button = page.getByRole('button', { name: `Submenu ${menu}` });
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    for (const item of items) {
      await page.keyboard.press('ArrowDown');
      await expect(page.locator(':focus')).toHaveText(item);
    }
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
  }
  // Use one: Events → Training with the keyboard.
  await page.getByRole('button', { name: 'Submenu Events' }).focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(page.locator(':focus')).toHaveText('Training');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/events/training');
  await expect(page.getByRole('button', { name: 'Submenu Events' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  // The top-level links are reachable too.
  await page.goto('/');
  for (const link of [
    'Home',
    'Technical Area',
    'Free Kick',
    'Events',
    'Subscription',
    'About Us',
    'Login',
  ]) {
    await tabTo(page, link);
  }
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/login');
});

test('desktop submenus open on hover after the delay', async ({ page }) => {
  await page.goto('/');
  const button = page.getByRole('button', { name: 'Submenu Free Kick' });
  await page
    .getByRole('navigation', { name: 'Navigasi utama' })
    .getByRole('link', { name: 'Free Kick' })
    .hover();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('link', { name: 'Partners' }).click();
  await expect(page).toHaveURL('/freekick/academy');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the mobile menu opens as an accordion and closes on navigation', async ({
    page,
    checkA11y,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Navigasi utama' })).toBeHidden();
    const burger = page.getByRole('button', { name: 'Buka menu' });
    await burger.click();
    const menu = page.getByRole('navigation', { name: 'Menu utama' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Home' })).toBeFocused();
    await checkA11y();
    await menu.getByRole('button', { name: 'Submenu Events' }).click();
    await menu.getByRole('link', { name: 'Webinars' }).click();
    await expect(page).toHaveURL('/events/webinars');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Buka menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    // Again, to a plain item; and Escape closes it.
    await page.getByRole('button', { name: 'Buka menu' }).click();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Buka menu' })).toBeFocused();
    await page.getByRole('button', { name: 'Buka menu' }).click();
    await menu.getByRole('link', { name: 'Free Kick' }).click();
    await expect(page).toHaveURL('/freekick');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('article').first()).toBeVisible();
  });

  test.describe('with a touch screen', () => {
    test.use({ hasTouch: true });

    test('the home page and an article read well on a phone', async ({ page, checkA11y }) => {
      await page.goto('/');
      await expect(
        page.getByRole('region', { name: 'Artikel terbaru' }).getByRole('article'),
      ).toHaveCount(6);
      // A touch screen cannot hover: the hero's hint says tap.
      await expect(page.getByText('Ketuk papan untuk menyematkan.')).toBeVisible();
      await expect(page.getByText('Arahkan kursor ke papan, klik untuk menyematkan.')).toBeHidden();
      await page.getByRole('button', { name: 'Sematkan sorotan Free Kick' }).tap();
      await expect(page.getByText('Tersemat. Ketuk papan lagi untuk melepas.')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Baca Free Kick →' })).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await page.goto('/freekick/1');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
      // The breadcrumb keeps to one line: the article's title is cut where the line ends.
      const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
      const lines = await crumbs.evaluate((nav) => {
        const line = parseFloat(getComputedStyle(nav).lineHeight);
        return Math.round(nav.getBoundingClientRect().height / line);
      });
      expect(lines).toBe(1);
      await checkA11y();
      // A blog post's video: its play button and its caption do not cover each other.
      await page.goto('/blog/1');
      const video = page.getByTestId('video');
      await video.scrollIntoViewIfNeeded();
      const [disc, caption] = await video.evaluate((frame) =>
        ['[data-play]', 'span[aria-hidden] > span'].map((s) => {
          const r = frame.querySelector(s)!.getBoundingClientRect();
          return { top: r.top, bottom: r.bottom };
        }),
      );
      expect(disc!.bottom).toBeLessThanOrEqual(caption!.top);
    });
  });
});

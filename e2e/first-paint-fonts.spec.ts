import type { Page } from '@playwright/test';
import { test, expect, waitForApp } from './fixtures';

// The web fonts (Inter, Montserrat) load after the first screen has painted: until they arrive
// the text is drawn in fallback faces sized like them (src/theme/font-fallbacks.css), so the first
// screen does not wait for their bytes, and the swap moves nothing.

const FONT = /\.woff2?$/;

/** Holds the requests of `pattern` back until `release()`; lists their URLs as they are made. */
async function hold(page: Page, pattern: string | RegExp | ((url: URL) => boolean)) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const urls: string[] = [];
  await page.route(pattern, async (route) => {
    urls.push(route.request().url());
    await held;
    await route.continue();
  });
  return { urls, release };
}

/** Two frames, the second beginning once the paint of the first is done. */
const twoFrames = (page: Page) =>
  page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))),
      ),
  );

/** The layout shifts since `since` (performance.now()), added up as the browser reports them. */
const shiftsSince = (page: Page, since: number) =>
  page.evaluate(
    (from) =>
      new Promise<number>((resolve) => {
        const add = (entries: PerformanceEntry[]) =>
          (entries as unknown as { value: number; hadRecentInput: boolean; startTime: number }[])
            .filter((e) => !e.hadRecentInput && e.startTime >= from)
            .reduce((sum, e) => sum + e.value, 0);
        new PerformanceObserver((list, observer) => {
          observer.disconnect();
          resolve(add(list.getEntries()));
        }).observe({ type: 'layout-shift', buffered: true });
        // No shift at all: the observer is never called.
        setTimeout(() => resolve(0), 200);
      }),
    since,
  );

test.use({ waitForHydration: false });

const PAGES = ['/', '/freekick', '/freekick/1', '/events/webinars', '/courses', '/blog'];
const SCREENS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } };

for (const [screen, viewport] of Object.entries(SCREENS)) {
  for (const url of PAGES) {
    test(`${url} on a ${screen}: the first screen paints before any font is fetched, and the fonts move nothing when they come`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      // The first screen's images arrive only once released: the fonts wait for them too.
      const images = await hold(page, '**/images/**');
      const fonts = await hold(page, (u: URL) => FONT.test(u.pathname));
      // The app waits until the fonts have been judged: what moves then is the fonts' doing.
      const app = await hold(page, /\/assets\/index-[^/]+\.js$/);
      await page.goto(url, { waitUntil: 'commit' });
      await page.waitForFunction(
        () => performance.getEntriesByName('first-contentful-paint').length > 0,
      );
      await twoFrames(page);
      expect(fonts.urls, 'a font was fetched before the first screen had painted').toEqual([]);

      images.release();
      await expect
        .poll(() => fonts.urls.length, { message: 'the fonts are fetched after it' })
        .toBeGreaterThan(0);
      await page.waitForFunction(() =>
        [...document.images].every((img) => img.complete || img.loading === 'lazy'),
      );
      await twoFrames(page);
      // Drawn in the fallback faces: where the page's heading stands, and how tall it is.
      const heading = page.getByRole('heading', { level: 1 });
      const before = await heading.boundingBox();
      const swap = await page.evaluate(() => performance.now());

      fonts.release();
      await page.evaluate(() => document.fonts.ready);
      await twoFrames(page);
      expect(
        await page.evaluate(
          () => document.fonts.check('800 2rem Montserrat') && document.fonts.check('1rem Inter'),
        ),
        'the text is drawn in the web fonts in the end',
      ).toBe(true);
      const after = await heading.boundingBox();
      expect(Math.abs(after!.y - before!.y), 'the heading stands where it stood').toBeLessThan(1);
      expect(Math.abs(after!.height - before!.height), 'as tall as it was').toBeLessThan(1);
      // Nothing else in sight moved either (the browser reports any visible element that did),
      // within the pages' CLS target (docs/performance.md). A fallback face matches the font's
      // widths on average, not word by word: a row of chips that only just wraps in Inter at 390 px
      // (/events/webinars) fits on one line in the fallback, a shift of 0.011.
      expect(await shiftsSince(page, swap), 'layout shift when the fonts came').toBeLessThanOrEqual(
        0.02,
      );
      app.release();
      await waitForApp(page);
    });
  }
}

test('fonts the device holds already (the service worker keeps them) are switched on before the first screen has painted', async ({
  page,
}) => {
  await page.goto('/');
  await waitForApp(page);
  // The journeys run without the service worker: its precache is filled here as it would be.
  await page.evaluate(async () => {
    const sheet = document.querySelector('style[data-fonts]')!.textContent ?? '';
    const cache = await caches.open('fonts-as-precached');
    await cache.addAll(sheet.match(/\/assets\/[^)"']+\.woff2/g) ?? []);
  });

  // The next visit: its first screen's images held back, which a first visit's fonts wait for.
  const images = await hold(page, '**/images/**');
  await page.reload({ waitUntil: 'commit' });
  await page.waitForFunction(
    () => performance.getEntriesByName('first-contentful-paint').length > 0,
  );
  await twoFrames(page);
  // Asked now, not retried: a first visit's fonts would still be waiting for the images.
  expect(await page.locator('style[data-fonts]').getAttribute('media')).toBe('all');
  images.release();
  await waitForApp(page);
});

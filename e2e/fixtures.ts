import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

/**
 * A prerendered page (server/prerendered-pages.ts) shows its HTML before the
 * app has hydrated it: its buttons do nothing until then. After loading such a
 * page, wait until React has adopted every link, button and field in it (React
 * marks each DOM node it owns), as a visitor waits for a page to respond.
 */
export async function waitForApp(page: Page): Promise<void> {
  const prerendered = await page.evaluate(
    () => document.querySelector('script[data-prerender-check]') !== null,
  );
  if (!prerendered) return;
  await page.waitForFunction(() => {
    const controls = [
      ...document.querySelectorAll(
        '#root a, #root button, #root input, #root select, #root textarea',
      ),
    ];
    return (
      controls.length > 0 &&
      controls.every((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber$')))
    );
  });
}

/** Makes `page.goto` and `page.reload` wait for a prerendered page to hydrate (waitForApp). */
export function waitForAppOnNavigation(page: Page): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const settled = async <T>(response: T) => {
    if (!page.isClosed() && (await page.evaluate(() => document.contentType)) === 'text/html')
      await waitForApp(page);
    return response;
  };
  page.goto = async (...args) => settled(await goto(...args));
  page.reload = async (...args) => settled(await reload(...args));
}

/**
 * Every journey fails on an uncaught error or a console.error from the app,
 * and can check a page with axe (WCAG 2.2 AA). `page.goto` and `page.reload`
 * return once a prerendered page has hydrated (waitForApp).
 */
export const test = base.extend<{
  errors: string[];
  checkA11y: (page?: Page) => Promise<void>;
  /** Off for pages loaded without JavaScript: nothing hydrates them. */
  waitForHydration: boolean;
}>({
  waitForHydration: [true, { option: true }],
  page: async ({ page, waitForHydration }, use) => {
    if (waitForHydration) waitForAppOnNavigation(page);
    await use(page);
  },
  errors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(`Uncaught: ${e.message}`));
      page.on('console', (m) => {
        if (m.type() === 'error' && !m.text().startsWith('Failed to load resource'))
          errors.push(m.text());
      });
      await use(errors);
      expect(errors, 'errors in the page').toEqual([]);
    },
    { auto: true },
  ],
  checkA11y: async ({ page }, use) => {
    await use(async (target = page) => {
      // Legacy mode runs axe.run() in the page itself. The default mode finishes
      // every check in a new blank page, and a new page is a new renderer process:
      // on a busy 2-core machine that cost seconds per check (8 s for the first
      // check of the register journey). Our pages have no same-origin frames; the
      // only frames are YouTube embeds, which are not our markup to check.
      const results = await new AxeBuilder({ page: target })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
        .setLegacyMode(true)
        .analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    });
  },
});

export { expect };

/**
 * Opens Free Kick the way a visitor moving around the site does: from the home
 * page, through the main navigation. The list is then asked for by the browser
 * (a Free Kick page loaded whole arrives with its first cards rendered by the
 * server), so what the browser's requests meet is what the visitor sees.
 */
export async function openFreeKickFromHome(page: Page): Promise<void> {
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Navigasi utama' })
    .getByRole('link', { name: 'Free Kick' })
    .click();
  await expect(page).toHaveURL('/freekick');
}

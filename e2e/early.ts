import { expect, type Page } from '@playwright/test';
import { waitForApp } from './fixtures';

// Taps before and after the app has hydrated a prerendered or server-rendered page
// (e2e/early-events.spec.ts). Tests that use `open` turn off
// the fixtures' wait for hydration (`test.use({ waitForHydration: false })`).

/** The app's main chunk: the page's script starts it after the first paint. */
const MAIN_SCRIPT = /\/assets\/index-[^/]+\.js$/;

/**
 * Opens `url` with a 4× slower CPU. Early: the app's main chunk is held until `ready()` has been
 * called, which then checks that nothing was hydrated while the test acted, releases the chunk and
 * returns. Late: `open` waits for the hydrated page and `ready()` does nothing.
 */
export async function open(page: Page, url: string, when: 'early' | 'late') {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  let release = () => {};
  if (when === 'early') {
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(MAIN_SCRIPT, async (route) => {
      await held;
      await route.continue();
    });
  }
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  if (when === 'late') await waitForApp(page);
  return {
    /** Early: the taps so far happened on the bare HTML; now the app may load. */
    ready: async () => {
      if (when === 'late') return;
      const hydrated = await page
        .locator('#root button, #root input')
        .evaluateAll((controls) =>
          controls.some((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber$'))),
        );
      expect(hydrated, 'a control was hydrated before the app could load').toBe(false);
      release();
    },
  };
}

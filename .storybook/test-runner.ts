import type { Page } from 'playwright';
import { getStoryContext, waitForPageReady, type TestRunnerConfig } from '@storybook/test-runner';
import { toMatchImageSnapshot } from 'jest-image-snapshot';
import { checkA11y, configureAxe, injectAxe } from 'axe-playwright';
import fs from 'node:fs';
import path from 'node:path';

const BASELINES = path.resolve(process.cwd(), 'visual/baselines');
const DIFFS = path.resolve(process.cwd(), 'visual/diffs');
const THEMES = ['light', 'dark'] as const;
const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

/** Uncaught errors, unhandled rejections and console.error fail the story (error guard). */
const pageErrors = new WeakMap<Page, string[]>();
function guard(page: Page): string[] {
  let errors = pageErrors.get(page);
  if (!errors) {
    const list: string[] = [];
    errors = list;
    pageErrors.set(page, list);
    page.on('pageerror', (err) => list.push(`Uncaught: ${err.message}`));
    page.on('console', (msg) => {
      // The browser's own network log ("Failed to load resource") is expected when a
      // story forces an error status; anything the app itself logs as an error fails.
      if (msg.type() === 'error' && !msg.text().startsWith('Failed to load resource')) {
        list.push(`console.error: ${msg.text()}`);
      }
    });
  }
  return errors;
}

interface A11yOptOut {
  id: string;
  reason: string;
}

/**
 * The screenshot to compare. When the first shot is not byte-identical to the
 * baseline, keep shooting until two consecutive shots agree, so that late
 * layout (a focus scroll settling, a lazy chunk) is not reported as a change.
 */
/**
 * Lazy images load when they come near the viewport, and whether a full-page
 * screenshot brings the lower ones near enough depends on timing: load and
 * decode every image first, so that each screenshot shows all of them.
 */
async function loadAllImages(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const images = [...document.images];
    for (const img of images) if (img.loading === 'lazy') img.loading = 'eager';
    const loaded = Promise.all(images.map((img) => img.decode().catch(() => undefined)));
    await Promise.race([loaded, new Promise((resolve) => setTimeout(resolve, 5000))]);
  });
}

async function settledScreenshot(page: Page, baseline: string): Promise<Buffer> {
  await loadAllImages(page);
  const shoot = () => page.screenshot({ animations: 'disabled', caret: 'hide', fullPage: true });
  let previous = await shoot();
  if (fs.existsSync(baseline) && previous.equals(fs.readFileSync(baseline))) return previous;
  for (let attempt = 0; attempt < 8; attempt++) {
    await page.waitForTimeout(120);
    const next = await shoot();
    if (next.equals(previous)) return next;
    previous = next;
  }
  return previous;
}

const config: TestRunnerConfig = {
  setup() {
    expect.extend({ toMatchImageSnapshot });
  },
  async preVisit(page) {
    guard(page).length = 0;
    await page.setViewportSize(VIEWPORTS.desktop);
    await injectAxe(page);
  },
  async postVisit(page, context) {
    // `npm run test:stories -- "<regex>"`: only stories whose "Title Name" matches are checked.
    const only = process.env.STORY_FILTER;
    if (only && !new RegExp(only).test(`${context.title} ${context.name}`)) return;
    const storyContext = await getStoryContext(page, context);
    const errors = guard(page);
    const optOuts = (storyContext.parameters?.a11yOptOut ?? []) as A11yOptOut[];
    for (const o of optOuts) {
      if (!o.reason || o.reason.trim().length < 10) {
        throw new Error(`Story ${context.id} opts out of axe rule "${o.id}" without a written reason.`);
      }
    }
    const isPage = (storyContext.tags ?? []).includes('page');
    const viewports = isPage ? (['desktop', 'phone'] as const) : (['desktop'] as const);

    await waitForPageReady(page);
    await page.evaluate(() => document.fonts.ready);
    for (const theme of THEMES) {
      await page.evaluate((t) => window.dispatchEvent(new CustomEvent('story-theme', { detail: t })), theme);
      await page.waitForFunction((t) => document.documentElement.dataset.theme === t, theme);
      await configureAxe(page, { rules: optOuts.map((o) => ({ id: o.id, enabled: false })) });
      await checkA11y(page, '#storybook-root', {
        detailedReport: true,
        verbose: false,
        detailedReportOptions: { html: true },
        axeOptions: { runOnly: { type: 'tag', values: AXE_TAGS } },
      });
      for (const viewport of viewports) {
        await page.setViewportSize(VIEWPORTS[viewport]);
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
        const id = `${context.id}--${theme}-${viewport}`;
        const image = await settledScreenshot(page, path.join(BASELINES, `${id}.png`));
        expect(image).toMatchImageSnapshot({
          customSnapshotsDir: BASELINES,
          customDiffDir: DIFFS,
          customSnapshotIdentifier: id,
          // Any pixel beyond Chromium's anti-aliasing noise fails: pixelmatch's
          // threshold 0.01 tolerates a ±1–2 step in one channel on an edge
          // (the rasteriser is not bit-stable between runs), nothing a reviewer could see.
          customDiffConfig: { threshold: 0.01 },
          failureThreshold: 0,
          storeReceivedOnFailure: true,
          customReceivedDir: DIFFS,
        });
      }
      await page.setViewportSize(VIEWPORTS.desktop);
    }
    if (errors.length) throw new Error(`Errors during story ${context.id}:\n${errors.join('\n')}`);
  },
};

export default config;

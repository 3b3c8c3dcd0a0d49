import type { Page } from 'playwright';
import { getStoryContext, waitForPageReady, type TestRunnerConfig } from '@storybook/test-runner';
import { checkA11y, configureAxe, injectAxe } from 'axe-playwright';
import {
  COMPONENT_MODES,
  VIEWPORTS,
  modeSuffix,
  type ThemeName,
  type VisualMode,
} from './modes.ts';
import {
  describeFailures,
  matchesBaseline,
  readBaseline,
  recordScreenshot,
  type Pixels,
  type VisualOutcome,
} from './visual.ts';

// VISUAL=compare (set by scripts/test-stories.mjs when the browser is the pinned
// one) takes and compares the screenshots; anything else skips them.
const VISUAL = process.env.VISUAL === 'compare';
const THEMES: ThemeName[] = ['light', 'dark'];
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

/**
 * The screenshot to compare. When the first shot does not match the baseline,
 * keep shooting until two consecutive shots agree, so that late layout (a focus
 * scroll settling, a lazy chunk) is not reported as a change.
 *
 * What is captured: a page story's Default (or a story with
 * `parameters.visual.fullPage: true`) is captured whole; the other stories of
 * a page show a state (an error, a dialog, a filled form) and are captured as
 * the screen the user sees after the play function, which is where that state
 * is. Component stories are captured whole.
 */
async function settledScreenshot(
  page: Page,
  fullPage: boolean,
  baseline: Pixels | undefined,
): Promise<Buffer> {
  await loadAllImages(page);
  const shoot = () => page.screenshot({ animations: 'disabled', caret: 'hide', fullPage });
  let previous = await shoot();
  if (await matchesBaseline(previous, baseline)) return previous;
  for (let attempt = 0; attempt < 8; attempt++) {
    await page.waitForTimeout(120);
    const next = await shoot();
    if (next.equals(previous)) return next;
    previous = next;
  }
  return previous;
}

const config: TestRunnerConfig = {
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
        throw new Error(
          `Story ${context.id} opts out of axe rule "${o.id}" without a written reason.`,
        );
      }
    }
    const isPage = (storyContext.tags ?? []).includes('page');
    const modes = (storyContext.parameters?.chromatic?.modes ?? COMPONENT_MODES) as Record<
      string,
      VisualMode
    >;
    const fullPage =
      !isPage || context.name === 'Default' || storyContext.parameters?.visual?.fullPage === true;
    const outcomes: VisualOutcome[] = [];

    await waitForPageReady(page);
    await page.evaluate(() => document.fonts.ready);
    for (const theme of THEMES) {
      await page.evaluate(
        (t) => window.dispatchEvent(new CustomEvent('story-theme', { detail: t })),
        theme,
      );
      await page.waitForFunction((t) => document.documentElement.dataset.theme === t, theme);
      await configureAxe(page, { rules: optOuts.map((o) => ({ id: o.id, enabled: false })) });
      await checkA11y(page, '#storybook-root', {
        detailedReport: true,
        verbose: false,
        detailedReportOptions: { html: true },
        axeOptions: { runOnly: { type: 'tag', values: AXE_TAGS } },
      });
      if (!VISUAL) continue;
      for (const [name, mode] of Object.entries(modes)) {
        if (mode.theme !== theme) continue;
        await page.setViewportSize(mode.viewport);
        await page.evaluate(
          () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
        );
        const id = `${context.id}--${modeSuffix(name)}`;
        const baseline = await readBaseline(id);
        const image = await settledScreenshot(page, fullPage, baseline);
        outcomes.push(
          await recordScreenshot(image, baseline, {
            id,
            storyId: context.id,
            title: context.title,
            name: context.name,
            mode: name,
          }),
        );
      }
      await page.setViewportSize(VIEWPORTS.desktop);
    }
    const failed = outcomes.filter((o) => o.status !== 'same');
    if (failed.length) errors.push(describeFailures(failed));
    if (errors.length) throw new Error(`Errors during story ${context.id}:\n${errors.join('\n')}`);
  },
};

export default config;

import type { Page, PageScreenshotOptions } from 'playwright';
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
  toShot,
  type Pixels,
  type Shot,
  type VisualOutcome,
} from './visual.ts';
import { AXE_TAGS, COLOUR_RULES } from './axe-rules.ts';
import { withoutStack } from './story-failure.ts';

// VISUAL=compare (set by scripts/test-stories.mjs when the browser is the pinned
// one) takes and compares the screenshots; anything else skips them.
const VISUAL = process.env.VISUAL === 'compare';
const THEMES: ThemeName[] = ['light', 'dark'];
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

/** The story parameters this runner reads. */
interface StoryParameters {
  a11yOptOut?: A11yOptOut[];
  /** A mode set to `{ disable: true }` drops one the story inherits (as Chromatic reads it). */
  chromatic?: { modes?: Record<string, VisualMode | { disable: true }> };
  visual?: { fullPage?: boolean; target?: string };
}

/**
 * The area a page story's state lives in, when it is not the whole screen: a CSS
 * selector; the capture is the box around every element it matches.
 */
type Capture = { kind: 'full' } | { kind: 'viewport' } | { kind: 'area'; target: string };

/**
 * Screenshots the box around every element `target` matches, scrolled into view:
 * within the viewport when it fits there (so fixed layers such as toasts and
 * dialogs stay where the user sees them), else from the full page.
 */
async function shootArea(page: Page, target: string, options: PageScreenshotOptions) {
  const first = page.locator(target).first();
  await first.scrollIntoViewIfNeeded({ timeout: 5000 }).catch(() => {
    throw new Error(`parameters.visual.target "${target}" matches nothing on the screen`);
  });
  const box = await page.evaluate((selector) => {
    const rects = [...document.querySelectorAll(selector)]
      .map((el) => el.getBoundingClientRect())
      .filter((r) => r.width > 0 && r.height > 0);
    if (!rects.length) return undefined;
    // A margin keeps focus rings and shadows, drawn outside the boxes, in the picture.
    const margin = 8;
    const left = Math.max(0, Math.floor(Math.min(...rects.map((r) => r.left)) - margin));
    const top = Math.floor(Math.min(...rects.map((r) => r.top)) - margin);
    const right = Math.ceil(Math.max(...rects.map((r) => r.right)) + margin);
    const bottom = Math.ceil(Math.max(...rects.map((r) => r.bottom)) + margin);
    const fits = top >= 0 && bottom <= window.innerHeight;
    return {
      x: left,
      y: fits ? top : Math.max(top, -window.scrollY),
      width: right - left,
      height: fits ? bottom - top : bottom - Math.max(top, -window.scrollY),
      scrollX: window.scrollX,
      scrollY: window.scrollY,
      fits,
    };
  }, target);
  if (!box) throw new Error(`parameters.visual.target "${target}" matches nothing on the screen`);
  const width = Math.min(box.width, page.viewportSize()!.width - box.x);
  return box.fits
    ? page.screenshot({ ...options, clip: { x: box.x, y: box.y, width, height: box.height } })
    : page.screenshot({
        ...options,
        fullPage: true,
        clip: { x: box.x + box.scrollX, y: box.y + box.scrollY, width, height: box.height },
      });
}

function captureOf(
  isPage: boolean,
  storyName: string,
  visual: { fullPage?: boolean; target?: string } | undefined,
): Capture {
  if (!isPage || storyName === 'Default' || visual?.fullPage === true) return { kind: 'full' };
  if (visual?.target) return { kind: 'area', target: visual.target };
  return { kind: 'viewport' };
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
 * What is captured (see `captureOf`): a page story's Default (or a story with
 * `parameters.visual.fullPage: true`) is captured whole; a story that names the
 * area its state lives in (`parameters.visual.target`, a CSS selector) is
 * captured as the box around what it matches, scrolled into view; the other stories of a page are captured as the
 * screen the user sees after the play function. Component stories are captured whole.
 */
async function settledScreenshot(
  page: Page,
  capture: Capture,
  baseline: Pixels | undefined,
): Promise<Shot> {
  await loadAllImages(page);
  const options: PageScreenshotOptions = { animations: 'disabled', caret: 'hide' };
  const shoot = () =>
    capture.kind === 'area'
      ? shootArea(page, capture.target, options)
      : page.screenshot({ ...options, fullPage: capture.kind === 'full' });
  const first = await toShot(await shoot());
  if (matchesBaseline(first, baseline)) return first;
  let previous = first.png;
  for (let attempt = 0; attempt < 8; attempt++) {
    await page.waitForTimeout(120);
    const next = await shoot();
    if (next.equals(previous)) break;
    previous = next;
  }
  return previous === first.png ? first : toShot(previous);
}

type TestContext = Parameters<NonNullable<TestRunnerConfig['postVisit']>>[1];

const config: TestRunnerConfig = {
  async preVisit(page) {
    guard(page).length = 0;
    await page.setViewportSize(VIEWPORTS.desktop);
    // The runner renders every story of a file in one page, so axe, once injected, stays there
    // (injecting means compiling half a megabyte of script again); each story starts it from its
    // default configuration, so that no story's opt-outs carry over to the next.
    const injected = await page.evaluate(() => 'axe' in window);
    if (!injected) await injectAxe(page);
    else await page.evaluate(() => (window as unknown as { axe: { reset(): void } }).axe.reset());
  },
  async postVisit(page, context) {
    try {
      await checkStory(page, context);
    } catch (error) {
      // The message says what failed; the stack would add this file's code frame every time.
      throw withoutStack(error);
    }
  },
};

/** Checks one story: play errors, axe in both themes, and the screenshots of its modes. */
async function checkStory(page: Page, context: TestContext) {
  // `npm run test:stories -- "<filter>"`: only the stories it matched are checked.
  const only = process.env.STORY_IDS;
  if (only && !only.split(',').includes(context.id)) return;
  const storyContext = await getStoryContext(page, context);
  const errors = guard(page);
  const parameters = storyContext.parameters as StoryParameters | undefined;
  const optOuts = parameters?.a11yOptOut ?? [];
  for (const o of optOuts) {
    if (!o.reason || o.reason.trim().length < 10) {
      throw new Error(
        `Story ${context.id} opts out of axe rule "${o.id}" without a written reason.`,
      );
    }
  }
  const isPage = (storyContext.tags ?? []).includes('page');
  const modes = parameters?.chromatic?.modes ?? COMPONENT_MODES;
  const capture = captureOf(isPage, context.name, parameters?.visual);
  const outcomes: VisualOutcome[] = [];

  await waitForPageReady(page);
  // A face starts loading only once a layout needs it, and `document.fonts.ready` waits only for
  // the faces already loading: text the play function drew last (a table's bold headers) could
  // still be in a fallback face when the screenshot is taken. Every face the page declares is
  // loaded first, so each screenshot is drawn in the faces the baseline was.
  await page.evaluate(async () => {
    await Promise.all(
      [...document.fonts]
        .filter((face) => face.status !== 'loaded')
        .map((face) => face.load().catch(() => undefined)),
    );
    await document.fonts.ready;
  });
  for (const theme of THEMES) {
    await page.evaluate(
      (t) => window.dispatchEvent(new CustomEvent('story-theme', { detail: t })),
      theme,
    );
    await page.waitForFunction((t) => document.documentElement.dataset.theme === t, theme);
    const colourRules = COLOUR_RULES.filter((id) => !optOuts.some((o) => o.id === id));
    const allRules = theme === THEMES[0];
    await configureAxe(page, { rules: optOuts.map((o) => ({ id: o.id, enabled: false })) });
    if (allRules || colourRules.length)
      await checkA11y(page, '#storybook-root', {
        detailedReport: true,
        verbose: false,
        detailedReportOptions: { html: true },
        axeOptions: {
          // Only violations fail a story: axe then details one node per passing rule instead of
          // every node (less work in the page, and a smaller answer to carry back to Node).
          resultTypes: ['violations'],
          runOnly: allRules
            ? { type: 'tag', values: AXE_TAGS }
            : { type: 'rule', values: colourRules },
        },
      });
    if (!VISUAL) continue;
    for (const [name, mode] of Object.entries(modes)) {
      if ('disable' in mode || mode.theme !== theme) continue;
      await page.setViewportSize(mode.viewport);
      await page.evaluate(
        () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
      );
      const id = `${context.id}--${modeSuffix(name)}`;
      const baseline = await readBaseline(id);
      const image = await settledScreenshot(page, capture, baseline);
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
}

export default config;

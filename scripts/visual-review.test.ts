// @vitest-environment node
// The review page as a reviewer uses it: what it lists (changed, new, baselines without a
// story), the server that approves from it (exactly the image the page showed, the pinned
// browser's only, and only from its own page), and the viewer's keyboard and slider in the
// pinned Chromium, served and opened as a file.
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { countDiff, decode } from '../.storybook/visual';
import { lastRun } from './visual-fixture';
import { reportData, writeVisualReport } from './visual-report.mjs';
import { digestOf } from './visual-approve.mjs';
import { startReviewServer } from './visual-review.mjs';

const require = createRequire(import.meta.url);
const { findChromium, browserEnv, CHROMIUM_ARGS } = require('./browser.cjs') as {
  findChromium: () => string;
  browserEnv: (executable: string) => Record<string, string>;
  CHROMIUM_ARGS: string[];
};
const { chromium } = require('playwright-core') as typeof import('playwright-core');

const CHANGED = 'ui-card--plain--light-desktop';
const CHANGED_DARK = 'ui-card--plain--dark-desktop';
const ADDED = 'ui-card--new--light-desktop';
const ORPHAN = 'ui-gone--old--light-desktop';
const shots = [
  { id: CHANGED_DARK, status: 'changed' as const, mode: 'dark desktop' },
  { id: CHANGED, status: 'changed' as const },
  { id: ADDED, status: 'new' as const, name: 'New' },
];

let dir: string;
let server: Awaited<ReturnType<typeof startReviewServer>> | undefined;
const file = (rel: string) => path.join(dir, 'visual', rel);
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'visual-review-'));
});
// The approvals' background re-encoding ends before the server closes: seconds of CPU each, and
// far more on a machine running the other tiers beside this one.
afterEach(async () => {
  await server?.recompressed();
  await server?.close();
  server = undefined;
  fs.rmSync(dir, { recursive: true, force: true });
}, 120_000);

const errorOf = async (res: Response) => ((await res.json()) as { error: string }).error;

async function serve() {
  server = await startReviewServer({ root: dir });
  const html = await (await fetch(server.url)).text();
  const token = /<meta name="review-token" content="([0-9a-f]+)">/.exec(html)?.[1];
  const origin = server.url.replace(/\/$/, '');
  const post = (
    what: string,
    body: unknown,
    headers: Record<string, string> = { origin, 'x-review-token': token! },
  ) =>
    fetch(new URL(what, server!.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  return { html, token, origin, post };
}

describe('report data', () => {
  it('lists changed, then new, then baselines without a story, each with its images and the digest of what approval copies', async () => {
    await lastRun(dir, { shots });
    const { rows } = reportData(dir);
    expect(rows.map((r: { id: string; status: string }) => `${r.status} ${r.id}`)).toEqual([
      `changed ${CHANGED_DARK}`,
      `changed ${CHANGED}`,
      `new ${ADDED}`,
      `orphan ${ORPHAN}`,
    ]);
    expect(rows[1]).toMatchObject({
      label: 'UI/Card › Plain (light desktop)',
      baseline: `baselines/${CHANGED}.webp`,
      shot: `run/${CHANGED}.png`,
      diff: `run/${CHANGED}.diff.png`,
      sha256: digestOf(fs.readFileSync(file(`run/${CHANGED}.png`))),
    });
    expect(rows[2]).toMatchObject({ baseline: null, shot: `run/${ADDED}.png`, diff: null });
    expect(rows[3]).toMatchObject({ baseline: `baselines/${ORPHAN}.webp`, shot: null });
    // The file report has no token: it shows commands, and its buttons never approve.
    writeVisualReport(dir);
    const html = fs.readFileSync(file('report.html'), 'utf8');
    expect(html).not.toContain('<meta name="review-token"');
    expect(html).toContain('<body class="file">');
  });
});

describe('review server', () => {
  it('approves exactly the image the page showed, and the page then shows what is left', async () => {
    await lastRun(dir, { shots });
    const { html, token, post } = await serve();
    expect(token).toMatch(/^[0-9a-f]{48}$/);
    expect(html).toContain('Visual review: 4 to review');
    const reviewed = await decode(fs.readFileSync(file(`run/${CHANGED}.png`)));
    const image = await fetch(new URL(`run/${CHANGED}.png`, server!.url));
    expect(image.headers.get('content-type')).toBe('image/png');
    const digests = { [CHANGED]: digestOf(fs.readFileSync(file(`run/${CHANGED}.png`))) };
    const res = await post('/approve', { names: [CHANGED], digests });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toMatchObject({
      approved: [{ id: CHANGED, status: 'changed' }],
      left: { changed: 1, added: 1, orphaned: 1 },
    });
    const stored = fs.readFileSync(file(`baselines/${CHANGED}.webp`));
    expect(stored.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(countDiff(reviewed, await decode(stored))).toBe(0);
    expect(await (await fetch(server!.url)).text()).toContain('Visual review: 3 to review');
  });

  it('approves every screenshot of a story, and removes a baseline without a story', async () => {
    await lastRun(dir, { shots });
    const { post } = await serve();
    const digest = (id: string) => digestOf(fs.readFileSync(file(`run/${id}.png`)));
    const story = await post('/approve', {
      names: ['ui-card--plain'],
      digests: { [CHANGED]: digest(CHANGED), [CHANGED_DARK]: digest(CHANGED_DARK) },
    });
    expect(((await story.json()) as { left: unknown }).left).toEqual({
      changed: 0,
      added: 1,
      orphaned: 1,
    });
    expect((await post('/remove', { names: [ADDED] })).status).toBe(409);
    expect(fs.existsSync(file(`run/${ADDED}.png`))).toBe(true);
    expect((await post('/remove', { names: [ORPHAN] })).status).toBe(200);
    expect(fs.existsSync(file(`baselines/${ORPHAN}.webp`))).toBe(false);
  });

  it('refuses a run from a browser other than the pinned one, and an image the page did not show', async () => {
    await lastRun(dir, { shots, pinned: false });
    const { post } = await serve();
    const digests = { [ADDED]: digestOf(fs.readFileSync(file(`run/${ADDED}.png`))) };
    const res = await post('/approve', { names: [ADDED], digests });
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toContain('Chromium (not pinned) 156.0.1.2');
    expect(fs.existsSync(file(`baselines/${ADDED}.webp`))).toBe(false);

    await lastRun(dir, { shots });
    const stale = await post('/approve', { names: [ADDED], digests: { [ADDED]: 'f'.repeat(64) } });
    expect(stale.status).toBe(409);
    expect(await errorOf(stale)).toContain('reload the page');
    expect(fs.existsSync(file(`baselines/${ADDED}.webp`))).toBe(false);
  });

  it('refuses requests that do not come from its own page', async () => {
    await lastRun(dir, { shots });
    const { token, origin, post } = await serve();
    const body = {
      names: [ADDED],
      digests: { [ADDED]: digestOf(fs.readFileSync(file(`run/${ADDED}.png`))) },
    };
    const other = await post('/approve', body, {
      origin: 'http://evil.example',
      'x-review-token': token!,
    });
    expect(other.status).toBe(403);
    expect(await errorOf(other)).toContain('cross-origin');
    expect((await post('/approve', body, { 'x-review-token': token! })).status).toBe(403);
    expect((await post('/approve', body, { origin, 'x-review-token': 'guess' })).status).toBe(403);
    expect((await post('/remove', { names: [ORPHAN] }, { origin })).status).toBe(403);
    // A page of another site whose name was pointed at 127.0.0.1 (DNS rebinding) is not served.
    const rebound = await new Promise<number>((resolve, reject) =>
      http
        .get(server!.url, { headers: { host: 'attacker.example' } }, (res) => {
          res.resume();
          resolve(res.statusCode!);
        })
        .on('error', reject),
    );
    expect(rebound).toBe(421);
    expect((await fetch(new URL('run/..%2F..%2Fetc%2Fpasswd', server!.url))).status).toBe(404);
    expect(fs.existsSync(file(`baselines/${ADDED}.webp`))).toBe(false);
    expect(fs.existsSync(file(`baselines/${ORPHAN}.webp`))).toBe(true);
  });
});

describe('viewer in the pinned Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    const executablePath = findChromium();
    browser = await chromium.launch({
      executablePath,
      env: browserEnv(executablePath),
      args: CHROMIUM_ARGS,
    });
  });
  afterAll(() => browser?.close());

  it('moves between screenshots with j/k, compares with a keyboard slider, and approves with a', async () => {
    await lastRun(dir, { shots, size: [400, 120] });
    await serve();
    const page = await browser.newPage({ viewport: { width: 1200, height: 800 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(server!.url);
    await page.keyboard.press('j');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-id')))
      .toBe(CHANGED_DARK);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect
      .poll(() => dialog.getByRole('heading', { level: 2 }).textContent())
      .toBe('UI/Card › Plain (dark desktop)');
    await page.keyboard.press('j');
    expect(await dialog.getByRole('heading', { level: 2 }).textContent()).toBe(
      'UI/Card › Plain (light desktop)',
    );
    await page.keyboard.press('k');
    await page.keyboard.press('j');
    expect(await page.locator('#viewer-pos').textContent()).toBe('2 / 4');

    await page.keyboard.press('2');
    expect(await dialog.getByRole('button', { name: 'Slider' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    const slider = dialog.getByLabel('Baseline | new');
    await slider.focus();
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
    expect(await slider.inputValue()).toBe('55');
    expect(await page.locator('.slide img.top').evaluate((i) => getComputedStyle(i).clipPath)).toBe(
      'inset(0px 0px 0px 55%)',
    );
    // Arrows on the slider move the slider, not to another screenshot.
    expect(await page.locator('#viewer-pos').textContent()).toBe('2 / 4');
    // Dragging on the image moves the divider too.
    const box = (await page.locator('.slide').boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.25, box.y + box.height / 2);
    await page.mouse.up();
    expect(Number(await slider.inputValue())).toBeCloseTo(25, -1);

    await page.keyboard.press('3');
    expect(await dialog.getByRole('img', { name: `diff of ${CHANGED}` }).isVisible()).toBe(true);
    await page.keyboard.press('+');
    expect(await dialog.getByRole('button', { name: '100 %' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await expect
      .poll(() => dialog.getByRole('img').evaluate((i: HTMLImageElement) => i.width))
      .toBe(400);

    await page.keyboard.press('a');
    await expect
      .poll(() => page.locator('#viewer-status').textContent())
      .toContain(`Approved ${CHANGED}.`);
    // The page shows what is left, and the viewer the screenshot after the approved one.
    expect(await page.locator('#summary').textContent()).toContain(
      '1 changed, 1 new without a baseline, 1 baseline(s)',
    );
    expect(await page.locator('#viewer-title').textContent()).toBe('UI/Card › New (light desktop)');
    expect(fs.existsSync(file(`baselines/${CHANGED}.webp`))).toBe(true);
    await page.keyboard.press('Escape');
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('opened as a file, the viewer works and a gives the command instead of approving', async () => {
    await lastRun(dir, { shots, size: [400, 120] });
    writeVisualReport(dir);
    const page = await browser.newPage({ viewport: { width: 1200, height: 800 } });
    await page.goto(`file://${file('report.html')}`);
    expect(await page.getByRole('button', { name: /^Approve/ }).count()).toBe(0);
    await page.getByRole('searchbox', { name: 'Filter' }).fill('dark');
    expect(await page.locator('#shown-count').textContent()).toBe('1 shown');
    expect(await page.locator('#shown-command code').textContent()).toBe(
      `npm run visual:approve -- "${CHANGED_DARK}"`,
    );
    await page
      .getByRole('button', { name: `View full size UI/Card › Plain (dark desktop)` })
      .click();
    await page.keyboard.press('2');
    expect(await page.locator('.slide img').count()).toBe(2);
    await page.keyboard.press('a');
    await expect
      .poll(() => page.locator('#viewer-status').textContent())
      .toContain(`npm run visual:approve -- "${CHANGED_DARK}"`);
    expect(fs.existsSync(file(`run/${CHANGED_DARK}.png`))).toBe(true);
  });
});

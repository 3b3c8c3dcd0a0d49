// @vitest-environment node
// Approving from the review page while an approval runs, and how long one approval keeps the
// reviewer waiting: a second click is queued and said so, then approved; the answer comes once
// the baseline is written at libwebp's quickest lossless effort, and the server writes it again
// at its best effort afterwards (the same pixels, fewer bytes).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { countDiff, decode } from '../.storybook/visual';
import { lastRun } from './visual-fixture';
import { digestOf, QUICK_EFFORT } from './visual-approve.mjs';
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
const shots = [
  { id: CHANGED_DARK, status: 'changed' as const, mode: 'dark desktop' },
  { id: CHANGED, status: 'changed' as const },
  { id: ADDED, status: 'new' as const, name: 'New' },
];

let dir: string;
let server: Awaited<ReturnType<typeof startReviewServer>> | undefined;
const logged: string[] = [];
const file = (rel: string) => path.join(dir, 'visual', rel);
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'visual-queue-'));
  logged.length = 0;
});
// The approvals' background re-encoding ends before the server closes: seconds of CPU each, and
// far more on a machine running the other tiers beside this one.
afterEach(async () => {
  await server?.recompressed();
  await server?.close();
  server = undefined;
  fs.rmSync(dir, { recursive: true, force: true });
}, 120_000);
const serve = async (recompressWhen?: () => Promise<void>) =>
  (server = await startReviewServer({
    root: dir,
    log: (line) => logged.push(line),
    recompressWhen,
  }));

describe('one approval', () => {
  it('answers once the quick encoding is written, then recompresses it to the same pixels', async () => {
    await lastRun(dir, { shots, size: [400, 120] });
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await serve(() => held);
    const html = await (await fetch(server!.url)).text();
    const token = /<meta name="review-token" content="([0-9a-f]+)">/.exec(html)![1]!;
    const reviewed = fs.readFileSync(file(`run/${CHANGED}.png`));
    const res = await fetch(new URL('/approve', server!.url), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: server!.url.replace(/\/$/, ''),
        'x-review-token': token,
      },
      body: JSON.stringify({ names: [CHANGED], digests: { [CHANGED]: digestOf(reviewed) } }),
    });
    expect(res.status).toBe(200);
    const quick = await sharp(reviewed)
      .webp({ lossless: true, effort: QUICK_EFFORT, quality: 100 })
      .toBuffer();
    const written = fs.readFileSync(file(`baselines/${CHANGED}.webp`));
    // What the answer waited for: the quickest encoding, not the best one.
    expect(server!.pending()).toEqual([CHANGED]);
    expect(written.equals(quick)).toBe(true);
    release();
    await server!.recompressed();
    expect(server!.pending()).toEqual([]);
    const best = fs.readFileSync(file(`baselines/${CHANGED}.webp`));
    expect(best.length).toBeLessThanOrEqual(written.length);
    expect(countDiff(await decode(reviewed), await decode(best))).toBe(0);
    expect(logged).toContain(`approved ${CHANGED} (changed)`);
  });
});

describe('the review page in the pinned Chromium', () => {
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

  it('queues a second approve click while one runs, says so, then approves both', async () => {
    await lastRun(dir, { shots, size: [400, 120] });
    await serve();
    const page = await browser.newPage({ viewport: { width: 1200, height: 800 } });
    // The first approval is held until the second click has been made.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let requests = 0;
    await page.route('**/approve', async (route) => {
      if (++requests === 1) await held;
      await route.continue();
    });
    await page.goto(server!.url);
    await page.getByRole('button', { name: 'Approve UI/Card › Plain (dark desktop)' }).click();
    await expect
      .poll(() => page.getByRole('status').first().textContent())
      .toBe('Approving 1 screenshot(s)…');
    await page.getByRole('button', { name: 'Approve UI/Card › New (light desktop)' }).click();
    expect(await page.getByRole('status').first().textContent()).toBe(
      'Approval in progress. Queued: UI/Card › New (light desktop) (1 waiting); it follows when the running one ends.',
    );
    await page.getByRole('button', { name: 'Approve UI/Card › Plain (dark desktop)' }).click();
    expect(await page.getByRole('status').first().textContent()).toBe(
      'Approval in progress: UI/Card › Plain (dark desktop) already on its way.',
    );
    release();
    await expect
      .poll(() => page.getByRole('status').first().textContent(), { timeout: 30_000 })
      .toBe(
        `Approved ${CHANGED_DARK}. Approved ${ADDED}. Left to review: 1 changed, 0 new, 1 without a story.`,
      );
    expect(requests).toBe(2);
    expect(fs.existsSync(file(`baselines/${ADDED}.webp`))).toBe(true);
    expect(fs.existsSync(file(`baselines/${CHANGED_DARK}.webp`))).toBe(true);
  });
});

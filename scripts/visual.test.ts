// @vitest-environment node
// The visual review workflow as a reviewer uses it: the report lists what changed,
// what is new and which baselines lost their story, each with its approve command;
// approving copies exactly the reviewed pixels; only the pinned browser's
// screenshots can be approved.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Transformer } from '@napi-rs/image';
import {
  DIFF_COLOURS,
  MAX_DIFF_PIXELS,
  countDiff,
  decode,
  withinTolerance,
} from '../.storybook/visual';
import { DIFF_LEGEND } from './visual-report.mjs';
import { COMPONENT_MODES, PAGE_MODES, PHONE_LAYER_MODES } from '../.storybook/modes';
import { pageParameters } from '../.storybook/page-parameters';
import { dot, lastRun as makeRun, png, white } from './visual-fixture';

const ROOT = path.resolve(__dirname, '..');

describe('pixel comparison', () => {
  it('sees one changed pixel, and none between two encodings of the same pixels', async () => {
    const a = await decode(await png(8, 6, white));
    const b = await decode(await png(8, 6, dot));
    expect(countDiff(a, b)).toBe(1);
    const again = await decode(await new Transformer(await png(8, 6, dot)).png());
    expect(countDiff(b, again)).toBe(0);
  });

  it('tolerates a few unstable antialiased pixels, never a visible change', () => {
    expect(withinTolerance(0)).toBe(true);
    expect(withinTolerance(MAX_DIFF_PIXELS)).toBe(true);
    expect(withinTolerance(MAX_DIFF_PIXELS + 1)).toBe(false);
    expect(withinTolerance(-1)).toBe(false);
  });

  it("draws a thin glyph's moved edge in the colours the legend names, counting only the red", async () => {
    // A thin, anti-aliased diagonal stroke, moved by one pixel.
    const stroke =
      (shift: number) =>
      (x: number, y: number): [number, number, number] => {
        const d = Math.abs(x - y * 0.5 - 4 - shift);
        const v = d < 0.5 ? 40 : d < 1.5 ? 40 + (d - 0.5) * 215 : 255;
        return [v, v, v];
      };
    const [w, h] = [24, 16];
    const diff = Buffer.alloc(w * h * 4);
    const counted = countDiff(
      await decode(await png(w, h, stroke(0))),
      await decode(await png(w, h, stroke(1))),
      diff,
    );
    const drawn = (rgb: number[]) => {
      let n = 0;
      for (let i = 0; i < diff.length; i += 4)
        if (diff[i] === rgb[0] && diff[i + 1] === rgb[1] && diff[i + 2] === rgb[2]) n++;
      return n;
    };
    expect(DIFF_COLOURS).toEqual({ diffColor: [255, 0, 0], aaColor: [255, 255, 0] });
    expect(drawn(DIFF_COLOURS.diffColor)).toBe(counted);
    // Most of what is drawn is yellow, so the legend must say what yellow is.
    expect(drawn(DIFF_COLOURS.aaColor)).toBeGreaterThan(counted);
    expect(DIFF_LEGEND).toMatch(/red: pixels that differ, the ones counted/);
    expect(DIFF_LEGEND).toMatch(/yellow: anti-aliased edge pixels that differ, not counted/);
  });

  it('reports a different size rather than comparing', async () => {
    expect(
      countDiff(await decode(await png(8, 6, white)), await decode(await png(8, 7, white))),
    ).toBe(-1);
  });
});

describe('modes', () => {
  it('captures pages in light/dark on a desktop and light on a phone, components in light/dark on a desktop, and phone-only layers in all four', () => {
    expect(Object.keys(PAGE_MODES)).toEqual(['light desktop', 'dark desktop', 'light phone']);
    expect(Object.values(PAGE_MODES).map((m) => `${m.theme} ${m.viewport.width}`)).toEqual([
      'light 1280',
      'dark 1280',
      'light 390',
    ]);
    expect(Object.keys(COMPONENT_MODES)).toEqual(['light desktop', 'dark desktop']);
    expect(Object.values(PHONE_LAYER_MODES).map((m) => `${m.theme} ${m.viewport.width}`)).toEqual([
      'light 1280',
      'dark 1280',
      'light 390',
      'dark 390',
    ]);
  });

  it('every page story file gives Chromatic the page modes', () => {
    const files = execFileSync('git', ['ls-files', 'src/**/*.stories.tsx'], {
      cwd: ROOT,
      encoding: 'utf8',
    })
      .split('\n')
      .filter(Boolean);
    const pages = files.filter((f) =>
      /tags: \['page'\]/.test(fs.readFileSync(path.join(ROOT, f), 'utf8')),
    );
    expect(pages.length).toBeGreaterThan(10);
    // A story file's own text, with that of the story helpers it imports from beside it.
    const withHelpers = (f: string) => {
      const text = fs.readFileSync(path.join(ROOT, f), 'utf8');
      const helpers = [...text.matchAll(/from '(\.{1,2}\/[^']*story-helpers)'/g)].map((m) =>
        ['.ts', '.tsx']
          .map((ext) => path.join(ROOT, path.dirname(f), m[1]! + ext))
          .find((p) => fs.existsSync(p)),
      );
      return [text, ...helpers.map((p) => (p ? fs.readFileSync(p, 'utf8') : ''))].join('\n');
    };
    for (const f of pages) {
      // PHONE_LAYER_MODES holds the page modes and the dark phone (a page that is a layer on a phone).
      expect(withHelpers(f), f).toMatch(
        /chromatic: \{ modes: (PAGE_MODES|PHONE_LAYER_MODES) \}|pageParameters\(/,
      );
    }
    // The helper page stories share gives the page modes and the route.
    expect(pageParameters('/x', { session: 'admin' })).toEqual({
      chromatic: { modes: PAGE_MODES },
      route: '/x',
      session: 'admin',
    });
  });
});

describe('report and approval', () => {
  let dir: string;
  const approve = (...args: string[]) =>
    spawnSync(process.execPath, [path.join(ROOT, 'scripts/visual-approve.mjs'), ...args], {
      cwd: dir,
      encoding: 'utf8',
    });
  const report = () =>
    execFileSync(process.execPath, [path.join(ROOT, 'scripts/visual-report.mjs')], {
      cwd: dir,
      encoding: 'utf8',
    });

  const lastRun = (pinned: boolean) => makeRun(dir, { pinned });

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'visual-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('lists changed, new and orphaned screenshots, each with the command that approves it', async () => {
    await lastRun(true);
    expect(report()).toContain('1 changed, 1 new, 1 orphaned');
    const html = fs.readFileSync(path.join(dir, 'visual/report.html'), 'utf8');
    expect(html).toContain('npm run visual:approve -- "ui-card--plain--light-desktop"');
    expect(html).toContain('npm run visual:approve -- "ui-card--new--light-desktop"');
    expect(html).toContain('npm run visual:approve -- --remove "ui-gone--old--light-desktop"');
  });

  it('approving copies exactly the reviewed pixels and records the browser', async () => {
    await lastRun(true);
    const reviewed = await decode(
      fs.readFileSync(path.join(dir, 'visual/run/ui-card--plain--light-desktop.png')),
    );
    const r = approve('ui-card--plain--light-desktop');
    expect(r.status, r.stderr).toBe(0);
    const stored = fs.readFileSync(
      path.join(dir, 'visual/baselines/ui-card--plain--light-desktop.webp'),
    );
    expect(stored.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(countDiff(reviewed, await decode(stored))).toBe(0);
    expect(fs.existsSync(path.join(dir, 'visual/baselines/ui-card--new--light-desktop.webp'))).toBe(
      false,
    );
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'visual/browser.json'), 'utf8'))).toEqual({
      browser: '@sparticuz/chromium 143.0.4',
      version: '143.0.7499.0',
    });
    expect(report()).toContain('0 changed, 1 new, 1 orphaned');
  });

  it('refuses screenshots taken in a browser other than the pinned one', async () => {
    await lastRun(false);
    const r = approve('--all');
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('Chromium (not pinned) 156.0.1.2');
    expect(fs.existsSync(path.join(dir, 'visual/baselines/ui-card--new--light-desktop.webp'))).toBe(
      false,
    );
  });

  it('removes only baselines whose story is gone', async () => {
    await lastRun(true);
    expect(approve('--remove', 'ui-card--plain--light-desktop').status).toBe(1);
    expect(approve('--remove', 'ui-gone--old--light-desktop').status).toBe(0);
    expect(fs.existsSync(path.join(dir, 'visual/baselines/ui-gone--old--light-desktop.webp'))).toBe(
      false,
    );
  });
});

// The visual comparison of the story runner. Each screenshot is compared, pixel
// by pixel, with its approved baseline in visual/baselines/<id>.webp (lossless
// WebP: the same pixels as the PNG screenshot, in about four fifths of the bytes). The outcome
// of every screenshot is written to visual/run/<id>.json; a new or changed one
// also leaves the screenshot itself (visual/run/<id>.png, the image a reviewer
// looks at in visual/report.html and the one `npm run visual:approve` copies)
// and, when there is a baseline, a diff image (visual/run/<id>.diff.png).
import fs from 'node:fs';
import path from 'node:path';
import { Transformer } from '@napi-rs/image';
import pixelmatch from 'pixelmatch';

export const BASELINES = path.resolve(process.cwd(), 'visual/baselines');
export const RUN_DIR = path.resolve(process.cwd(), 'visual/run');

export type VisualStatus = 'same' | 'changed' | 'new';

export interface VisualOutcome {
  id: string;
  storyId: string;
  title: string;
  name: string;
  mode: string;
  status: VisualStatus;
  diffPixels?: number;
  sizeNote?: string;
}

// Per-pixel tolerance of pixelmatch (0..1, in YIQ distance). 0.01 tolerates a
// ±1–2 step in one channel on an anti-aliased edge, which the rasteriser does
// not keep bit-stable between runs; nothing a reviewer could see.
const PIXEL_THRESHOLD = 0.01;

// How many pixels may differ (beyond PIXEL_THRESHOLD) for a screenshot to still
// match. The antialiased corners of a dialog over a blurred backdrop
// (backdrop-filter) are not bit-stable between runs in the same browser: 1 to 3
// pixels. Anything a reviewer could see (a word, a border, a colour) moves
// hundreds, and fails.
export const MAX_DIFF_PIXELS = 8;

/** Whether a pixel count from `countDiff` means "the same picture". */
export const withinTolerance = (diffPixels: number) =>
  diffPixels >= 0 && diffPixels <= MAX_DIFF_PIXELS;

/** Decoded pixels, always RGBA (a losslessly recompressed baseline may be stored as RGB or grey). */
export interface Pixels {
  width: number;
  height: number;
  data: Buffer;
}

/** Extension of an approved baseline (lossless WebP). */
export const BASELINE_EXT = '.webp';

/** Decodes a PNG or WebP natively (@napi-rs/image), off the main thread. */
export async function decode(image: Buffer): Promise<Pixels> {
  const [{ width, height }, raw] = await Promise.all([
    new Transformer(image).metadata(),
    new Transformer(image).rawPixels(),
  ]);
  const channels = raw.length / (width * height);
  if (channels === 4) return { width, height, data: raw };
  const data = Buffer.alloc(width * height * 4);
  for (let i = 0, j = 0; j < data.length; i += channels, j += 4) {
    // Indexes stay inside `raw`: it holds width × height pixels of `channels` bytes.
    const grey = channels <= 2;
    const first = raw[i] ?? 0;
    data[j] = first;
    data[j + 1] = grey ? first : (raw[i + 1] ?? 0);
    data[j + 2] = grey ? first : (raw[i + 2] ?? 0);
    data[j + 3] = channels === 2 ? (raw[i + 1] ?? 0) : 255;
  }
  return { width, height, data };
}

/**
 * The colours of a diff image, as the review page's legend names them (scripts/visual-report.mjs:
 * DIFF_LEGEND): red for a differing pixel (counted), yellow for one pixelmatch takes for
 * anti-aliasing (not counted: includeAA stays off).
 */
export const DIFF_COLOURS = {
  diffColor: [255, 0, 0] as [number, number, number],
  aaColor: [255, 255, 0] as [number, number, number],
};

/** Number of differing pixels (0 when identical), or -1 when the sizes differ. */
export function countDiff(a: Pixels, b: Pixels, diff?: Buffer): number {
  if (a.width !== b.width || a.height !== b.height) return -1;
  if (!diff && a.data.equals(b.data)) return 0;
  return pixelmatch(a.data, b.data, diff ?? null, a.width, a.height, {
    threshold: PIXEL_THRESHOLD,
    includeAA: false,
    ...DIFF_COLOURS,
  });
}

export function baselinePath(id: string): string {
  return path.join(BASELINES, `${id}${BASELINE_EXT}`);
}

export async function readBaseline(id: string): Promise<Pixels | undefined> {
  const file = baselinePath(id);
  return fs.existsSync(file) ? decode(fs.readFileSync(file)) : undefined;
}

/** A screenshot as taken (PNG) and its decoded pixels, decoded once for every comparison. */
export interface Shot {
  png: Buffer;
  pixels: Pixels;
}

/** Takes the PNG's pixels, for the comparisons. */
export async function toShot(png: Buffer): Promise<Shot> {
  return { png, pixels: await decode(png) };
}

/** Whether a fresh screenshot shows exactly the baseline's pixels (within the tolerance). */
export function matchesBaseline(shot: Shot, baseline: Pixels | undefined): boolean {
  return Boolean(baseline) && withinTolerance(countDiff(shot.pixels, baseline as Pixels));
}

/** Compares a screenshot with its baseline and records the outcome for the report. */
export async function recordScreenshot(
  { png: shot, pixels: received }: Shot,
  baseline: Pixels | undefined,
  meta: Omit<VisualOutcome, 'status'>,
): Promise<VisualOutcome> {
  fs.mkdirSync(RUN_DIR, { recursive: true });
  let outcome: VisualOutcome;
  if (!baseline) {
    outcome = { ...meta, status: 'new' };
  } else if (matchesBaseline({ png: shot, pixels: received }, baseline)) {
    outcome = { ...meta, status: 'same' };
  } else if (received.width !== baseline.width || received.height !== baseline.height) {
    outcome = {
      ...meta,
      status: 'changed',
      sizeNote: `size ${baseline.width}×${baseline.height} → ${received.width}×${received.height}`,
    };
  } else {
    const diff = Buffer.alloc(received.data.length);
    const pixels = countDiff(received, baseline, diff);
    outcome = { ...meta, status: 'changed', diffPixels: pixels };
    const png = await Transformer.fromRgbaPixels(diff, received.width, received.height).png();
    fs.writeFileSync(path.join(RUN_DIR, `${meta.id}.diff.png`), png);
  }
  if (outcome.status !== 'same') fs.writeFileSync(path.join(RUN_DIR, `${meta.id}.png`), shot);
  fs.writeFileSync(path.join(RUN_DIR, `${meta.id}.json`), JSON.stringify(outcome));
  return outcome;
}

/** The failure message for a story's new or changed screenshots, with the command that approves each. */
export function describeFailures(outcomes: VisualOutcome[]): string {
  const lines = outcomes.map((o) => {
    const what =
      o.status === 'new'
        ? 'new: no approved baseline yet'
        : `changed: ${o.sizeNote ?? `${o.diffPixels} pixel(s) differ`}`;
    return `  ${o.id} (${what})\n    approve after review: npm run visual:approve -- "${o.id}"`;
  });
  return `Visual differences (open visual/report.html to review them):\n${lines.join('\n')}`;
}

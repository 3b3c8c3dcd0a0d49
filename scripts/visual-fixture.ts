// A small last story run on disk, as scripts/test-stories.mjs leaves it, for the tests of the
// visual report, approval and review page: tiny PNG screenshots, WebP baselines, outcomes.
import fs from 'node:fs';
import path from 'node:path';
import { Transformer } from '@napi-rs/image';

export type Paint = (x: number, y: number) => [number, number, number];

export async function png(width: number, height: number, paint: Paint) {
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const [r, g, b] = paint(x, y);
      data.set([r, g, b, 255], (y * width + x) * 4);
    }
  }
  return Transformer.fromRgbaPixels(data, width, height).png();
}

export const white: Paint = () => [255, 255, 255];
export const dot: Paint = (x, y) => (x === 3 && y === 2 ? [200, 0, 0] : [255, 255, 255]);

interface Shot {
  id: string;
  status: 'changed' | 'new';
  name?: string;
  mode?: string;
}

/**
 * Writes visual/run (meta, outcomes, screenshots, diffs) and visual/baselines under `dir`:
 * each changed shot has a white baseline and a new screenshot with one red pixel; a new shot
 * has only its screenshot; `orphans` are baselines no story of the run produced.
 */
export async function lastRun(
  dir: string,
  {
    pinned = true,
    shots = [
      { id: 'ui-card--plain--light-desktop', status: 'changed' },
      { id: 'ui-card--new--light-desktop', status: 'new', name: 'New' },
    ] as Shot[],
    orphans = ['ui-gone--old--light-desktop'],
    size = [8, 6] as [number, number],
  } = {},
) {
  const run = path.join(dir, 'visual/run');
  const baselines = path.join(dir, 'visual/baselines');
  fs.mkdirSync(run, { recursive: true });
  fs.mkdirSync(baselines, { recursive: true });
  const storyOf = (id: string) => id.slice(0, id.lastIndexOf('--'));
  const browser = {
    name: pinned ? '@sparticuz/chromium 143.0.4' : 'Chromium (not pinned)',
    version: pinned ? '143.0.7499.0' : '156.0.1.2',
    pinned,
    executable: '/x',
  };
  fs.writeFileSync(
    path.join(run, 'meta.json'),
    JSON.stringify({
      browser,
      visual: 'compare',
      filtered: false,
      storyIds: [...new Set(shots.map((s) => storyOf(s.id)))],
    }),
  );
  const [w, h] = size;
  for (const s of shots) {
    fs.writeFileSync(
      path.join(run, `${s.id}.json`),
      JSON.stringify({
        id: s.id,
        storyId: storyOf(s.id),
        title: 'UI/Card',
        name: s.name ?? 'Plain',
        mode: s.mode ?? 'light desktop',
        status: s.status,
        ...(s.status === 'changed' ? { diffPixels: 1 } : {}),
      }),
    );
    fs.writeFileSync(path.join(run, `${s.id}.png`), await png(w, h, dot));
    if (s.status === 'changed') {
      const white_ = await png(w, h, white);
      fs.writeFileSync(
        path.join(baselines, `${s.id}.webp`),
        await new Transformer(white_).webpLossless(),
      );
      fs.writeFileSync(path.join(run, `${s.id}.diff.png`), await png(w, h, dot));
    }
  }
  for (const id of orphans) {
    fs.writeFileSync(
      path.join(baselines, `${id}.webp`),
      await new Transformer(await png(w, h, white)).webpLossless(),
    );
  }
}

// Size budgets; the first two are computed from Vite's build manifest:
// - the JavaScript that must load before the home page is interactive
//   (the entry, the home route and everything they import statically): ≤ 120 KB gzip;
// - every other route's own lazy chunk: ≤ 25 KB gzip;
// - the service worker's script (registered after load): ≤ 15 KB gzip;
// - the visual baselines, every story in every mode, as stored (raw bytes, no compression):
//   ≤ 39,900,000 bytes, so that `du -sb visual/baselines` (the files and the folder's own 64 KiB)
//   stays ≤ 40,000,000 and a clone carries them without Git LFS. Stories that would take them
//   past it capture the region their state lives in (docs/visual-review.md).
import fs from 'node:fs';

const MANIFEST = 'dist/.vite/manifest.json';
if (!fs.existsSync(MANIFEST))
  throw new Error(`${MANIFEST} is missing: run "vite build" first (npm run size does).`);
const manifest = JSON.parse(fs.readFileSync(MANIFEST, 'utf8'));

function closure(key, seen = new Set()) {
  const entry = manifest[key];
  if (!entry || seen.has(key)) return seen;
  seen.add(key);
  for (const dep of entry.imports ?? []) closure(dep, seen);
  return seen;
}

const homeKey = Object.keys(manifest).find((k) => k.endsWith('features/home/HomePage.tsx'));
const initial = [...new Set([...closure('index.html'), ...(homeKey ? closure(homeKey) : [])])]
  .map((k) => `dist/${manifest[k].file}`)
  .filter((f) => f.endsWith('.js'));

const routes = Object.entries(manifest)
  .filter(([key, entry]) => entry.isDynamicEntry && key !== homeKey)
  .map(([key, entry]) => ({
    name: `route chunk: ${key.replace(/^src\//, '')}`,
    path: `dist/${entry.file}`,
    limit: '25 KB',
    gzip: true,
  }));

export default [
  {
    name: 'home: JS before interactive (entry + home route + static imports)',
    path: initial,
    limit: '120 KB',
    gzip: true,
  },
  ...routes,
  {
    // Installed after the page has loaded (src/shell/offline/register.ts): on no page's first load.
    name: 'service worker (dist/sw.js), installed after load',
    path: 'dist/sw.js',
    limit: '15 KB',
    gzip: true,
  },
  {
    name: 'visual baselines (all modes), raw bytes',
    path: 'visual/baselines/*.webp',
    limit: '39900000 B',
    gzip: false,
    brotli: false,
  },
];

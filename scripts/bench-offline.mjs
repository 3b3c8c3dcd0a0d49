#!/usr/bin/env node
// Offline benchmark: the built site served by the reference server (a temp PGlite directory), in
// the pinned Chromium (scripts/browser.cjs), Lighthouse's mobile preset (simulated throttling):
// - first visit (empty profile) and repeat visit (same profile: the service worker installed and
//   its caches filled by the first visit) of the home page and an article: Performance and LCP;
// - the browser's installability check of the page (Page.getInstallabilityErrors, which
//   Lighthouse's installable-manifest audit used to read; Lighthouse 12 no longer has it);
// - the storage used once articles are saved with "Simpan untuk offline" (the site's own saving
//   code, clicked in the page), from navigator.storage.estimate().
// It is a benchmark: it reports, it does not assert. LH_RUNS (default 3) runs per figure, median.
//   npm run bench:offline [-- --no-build]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';
import { background, freePort, run, stop, waitForUrl } from './lib.mjs';

const require = createRequire(import.meta.url);
const { findChromium, browserEnv, browserInfo, CHROMIUM_ARGS } = require('./browser.cjs');
const lhVersion = require('lighthouse/package.json').version;
const browser = browserInfo();
const RUNS = Number(process.env.LH_RUNS ?? 3);
const PAGES = ['/', '/freekick/1'];
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

if (!process.argv.includes('--no-build')) {
  const code = await run('npx', ['vite', 'build', '--logLevel', 'warn']);
  if (code !== 0) process.exit(code);
}
const port = await freePort();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'apifutsal-bench-offline-'));
const server = background('node', ['--import', 'tsx', 'server/main.ts'], {
  env: {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
  },
});
const base = `http://127.0.0.1:${port}`;
const chromePath = findChromium();
const profiles = [];

/** One Lighthouse run in `chrome`; `keep` leaves the profile's storage (the worker, its caches). */
async function measure(chrome, url, keep) {
  const { lhr } = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    disableStorageReset: keep,
    onlyCategories: ['performance'],
  });
  return {
    performance: lhr.categories.performance.score * 100,
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
  };
}

async function launch() {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'apifutsal-bench-profile-'));
  profiles.push(userDataDir);
  return chromeLauncher.launch({
    chromePath,
    userDataDir,
    envVars: browserEnv(chromePath),
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
}

const rows = [];
let installability = [];
let storage = null;
try {
  await waitForUrl(`${base}/`, 120_000);
  for (const page of PAGES) {
    const first = [];
    const repeat = [];
    for (let i = 0; i < RUNS; i++) {
      const chrome = await launch();
      try {
        first.push(await measure(chrome, `${base}${page}`, false));
        // Let the worker finish installing and keeping the first visit's files.
        await new Promise((r) => setTimeout(r, 3000));
        repeat.push(await measure(chrome, `${base}${page}`, true));
      } finally {
        await chrome.kill();
      }
    }
    const m = (runs, key) => median(runs.map((r) => r[key]));
    rows.push({
      page,
      firstPerf: m(first, 'performance'),
      firstLcp: m(first, 'lcp'),
      repeatPerf: m(repeat, 'performance'),
      repeatLcp: m(repeat, 'lcp'),
    });
    console.log(`${page}: done`);
  }

  // Installability and storage, in a Playwright-driven pinned Chromium.
  const pw = await chromium.launch({
    executablePath: chromePath,
    args: CHROMIUM_ARGS,
    env: browserEnv(chromePath),
  });
  try {
    const context = await pw.newContext({ serviceWorkers: 'allow', locale: 'id-ID' });
    const tab = await context.newPage();
    await tab.goto(`${base}/`);
    await tab.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, {
      timeout: 30_000,
    });
    const cdp = await context.newCDPSession(tab);
    installability = (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors;
    const before = await tab.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0);
    const list = await (await fetch(`${base}/api/articles?view=summary&limit=10`)).json();
    let saved = 0;
    for (const { id } of list) {
      await tab.goto(`${base}/freekick/${id}`);
      const button = tab.getByRole('button', { name: /Simpan untuk offline/ }).first();
      const shown = await button.waitFor({ timeout: 20_000 }).then(
        () => true,
        () => false,
      );
      if (!shown) continue;
      await button.click();
      await tab.getByRole('button', { name: 'Perbarui' }).first().waitFor({ timeout: 60_000 });
      saved += 1;
    }
    const after = await tab.evaluate(async () => {
      const cache = await globalThis.caches.open('futsal-saved-v1');
      let bytes = 0;
      for (const request of await cache.keys())
        bytes += (await (await cache.match(request))?.arrayBuffer())?.byteLength ?? 0;
      return { usage: (await navigator.storage.estimate()).usage ?? 0, bytes };
    });
    storage = { saved, savedBytes: after.bytes, usageGrowth: after.usage - before };
  } finally {
    await pw.close();
  }
} finally {
  stop(server);
  for (const dir of [dataDir, ...profiles]) fs.rmSync(dir, { recursive: true, force: true });
}

const fmt = (n, d = 0) => n.toFixed(d);
console.log(
  `\nLighthouse ${lhVersion} (mobile preset, simulated throttling) in ${browser.name} (Chromium ${browser.version}), ` +
    `reference server, median of ${RUNS} runs. Repeat visit: same profile, the service worker active. Target: repeat LCP ≤ 1000 ms\n`,
);
console.log(
  '| page | first visit Perf | first visit LCP ms | repeat visit Perf | repeat visit LCP ms |',
);
console.log('| --- | --- | --- | --- | --- |');
for (const r of rows)
  console.log(
    `| ${r.page} | ${fmt(r.firstPerf)} | ${fmt(r.firstLcp)} | ${fmt(r.repeatPerf)} | ${fmt(r.repeatLcp)} |`,
  );
console.log(
  `\nInstallability (Page.getInstallabilityErrors): ${installability.length === 0 ? 'installable, no errors' : JSON.stringify(installability)}`,
);
if (storage)
  console.log(
    `Saved with "Simpan untuk offline": ${storage.saved} articles (every article the seeded site has, up to 10), ` +
      `${fmt(storage.savedBytes / 1024)} KiB in the saved cache, storage use grew by ${fmt(storage.usageGrowth / 1024)} KiB ` +
      `(navigator.storage.estimate), ${fmt(storage.savedBytes / 1024 / Math.max(storage.saved, 1))} KiB per article. ` +
      'Signed out: no drill sheet PDFs (they are saved only for a signed-in member).',
  );

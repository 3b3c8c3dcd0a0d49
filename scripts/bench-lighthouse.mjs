#!/usr/bin/env node
// Lighthouse benchmark: mobile preset, 5 runs per page (LH_RUNS), median and
// spread. Builds the site, serves it with the site server (server/site-server.ts,
// the reference server's files, pages and compression) + the Prism mock on free
// ports, runs Lighthouse in the pinned Chromium (scripts/browser.cjs), prints a
// table of scores and LCP/TBT/CLS with the browser and Lighthouse versions, and
// writes the JSON reports to bench/lighthouse/. It is a benchmark: it reports, it
// does not assert.
//
// LIGHTHOUSE_MODULE=/path/to/node_modules/lighthouse runs another Lighthouse
// release than the project's (e.g. 13, installed elsewhere: it needs Node 22).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import * as chromeLauncher from 'chrome-launcher';
import { background, freePort, run, stop, waitForUrl } from './lib.mjs';

const require = createRequire(import.meta.url);
const { findChromium, browserEnv, browserInfo, CHROMIUM_ARGS } = require('./browser.cjs');
const lhDir = process.env.LIGHTHOUSE_MODULE ?? 'lighthouse';
const lhPackage =
  lhDir === 'lighthouse'
    ? require('lighthouse/package.json')
    : JSON.parse(fs.readFileSync(`${lhDir}/package.json`, 'utf8'));
const { default: lighthouse } = await import(
  lhDir === 'lighthouse' ? 'lighthouse' : `${lhDir}/core/index.js`
);
const browser = browserInfo();

const RUNS = Number(process.env.LH_RUNS ?? 5);
const PAGES = ['/', '/freekick', '/freekick/1', '/events/webinars', '/courses', '/blog'];
const OUT = 'bench/lighthouse';

if (!process.argv.includes('--no-build')) {
  const code = await run('npx', ['vite', 'build', '--logLevel', 'warn']);
  if (code !== 0) process.exit(code);
}
const mockPort = await freePort();
const webPort = await freePort();
const mock = background('node_modules/.bin/prism', [
  'mock',
  'openapi/openapi.yaml',
  '--host',
  '127.0.0.1',
  '--port',
  String(mockPort),
]);
const web = background('node', ['--import', 'tsx', 'server/main.ts'], {
  env: {
    API_UPSTREAM: `http://127.0.0.1:${mockPort}`,
    PORT: String(webPort),
    HOST: 'localhost',
    LOG_LEVEL: 'warn',
  },
});
const base = `http://localhost:${webPort}`;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const rows = [];
let chrome;
try {
  await waitForUrl(`http://127.0.0.1:${mockPort}/articles`);
  await waitForUrl(`${base}/`);
  const chromePath = findChromium();
  chrome = await chromeLauncher.launch({
    chromePath,
    envVars: browserEnv(chromePath),
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  fs.mkdirSync(OUT, { recursive: true });
  for (const page of PAGES) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(`${base}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
      });
      const lhr = result.lhr;
      runs.push({
        performance: lhr.categories.performance.score * 100,
        accessibility: lhr.categories.accessibility.score * 100,
        bestPractices: lhr.categories['best-practices'].score * 100,
        seo: lhr.categories.seo.score * 100,
        lcp: lhr.audits['largest-contentful-paint'].numericValue,
        tbt: lhr.audits['total-blocking-time'].numericValue,
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
      });
      const name = page === '/' ? 'home' : page.slice(1).replace(/\//g, '_');
      fs.writeFileSync(`${OUT}/${name}-run${i + 1}.json`, result.report);
    }
    const m = Object.fromEntries(
      Object.keys(runs[0]).map((k) => [k, median(runs.map((r) => r[k]))]),
    );
    const perf = runs.map((r) => r.performance);
    const lcps = runs.map((r) => r.lcp);
    rows.push({
      page,
      ...m,
      perfMin: Math.min(...perf),
      perfMax: Math.max(...perf),
      lcpMax: Math.max(...lcps),
    });
    console.log(
      `${page}: Performance ${perf.map((p) => p.toFixed(0)).join(', ')}; ` +
        `LCP ${runs.map((r) => (r.lcp / 1000).toFixed(2)).join(', ')} s`,
    );
  }
} finally {
  await chrome?.kill();
  stop(web);
  stop(mock);
}

const fmt = (n, d = 0) => n.toFixed(d);
console.log(
  `\nLighthouse ${lhPackage.version} (mobile preset, simulated throttling) in ${browser.name} (Chromium ${browser.version}), ` +
    `median of ${RUNS} runs, Performance spread min–max, LCP of the slowest run. Targets: Perf ≥ 95, LCP ≤ 1.2 s in every run, A11y 100, BP ≥ 96, SEO 100, CLS ≤ 0.02\n`,
);
console.log('| page | Perf | spread | A11y | BP | SEO | LCP ms | slowest LCP ms | TBT ms | CLS |');
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const r of rows) {
  console.log(
    `| ${r.page} | ${fmt(r.performance)} | ${fmt(r.perfMin)}–${fmt(r.perfMax)} | ${fmt(r.accessibility)} | ${fmt(r.bestPractices)} | ${fmt(r.seo)} | ${fmt(r.lcp)} | ${fmt(r.lcpMax)} | ${fmt(r.tbt)} | ${fmt(r.cls, 3)} |`,
  );
}
console.log(`\nJSON reports: ${OUT}/`);

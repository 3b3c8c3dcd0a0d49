#!/usr/bin/env node
// Lighthouse benchmark (issue 5 §3): mobile preset, 3 runs per page, median.
// Builds the site, serves it with `vite preview` + the Prism mock on free ports,
// prints a table of scores and LCP/TBT/CLS, and writes the JSON reports to
// bench/lighthouse/. It is a benchmark: it reports, it does not assert.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { background, freePort, run, stop, waitForUrl } from './lib.mjs';

const require = createRequire(import.meta.url);
const { findChromium, CHROMIUM_ARGS } = require('./browser.cjs');

const RUNS = Number(process.env.LH_RUNS ?? 3);
const PAGES = ['/', '/freekick', '/freekick/1', '/events/webinars', '/courses', '/blog'];
const OUT = 'bench/lighthouse';

if (!process.argv.includes('--no-build')) {
  const code = await run('npx', ['vite', 'build', '--logLevel', 'warn']);
  if (code !== 0) process.exit(code);
}
const mockPort = await freePort();
const webPort = await freePort();
const mock = background('node_modules/.bin/prism', ['mock', 'openapi/openapi.yaml', '--host', '127.0.0.1', '--port', String(mockPort)]);
const web = background('node_modules/.bin/vite', ['preview', '--port', String(webPort), '--strictPort'], {
  env: { API_TARGET: `http://127.0.0.1:${mockPort}` },
});
const base = `http://localhost:${webPort}`;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const rows = [];
let chrome;
try {
  await waitForUrl(`http://127.0.0.1:${mockPort}/articles`);
  await waitForUrl(`${base}/`);
  chrome = await chromeLauncher.launch({
    chromePath: findChromium(),
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  fs.mkdirSync(OUT, { recursive: true });
  for (const page of PAGES) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(`${base}${page}`, { port: chrome.port, output: 'json', logLevel: 'error' });
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
    const m = Object.fromEntries(Object.keys(runs[0]).map((k) => [k, median(runs.map((r) => r[k]))]));
    rows.push({ page, ...m });
  }
} finally {
  await chrome?.kill();
  stop(web);
  stop(mock);
}

const fmt = (n, d = 0) => n.toFixed(d);
console.log(`\nLighthouse (mobile preset), median of ${RUNS} runs. Targets: Perf ≥ 95, A11y 100, BP ≥ 96, SEO 100, CLS ≤ 0.02\n`);
console.log('| page | Perf | A11y | BP | SEO | LCP ms | TBT ms | CLS |');
console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
for (const r of rows) {
  console.log(
    `| ${r.page} | ${fmt(r.performance)} | ${fmt(r.accessibility)} | ${fmt(r.bestPractices)} | ${fmt(r.seo)} | ${fmt(r.lcp)} | ${fmt(r.tbt)} | ${fmt(r.cls, 3)} |`,
  );
}
console.log(`\nJSON reports: ${OUT}/`);

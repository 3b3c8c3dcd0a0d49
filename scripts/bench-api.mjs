#!/usr/bin/env node
// `npm run bench:api`: autocannon on loopback against the reference server and
// against Prism (the contract mock) in the same run: GET /articles and
// GET /articles/{id}, 50 connections, 10 s each; then the server again with
// 10,000 stored articles (full list and the home page's page of 6); then the
// scale run (scripts/bench-scale.mjs): 100,000 generated articles, the reads
// the site makes and a write under read load.
// Options: --duration=SECONDS (default 10), --connections=N (default 50),
// --scale (only the scale run; on PostgreSQL when DATABASE_URL is set).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { background, freePort, stop, waitForUrl } from './lib.mjs';
import { scaleRun } from './bench-scale.mjs';

const arg = (name, fallback) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const DURATION = arg('duration', 10);
const CONNECTIONS = arg('connections', 50);
const BIG = 10_000;

async function startServer(dataDir) {
  const port = await freePort();
  const child = background(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      STATIC_DIR: path.join(dataDir, 'no-site'),
    },
  });
  const base = `http://127.0.0.1:${port}/api`;
  await waitForUrl(`${base}/articles?limit=1`, 120_000);
  return { child, base };
}

async function startPrism() {
  const port = await freePort();
  const child = background('node_modules/.bin/prism', [
    'mock',
    'openapi/openapi.yaml',
    '--host',
    '127.0.0.1',
    '--port',
    String(port),
  ]);
  const base = `http://127.0.0.1:${port}`;
  await waitForUrl(`${base}/articles`, 60_000);
  return { child, base };
}

async function bench(url, connections = CONNECTIONS) {
  // A short warm-up so JIT and caches are not part of the figure.
  await autocannon({ url, connections, duration: 1 });
  const r = await autocannon({ url, connections, duration: DURATION });
  const bad = r.non2xx + r.errors + r.timeouts;
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    bytes: r.throughput.average,
    bad,
  };
}

const fmt = (n, d = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: d, minimumFractionDigits: d });
function row(name, r) {
  return `${name.padEnd(44)} ${fmt(r.rps).padStart(8)} req/s   p50 ${fmt(r.p50, 1).padStart(6)} ms   p99 ${fmt(r.p99, 1).padStart(6)} ms${r.bad ? `   (${r.bad} non-2xx/errors!)` : ''}`;
}

if (process.argv.includes('--scale')) {
  await scaleRun({ duration: DURATION, connections: CONNECTIONS });
  process.exit(0);
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'apifutsal-bench-'));
const results = [];
try {
  console.log(
    `autocannon: ${CONNECTIONS} connections, ${DURATION} s per run, loopback, ${os.cpus().length} CPU(s)\n`,
  );
  let server = await startServer(path.join(dir, 'small'));
  const prism = await startPrism();
  for (const [label, p] of [
    ['GET /articles', '/articles'],
    ['GET /articles/{id}', '/articles/1'],
  ]) {
    const ours = await bench(`${server.base}${p}`);
    console.log(row(`server  ${label}`, ours));
    const theirs = await bench(`${prism.base}${p}`);
    console.log(row(`prism   ${label}`, theirs));
    const ratio = ours.rps / theirs.rps;
    console.log(`${''.padEnd(44)} ratio ${fmt(ratio, 1)}× Prism's throughput\n`);
    results.push({ label, ours, theirs, ratio });
  }
  stop(prism.child);
  stop(server.child);
  await new Promise((r) => server.child.once('exit', r));

  // 10,000 articles: start once (migrations + seed), stop, bulk-insert copies of
  // the examples straight into the data directory, start again.
  const bigDir = path.join(dir, 'big');
  server = await startServer(bigDir);
  stop(server.child);
  await new Promise((r) => server.child.once('exit', r));
  // The search column's fold function needs the extensions the server loads.
  const db = new PGlite(bigDir, { extensions: { pg_trgm, unaccent } });
  await db.query(
    `INSERT INTO articles (title, author, published_on, category, banner, tags, sections)
     SELECT a.title || ' #' || g, a.author, a.published_on - (g % 3000), a.category, a.banner, a.tags, a.sections
       FROM generate_series(1, $1::int) g JOIN articles a ON a.id = 1 + (g % 8)`,
    [BIG - 8],
  );
  const [{ n }] = (await db.query('SELECT count(*)::int AS n FROM articles')).rows;
  await db.close();
  server = await startServer(bigDir);
  console.log(`with ${fmt(n)} stored articles:`);
  const page = await bench(`${server.base}/articles?limit=6`);
  console.log(row('server  GET /articles?limit=6 (home page)', page));
  const one = await bench(`${server.base}/articles/5000`);
  console.log(row('server  GET /articles/{id}', one));
  const full = await bench(`${server.base}/articles`, 10);
  const mb = (full.bytes / full.rps / 1e6).toFixed(1);
  console.log(row(`server  GET /articles (all, ${mb} MB, 10 conns)`, full));
  stop(server.child);

  const worst = Math.min(...results.map((r) => r.ratio));
  const p99 = Math.max(...results.map((r) => r.ours.p99), page.p99, one.p99);
  console.log(
    `\ntargets: ≥ 10× Prism (worst ${fmt(worst, 1)}×) ${worst >= 10 ? 'met' : 'NOT met'}; p99 < 25 ms (worst ${fmt(p99, 1)} ms) ${p99 < 25 ? 'met' : 'NOT met'}`,
  );
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
console.log('');
await scaleRun({ duration: DURATION, connections: CONNECTIONS });
process.exit(0);

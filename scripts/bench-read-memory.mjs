#!/usr/bin/env node
// `npm run bench:read-memory`: how much memory do public reads of large articles take?
// Starts the reference server (PGlite in a temp directory, a static folder with the favicon),
// stores ARTICLES articles of about MB megabytes of text each through the API as the admin
// (50 sections of 'é' text; when the server refuses that much text, because the contract
// limits a section's content, the same articles are written straight into its database, as
// articles stored before the limit), then measures, sampling the server's RSS every 25 ms:
// one unpaged GET /api/articles; CONCURRENT of them at once; PAGED anonymous
// GET /api/articles?limit=100 at once; with GET /favicon.svg and GET /api/articles/1 asked every
// 100 ms during each of the two floods (their worst latency).
// Options: --articles=N (default 10), --mb=N (default 10), --concurrent=N (default 4),
// --paged=N (default 8), --only=paged or --only=unpaged (one kind of list; each kind on a
// fresh server keeps the other's garbage out of its peak).
// Run with `node --import tsx` (package.json does): the fallback opens the database itself.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { background, freePort, prober, stop, waitForUrl } from './lib.mjs';

const arg = (name, fallback) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const ARTICLES = arg('articles', 10);
const MB = arg('mb', 10);
const CONCURRENT = arg('concurrent', 4);
const PAGED = arg('paged', 8);
const ONLY = process.argv.find((a) => a.startsWith('--only='))?.split('=')[1];
const ADMIN = { email: 'admin@apifutsal.id', password: 'admin12345' };

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-read-memory-'));
const site = path.join(dir, 'site');
fs.mkdirSync(site);
fs.copyFileSync('public/favicon.svg', path.join(site, 'favicon.svg'));
fs.writeFileSync(path.join(site, 'index.html'), '<!doctype html><title>bench</title>');
const dataDir = path.join(dir, 'db');

async function startServer() {
  const port = await freePort();
  const child = background(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      STATIC_DIR: site,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForUrl(`${url}/api/articles?limit=1`, 180_000);
  return { child, url };
}

const rssMb = (pid) => {
  const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Math.round(Number(m[1]) / 1024) : NaN;
};

/** Samples the server's RSS while `fn` runs; the peak, and what fn answers. */
async function sampled(pid, fn) {
  let peak = rssMb(pid);
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, rssMb(pid));
    } catch {
      // the process is gone
    }
  }, 25);
  try {
    return { ...(await fn()), peak };
  } finally {
    clearInterval(timer);
  }
}

/** 50 sections of 'é' text, about MB megabytes as UTF-8. */
function bigArticle(i) {
  const perSection = Math.floor((MB * 1_000_000) / 2 / 50);
  return {
    title: `Artikel besar ${i + 1}`,
    author: 'Bench',
    category: 'Bench',
    sections: Array.from({ length: 50 }, (_, s) => ({
      subtitle: `Bagian ${s + 1}`,
      content: 'é'.repeat(perSection),
    })),
  };
}

async function storeThroughApi(url) {
  const login = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const { token } = await login.json();
  for (let i = 0; i < ARTICLES; i++) {
    const res = await fetch(`${url}/api/articles`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(bigArticle(i)),
    });
    if (res.status !== 201) return `refused (${res.status} ${(await res.json()).message})`;
  }
  return 'through the API';
}

/** Articles stored before the limits: straight into the (stopped) server's database. */
async function storeLegacy() {
  const { openDatabase } = await import('../server/db.ts');
  const db = await openDatabase({ dataDir });
  try {
    for (let i = 0; i < ARTICLES; i++) {
      const a = bigArticle(i);
      const sections = a.sections.map((s) => ({ ...s, youtube: '', images: [] }));
      await db.query(
        `INSERT INTO articles (title, author, published_on, category, banner, tags, sections)
         VALUES ($1, $2, NULL, $3, NULL, '[]', $4)`,
        [a.title, a.author, a.category, JSON.stringify(sections)],
      );
    }
  } finally {
    await db.close();
  }
}

async function list(url, query = '') {
  const started = performance.now();
  const res = await fetch(`${url}/api/articles${query}`);
  const bytes = (await res.arrayBuffer()).byteLength;
  return { status: res.status, ms: Math.round(performance.now() - started), bytes };
}

let server = await startServer();
let stored = await storeThroughApi(server.url);
if (stored !== 'through the API') {
  stop(server.child);
  await new Promise((r) => server.child.once('exit', r));
  await storeLegacy();
  stored = `API ${stored}; written to the database as older articles`;
  server = await startServer();
}
const pid = server.child.pid;
try {
  // Warm: the first list of a fresh process compiles its code paths.
  await fetch(`${server.url}/api/articles?limit=1`).then((r) => r.arrayBuffer());
  const idle = rssMb(pid);
  const one = ONLY === 'paged' ? null : await sampled(pid, () => list(server.url));
  /** `count` lists with `query` at once while the favicon and a small article are probed. */
  const flood = async (count, query) => {
    const favicon = prober(`${server.url}/favicon.svg`);
    const small = prober(`${server.url}/api/articles/1`);
    const run = await sampled(pid, async () => {
      const started = performance.now();
      const answers = await Promise.all(
        Array.from({ length: count }, () => list(server.url, query)),
      );
      return { answers, ms: Math.round(performance.now() - started) };
    });
    return { ...run, favicon: await favicon(), small: await small() };
  };
  const many = ONLY === 'paged' ? null : await flood(CONCURRENT, '');
  const pages = ONLY === 'unpaged' ? null : await flood(PAGED, '?limit=100');
  const statuses = (run) => run.answers.map((a) => a.status).join(' ');
  const row = (scenario, run) => ({
    scenario,
    time: `${run.ms} ms`,
    answer: `${(Math.max(...run.answers.map((a) => a.bytes)) / 1e6).toFixed(1)} MB each`,
    'RSS idle → peak': `${idle} → ${run.peak} MB`,
    'favicon worst': `${run.favicon} ms`,
    '/api/articles/1 worst': `${run.small} ms`,
  });
  console.log(
    `\nLarge articles (${os.availableParallelism()} cores): ${ARTICLES} articles of about ${MB} MB, stored ${stored}`,
  );
  console.table(
    [
      one && {
        scenario: '1 unpaged GET /api/articles',
        time: `${one.ms} ms`,
        answer: `${(one.bytes / 1e6).toFixed(1)} MB`,
        'RSS idle → peak': `${idle} → ${one.peak} MB`,
      },
      many && row(`${CONCURRENT} unpaged at once (${statuses(many)})`, many),
      pages && row(`${PAGED} ?limit=100 at once (${statuses(pages)})`, pages),
    ].filter(Boolean),
  );
  console.log('favicon and /api/articles/1: asked every 100 ms during each flood, worst latency');
} finally {
  stop(server.child);
  await new Promise((r) => setTimeout(r, 500));
  fs.rmSync(dir, { recursive: true, force: true });
}

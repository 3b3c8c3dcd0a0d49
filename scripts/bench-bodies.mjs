#!/usr/bin/env node
// `npm run bench:bodies`: what hostile request bodies cost the reference server.
// Starts the server (PGlite in a temp directory, the production password hash), then sends,
// sampling the server's RSS every 25 ms and reading its CPU time (user + system, all threads)
// from /proc before and after each scenario:
// - one 9 MB body of `[` (nested 9 million levels deep) to POST /api/login;
// - eight of them at once, while GET /healthz is asked every 100 ms (its worst wait);
// - one 5 MB body of `[` to POST /api/articles with the admin's token;
// - one gzip body of 1 MB (`Content-Encoding: gzip`) that inflates to 1 GB of zeros, to
//   POST /api/login;
// - four of them at once while the admin logs in (the login's time, against one without them).
// Linux only (/proc).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { background, freePort, prober, stop, waitForUrl } from './lib.mjs';

const ADMIN = { email: 'admin@apifutsal.id', password: 'admin12345' };
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-bodies-'));

const port = await freePort();
const child = background(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  env: {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(dir, 'db'),
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    STATIC_DIR: path.join(dir, 'no-site'),
    // The bench logs in a few times from one address.
    LOGIN_MAX_SUCCESSES_PER_IP: '0',
    LOGIN_MAX_SUCCESSES_PER_ACCOUNT: '0',
  },
});
const url = `http://127.0.0.1:${port}`;
await waitForUrl(`${url}/healthz`, 180_000);
const pid = child.pid;

const TICK_MS = 1000 / 100; // USER_HZ
const rssMb = () => {
  const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Math.round(Number(m[1]) / 1024) : NaN;
};
/** The server's CPU time so far (every thread), in ms. */
const cpuMs = () => {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
};

/** Runs fn while sampling RSS: its answer, the time, the server's CPU and RSS before → peak. */
async function measured(fn) {
  const before = rssMb();
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMb());
  }, 25);
  const cpu = cpuMs();
  const started = performance.now();
  try {
    const answer = await fn();
    return {
      ...answer,
      ms: Math.round(performance.now() - started),
      cpu: Math.round(cpuMs() - cpu),
      rss: `${before} → ${Math.max(peak, rssMb())} MB`,
    };
  } finally {
    clearInterval(timer);
  }
}

async function post(pathname, body, headers = {}) {
  try {
    const res = await fetch(`${url}/api${pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    });
    const text = await res.text();
    return { status: res.status, text };
  } catch (e) {
    return { status: `${e.cause?.code ?? e.name}`, text: '' };
  }
}

async function login() {
  const started = performance.now();
  const res = await post('/login', JSON.stringify(ADMIN));
  return { ...res, ms: Math.round(performance.now() - started) };
}

const statuses = (answers) => answers.map((a) => a.status).join(' ');
const deep = (bytes) => Buffer.alloc(bytes, '[');
// A gzip body may hold several members, each inflated in turn: 100 copies of 10 MB of zeros.
const member = zlib.gzipSync(Buffer.alloc(10 * 1024 * 1024), { level: 9 });
const bomb = Buffer.concat(Array.from({ length: 100 }, () => member));
const gzip = { 'content-encoding': 'gzip' };

const rows = [];
const row = (scenario, run, extra = '') =>
  rows.push({
    scenario,
    answers: run.answers ? statuses(run.answers) : String(run.status),
    time: `${run.ms} ms`,
    'server CPU': `${run.cpu} ms`,
    'RSS before → peak': run.rss,
    ...(extra ? { note: extra } : {}),
  });
try {
  const admin = await login();
  const token = JSON.parse(admin.text).token;
  // Warm: the first request of each kind compiles its code paths.
  await post('/login', '[]');
  await post('/login', bomb.subarray(0, 64), gzip);

  row('1 × 9 MB of `[` to POST /api/login', await measured(() => post('/login', deep(9_000_000))));
  const healthz = prober(`${url}/healthz`);
  const eight = await measured(async () => ({
    answers: await Promise.all(Array.from({ length: 8 }, () => post('/login', deep(9_000_000)))),
  }));
  row('8 × 9 MB of `[` at once to POST /api/login', eight, `/healthz worst ${await healthz()} ms`);
  row(
    '1 × 5 MB of `[` to POST /api/articles (admin)',
    await measured(() => post('/articles', deep(5_000_000), { authorization: `Bearer ${token}` })),
  );
  const bombLabel = `${(bomb.length / 1e6).toFixed(1)} MB gzip (1 GB inflated)`;
  row(`1 × ${bombLabel} to POST /api/login`, await measured(() => post('/login', bomb, gzip)));
  const quiet = await login();
  const four = await measured(async () => {
    const bombs = Promise.all(Array.from({ length: 4 }, () => post('/login', bomb, gzip)));
    const during = await login();
    return { answers: await bombs, during };
  });
  row(
    `4 × ${bombLabel} at once, and an admin login`,
    four,
    `admin login ${four.during.ms} ms (${quiet.ms} ms without them)`,
  );
  console.log(`\nHostile bodies (${os.availableParallelism()} cores, load ${os.loadavg()[0]})`);
  console.table(rows);
} finally {
  stop(child);
  await new Promise((r) => child.once('exit', r));
  fs.rmSync(dir, { recursive: true, force: true });
}

#!/usr/bin/env node
// `npm run bench:login`: does a flood of logins slow the rest of the site?
// Starts the reference server (PGlite in a temp directory, a static folder with
// the favicon), measures GET /favicon.svg (static) and GET /api/articles/1
// (read) with autocannon while nothing else runs, then again while LOOPS
// clients log the demo member in as fast as they can. Two floods: with the
// default limits (most logins are answered 429 without a hash), and with the
// login limits lifted, so that every login reaches the bounded hashing
// (HASH_CONCURRENCY at once, the rest queued or answered 503).
// Options: --duration=SECONDS (default 10), --connections=N (default 10),
// --loops=N (default 16). Prints p50/p99 and the login answers by status.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { background, freePort, stop, waitForUrl } from './lib.mjs';

const arg = (name, fallback) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const DURATION = arg('duration', 10);
const CONNECTIONS = arg('connections', 10);
const LOOPS = arg('loops', 16);
const MEMBER = { email: 'pelatih@apifutsal.id', password: 'pelatih12345' };

async function startServer(extraEnv) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-login-'));
  const site = path.join(dir, 'site');
  fs.mkdirSync(site);
  fs.copyFileSync('public/favicon.svg', path.join(site, 'favicon.svg'));
  fs.writeFileSync(path.join(site, 'index.html'), '<!doctype html><title>bench</title>');
  const port = await freePort();
  const child = background(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(dir, 'db'),
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      STATIC_DIR: site,
      ...extraEnv,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForUrl(`${url}/api/articles?limit=1`, 180_000);
  return { child, url, dir };
}

async function measure(url) {
  await autocannon({ url, connections: CONNECTIONS, duration: 1 });
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION });
  return { p50: r.latency.p50, p99: r.latency.p99, rps: Math.round(r.requests.average) };
}

/** LOOPS clients logging in back to back until stopped; counts the answers by status. */
function flood(url) {
  const counts = {};
  let running = true;
  const loops = Array.from({ length: LOOPS }, async () => {
    while (running) {
      try {
        const res = await fetch(`${url}/api/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(MEMBER),
        });
        await res.arrayBuffer();
        counts[res.status] = (counts[res.status] ?? 0) + 1;
        // A refused client waits as Retry-After says, capped so the flood stays a flood.
        if (res.status === 429 || res.status === 503)
          await new Promise((r) =>
            setTimeout(r, Math.min(1000, Number(res.headers.get('retry-after') ?? 1) * 1000)),
          );
      } catch {
        counts.error = (counts.error ?? 0) + 1;
      }
    }
  });
  return {
    async stop() {
      running = false;
      await Promise.all(loops);
      return counts;
    },
  };
}

const rows = [];
const row = (scenario, what, m, logins = '') =>
  rows.push({
    scenario,
    request: what,
    p50: `${m.p50} ms`,
    p99: `${m.p99} ms`,
    'req/s': m.rps,
    logins,
  });

for (const [name, env] of [
  ['default limits', {}],
  [
    'login limits lifted',
    { LOGIN_MAX_SUCCESSES_PER_ACCOUNT: '0', LOGIN_MAX_SUCCESSES_PER_IP: '0' },
  ],
]) {
  const server = await startServer(env);
  try {
    if (name === 'default limits') {
      row('idle', 'GET /favicon.svg', await measure(`${server.url}/favicon.svg`));
      row('idle', 'GET /api/articles/1', await measure(`${server.url}/api/articles/1`));
    }
    const f = flood(server.url);
    const stat = await measure(`${server.url}/favicon.svg`);
    const read = await measure(`${server.url}/api/articles/1`);
    const counts = await f.stop();
    const logins = Object.entries(counts)
      .map(([k, v]) => `${v}×${k}`)
      .join(' ');
    row(`${LOOPS} login loops, ${name}`, 'GET /favicon.svg', stat, logins);
    row(`${LOOPS} login loops, ${name}`, 'GET /api/articles/1', read);
  } finally {
    await stop(server.child);
    fs.rmSync(server.dir, { recursive: true, force: true });
  }
}

console.log(
  `\nLogin flood (${os.availableParallelism()} cores, ${CONNECTIONS} connections, ${DURATION} s per figure, HASH_CONCURRENCY default ${Math.max(1, os.availableParallelism() - 1)}):`,
);
console.table(rows);
const worst = Math.max(
  ...rows.filter((r) => !r.scenario.startsWith('idle')).map((r) => parseFloat(r.p99)),
);
console.log(`worst p99 under the flood: ${worst} ms (target < 25 ms)`);

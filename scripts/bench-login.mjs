#!/usr/bin/env node
// `npm run bench:login`: does a flood of logins slow the rest of the site?
// Starts the reference server (PGlite in a temp directory, a static folder with
// the favicon), measures GET /favicon.svg (static) and GET /api/articles/1
// (read) with autocannon while nothing else runs, then again while LOOPS
// clients log the demo member in as fast as they can. Two floods: with the
// default limits (most logins are answered 429 without a hash), and with the
// login limits lifted, so that every login reaches the bounded hashing
// (HASH_CONCURRENCY at once, the rest queued or answered 503).
// Then a distributed flood (TRUST_PROXY=1): ATTACKERS concurrent logins with unknown emails from
// ADDRESSES addresses (X-Forwarded-For, as behind a load balancer) while the real admin logs in
// every second, from a browser it used before (device cookie) and from a new one (an address
// without failures): the real user's login p50/p99 (target < 2 s) and answers.
// Last a registration flood (TRUST_PROXY=1): ATTACKERS concurrent registrations from ADDRESSES
// addresses while a new visitor registers from an address of its own, and a member who mistyped
// the password once logs in from a new browser, each once a second (or once the last answer came):
// their answers by status and p50/p99.
// Options: --duration=SECONDS (default 10), --connections=N (default 10),
// --loops=N (default 16), --attackers=N (default 64), --addresses=N (default 200),
// --only=distributed or --only=registration (just that flood). Prints p50/p99 and the answers by
// status.
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
const ATTACKERS = arg('attackers', 64);
const ADDRESSES = arg('addresses', 200);
const ONLY = process.argv.find((a) => a.startsWith('--only='))?.split('=')[1];
const MEMBER = { email: 'pelatih@apifutsal.id', password: 'pelatih12345' };
const ADMIN = { email: 'admin@apifutsal.id', password: 'admin12345' };

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

/** LOOPS clients logging in back to back until stopped, each waiting as a refusal's Retry-After says. */
const flood = (url) =>
  clientLoops(
    LOOPS,
    () =>
      fetch(`${url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(MEMBER),
      }),
    { honourRetryAfter: true },
  );

/**
 * `count` clients sending `send(i)` back to back (i counts every request) until stop(), which
 * resolves to the answers counted by status. With honourRetryAfter, a client refused with 429 or
 * 503 waits as Retry-After says, capped at 1 s so that the flood stays a flood.
 */
function clientLoops(count, send, { honourRetryAfter = false } = {}) {
  const counts = {};
  let running = true;
  let n = 0;
  const loops = Array.from({ length: count }, async () => {
    while (running) {
      try {
        const res = await send(n++);
        await res.arrayBuffer();
        counts[res.status] = (counts[res.status] ?? 0) + 1;
        if (honourRetryAfter && (res.status === 429 || res.status === 503))
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

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length
    ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
    : NaN;
};

function login(url, body, headers = {}) {
  return fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

/**
 * ATTACKERS loops, each sending logins with unknown emails back to back, every one from the
 * next of ADDRESSES addresses; while it runs, the admin logs in once a second from a known
 * device and once a second from a new browser. The admin's latencies and answers.
 */
async function distributedFlood() {
  const server = await startServer({
    TRUST_PROXY: '1',
    // The admin logs in every second here, more than a person would: only failures matter.
    LOGIN_MAX_SUCCESSES_PER_ACCOUNT: '0',
    LOGIN_MAX_SUCCESSES_PER_IP: '0',
  });
  try {
    const first = await login(server.url, ADMIN, { 'x-forwarded-for': '203.0.113.9' });
    const cookie = first.headers.get('set-cookie').split(';')[0];
    await first.arrayBuffer();
    // The same logins with nothing else running: what a login costs on this machine now.
    const idle = [];
    for (let i = 0; i < 3; i++) {
      const started = performance.now();
      const res = await login(server.url, ADMIN, { 'x-forwarded-for': '203.0.113.12' });
      await res.arrayBuffer();
      idle.push(performance.now() - started);
    }
    const attackers = addressFlood((i, from) =>
      login(server.url, { email: `tamu${i}@contoh.id`, password: 'tebak-tebakan' }, from),
    );
    // The flood first fills the queue.
    await new Promise((r) => setTimeout(r, 2000));
    const owner = { device: [], fresh: [] };
    const answers = {};
    const end = Date.now() + DURATION * 1000;
    while (Date.now() < end) {
      const tick = Date.now();
      await Promise.all(
        [
          ['device', { 'x-forwarded-for': '203.0.113.10', cookie }],
          ['fresh', { 'x-forwarded-for': '203.0.113.11' }],
        ].map(async ([kind, headers]) => {
          const started = performance.now();
          const res = await login(server.url, ADMIN, headers);
          await res.arrayBuffer();
          owner[kind].push(performance.now() - started);
          const key = `${kind} ${res.status}`;
          answers[key] = (answers[key] ?? 0) + 1;
        }),
      );
      await new Promise((r) => setTimeout(r, Math.max(0, 1000 - (Date.now() - tick))));
    }
    const counts = await attackers.stop();
    return { owner, answers, counts, idle };
  } finally {
    await stop(server.child);
    fs.rmSync(server.dir, { recursive: true, force: true });
  }
}

function register(url, body, headers = {}) {
  return fetch(`${url}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

/** The i-th of ADDRESSES flooding addresses. */
const floodAddress = (i) =>
  `198.18.${Math.floor((i % ADDRESSES) / 250)}.${((i % ADDRESSES) % 250) + 1}`;

/** ATTACKERS clients sending `send(i, headers)` back to back, the i-th request from floodAddress(i). */
const addressFlood = (send) =>
  clientLoops(ATTACKERS, (i) => send(i, { 'x-forwarded-for': floodAddress(i) }));

/** "3×200 1×503" */
const tally = (counts) =>
  Object.entries(counts)
    .map(([k, v]) => `${v}×${k}`)
    .join(' ');

/**
 * ATTACKERS loops registering new accounts back to back, every one from the next of ADDRESSES
 * addresses; while it runs, every second a new visitor registers from an address of its own, and
 * the demo member, who mistyped the password once from its address, logs in from a new browser.
 */
async function registrationFlood() {
  const server = await startServer({ TRUST_PROXY: '1' });
  try {
    const memberIp = { 'x-forwarded-for': '203.0.113.20' };
    const typo = await login(server.url, { ...MEMBER, password: 'salah-ketik' }, memberIp);
    await typo.arrayBuffer();
    const attackers = addressFlood((i, from) =>
      register(
        server.url,
        { name: `Banjir ${i}`, email: `banjir${i}@contoh.id`, password: 'password-banjir' },
        from,
      ),
    );
    // The flood first fills the queue.
    await new Promise((r) => setTimeout(r, 2000));
    const who = {
      visitor: { ms: [], answers: {} },
      member: { ms: [], answers: {} },
    };
    const end = Date.now() + DURATION * 1000;
    /** `request` once a second (or as soon as the last one is answered) until the end. */
    const everySecond = async (kind, request) => {
      for (let v = 1; Date.now() < end; v++) {
        const tick = Date.now();
        const res = await request(v);
        await res.arrayBuffer();
        who[kind].ms.push(Date.now() - tick);
        who[kind].answers[res.status] = (who[kind].answers[res.status] ?? 0) + 1;
        await new Promise((r) => setTimeout(r, Math.max(0, 1000 - (Date.now() - tick))));
      }
    };
    await Promise.all([
      everySecond('visitor', (v) =>
        register(
          server.url,
          { name: `Pengunjung ${v}`, email: `pengunjung${v}@contoh.id`, password: 'password-baru' },
          { 'x-forwarded-for': `192.0.2.${v}` },
        ),
      ),
      everySecond('member', () => login(server.url, MEMBER, memberIp)),
    ]);
    return { who, flood: await attackers.stop(), typo: typo.status };
  } finally {
    await stop(server.child);
    fs.rmSync(server.dir, { recursive: true, force: true });
  }
}

function reportRegistration({ who, flood, typo }) {
  console.log(
    `\nRegistration flood: ${ATTACKERS} concurrent registrations from ${ADDRESSES} addresses, ${DURATION} s; every second a new visitor registers and a member logs in:`,
  );
  console.table(
    Object.entries(who).map(([kind, { ms, answers }]) => ({
      who:
        kind === 'visitor'
          ? 'new visitor registers (own address)'
          : `member logs in, new browser, mistyped once (${typo})`,
      requests: ms.length,
      p50: `${Math.round(percentile(ms, 50))} ms`,
      p99: `${Math.round(percentile(ms, 99))} ms`,
      answers: tally(answers),
    })),
  );
  console.log(`flood registrations' answers: ${tally(flood)}`);
}

if (ONLY === 'registration') {
  reportRegistration(await registrationFlood());
  process.exit(0);
}

if (ONLY === 'distributed') {
  const { owner, answers, counts, idle } = await distributedFlood();
  reportDistributed(owner, answers, counts, idle);
  process.exit(0);
}

function reportDistributed(owner, answers, counts, idle) {
  console.log(
    `\nDistributed flood: ${ATTACKERS} concurrent logins with unknown emails from ${ADDRESSES} addresses, ${DURATION} s; the admin logs in every second:`,
  );
  console.table(
    Object.entries(owner).map(([kind, ms]) => ({
      'admin login': kind === 'device' ? 'known device (cookie)' : 'new browser, clean address',
      logins: ms.length,
      p50: `${Math.round(percentile(ms, 50))} ms`,
      p99: `${Math.round(percentile(ms, 99))} ms`,
      answers: Object.entries(answers)
        .filter(([k]) => k.startsWith(kind))
        .map(([k, v]) => `${v}×${k.split(' ')[1]}`)
        .join(' '),
    })),
  );
  console.log(`flood answers: ${tally(counts)}`);
  console.log(
    `the admin's login with no flood, just before: ${idle.map((ms) => Math.round(ms)).join(', ')} ms`,
  );
  const worst = Math.max(...Object.values(owner).map((ms) => percentile(ms, 99)));
  console.log(`admin's worst p99 during the flood: ${Math.round(worst)} ms (target < 2000 ms)`);
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
    const logins = tally(counts);
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

const distributed = await distributedFlood();
reportDistributed(distributed.owner, distributed.answers, distributed.counts, distributed.idle);

reportRegistration(await registrationFlood());

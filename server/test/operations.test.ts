import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeChannel } from '../articles.ts';
import { errorExamples, sleep, startTestServer, type TestServer } from './harness.ts';

/** The operator endpoints, at the root of the site (not part of the API). */
const TOKEN = 'metrics-token-for-tests';
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer('pglite', { metricsToken: TOKEN });
});
afterAll(() => server?.stop());

it('/healthz answers 200 while the process lives, also while it shuts down', async () => {
  const res = await fetch(`${server.url}/healthz`);
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ status: 'ok' });
});

it('/readyz answers 200 when the database and the image store answer, 503 while draining', async () => {
  const ready = await fetch(`${server.url}/readyz`);
  expect(ready.status).toBe(200);
  expect(await ready.json()).toEqual({ status: 'ready' });
  server.app.draining = true;
  try {
    const draining = await fetch(`${server.url}/readyz`);
    expect(draining.status).toBe(503);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  } finally {
    server.app.draining = false;
  }
});

it('/readyz answers 503 while the image directory is not a directory it can use', async () => {
  const mediaDir = path.join(server.storage.options.dataDir!, 'media');
  fs.rmSync(mediaDir, { recursive: true, force: true });
  // No image yet: the directory it will be made in is checked.
  expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
  fs.writeFileSync(mediaDir, 'not a directory');
  try {
    const res = await fetch(`${server.url}/readyz`);
    expect([res.status, await res.json()]).toEqual([503, { status: 'unavailable' }]);
  } finally {
    fs.rmSync(mediaDir);
  }
  expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
});

it('/metrics answers 404 without the token, and Prometheus text to its holder', async () => {
  expect((await server.api('/articles')).status).toBe(200);
  // One login from an address without failures: one hash, through the clean lane.
  await server.login();
  expect((await fetch(`${server.url}/metrics`)).status).toBe(404);
  const wrong = { headers: { authorization: 'Bearer not-the-token' } };
  expect((await fetch(`${server.url}/metrics`, wrong)).status).toBe(404);
  const res = await fetch(`${server.url}/metrics`, {
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
  const text = await res.text();
  expect(text).toMatch(
    /http_request_duration_seconds_count\{method="GET",route="\/api\/articles",status="200"\} 1/,
  );
  expect(text).toMatch(/^apifutsal_hash_queue_waiting 0$/m);
  expect(text).toMatch(/^apifutsal_hash_queue_wait_seconds_count\{lane="clean"\} 1$/m);
  expect(text).toMatch(/^apifutsal_hash_queue_wait_seconds_bucket\{le="0.01",lane="clean"\} 1$/m);
  // PGlite's one connection, idle between requests.
  expect(text).toMatch(/^apifutsal_db_connections\{state="in_use"\} 0$/m);
  expect(text).toMatch(/^apifutsal_db_connections\{state="idle"\} 1$/m);
  expect(text).toMatch(/^apifutsal_db_connections\{state="waiting"\} 0$/m);
  expect(text).toMatch(/^apifutsal_large_reads\{state="waiting"\} 0$/m);
  expect(text).toMatch(/^apifutsal_article_cache_on 1$/m);
  expect(text).toMatch(/^process_cpu_user_seconds_total /m);
});

/** A TCP proxy in front of PostgreSQL: `down()` is the database gone (connections cut, refused). */
async function databaseProxy(target: URL) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;
  const up = () =>
    new Promise<void>((resolve, reject) => {
      if (server?.listening) return resolve();
      server = net.createServer((client) => {
        const upstream = net.connect(Number(target.port || 5432), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket)).on('error', () => {});
        }
        client.pipe(upstream).pipe(client);
      });
      server.once('error', reject).listen(port, '127.0.0.1', () => {
        port = (server!.address() as net.AddressInfo).port;
        resolve();
      });
    });
  await up();
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    url: url.toString(),
    up,
    down: () =>
      new Promise<void>((resolve) => {
        server!.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}

/** `probe()` once it is truthy, polled every 50 ms; the test fails after `ms`. */
async function until<T>(what: string, probe: () => Promise<T>, ms = 10_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out: ${what}`);
    await sleep(50);
  }
}

const describeWithPostgres = process.env.DATABASE_URL ? describe : null;

describeWithPostgres?.('the database down and back (PostgreSQL)', () => {
  let proxy: Awaited<ReturnType<typeof databaseProxy>>;
  let s: TestServer;
  let direct: pg.Client;
  let schema: string;
  beforeAll(async () => {
    proxy = await databaseProxy(new URL(process.env.DATABASE_URL!));
    s = await startTestServer('postgres', { metricsToken: TOKEN, databaseUrl: proxy.url });
    schema = s.storage.options.databaseSchema!;
    // Another instance's connection: the server's schema (its triggers name their functions).
    direct = new pg.Client({
      connectionString: process.env.DATABASE_URL,
      options: `-c search_path=${schema}`,
    });
    await direct.connect();
  });
  afterAll(async () => {
    await direct?.end();
    await s?.stop();
  });

  const cacheOn = async () => {
    const res = await fetch(`${s.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    return /^apifutsal_article_cache_on (\d)$/m.exec(await res.text())?.[1];
  };
  const title = async (id: number) =>
    ((await (await s.api(`/articles/${id}`)).json()) as { title: string }).title;
  /** Another instance's write, as the cache hears of it: a row changed and a notification. */
  const writeElsewhere = async (id: number, newTitle: string) => {
    await direct.query('UPDATE articles SET title = $1 WHERE id = $2', [newTitle, id]);
    await direct.query('SELECT pg_notify($1, $2)', [changeChannel(schema), String(id)]);
  };
  /** The cache is on and hears other instances' writes: a cached article follows one. */
  const cacheFollows = async (newTitle: string) => {
    await title(1);
    await title(1);
    await writeElsewhere(1, newTitle);
    await until(`article 1 titled ${newTitle}`, async () => (await title(1)) === newTitle, 5_000);
  };

  it('answers 503 with Retry-After while the database cannot be reached; once it can, reads and the article cache come back', async () => {
    const token = await s.login();
    expect(await cacheOn()).toBe('1');
    const downAt = Date.now();
    await proxy.down();
    try {
      // The change notifications' connection went: the cache is off.
      await until('the cache off', async () => (await cacheOn()) === '0');
      const unavailable = errorExamples('DatabaseUnavailable').databaseUnavailable;
      for (const res of [
        await s.api('/articles?limit=3'),
        await s.api('/articles/1'),
        await s.api('/articles/1', { method: 'PUT', token, json: { title: 'Tidak tersimpan' } }),
        await s.api('/login', { method: 'POST', json: { email: 'a@contoh.id', password: 'x' } }),
      ]) {
        expect(res.status, res.url).toBe(503);
        expect(res.headers.get('retry-after')).toBe('5');
        expect(await res.json()).toEqual({ message: unavailable });
      }
      expect((await fetch(`${s.url}/readyz`)).status).toBe(503);
    } finally {
      await proxy.up();
    }
    const upAt = Date.now();
    // Subscribed again by itself (250 ms, then doubling): on, and following other instances.
    await until('the cache on', async () => (await cacheOn()) === '1');
    console.info(
      `database down for ${upAt - downAt} ms; the article cache on again ${Date.now() - upAt} ms after it was back`,
    );
    expect((await s.api('/articles?limit=3')).status).toBe(200);
    expect((await fetch(`${s.url}/readyz`)).status).toBe(200);
    await cacheFollows('Diubah instans lain');
  });

  it('a terminated backend (pg_terminate_backend) is noticed, and the cache subscribes again by itself', async () => {
    await title(1);
    // This server's connections only (the other test files' servers share the database).
    const { rows } = await direct.query<{ pid: number; query: string }>(
      'SELECT pid, query FROM pg_stat_activity WHERE application_name = $1',
      [`apifutsal/${schema}`],
    );
    expect(rows.filter((r) => r.query.startsWith('LISTEN '))).toHaveLength(1);
    await direct.query('SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid', [
      rows.map((r) => r.pid),
    ]);
    const terminatedAt = Date.now();
    await until('reads served', async () => (await s.api('/articles?limit=3')).status === 200);
    await until('the cache on', async () => (await cacheOn()) === '1');
    console.info(
      `${rows.length} connections terminated; the article cache on again ${Date.now() - terminatedAt} ms later`,
    );
    await cacheFollows('Diubah lagi');
  });
});

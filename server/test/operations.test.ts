import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';

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
  expect(text).toMatch(/^process_cpu_user_seconds_total /m);
});

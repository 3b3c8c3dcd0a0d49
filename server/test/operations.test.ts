import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';

/** The operator endpoints, at the root of the site (not part of the API). */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer('pglite');
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

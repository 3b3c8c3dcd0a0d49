import { afterAll, expect, it } from 'vitest';
import { newStorage, spawnServer } from './harness.ts';

/**
 * A clean stop as an operator sees it: SIGTERM to `npm run server` (npm itself, not the node
 * process under it) stops the server: /readyz answers 503 at once while everything else is still
 * served for the drain delay, then new requests are refused with 503, then it closes its port
 * and writes a last log line saying it stopped.
 */
const storage = newStorage('pglite');
afterAll(() => storage.cleanup());

/** Whether anything still accepts connections at `url`. */
async function answers(url: string): Promise<boolean> {
  return fetch(url, { signal: AbortSignal.timeout(1_000) }).then(
    () => true,
    () => false,
  );
}

/** The status of GET `url` once it is `status` (polled), or the last one seen after `ms`. */
async function statusOnce(url: string, status: number, ms: number): Promise<number> {
  const deadline = Date.now() + ms;
  for (;;) {
    const got = await fetch(url).then((r) => r.status);
    if (got === status || Date.now() > deadline) return got;
    await new Promise((r) => setTimeout(r, 50));
  }
}

it('SIGTERM to `npm run server`: unready, served on for the drain delay, refused, closed; the last log line says it stopped', async () => {
  const server = await spawnServer(
    { ...storage.env, LOG_LEVEL: 'info', LOG_FORMAT: 'json', DRAIN_DELAY_MS: '2000' },
    'npm',
  );
  expect(await answers(`${server.apiUrl}/articles`)).toBe(true);
  server.child.kill('SIGTERM');
  const signalled = Date.now();
  // The balancer's health check sees it leave at once; requests are still served meanwhile.
  expect(await statusOnce(`${server.url}/readyz`, 503, 2_000)).toBe(503);
  expect((await fetch(`${server.apiUrl}/articles?limit=1`)).status).toBe(200);
  expect(Date.now() - signalled).toBeLessThan(2_000);
  // After the drain delay: refused, with Retry-After.
  expect(await statusOnce(`${server.apiUrl}/articles?limit=1`, 503, 5_000)).toBe(503);
  expect(Date.now() - signalled).toBeGreaterThanOrEqual(1_900);
  const stoppedBy = Date.now() + 5_000;
  while ((await answers(`${server.apiUrl}/articles`)) && Date.now() < stoppedBy)
    await new Promise((r) => setTimeout(r, 100));
  expect(await answers(`${server.apiUrl}/articles`)).toBe(false);
  await server.exited;
  const lines = server.stdout().trim().split('\n');
  const last = JSON.parse(lines.at(-1)!) as { msg: string; signal: string; level: number };
  expect(last).toMatchObject({ msg: 'server stopped', signal: 'SIGTERM', level: 30 });
  // The line saying where it listens is a JSON log line like the others, timed in ISO 8601.
  const listening = lines.find((l) => l.includes('listening on'));
  expect(JSON.parse(listening!)).toMatchObject({
    level: 30,
    time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/) as unknown,
    msg: `listening on ${server.url}`,
  });
}, 60_000);

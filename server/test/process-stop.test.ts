import { execFileSync, spawnSync } from 'node:child_process';
import { afterAll, expect, it } from 'vitest';
import { ADMIN, apiClient, loginToken, newStorage, sleep, spawnServer } from './harness.ts';

/**
 * A clean stop as an operator sees it: SIGTERM to `npm run server` (npm itself, not the node
 * process under it) stops the server: /readyz answers 503 at once while everything else is still
 * served for the drain delay, then new requests are refused with 503, then it closes its port
 * and writes a last log line saying it stopped.
 * Before that, the hashing threads of a login end idle without leaving a child process behind.
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

/** The child processes of `pid`: `<state> <command>` each (`Z esbuild` is a zombie). */
const childrenOf = (pid: number) =>
  // ps exits 1 when there is none.
  spawnSync('ps', ['--ppid', String(pid), '-o', 'stat=,comm='], { encoding: 'utf8' })
    .stdout.split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
/** The node process `npm run server` runs (its script execs node). */
const serverPid = (npmPid: number) =>
  Number(
    execFileSync('ps', ['--ppid', String(npmPid), '-o', 'pid=,comm='], { encoding: 'utf8' })
      .split('\n')
      .find((l) => l.trim().endsWith('node'))
      ?.trim()
      .split(/\s+/)[0],
  );

/** The status of GET `url` once it is `status` (polled), or the last one seen after `ms`. */
async function statusOnce(url: string, status: number, ms: number): Promise<number> {
  const deadline = Date.now() + ms;
  for (;;) {
    const got = await fetch(url).then((r) => r.status);
    if (got === status || Date.now() > deadline) return got;
    await new Promise((r) => setTimeout(r, 50));
  }
}

it('SIGTERM to `npm run server`: unready, served on for the drain delay, refused, closed, no child left; the last log line says it stopped', async () => {
  const server = await spawnServer(
    // Idle hashing threads end after 200 ms instead of a minute.
    {
      ...storage.env,
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'json',
      HASH_IDLE_MS: '200',
      DRAIN_DELAY_MS: '2000',
    },
    'npm',
  );
  expect(await answers(`${server.apiUrl}/articles`)).toBe(true);
  // A login hashes in a thread that then goes idle and ends: no child of the server is left,
  // neither tsx's esbuild (docs/decisions/hash-thread-loader.md) nor a zombie.
  const pid = serverPid(server.child.pid!);
  expect(pid).toBeGreaterThan(0);
  await loginToken(apiClient(server.apiUrl), ADMIN);
  expect(childrenOf(pid)).toEqual([]);
  await sleep(1_500);
  expect(childrenOf(pid)).toEqual([]);
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

import { afterAll, expect, it } from 'vitest';
import { newStorage, spawnServer } from './harness.ts';

/**
 * A clean stop as an operator sees it: SIGTERM to `npm run server` (npm itself, not the node
 * process under it) stops the server: it closes its port and writes a last log line saying it stopped.
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

it('SIGTERM to `npm run server` closes the port, and the last log line says it stopped', async () => {
  const server = await spawnServer(
    { ...storage.env, LOG_LEVEL: 'info', LOG_FORMAT: 'json' },
    'npm',
  );
  expect(await answers(`${server.apiUrl}/articles`)).toBe(true);
  server.child.kill('SIGTERM');
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
}, 30_000);

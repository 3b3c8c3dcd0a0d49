import http from 'node:http';
import net from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { main } from '../cli.ts';
import { waitForServer } from '../wait.ts';

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
  vi.restoreAllMocks();
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

function serve(port: number, answer: (n: number) => number): Promise<void> {
  let n = 0;
  const server = http.createServer((_req, res) => {
    res.statusCode = answer(++n);
    res.end();
  });
  servers.push(server);
  return new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
}

describe('--wait-for', () => {
  it('waits for a server that starts listening later, and for one that answers 503 while it starts', async () => {
    const port = await freePort();
    setTimeout(() => void serve(port, (n) => (n < 3 ? 503 : 404)), 700);
    const started = Date.now();
    const status = await waitForServer({
      url: `http://127.0.0.1:${port}/api`,
      seconds: 10,
      intervalMs: 100,
    });
    expect(status).toBe(404);
    expect(Date.now() - started).toBeGreaterThanOrEqual(600);
  });

  it('gives up after the time given, saying what the last attempt saw', async () => {
    const port = await freePort();
    await expect(
      waitForServer({ url: `http://127.0.0.1:${port}/api`, seconds: 1, intervalMs: 200 }),
    ).rejects.toThrow(
      new RegExp(`127.0.0.1:${port}/api was not ready after 1 s \\(last attempt: .*ECONNREFUSED`),
    );
  });

  it('the command exits 2 with that message and runs no check when the server never comes', async () => {
    const port = await freePort();
    const errors: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((line: string) => void errors.push(line));
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const code = await main([
      '--base-url',
      `http://127.0.0.1:${port}/api`,
      '--wait',
      '1',
      '--quiet',
    ]);
    expect(code).toBe(2);
    expect(errors.join('\n')).toContain(
      `http://127.0.0.1:${port}/api/articles was not ready after 1 s`,
    );
    expect(log).not.toHaveBeenCalled();
  });

  it('refuses a --wait-for that is not a URL and a --wait below one second', async () => {
    const errors: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((line: string) => void errors.push(line));
    expect(await main(['--base-url', 'http://x/api', '--wait-for', 'localhost:8080'])).toBe(2);
    expect(await main(['--base-url', 'http://x/api', '--wait', '0'])).toBe(2);
    expect(errors.join('\n')).toContain('--wait-for expects an http(s) URL');
    expect(errors.join('\n')).toContain('--wait must be at least 1 second');
  });
});

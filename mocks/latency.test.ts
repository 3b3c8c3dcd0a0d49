// @vitest-environment node
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latencyMiddleware, scenarioMiddleware } from './scenario-plugin';
import { latencyCookie, latencyFor, readLatency } from './latency';
import { loadOperations } from './scenarios';
import { waitForMock } from './wait-for-mock';

const ops = loadOperations();

describe('slow answers on the mock', () => {
  it("takes an operation's own latency first, else every operation's", () => {
    const latency = readLatency(latencyCookie({ '*': 800, listArticles: 3000 }).split(';')[0]);
    expect(latencyFor(ops, latency, 'GET', '/articles?limit=6')).toBe(3000);
    expect(latencyFor(ops, latency, 'GET', '/articles/1')).toBe(800);
    expect(latencyFor(ops, {}, 'GET', '/articles/1')).toBe(0);
  });

  it('reads a damaged or out-of-range cookie as no latency', () => {
    expect(readLatency('mock-latency=%7Bnot-json')).toEqual({});
    expect(readLatency(latencyCookie({ '*': 999_999, login: 500 }).split(';')[0])).toEqual({
      login: 500,
    });
  });

  describe('on the dev server', () => {
    let base = '';
    let server: http.Server;
    beforeAll(async () => {
      const panel = scenarioMiddleware();
      const hold = latencyMiddleware();
      server = http.createServer((req, res) =>
        panel(req, res, () => hold(req, res, () => res.end(`forwarded ${req.url}`))),
      );
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise((r) => server.close(r)));

    it('a shortcut link sets the latency, and /api requests of that operation wait for it', async () => {
      const set = await fetch(`${base}/__mock?latency.listArticles=400&return=/freekick`, {
        redirect: 'manual',
      });
      expect(set.status).toBe(302);
      expect(set.headers.get('location')).toBe('/freekick');
      const cookie = set.headers
        .getSetCookie()
        .find((c) => c.startsWith('mock-latency='))!
        .split(';')[0]!;
      expect(readLatency(cookie)).toEqual({ listArticles: 400 });
      const timed = async (path: string) => {
        const started = performance.now();
        const text = await (await fetch(`${base}${path}`, { headers: { cookie } })).text();
        return { text, ms: performance.now() - started };
      };
      const slow = await timed('/api/articles?limit=6');
      expect(slow.text).toBe('forwarded /api/articles?limit=6');
      expect(slow.ms).toBeGreaterThanOrEqual(390);
      expect((await timed('/api/articles/1')).ms).toBeLessThan(300);
    });

    it('latency=0 clears a per-operation latency too, and latency.<op>=0 only its own', async () => {
      const cookie = latencyCookie({ '*': 800, listArticles: 3000, login: 500 }).split(';')[0]!;
      const shortcut = async (query: string) => {
        const res = await fetch(`${base}/__mock?${query}`, {
          redirect: 'manual',
          headers: { cookie },
        });
        expect(res.status, query).toBe(302);
        const set = res.headers.getSetCookie().find((c) => c.startsWith('mock-latency='))!;
        return readLatency(set.split(';')[0]);
      };
      expect(await shortcut('latency.login=0')).toEqual({ '*': 800, listArticles: 3000 });
      const cleared = await shortcut('latency=0');
      expect(cleared).toEqual({});
      expect(latencyFor(ops, cleared, 'GET', '/articles?limit=6')).toBe(0);
    });

    it('refuses a latency that is not one, or for an operation the contract lacks', async () => {
      for (const q of ['latency=soon', 'latency=120000', 'latency.logn=500']) {
        const res = await fetch(`${base}/__mock?${q}`, { redirect: 'manual' });
        expect(res.status, q).toBe(400);
        expect(await res.text(), q).toContain('The contract has no');
      }
    });

    it('the panel saves a latency for all operations and one per operation', async () => {
      const html = await (await fetch(`${base}/__mock`)).text();
      expect(html).toContain('<label for="latency-all">Latency of every operation (ms)</label>');
      expect(html).toContain('aria-label="Latency of login in milliseconds"');
      const save = await fetch(`${base}/__mock`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ latency: '1500', 'latency.login': '3000' }).toString(),
      });
      const cookie = save.headers.getSetCookie().find((c) => c.startsWith('mock-latency='))!;
      expect(readLatency(cookie.split(';')[0])).toEqual({ '*': 1500, login: 3000 });
    });
  });
});

describe('requests to /api while the mock is still starting', () => {
  it('wait for it, saying so once, then go through', async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    const said: string[] = [];
    const wait = waitForMock(`http://127.0.0.1:${port}`, (line) => said.push(line));
    const through = (url: string) =>
      new Promise<number>((resolve) => {
        const started = performance.now();
        wait({ url } as http.IncomingMessage, {} as http.ServerResponse, () =>
          resolve(performance.now() - started),
        );
      });
    const first = through('/api/articles');
    const second = through('/api/user');
    await new Promise((r) => setTimeout(r, 400));
    const mock = net.createServer().listen(port, '127.0.0.1');
    try {
      expect(await first).toBeGreaterThanOrEqual(390);
      expect(await second).toBeGreaterThanOrEqual(390);
      expect(said).toEqual([
        'mock: Prism is still starting; requests to /api wait for it (at most 30 s).',
      ]);
      // Once up, nothing waits; pages never did.
      expect(await through('/api/articles')).toBeLessThan(50);
      expect(await through('/freekick')).toBeLessThan(50);
    } finally {
      mock.close();
    }
  });
});

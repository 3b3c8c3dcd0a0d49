/**
 * What a bad network or a hostile client could do to a request: bodies that
 * never finish, shutdown races, malformed URLs and hostile field values.
 */
import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startServer } from '../app.ts';
import {
  ADMIN,
  BACKENDS,
  MEMBER,
  newStorage,
  sleep,
  spawnServer,
  startTestServer,
  TEST_HASH_LOG_N,
  type TestServer,
} from './harness.ts';

// Every login costs a deliberate password hash, and these tests run many, also on a busy machine.
vi.setConfig({ testTimeout: 300_000, hookTimeout: 300_000 });

const SECURITY_HEADERS = [
  'content-security-policy',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
];

/** helmet's headers, without HSTS: these servers are reached over plain HTTP. */
function expectSecurityHeaders(headers: Headers | http.IncomingHttpHeaders) {
  const get = (k: string) =>
    headers instanceof Headers ? headers.get(k) : (headers[k] as string | undefined);
  for (const h of SECURITY_HEADERS) expect(get(h), h).toBeTruthy();
  expect(get('strict-transport-security') ?? null).toBeNull();
}

describe.each(BACKENDS)('requests on %s', (backend) => {
  let s: TestServer;
  let admin: string;
  beforeAll(async () => {
    s = await startTestServer(backend, { maxSessionsPerUser: 3 });
    admin = await s.login(ADMIN);
  });
  afterAll(async () => {
    await s?.stop();
  });

  it('a date the database cannot store (year 0000) is refused with 400 naming the field', async () => {
    const res = await s.api('/articles', {
      method: 'POST',
      token: admin,
      json: { title: 'Tahun nol', date: '0000-01-01' },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message: 'date: harus tanggal dengan format YYYY-MM-DD, tahun 0001 sampai 9999.',
    });
    const ok = await s.api('/articles', {
      method: 'POST',
      token: admin,
      json: { title: 'Tahun satu', date: '0001-01-01' },
    });
    expect(ok.status).toBe(201);
  });

  it('logout with Content-Type: application/json and an empty body answers 204 and revokes the token', async () => {
    const token = await s.login(MEMBER);
    const res = await s.api('/logout', {
      method: 'POST',
      token,
      headers: { 'content-type': 'application/json' },
      body: '',
    });
    expect(res.status).toBe(204);
    expect((await s.api('/user', { token })).status).toBe(401);
    // Any body, any type: still a logout.
    const other = await s.login(MEMBER);
    const text = await s.api('/logout', {
      method: 'POST',
      token: other,
      headers: { 'content-type': 'text/plain' },
      body: 'bye',
    });
    expect(text.status).toBe(204);
    expect((await s.api('/user', { token: other })).status).toBe(401);
  });

  it('DELETE with Content-Type: application/json and an empty body deletes', async () => {
    const created = (await (
      await s.api('/articles', { method: 'POST', token: admin, json: { title: 'Hapus saya' } })
    ).json()) as { id: number };
    const res = await s.api(`/articles/${created.id}`, {
      method: 'DELETE',
      token: admin,
      headers: { 'content-type': 'application/json' },
      body: '',
    });
    expect(res.status).toBe(204);
    expect((await s.api(`/articles/${created.id}`)).status).toBe(404);
  });

  it('ids are canonical decimal integers: 0x1, 01, +1 and "1 " name no article', async () => {
    expect((await s.api('/articles/1')).status).toBe(200);
    for (const id of ['0x1', '01', '+1', '1%20', '1e0', '1.0']) {
      const res = await s.api(`/articles/${id}`);
      expect(res.status, id).toBe(404);
      expect(await res.json()).toEqual({ message: 'Artikel tidak ditemukan.' });
    }
    const page = await s.api('/articles?limit=06');
    expect(page.status).toBe(400);
    expect(await page.json()).toEqual({ message: 'limit: harus berupa bilangan bulat.' });
  });

  it('malformed URLs and over-long API paths get the security headers and the contract error shape', async () => {
    for (const path of ['/articles/%', '/articles/%c0%ae%c0%ae']) {
      const res = await s.api(path);
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(res.status, path).toBeLessThan(500);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(Object.keys((await res.json()) as object)).toEqual(['message']);
      expectSecurityHeaders(res.headers);
    }
    for (const path of [`/articles/${'1'.repeat(5000)}`, `/x${'a'.repeat(5000)}`]) {
      const res = await s.api(path);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(Object.keys((await res.json()) as object)).toEqual(['message']);
      expectSecurityHeaders(res.headers);
    }
  });

  it('a path segment with malformed percent-encoding names nothing: the documented 404', async () => {
    const cases: [string, string, string][] = [
      ['GET', '/articles/%FF', 'Artikel tidak ditemukan.'],
      ['PUT', '/articles/%FF', 'Artikel tidak ditemukan.'],
      ['DELETE', '/articles/%E0%A4%A', 'Artikel tidak ditemukan.'],
      ['GET', '/documents/%FF', 'Dokumen tidak ditemukan.'],
      ['GET', '/blog/%FF/members', 'Materi anggota untuk artikel ini tidak ditemukan.'],
    ];
    for (const [method, path, message] of cases) {
      const res = await s.api(path, { method, token: admin });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(await res.json()).toEqual({ message });
    }
  });

  it('a NUL in q or category is refused with 400 naming the parameter', async () => {
    for (const [query, field] of [
      ['q=a%00b', 'q'],
      ['category=Teknik%00', 'category'],
    ]) {
      const res = await s.api(`/articles?${query}`);
      expect(res.status, query).toBe(400);
      expect(await res.json()).toEqual({ message: `${field}: berisi karakter yang tidak valid.` });
    }
  });

  it('a banner with a control character or // and a javascript: youtube link are refused with 400', async () => {
    const post = (json: unknown) => s.api('/articles', { method: 'POST', token: admin, json });
    for (const banner of ['/\t/evil.com/x.png', '/\n/evil.com/x.png', '/images//evil.com/x.png']) {
      const res = await post({ title: 'a', banner });
      expect(res.status, JSON.stringify(banner)).toBe(400);
      expect(((await res.json()) as { message: string }).message).toMatch(/^banner: /);
    }
    for (const youtube of [
      'javascript:alert(1)',
      'https://evil.example/watch?v=aaaaaaaaaaa',
      'https://youtube.com@evil.example/x',
    ]) {
      const res = await post({ title: 'a', sections: [{ subtitle: 's', content: 'c', youtube }] });
      expect(res.status, youtube).toBe(400);
      expect(await res.json()).toEqual({
        message:
          'sections[0].youtube: harus tautan YouTube (http/https, youtube.com atau youtu.be) atau dikosongkan.',
      });
    }
    // What the editor accepts still goes through.
    for (const youtube of [
      '',
      'https://www.youtube.com/watch?v=J3vK9t7pX2c',
      'https://youtu.be/J3vK9t7pX2c',
      'http://m.youtube.com/shorts/J3vK9t7pX2c',
      'https://www.youtube-nocookie.com/embed/J3vK9t7pX2c',
    ]) {
      const res = await post({ title: 'a', sections: [{ subtitle: 's', content: 'c', youtube }] });
      expect(res.status, youtube).toBe(201);
    }
  });

  it('each user keeps at most the configured number of sessions: the oldest is revoked', async () => {
    const tokens: string[] = [];
    for (let i = 0; i < 4; i++) tokens.push(await s.login(MEMBER));
    expect((await s.api('/user', { token: tokens[0] })).status).toBe(401);
    for (const token of tokens.slice(1)) expect((await s.api('/user', { token })).status).toBe(200);
  });
});

describe('slow clients and shutdown', () => {
  it('a body dripped byte by byte is cut off with 408 once the request timeout passes', async () => {
    const storage = newStorage('pglite');
    const s = await startServer({
      ...storage.options,
      port: 0,
      host: '127.0.0.1',
      logLevel: 'silent',
      staticDir: '/nonexistent',
      passwordHashLogN: TEST_HASH_LOG_N,
      requestTimeoutMs: 2_000,
    });
    try {
      const { port } = new URL(s.url);
      const started = Date.now();
      const answer = await new Promise<string>((resolve) => {
        const socket = net.connect(Number(port), '127.0.0.1');
        let out = '';
        socket.write(
          'POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 60\r\n\r\n{',
        );
        const drip = setInterval(() => socket.writable && socket.write(' '), 300);
        socket.on('data', (d) => (out += d.toString()));
        socket.on('close', () => {
          clearInterval(drip);
          resolve(out);
        });
        socket.on('error', () => undefined);
      });
      const took = Date.now() - started;
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(answer.toLowerCase()).toContain('x-frame-options: sameorigin');
      expect(answer).toContain('{"message":"body: terlalu lama dikirim."}');
      expect(took).toBeLessThan(5_000);
    } finally {
      await s.close();
      await storage.cleanup();
    }
  });

  it('after SIGTERM, requests get 503 with Connection: close (not a reset) and an in-flight login finishes', async () => {
    const storage = newStorage('pglite');
    const child = await spawnServer({ ...storage.env, SHUTDOWN_GRACE_MS: '5000' });
    try {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
      const get = (path: string, method = 'GET', body?: string) =>
        new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
          (resolve, reject) => {
            const req = http.request(
              `${child.apiUrl}${path}`,
              {
                method,
                agent,
                headers: body ? { 'content-type': 'application/json' } : {},
              },
              (res) => {
                let text = '';
                res.on('data', (d) => (text += d));
                res.on('end', () =>
                  resolve({ status: res.statusCode!, headers: res.headers, body: text }),
                );
              },
            );
            req.on('error', reject);
            req.end(body);
          },
        );
      // Warm keep-alive connections.
      await Promise.all([get('/articles/1'), get('/articles/2')]);
      // A login (a slow password hash) is in flight when SIGTERM arrives.
      const inFlight = get('/login', 'POST', JSON.stringify(MEMBER));
      await sleep(50);
      child.child.kill('SIGTERM');
      // Within the grace period (5 s), once the signal is handled.
      await sleep(1_000);
      const after = await Promise.all([get('/articles/1'), get('/articles/2'), get('/user')]);
      for (const res of after) {
        expect(res.status).toBe(503);
        expect(res.headers.connection).toBe('close');
        expect(JSON.parse(res.body)).toEqual({
          message: 'Server sedang dimulai ulang. Coba lagi sebentar lagi.',
        });
        expectSecurityHeaders(res.headers);
      }
      expect((await inFlight).status).toBe(200);
      expect((await child.exited).code).toBe(0);
      agent.destroy();
    } finally {
      if (child.child.exitCode === null) child.child.kill('SIGKILL');
      await storage.cleanup();
    }
  });
});

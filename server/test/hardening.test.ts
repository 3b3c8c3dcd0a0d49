/**
 * What an attacker or a bad network could do to the server: floods of logins,
 * demo accounts and stale passwords, forged proxy headers, bodies that never
 * finish, shutdown races, malformed URLs and hostile field values.
 */
import { spawn, spawnSync } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startServer } from '../app.ts';
import { ROOT_DIR, trustProxyFromEnv } from '../config.ts';
import { HashGate, SCRYPT } from '../passwords.ts';
import {
  ADMIN,
  BACKENDS,
  CHILD_NODE_OPTIONS,
  MEMBER,
  apiClient,
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
  'strict-transport-security',
  'referrer-policy',
];

function expectSecurityHeaders(headers: Headers | http.IncomingHttpHeaders) {
  const get = (k: string) =>
    headers instanceof Headers ? headers.get(k) : (headers[k] as string | undefined);
  for (const h of SECURITY_HEADERS) expect(get(h), h).toBeTruthy();
}

const wrong = (email: string, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers,
  json: { email, password: 'salah-total' },
});

describe('password hashing is bounded', () => {
  it('runs at most N hashes at once, queues the rest, and refuses with 503 + Retry-After when the queue is full or the wait too long', async () => {
    const gate = new HashGate({ concurrency: 1, queue: 1, timeoutMs: 300 });
    let running = 0;
    let most = 0;
    const job = () =>
      gate.run(async () => {
        running++;
        most = Math.max(most, running);
        await sleep(200);
        running--;
        return 'ok';
      });
    const results = await Promise.allSettled([job(), job(), job()]);
    expect(most).toBe(1);
    expect(results[0]).toEqual({ status: 'fulfilled', value: 'ok' });
    expect(results[1]).toEqual({ status: 'fulfilled', value: 'ok' });
    // The third found the queue (of one) full.
    const refused = (results[2] as PromiseRejectedResult).reason as {
      status: number;
      headers: Record<string, string>;
    };
    expect(refused.status).toBe(503);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // A wait longer than the timeout is refused too.
    const slow = gate.run(() => sleep(700));
    const late = await gate
      .run(() => Promise.resolve('never'))
      .catch((e: { status: number }) => e.status);
    expect(late).toBe(503);
    await slow;
  });
});

describe.each(BACKENDS)('login flood on %s', (backend) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(
      backend,
      {
        // Hashes at the production cost: the queue fills only while each one takes its time.
        passwordHashLogN: SCRYPT.logN,
        hashConcurrency: 1,
        hashQueue: 1,
        hashTimeoutMs: 10_000,
        loginMaxSuccessesPerAccount: 3,
        loginMaxSuccessesPerIp: 100,
        loginSuccessWindowSeconds: 60,
      },
      // The flood's unknown emails cost a production hash each; the demo accounts' logins, which
      // only count towards the success limit, are checked at the cost their hashes were stored with.
      { accountsAtTestCost: true },
    );
  });
  afterAll(async () => {
    await s?.stop();
  });

  it('answers logins beyond the hash queue with 503, Retry-After and the contract message', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => s.api('/login', wrong(`banjir${i}@apifutsal.id`))),
    );
    const codes = answers.map((r) => r.status);
    // One hashing, one waiting: the rest are refused at once, without a hash.
    expect(codes.filter((c) => c === 401).length).toBeLessThanOrEqual(4);
    expect(codes.filter((c) => c === 503).length).toBeGreaterThanOrEqual(4);
    expect(codes.every((c) => c === 401 || c === 503)).toBe(true);
    // A login refused before its password was checked does not count as a failure.
    const counted = await s.db.query("SELECT 1 FROM login_failures WHERE key LIKE 'pair:banjir%'");
    expect(counted).toHaveLength(codes.filter((c) => c === 401).length);
    const busy = answers.find((r) => r.status === 503)!;
    expect(Number(busy.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(((await busy.json()) as { message: string }).message).toMatch(
      /^Server sedang sibuk memproses login\. Coba lagi dalam \d+ detik\.$/,
    );
  });

  it('limits successful logins per account at a rate no person reaches (429 with Retry-After)', async () => {
    for (let i = 0; i < 3; i++)
      expect((await s.api('/login', { method: 'POST', json: MEMBER })).status).toBe(200);
    const res = await s.api('/login', { method: 'POST', json: MEMBER });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await res.json()) as { message: string }).message).toMatch(
      /^Terlalu sering login\. Coba lagi dalam/,
    );
    // Other accounts are not affected.
    expect((await s.api('/login', { method: 'POST', json: ADMIN })).status).toBe(200);
  });
});

describe.each(BACKENDS)('an anonymous client cannot lock the admin out on %s', (backend) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(backend, {
      // Clients are told apart by X-Forwarded-For behind one trusted proxy (this test).
      trustProxy: 1,
      loginMaxFailuresPerEmail: 3,
      loginMaxFailuresPerIp: 6,
      loginMaxFailuresPerAccount: 8,
      loginWindowSeconds: 60,
    });
  });
  afterAll(async () => {
    await s?.stop();
  });
  const from = (ip: string) => ({ 'x-forwarded-for': ip });

  it('a guessing client gets 429, while the admin still logs in from another client', async () => {
    const attacker = from('198.51.100.7');
    for (let i = 0; i < 3; i++)
      expect((await s.api('/login', wrong(ADMIN.email, attacker))).status).toBe(401);
    const blocked = await s.api('/login', wrong(ADMIN.email, attacker));
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    // Even the right password from the guessing client waits.
    expect((await s.api('/login', { method: 'POST', headers: attacker, json: ADMIN })).status).toBe(
      429,
    );
    // The admin, elsewhere, is not locked out.
    expect(
      (await s.api('/login', { method: 'POST', headers: from('203.0.113.10'), json: ADMIN }))
        .status,
    ).toBe(200);
  });

  it('a client guessing across accounts is stopped by its address limit', async () => {
    const attacker = from('198.51.100.8');
    const codes: number[] = [];
    for (let i = 0; i < 7; i++)
      codes.push((await s.api('/login', wrong(`orang${i}@apifutsal.id`, attacker))).status);
    expect(codes).toEqual([401, 401, 401, 401, 401, 401, 429]);
  });

  it('past the account ceiling (a distributed attack), a known device still logs in; an unknown one waits', async () => {
    // The admin logs in once from a laptop: it receives a device cookie.
    const laptop = await s.api('/login', {
      method: 'POST',
      headers: from('203.0.113.20'),
      json: ADMIN,
    });
    expect(laptop.status).toBe(200);
    const setCookie = laptop.headers.get('set-cookie')!;
    expect(setCookie).toMatch(/^apifutsal_device_[0-9a-f]{12}=[\w-]+\.[\w-]+; /);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Strict');
    const cookie = setCookie.split(';')[0]!;
    // Eight addresses, two guesses each: the account's ceiling (8) is reached.
    for (let i = 0; i < 8; i++) await s.api('/login', wrong(ADMIN.email, from(`192.0.2.${i + 1}`)));
    const unknown = await s.api('/login', {
      method: 'POST',
      headers: from('203.0.113.30'),
      json: ADMIN,
    });
    expect(unknown.status).toBe(429);
    // The laptop, from a new network even, still gets in.
    const known = await s.api('/login', {
      method: 'POST',
      headers: { ...from('203.0.113.31'), cookie },
      json: ADMIN,
    });
    expect(known.status).toBe(200);
    // A forged or another account's cookie is no pass.
    const forged = await s.api('/login', {
      method: 'POST',
      headers: {
        ...from('203.0.113.32'),
        cookie: cookie.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
      },
      json: ADMIN,
    });
    expect(forged.status).toBe(429);
  });
});

describe('TRUST_PROXY', () => {
  it('takes a hop count or a list of addresses, never "all"', () => {
    expect(trustProxyFromEnv(undefined)).toBe(false);
    expect(trustProxyFromEnv('0')).toBe(false);
    expect(trustProxyFromEnv('1')).toBe(1);
    expect(trustProxyFromEnv('10.0.0.5, 10.0.1.0/24')).toEqual(['10.0.0.5', '10.0.1.0/24']);
    for (const all of ['true', 'all', '*'])
      expect(() => trustProxyFromEnv(all)).toThrow(/every X-Forwarded-For hop/);
    expect(() => trustProxyFromEnv('loadbalancer')).toThrow(/not an IP address/);
  });

  it.each([
    ['a hop count', 1],
    ['a list of proxies', ['127.0.0.1']],
  ] as const)(
    'with %s, forged left-most X-Forwarded-For addresses do not escape the per-address limit',
    async (_name, trustProxy) => {
      const s = await startTestServer('pglite', {
        trustProxy: trustProxy as number | string[],
        loginMaxFailuresPerIp: 4,
        loginMaxFailuresPerEmail: 0,
        loginMaxFailuresPerAccount: 0,
      });
      try {
        const codes: number[] = [];
        for (let i = 0; i < 6; i++) {
          // The client forges a new address each time; the load balancer appends the real one.
          const res = await s.api(
            '/login',
            wrong(`orang${i}@apifutsal.id`, { 'x-forwarded-for': `10.9.9.${i}, 198.51.100.99` }),
          );
          codes.push(res.status);
        }
        expect(codes).toEqual([401, 401, 401, 401, 429, 429]);
      } finally {
        await s.stop();
      }
    },
  );
});

describe('demo accounts and configured passwords', () => {
  it(
    'production mode on a fresh directory creates no demo account; a configured admin is created, and a changed ADMIN_PASSWORD takes effect on restart',
    { timeout: 600_000 },
    async () => {
      // A new database without tables or accounts: the server migrates and seeds it, as on a first
      // deployment (a copy of a just-created one; every run's global setup creates one from nothing).
      const storage = newStorage('pglite', 'empty');
      try {
        const prod = await spawnServer({
          ...storage.env,
          NODE_ENV: 'production',
          LOG_LEVEL: 'info',
        });
        const api = apiClient(prod.apiUrl);
        expect((await api('/login', { method: 'POST', json: ADMIN })).status).toBe(401);
        expect((await api('/login', { method: 'POST', json: MEMBER })).status).toBe(401);
        prod.child.kill('SIGTERM');
        await prod.exited;

        const first = await spawnServer({
          ...storage.env,
          NODE_ENV: 'production',
          ADMIN_PASSWORD: 'rahasia-pertama-1',
        });
        const a1 = apiClient(first.apiUrl);
        const login = (password: string) =>
          a1('/login', { method: 'POST', json: { email: ADMIN.email, password } });
        expect((await login('rahasia-pertama-1')).status).toBe(200);
        expect((await login(ADMIN.password)).status).toBe(401);
        first.child.kill('SIGTERM');
        await first.exited;

        const second = await spawnServer({
          ...storage.env,
          NODE_ENV: 'production',
          ADMIN_PASSWORD: 'rahasia-kedua-2',
        });
        const a2 = apiClient(second.apiUrl);
        const login2 = (password: string) =>
          a2('/login', { method: 'POST', json: { email: ADMIN.email, password } });
        expect((await login2('rahasia-kedua-2')).status).toBe(200);
        expect((await login2('rahasia-pertama-1')).status).toBe(401);
        second.child.kill('SIGTERM');
        await second.exited;
      } finally {
        await storage.cleanup();
      }
    },
  );

  it(
    'npm run user -- set-password changes a password and revokes its sessions',
    { timeout: 300_000 },
    async () => {
      const storage = newStorage('pglite');
      try {
        let s = await startServer({
          ...storage.options,
          port: 0,
          logLevel: 'silent',
          staticDir: '/nonexistent',
          passwordHashLogN: TEST_HASH_LOG_N,
        });
        const token = (
          (await (await apiClient(s.apiUrl)('/login', { method: 'POST', json: ADMIN })).json()) as {
            token: string;
          }
        ).token;
        await s.close();
        const run = spawnSync(
          process.execPath,
          [...CHILD_NODE_OPTIONS, '--import', 'tsx', 'server/user.ts', 'set-password', ADMIN.email],
          {
            cwd: ROOT_DIR,
            env: { ...process.env, ...storage.env },
            input: 'kata-sandi-baru-9\n',
            encoding: 'utf8',
          },
        );
        expect(run.stdout).toContain(`password of ${ADMIN.email} changed`);
        expect(run.status).toBe(0);
        s = await startServer({
          ...storage.options,
          port: 0,
          logLevel: 'silent',
          staticDir: '/nonexistent',
          passwordHashLogN: TEST_HASH_LOG_N,
        });
        const api = apiClient(s.apiUrl);
        expect((await api('/login', { method: 'POST', json: ADMIN })).status).toBe(401);
        expect(
          (
            await api('/login', {
              method: 'POST',
              json: { email: ADMIN.email, password: 'kata-sandi-baru-9' },
            })
          ).status,
        ).toBe(200);
        expect((await api('/user', { token })).status).toBe(401);
        await s.close();
      } finally {
        await storage.cleanup();
      }
    },
  );

  it(
    'development mode creates the demo accounts and says so in its log',
    { timeout: 300_000 },
    async () => {
      const storage = newStorage('pglite');
      const child = spawn(
        process.execPath,
        [...CHILD_NODE_OPTIONS, '--import', 'tsx', 'server/main.ts'],
        {
          cwd: ROOT_DIR,
          env: {
            ...process.env,
            ...storage.env,
            NODE_ENV: 'development',
            PORT: '0',
            HOST: '127.0.0.1',
            LOG_LEVEL: 'warn',
            STATIC_DIR: '/nonexistent',
          },
          stdio: ['ignore', 'pipe', 'inherit'],
        },
      );
      try {
        let out = '';
        const url = await new Promise<string>((resolve, reject) => {
          child.stdout.on('data', (d: Buffer) => {
            out += d.toString();
            const m = /listening on (http:\/\/\S+)/.exec(out);
            if (m) resolve(m[1]!);
          });
          child.once('close', () => reject(new Error(`exited before listening: ${out}`)));
        });
        expect(out).toMatch(/created the demo accounts with their published passwords/);
        const api = apiClient(`${url}/api`);
        expect((await api('/login', { method: 'POST', json: ADMIN })).status).toBe(200);
      } finally {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
        await storage.cleanup();
      }
    },
  );
});

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

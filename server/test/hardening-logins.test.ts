/**
 * Logins under attack: a bounded password-hashing queue, floods from one or many
 * addresses, an anonymous client trying to lock the admin out, and which proxy
 * hops the server believes for a client's address.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { trustProxyFromEnv } from '../config.ts';
import { HashGate, SCRYPT } from '../passwords.ts';
import { ADMIN, BACKENDS, MEMBER, sleep, startTestServer, type TestServer } from './harness.ts';

// Every login costs a deliberate password hash, and these tests run many, also on a busy machine.
vi.setConfig({ testTimeout: 300_000, hookTimeout: 300_000 });

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

  it('sends Strict-Transport-Security only when the trusted proxy says the request came over HTTPS', async () => {
    const overTls = { 'x-forwarded-proto': 'https' };
    for (const path of ['/articles/1', '/articles/999999', '/tidak-ada']) {
      const plain = await s.api(path);
      expect(plain.headers.get('strict-transport-security'), path).toBeNull();
      expect(plain.headers.get('x-content-type-options'), path).toBe('nosniff');
      const tls = await s.api(path, { headers: overTls });
      expect(tls.headers.get('strict-transport-security'), path).toBe(
        'max-age=31536000; includeSubDomains',
      );
    }
    const http = await s.api('/articles/1', { headers: { 'x-forwarded-proto': 'http' } });
    expect(http.headers.get('strict-transport-security')).toBeNull();
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

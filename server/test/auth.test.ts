import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, BACKENDS, MEMBER, startTestServer, type TestServer } from './harness.ts';

const UNAUTHORIZED = 'Sesi tidak valid atau sudah berakhir. Silakan login kembali.';
const wrong = (email: string) => ({ method: 'POST', json: { email, password: 'salah-total' } });

describe.each(BACKENDS)('token expiry on %s (idle 1.5 s, absolute 4 s)', (backend) => {
  let s: TestServer;
  // The server's clock: the tests move it forward instead of waiting.
  let now = Date.now();
  beforeAll(async () => {
    s = await startTestServer(backend, {
      tokenIdleSeconds: 1.5,
      tokenAbsoluteSeconds: 4,
      clock: () => now,
    });
  });
  afterAll(async () => {
    await s?.stop();
  });

  it('a token left unused longer than the idle expiry gets 401', async () => {
    const token = await s.login(MEMBER);
    expect((await s.api('/user', { token })).status).toBe(200);
    now += 1_800;
    const res = await s.api('/user', { token });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: UNAUTHORIZED });
  });

  it('use keeps a token alive, but never past the absolute expiry', async () => {
    const token = await s.login(ADMIN);
    const started = now;
    // Used every 0.5 s: the idle expiry never strikes...
    while (now - started < 3_000) {
      expect((await s.api('/user', { token })).status).toBe(200);
      now += 500;
    }
    // ...but 4 s after login it is over, however recently it was used.
    while (now - started < 4_300) now += 100;
    expect((await s.api('/user', { token })).status).toBe(401);
    expect((await s.api('/articles', { method: 'POST', token, json: { title: 'x' } })).status).toBe(
      401,
    );
  });
});

describe.each(BACKENDS)('failed-login rate limiting per email on %s (3 per 60 s)', (backend) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(backend, {
      loginMaxFailuresPerEmail: 3,
      loginMaxFailuresPerIp: 0,
      loginWindowSeconds: 60,
    });
  });
  afterAll(async () => {
    await s?.stop();
  });

  it('answers 429 with a message and Retry-After after 3 failures, even for the right password', async () => {
    const firstFailure = Date.now();
    for (let i = 0; i < 3; i++)
      expect((await s.api('/login', wrong(ADMIN.email))).status).toBe(401);
    const res = await s.api('/login', { method: 'POST', json: ADMIN });
    expect(res.status).toBe(429);
    // The limit lifts 60 s after the first failure (each failed check takes a password hash:
    // seconds on a busy machine).
    const retryAfter = Number(res.headers.get('retry-after'));
    const elapsed = (Date.now() - firstFailure) / 1000;
    expect(retryAfter).toBeGreaterThanOrEqual(Math.floor(60 - elapsed));
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(((await res.json()) as { message: string }).message).toMatch(
      /^Terlalu banyak percobaan login yang gagal\. Coba lagi dalam (\d+ detik|1 menit)\.$/,
    );
    // The limit is per email: another account still logs in.
    expect((await s.api('/login', { method: 'POST', json: MEMBER })).status).toBe(200);
  });

  it('a successful login forgives the earlier failures of that email', async () => {
    for (let i = 0; i < 2; i++)
      expect((await s.api('/login', wrong(MEMBER.email))).status).toBe(401);
    expect((await s.api('/login', { method: 'POST', json: MEMBER })).status).toBe(200);
    for (let i = 0; i < 2; i++)
      expect((await s.api('/login', wrong(MEMBER.email))).status).toBe(401);
    expect((await s.api('/login', { method: 'POST', json: MEMBER })).status).toBe(200);
  });

  it('holds under a parallel burst: at most 3 attempts are checked, the rest get 429', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 8 }, () =>
        s.api('/login', wrong('burst@apifutsal.id')).then((r) => r.status),
      ),
    );
    expect(statuses.filter((c) => c === 401)).toHaveLength(3);
    expect(statuses.filter((c) => c === 429)).toHaveLength(5);
  });
});

describe.each(BACKENDS)('failed-login rate limiting per address on %s (4 per 25 s)', (backend) => {
  let s: TestServer;
  // The server's clock: the test moves it past the window instead of waiting.
  let now = Date.now();
  beforeAll(async () => {
    s = await startTestServer(backend, {
      loginMaxFailuresPerEmail: 0,
      loginMaxFailuresPerIp: 4,
      loginWindowSeconds: 25,
      clock: () => now,
    });
  });
  afterAll(async () => {
    await s?.stop();
  });

  it('answers 429 after 4 failures from one address whatever the email, and lifts after the window', async () => {
    const first = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        s.api('/login', wrong(`orang${i}@apifutsal.id`)).then((r) => r.status),
      ),
    );
    expect(first).toEqual([401, 401, 401, 401]);
    const res = await s.api('/login', { method: 'POST', json: ADMIN });
    expect(res.status).toBe(429);
    expect(((await res.json()) as { message: string }).message).toMatch(
      /^Terlalu banyak percobaan login yang gagal\. Coba lagi dalam ([1-9]|1\d|2[0-5]) detik\.$/,
    );
    now += Number(res.headers.get('retry-after')) * 1000 + 200;
    expect((await s.api('/login', { method: 'POST', json: ADMIN })).status).toBe(200);
  });
});

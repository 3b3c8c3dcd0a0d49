import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../users.ts';
import { issueLoginLink } from '../login-links.ts';
import {
  ADMIN,
  BACKENDS,
  TEST_HASH_LOG_N,
  contractValidator,
  errorExamples,
  startTestServer,
  type TestServer,
} from './harness.ts';

const validError = contractValidator('Error');
const messageOf = async (res: Response) => ((await res.json()) as { message: string }).message;
const from = (ip: string) => ({ 'x-forwarded-for': ip });

describe.each(BACKENDS)('DELETE /user on %s', (backend) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(backend, {
      trustProxy: 1,
      // Three wrong passwords per account and client, as for logins.
      loginMaxFailuresPerEmail: 3,
      loginWindowSeconds: 60,
      // One hash at a time and no queue: the 503 case holds the one slot.
      hashConcurrency: 1,
      hashQueue: 0,
    });
  });
  afterAll(async () => {
    await s?.stop();
  });

  let n = 0;
  /** A new member, registered from `ip`: its email, password and token. */
  const member = async (ip = '192.0.2.10') => {
    const account = {
      name: `Anggota Hapus ${++n}`,
      email: `hapus${n}@contoh.id`,
      password: `password-hapus-${n}`,
    };
    const res = await s.api('/register', { method: 'POST', json: account, headers: from(ip) });
    expect(res.status).toBe(201);
    return { ...account, token: ((await res.json()) as { token: string }).token };
  };
  const remove = (token: string | undefined, json: unknown, ip = '192.0.2.10') =>
    s.api('/user', { method: 'DELETE', token, json, headers: from(ip) });
  const login = (email: string, password: string, ip = '192.0.2.10') =>
    s.api('/login', { method: 'POST', json: { email, password }, headers: from(ip) });

  it('deletes the account and what is kept for it; every session ends, the old password no longer logs in, the email is free again', async () => {
    const m = await member();
    const second = ((await (await login(m.email, m.password)).json()) as { token: string }).token;
    expect(await issueLoginLink(s.db, m.email)).toBeTruthy();

    const res = await remove(m.token, { password: m.password });
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    // The browser that asked forgets the account's device cookie.
    expect(res.headers.get('set-cookie')).toMatch(
      /^apifutsal_device_[0-9a-f]{12}=; Max-Age=0; Path=\/api\/login; HttpOnly; SameSite=Strict$/,
    );
    // Nothing of it is left: no account, no session, no login link, no row in the login limits.
    expect(await s.db.query('SELECT 1 FROM users WHERE email = $1', [m.email])).toHaveLength(0);
    expect(
      await s.db.query(
        'SELECT 1 FROM sessions s LEFT JOIN users u ON u.id = s.user_id WHERE u.id IS NULL',
      ),
    ).toHaveLength(0);
    expect(
      await s.db.query('SELECT 1 FROM meta WHERE strpos(value, $1) > 0', [m.email]),
    ).toHaveLength(0);
    expect(
      await s.db.query('SELECT key FROM login_failures WHERE strpos(key, $1) > 0', [m.email]),
    ).toEqual([]);
    for (const token of [m.token, second]) {
      const me = await s.api('/user', { token });
      expect(me.status).toBe(401);
      expect(await messageOf(me)).toBe(errorExamples('Unauthorized').unauthorized);
    }
    expect((await login(m.email, m.password)).status).toBe(401);
    // The email registers again: a new account, with a new password.
    const again = await s.api('/register', {
      method: 'POST',
      json: { name: 'Pemilik Baru', email: m.email, password: 'password-baru-1' },
      headers: from('192.0.2.11'),
    });
    expect(again.status).toBe(201);
  });

  it('a wrong password is 403 with the contract message, changes nothing and keeps the session; it counts as a failed login (429 for the delete and the login from that client)', async () => {
    const m = await member('198.51.100.20');
    const ip = '198.51.100.20';
    for (let i = 0; i < 3; i++) {
      const res = await remove(m.token, { password: 'bukan-password-ini' }, ip);
      expect(res.status).toBe(403);
      const body = await res.json();
      expect(validError(body)).toEqual([]);
      expect(body).toEqual({ message: 'Password salah. Akun tidak dihapus.' });
      // Still signed in: a wrong password is not a 401.
      expect((await s.api('/user', { token: m.token })).status).toBe(200);
    }
    // The fourth try from that client is refused before any check, even with the right password.
    const limited = await remove(m.token, { password: m.password }, ip);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await messageOf(limited)).toMatch(/^Terlalu banyak percobaan login yang gagal\./);
    expect((await login(m.email, m.password, ip)).status).toBe(429);
    // Another client is not held by this one's failures.
    expect((await remove(m.token, { password: m.password }, '198.51.100.21')).status).toBe(204);
  });

  it('refuses a missing or invalid body with 400 naming the field, and a missing or unknown token with 401; nothing is deleted', async () => {
    const m = await member();
    for (const [json, message] of [
      [{}, 'password: wajib diisi.'],
      [{ password: '' }, 'password: wajib diisi.'],
      [{ password: m.password, extra: 1 }, 'extra: tidak dikenal.'],
      [undefined, 'body: wajib diisi.'],
    ] as const) {
      const res = await remove(m.token, json);
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(await messageOf(res)).toBe(message);
    }
    expect((await remove(undefined, { password: m.password })).status).toBe(401);
    expect((await remove('0'.repeat(64), { password: m.password })).status).toBe(401);
    expect((await s.api('/user', { token: m.token })).status).toBe(200);
  });

  it('answers 503 with Retry-After when the hashing queue is full, as a login does; the account stays', async () => {
    const m = await member('203.0.113.30');
    // An address that failed lately waits in the lane that a full queue refuses.
    expect((await remove(m.token, { password: 'salah-sekali' }, '203.0.113.30')).status).toBe(403);
    let release!: () => void;
    const held = s.app.hashGate.run(() => new Promise<void>((r) => (release = r)), {
      lane: 'device',
    });
    try {
      const res = await remove(m.token, { password: m.password }, '203.0.113.30');
      expect(res.status).toBe(503);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(await messageOf(res)).toMatch(/^Server sedang sibuk memproses login\./);
    } finally {
      release();
      await held;
    }
    expect((await s.api('/user', { token: m.token })).status).toBe(200);
  });

  it("an admin's account goes but their articles stay; the last admin is refused with 409 and stays signed in", async () => {
    const second = {
      name: 'Admin Kedua',
      email: 'admin.kedua@contoh.id',
      password: 'admin-kedua-1',
    };
    expect(await createUser(s.db, { ...second, role: 'admin' }, TEST_HASH_LOG_N)).toBe(true);
    const token = ((await (await login(second.email, second.password)).json()) as { token: string })
      .token;
    const created = await s.api('/articles', {
      method: 'POST',
      token,
      json: { title: 'Tulisan Admin Kedua', author: second.name },
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    expect((await remove(token, { password: second.password })).status).toBe(204);
    const article = await s.api(`/articles/${id}`);
    expect(article.status).toBe(200);
    expect(await article.json()).toMatchObject({
      title: 'Tulisan Admin Kedua',
      author: second.name,
    });

    // Now the demo admin is the only one.
    const admin = await s.login(ADMIN);
    const last = await remove(admin, { password: ADMIN.password });
    expect(last.status).toBe(409);
    expect(await messageOf(last)).toBe('Akun admin terakhir tidak dapat dihapus.');
    expect((await s.api('/user', { token: admin })).status).toBe(200);
  });
});

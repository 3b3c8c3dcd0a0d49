import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../app.ts';
import { ROOT_DIR } from '../config.ts';
import { issueLoginLink } from '../login-links.ts';
import {
  ADMIN,
  BACKENDS,
  CHILD_NODE_OPTIONS,
  newStorage,
  serverOptions,
  startTestServer,
  type TestServer,
} from './harness.ts';

const wrong = { email: ADMIN.email, password: 'salah-total' };

describe.each(BACKENDS)('a one-time login link on %s', (backend) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(backend, {
      trustProxy: 1,
      loginMaxFailuresPerEmail: 2,
      loginMaxFailuresPerAccount: 3,
    });
  });
  afterAll(async () => {
    await s?.stop();
  });
  const login = (ip: string, headers: Record<string, string> = {}, json: unknown = ADMIN) =>
    s.api('/login', { method: 'POST', headers: { 'x-forwarded-for': ip, ...headers }, json });
  const link = (token: string, method = 'GET') =>
    fetch(`${s.url}/login/link/${token}`, {
      method,
      redirect: 'manual',
      headers: method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {},
      body: method === 'POST' ? '' : undefined,
    });

  it('lets the owner in from a new browser after failures spread over many addresses locked the account', async () => {
    // Failures from three addresses reach the account's ceiling: a new browser waits.
    for (const ip of ['192.0.2.1', '192.0.2.2', '192.0.2.3'])
      expect((await login(ip, {}, wrong)).status).toBe(401);
    const locked = await login('203.0.113.40');
    expect(locked.status).toBe(429);

    const token = (await issueLoginLink(s.db, ADMIN.email))!;
    // Opening the link only shows what it does (a link preview cannot use it up).
    for (let i = 0; i < 2; i++) {
      const shown = await link(token);
      expect(shown.status).toBe(200);
      expect(shown.headers.get('content-type')).toMatch(/^text\/html/);
      expect(shown.headers.get('content-security-policy')).toMatch(/form-action 'self'/);
      expect(shown.headers.get('cache-control')).toBe('no-store');
      const html = await shown.text();
      expect(html).toContain('<html lang="id">');
      expect(html).toContain('<form method="post">');
      expect(html).toContain('Percayai browser ini dan lanjut ke login');
    }
    // Confirmed: the browser gets the account's device cookie and goes to the login page.
    const used = await link(token, 'POST');
    expect(used.status).toBe(303);
    expect(used.headers.get('location')).toBe('/login');
    const setCookie = used.headers.get('set-cookie')!;
    expect(setCookie).toMatch(/^apifutsal_device_[0-9a-f]{12}=[\w-]+\.[\w-]+; /);
    expect(setCookie).toContain('Path=/api/login');
    expect(setCookie).toContain('HttpOnly');
    const cookie = setCookie.split(';')[0]!;
    expect((await login('203.0.113.40', { cookie })).status).toBe(200);
    // The password is still needed.
    expect((await login('203.0.113.41', { cookie }, wrong)).status).toBe(401);

    // Once only.
    expect((await link(token, 'POST')).status).toBe(404);
    const gone = await link(token);
    expect(gone.status).toBe(404);
    expect(await gone.text()).toContain('Tautan login tidak berlaku');
  });

  it('refuses expired, unknown and malformed links, and links for no account', async () => {
    const expired = (await issueLoginLink(s.db, ADMIN.email, 1, Date.now() - 120_000))!;
    expect((await link(expired)).status).toBe(404);
    expect((await link(expired, 'POST')).status).toBe(404);
    expect((await link('A'.repeat(43))).status).toBe(404);
    expect((await link('tidak-valid')).status).toBe(404);
    expect(await issueLoginLink(s.db, 'tidak.ada@contoh.id')).toBeNull();
  });
});

describe('npm run user -- login-link', () => {
  it('prints a link that works once the server runs', { timeout: 120_000 }, async () => {
    const storage = newStorage('pglite');
    try {
      // The first start creates the accounts; the command needs the server stopped (PGlite).
      let s = await startServer(serverOptions(storage));
      await s.close();
      const run = spawnSync(
        process.execPath,
        [
          ...CHILD_NODE_OPTIONS,
          '--import',
          'tsx',
          'server/user.ts',
          'login-link',
          ADMIN.email,
          '--minutes',
          '5',
          '--url',
          'https://situs.example/',
        ],
        { cwd: ROOT_DIR, env: { ...process.env, ...storage.env }, encoding: 'utf8' },
      );
      expect(run.status).toBe(0);
      const url = run.stdout.trim();
      expect(url).toMatch(/^https:\/\/situs\.example\/login\/link\/[\w-]{43}$/);
      expect(run.stderr).toContain('valid 5 min');
      s = await startServer(serverOptions(storage));
      try {
        const res = await fetch(`${s.url}${new URL(url).pathname}`);
        expect(res.status).toBe(200);
      } finally {
        await s.close();
      }
    } finally {
      await storage.cleanup();
    }
  });
});

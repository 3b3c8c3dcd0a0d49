import { createHash } from 'node:crypto';
import { SCRYPT } from '../../passwords.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  errorExamples,
  MEMBER,
  startTestServer,
  type Backend,
  type TestServer,
} from '../harness.ts';
import { validLogin, validUser, UNAUTHORIZED, errorOf, input, type ApiContext } from './shared.ts';

/** The reference API: POST /login, GET /user, POST /logout, and paths the contract does not have. */
export function authCases(context: () => ApiContext, backend: Backend): void {
  let s: TestServer;
  let admin: string;
  let member: string;
  beforeAll(() => {
    ({ s, admin, member } = context());
  });

  describe('POST /login', () => {
    it("answers an invalid body with the contract's login examples, naming the login field", async () => {
      const examples = errorExamples('LoginBadRequest');
      const login = (json: unknown) => s.api('/login', { method: 'POST', json });
      expect(await errorOf(await login({ email: 'bukan-email', password: 'x' }), 400)).toBe(
        examples.invalid,
      );
      expect(await errorOf(await login({ email: 'a@apifutsal.id', password: '' }), 400)).toBe(
        examples.missingPassword,
      );
    });

    it('answers the user and an opaque 256-bit token for the demo admin and member', async () => {
      const res = await s.api('/login', { method: 'POST', json: ADMIN });
      expect(res.status).toBe(200);
      const body = (await res.json()) as { user: unknown; token: string };
      expect(validLogin(body)).toEqual([]);
      expect(body.user).toEqual({
        name: 'Admin Futsal',
        email: 'admin@apifutsal.id',
        role: 'admin',
        membership: 'basic',
      });
      expect(body.token).toMatch(/^[0-9a-f]{64}$/);

      const m = (await (await s.api('/login', { method: 'POST', json: MEMBER })).json()) as {
        user: unknown;
      };
      expect(m.user).toEqual({
        name: 'Rizky Pratama',
        email: 'pelatih@apifutsal.id',
        role: 'user',
        membership: 'basic',
      });
    });

    it('treats the email case-insensitively', async () => {
      const res = await s.api('/login', {
        method: 'POST',
        json: { email: 'ADMIN@ApiFutsal.id', password: ADMIN.password },
      });
      expect(res.status).toBe(200);
    });

    it('answers 401 with the contract message for a wrong password or an unknown email', async () => {
      const wrong = await s.api('/login', {
        method: 'POST',
        json: { email: ADMIN.email, password: 'salah-total' },
      });
      expect(await errorOf(wrong, 401)).toBe('Email atau password salah.');
      const unknown = await s.api('/login', {
        method: 'POST',
        json: { email: 'siapa@apifutsal.id', password: 'x' },
      });
      expect(await errorOf(unknown, 401)).toBe('Email atau password salah.');
    });

    it('answers 400 naming the field for invalid bodies', async () => {
      const cases: [unknown, string][] = [
        [{ email: ADMIN.email }, 'password: wajib diisi.'],
        [{ password: 'x' }, 'email: wajib diisi.'],
        [{ email: 'bukan-email', password: 'x' }, 'email: harus alamat email yang valid.'],
        [{ email: ADMIN.email, password: '' }, 'password: wajib diisi.'],
        [{ email: ADMIN.email, password: 123 }, 'password: harus berupa teks.'],
        [{ email: ADMIN.email, password: 'x', role: 'admin' }, 'role: tidak dikenal.'],
        [[], 'body: harus berupa objek.'],
      ];
      for (const [json, message] of cases) {
        expect(
          await errorOf(await s.api('/login', { method: 'POST', json }), 400),
          JSON.stringify(json),
        ).toBe(message);
      }
    });

    it('answers 400 for a body that is not JSON', async () => {
      const broken = await s.api('/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"email":',
      });
      expect(await errorOf(broken, 400)).toBe('body: JSON tidak valid.');
      const text = await s.api('/login', {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: 'admin',
      });
      expect(await errorOf(text, 400)).toMatch(/^body: /);
    });

    describe('on a server at the production password cost', () => {
      // What a deployed server stores (the other tests' server hashes at the test cost).
      let deployed: TestServer;
      let token: string;
      beforeAll(async () => {
        deployed = await startTestServer(backend, { passwordHashLogN: SCRYPT.logN });
        token = await deployed.login(ADMIN);
      });
      afterAll(async () => {
        await deployed?.stop();
      });

      it('stores passwords only as scrypt hashes and tokens only as SHA-256', async () => {
        const users = await deployed.db.query<{ password_hash: string }>(
          'SELECT password_hash FROM users',
        );
        expect(users).toHaveLength(2);
        for (const u of users)
          expect(u.password_hash).toMatch(
            /^scrypt\$17\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{88}$/,
          );
        expect(users[0]!.password_hash).not.toBe(users[1]!.password_hash);
        const sessions = await deployed.db.query<{ token_hash: string }>(
          'SELECT token_hash FROM sessions',
        );
        const hashes = sessions.map((r) => r.token_hash);
        expect(hashes).not.toContain(token);
        expect(hashes).toContain(createHash('sha256').update(token).digest('hex'));
      });
    });
  });

  describe('GET /user and POST /logout', () => {
    it('answers the current user for a valid token', async () => {
      const res = await s.api('/user', { token: member });
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(validUser(body)).toEqual([]);
      expect(body).toEqual({
        name: 'Rizky Pratama',
        email: 'pelatih@apifutsal.id',
        role: 'user',
        membership: 'basic',
      });
    });

    it('answers 401 without a token, with an unknown token or a malformed header', async () => {
      expect(await errorOf(await s.api('/user'), 401)).toBe(UNAUTHORIZED);
      expect(await errorOf(await s.api('/user', { token: 'f'.repeat(64) }), 401)).toBe(
        UNAUTHORIZED,
      );
      expect(await errorOf(await s.api('/user', { headers: { authorization: admin } }), 401)).toBe(
        UNAUTHORIZED,
      );
      expect(
        await errorOf(await s.api('/user', { headers: { authorization: `Basic ${admin}` } }), 401),
      ).toBe(UNAUTHORIZED);
      expect(await errorOf(await s.api('/logout', { method: 'POST' }), 401)).toBe(UNAUTHORIZED);
    });

    it('logout answers 204 and revokes only that token', async () => {
      const token = await s.login(MEMBER);
      const other = await s.login(MEMBER);
      const res = await s.api('/logout', { method: 'POST', token });
      expect(res.status).toBe(204);
      expect(await res.text()).toBe('');
      expect(await errorOf(await s.api('/user', { token }), 401)).toBe(UNAUTHORIZED);
      expect(await errorOf(await s.api('/logout', { method: 'POST', token }), 401)).toBe(
        UNAUTHORIZED,
      );
      expect((await s.api('/user', { token: other })).status).toBe(200);
    });
  });
}

/** The reference API: paths and methods the contract does not have, and a storage failure. */
export function otherCases(context: () => ApiContext): void {
  let s: TestServer;
  let admin: string;
  beforeAll(() => {
    ({ s, admin } = context());
  });

  describe('anything else', () => {
    it('answers 404 with an Error body for paths and methods the contract does not have', async () => {
      expect(await errorOf(await s.api('/health'), 404)).toBe('Alamat API tidak ditemukan.');
      expect(
        await errorOf(await s.api('/articles', { method: 'PATCH', token: admin, json: {} }), 404),
      ).toBe('Alamat API tidak ditemukan.');
      expect(await errorOf(await s.api('/users'), 404)).toBe('Alamat API tidak ditemukan.');
      expect((await s.api('/articles', { method: 'HEAD' })).status).toBe(404);
      expect((await s.api('/articles', { method: 'OPTIONS' })).status).toBe(404);
    });

    it('answers 500 without internals when storage fails', async () => {
      await s.db.query('ALTER TABLE articles RENAME TO articles_away');
      try {
        const res = await s.api('/articles', { method: 'POST', token: admin, json: input });
        const message = await errorOf(res, 500);
        expect(message).toBe('Terjadi kesalahan pada server.');
      } finally {
        await s.db.query('ALTER TABLE articles_away RENAME TO articles');
      }
      expect((await s.api('/articles', { method: 'POST', token: admin, json: input })).status).toBe(
        201,
      );
    });
  });
}

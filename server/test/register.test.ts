import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db.ts';
import { SCRYPT } from '../passwords.ts';
import { migrateBefore } from './migrate-before.ts';
import {
  ADMIN,
  BACKENDS,
  MEMBER,
  TEST_HASH_LOG_N,
  contractValidator,
  newStorage,
  startTestServer,
  type TestServer,
} from './harness.ts';

const validLoginResponse = contractValidator('LoginResponse');
const validUser = contractValidator('User');
const validError = contractValidator('Error');
const post = (json: unknown, headers?: Record<string, string>) => ({
  method: 'POST',
  json,
  headers,
});
/** Until `check` holds (the server's state moves on its own time). */
async function until(check: () => boolean, ms = 10_000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
}
const messageOf = async (res: Response) => ((await res.json()) as { message: string }).message;

describe.each(BACKENDS)('POST /register on %s', (backend) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(backend);
  });
  afterAll(async () => {
    await s?.stop();
  });

  it('creates a member (role user, membership basic), signed in at once with a working token', async () => {
    const res = await s.api(
      '/register',
      post({
        name: '  Dewi Lestari  ',
        // Pasted with white space around it: removed, as the contract says.
        email: '  Dewi.Lestari@Contoh.ID ',
        password: 'latihan-2026',
      }),
    );
    expect(res.status).toBe(201);
    expect(res.headers.get('set-cookie')).toMatch(/^apifutsal_device_[0-9a-f]+=/);
    const body = (await res.json()) as { user: unknown; token: string };
    expect(validLoginResponse(body)).toEqual([]);
    // The name without the white space around it, the email as every login finds it.
    expect(body.user).toEqual({
      name: 'Dewi Lestari',
      email: 'dewi.lestari@contoh.id',
      role: 'user',
      membership: 'basic',
    });
    const me = await s.api('/user', { token: body.token });
    expect(me.status).toBe(200);
    expect(await me.json()).toEqual(body.user);
    // And it logs in however it is typed.
    const again = await s.api(
      '/login',
      post({ email: ' DEWI.LESTARI@contoh.id  ', password: 'latihan-2026' }),
    );
    expect(again.status).toBe(200);
    expect(((await again.json()) as { user: unknown }).user).toEqual(body.user);
    // A member, not an admin: writing an article is refused.
    const write = await s.api('/articles', {
      method: 'POST',
      token: body.token,
      json: { title: 'x' },
    });
    expect(write.status).toBe(403);
    // The same password logs in, with any case of the email.
    const login = await s.api(
      '/login',
      post({ email: 'DEWI.lestari@contoh.id', password: 'latihan-2026' }),
    );
    expect(login.status).toBe(200);
    expect(((await login.json()) as { user: unknown }).user).toEqual(body.user);
  });

  it('stores the password hashed like every other account: scrypt at the server cost, never the password', async () => {
    const res = await s.api(
      '/register',
      post({ name: 'Budi Santoso', email: 'budi.santoso@contoh.id', password: 'rahasia-budi' }),
    );
    expect(res.status).toBe(201);
    const [row] = await s.db.query<{ password_hash: string; role: string }>(
      'SELECT password_hash, role FROM users WHERE email = $1',
      ['budi.santoso@contoh.id'],
    );
    expect(row!.role).toBe('user');
    expect(row!.password_hash).toMatch(
      new RegExp(
        `^scrypt\\$${TEST_HASH_LOG_N}\\$${SCRYPT.r}\\$${SCRYPT.p}\\$[A-Za-z0-9+/=]+\\$[A-Za-z0-9+/=]{86,88}$`,
      ),
    );
    expect(row!.password_hash).not.toContain('rahasia-budi');
  });

  it('refuses an email that has an account with 409 "Email already exists", whatever its case, and changes nothing', async () => {
    for (const email of [MEMBER.email, 'PELATIH@ApiFutsal.id', ADMIN.email]) {
      const res = await s.api(
        '/register',
        post({ name: 'Penyusup', email, password: 'password-baru' }),
      );
      expect(res.status).toBe(409);
      const body = await res.json();
      expect(validError(body)).toEqual([]);
      expect(body).toEqual({ message: 'Email already exists' });
    }
    // The existing accounts keep their name and password.
    const token = await s.login(MEMBER);
    expect(await (await s.api('/user', { token })).json()).toMatchObject({
      name: 'Rizky Pratama',
      role: 'user',
    });
    expect(
      (await s.api('/login', post({ email: MEMBER.email, password: 'password-baru' }))).status,
    ).toBe(401);
  });

  it('two registrations of one email at once: one account, the other gets 409', async () => {
    const body = { name: 'Agus Wijaya', email: 'agus@contoh.id', password: 'password-agus' };
    const codes = (
      await Promise.all([s.api('/register', post(body)), s.api('/register', post(body))])
    ).map((r) => r.status);
    expect(codes.sort()).toEqual([201, 409]);
    expect(
      await s.db.query('SELECT 1 FROM users WHERE email = $1', ['agus@contoh.id']),
    ).toHaveLength(1);
  });

  it.each([
    [
      'a password under 8 characters',
      { name: 'Rina', email: 'rina@contoh.id', password: 'pendek' },
      'password: minimal 8 karakter.',
    ],
    [
      'a password over 128 characters',
      { name: 'Rina', email: 'rina@contoh.id', password: 'x'.repeat(129) },
      'password: maksimal 128 karakter.',
    ],
    [
      'an email that is not an address',
      { name: 'Rina', email: 'rina-contoh.id', password: 'password-rina' },
      'email: harus alamat email yang valid.',
    ],
    [
      'a blank name',
      { name: '   ', email: 'rina@contoh.id', password: 'password-rina' },
      'name: wajib diisi.',
    ],
    [
      'an empty name',
      { name: '', email: 'rina@contoh.id', password: 'password-rina' },
      'name: wajib diisi.',
    ],
    [
      'a name over 80 characters',
      { name: 'R'.repeat(81), email: 'rina@contoh.id', password: 'password-rina' },
      'name: maksimal 80 karakter.',
    ],
    ['no name', { email: 'rina@contoh.id', password: 'password-rina' }, 'name: wajib diisi.'],
    [
      'a field the contract does not have',
      { name: 'Rina', email: 'rina@contoh.id', password: 'password-rina', role: 'admin' },
      'role: tidak dikenal.',
    ],
  ])('answers 400 naming the field for %s, and creates nothing', async (_, body, message) => {
    const res = await s.api('/register', post(body));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message });
    expect(
      await s.db.query('SELECT 1 FROM users WHERE email = $1', ['rina@contoh.id']),
    ).toHaveLength(0);
  });

  it('accepts the bounds themselves: an 80-character name, an 8- and a 128-character password', async () => {
    const a = await s.api(
      '/register',
      post({ name: 'N'.repeat(80), email: 'batas1@contoh.id', password: '12345678' }),
    );
    expect(a.status).toBe(201);
    const b = await s.api(
      '/register',
      post({ name: 'Batas', email: 'batas2@contoh.id', password: 'p'.repeat(128) }),
    );
    expect(b.status).toBe(201);
  });

  it('every account answers its membership: the demo admin and member are basic', async () => {
    for (const who of [ADMIN, MEMBER]) {
      const login = await s.api('/login', post(who));
      const { user, token } = (await login.json()) as {
        user: { membership: string };
        token: string;
      };
      expect(user.membership).toBe('basic');
      const me = await (await s.api('/user', { token })).json();
      expect(validUser(me)).toEqual([]);
      expect(me).toMatchObject({ membership: 'basic' });
    }
  });
});

describe.each(BACKENDS)('registration limits on %s', (backend) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(backend, {
      trustProxy: 1,
      registerMaxPerIp: 3,
      loginWindowSeconds: 60,
      loginMaxFailuresPerIp: 2,
      // One hashing slot and a short queue, which a test fills.
      hashConcurrency: 1,
      hashQueue: 4,
    });
  });
  afterAll(async () => {
    await s?.stop();
  });
  const from = (ip: string) => ({ 'x-forwarded-for': ip });
  const member = (n: number) => ({
    name: `Anggota ${n}`,
    email: `anggota${n}@contoh.id`,
    password: 'password-anggota',
  });

  it('limits registrations per address (created or refused alike) with 429, Retry-After and a message of its own', async () => {
    expect((await s.api('/register', post(member(1), from('203.0.113.7')))).status).toBe(201);
    expect((await s.api('/register', post(member(1), from('203.0.113.7')))).status).toBe(409);
    expect((await s.api('/register', post(member(2), from('203.0.113.7')))).status).toBe(201);
    const res = await s.api('/register', post(member(3), from('203.0.113.7')));
    expect(res.status).toBe(429);
    const retryAfter = Number(res.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await messageOf(res)).toMatch(
      /^Terlalu banyak pendaftaran dari alamat ini\. Coba lagi dalam (\d+ detik|1 menit)\.$/,
    );
    expect(
      await s.db.query('SELECT 1 FROM users WHERE email = $1', ['anggota3@contoh.id']),
    ).toHaveLength(0);
    // Another address still registers; and logging in is not a registration.
    expect((await s.api('/register', post(member(3), from('203.0.113.8')))).status).toBe(201);
    expect(
      (
        await s.api(
          '/login',
          post({ email: member(1).email, password: member(1).password }, from('203.0.113.7')),
        )
      ).status,
    ).toBe(200);
  });

  it('refuses a name with U+0000 or a lone surrogate with 400 before hashing, and counts each refusal', async () => {
    const ip = from('192.0.2.55');
    // The one hashing slot is busy: a registration that reached the hashing would wait for it.
    let release = () => {};
    const busy = s.app.hashGate.run(() => new Promise<void>((r) => (release = r)));
    for (const name of ['Budi\u0000', 'Budi \ud800', 'Budi \udc00'])
      expect(
        (await s.api('/register', post({ ...member(60), name }, ip))).status,
        JSON.stringify(name),
      ).toBe(400);
    expect(s.app.hashGate.load.other).toBe(0);
    release();
    await busy;
    // The three refusals used the address's three registrations.
    expect((await s.api('/register', post(member(60), ip))).status).toBe(429);
    expect(
      await s.db.query('SELECT 1 FROM users WHERE email = $1', [member(60).email]),
    ).toHaveLength(0);
  });

  it('lets a member who mistyped once in from a new browser while registrations fill the hashing queue', async () => {
    const ip = from('203.0.113.60');
    const typo = await s.api('/login', post({ ...MEMBER, password: 'salah-ketik' }, ip));
    expect(typo.status).toBe(401);
    // The one hashing slot is busy; four registrations from four addresses fill the queue.
    let release = () => {};
    const busy = s.app.hashGate.run(() => new Promise<void>((r) => (release = r)));
    const answered: number[] = [];
    const flood = [1, 2, 3, 4].map((i) =>
      s
        .api('/register', post(member(70 + i), from(`198.18.0.${i}`)))
        .then((r) => answered.push(r.status)),
    );
    await until(() => s.app.hashGate.load.other === 4);
    // The member's login takes a registration's place: that one is told to come back at once.
    const login = s.api('/login', post(MEMBER, ip));
    await until(() => answered.length === 1);
    expect(answered).toEqual([503]);
    // The login goes first once the slot is free.
    release();
    await busy;
    expect((await login).status).toBe(200);
    await Promise.all(flood);
    expect(answered).toEqual([503, 201, 201, 201]);
  });

  it('counts apart from failed logins: an address out of login attempts still registers', async () => {
    const ip = from('198.51.100.4');
    for (let i = 0; i < 2; i++)
      expect(
        (await s.api('/login', post({ email: ADMIN.email, password: 'salah' }, ip))).status,
      ).toBe(401);
    expect((await s.api('/login', post(ADMIN, ip))).status).toBe(429);
    expect((await s.api('/register', post(member(4), ip))).status).toBe(201);
  });
});

describe.each(BACKENDS)('registration in the bounded hashing queue on %s', (backend) => {
  let s: TestServer;
  beforeAll(async () => {
    // At the production cost, so that a hash takes long enough to keep the one slot busy.
    s = await startTestServer(
      backend,
      {
        passwordHashLogN: SCRYPT.logN,
        hashConcurrency: 1,
        hashQueue: 0,
        registerMaxPerIp: 10,
      },
      { accountsAtTestCost: true },
    );
  });
  afterAll(async () => {
    await s?.stop();
  });

  it('answers 503 with Retry-After when the queue is full; a refused registration creates nothing and counts against its address, as a login does', async () => {
    const answers = await Promise.all(
      [1, 2, 3].map((n) =>
        s.api(
          '/register',
          post({ name: `Antre ${n}`, email: `antre${n}@contoh.id`, password: 'password-antre' }),
        ),
      ),
    );
    const codes = answers.map((r) => r.status).sort();
    expect(codes).toEqual([201, 503, 503]);
    const busy = answers.find((r) => r.status === 503)!;
    expect(Number(busy.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await messageOf(busy)).toMatch(
      /^Server sedang sibuk memproses login\. Coba lagi dalam \d+ detik\.$/,
    );
    expect(await s.db.query("SELECT 1 FROM users WHERE email LIKE 'antre%'")).toHaveLength(1);
    expect(
      await s.db.query("SELECT 1 FROM login_failures WHERE key LIKE 'ip:register:%'"),
    ).toHaveLength(3);
  });
});

describe.each(BACKENDS)('the membership migration on %s', (backend) => {
  it('gives every account stored before it the basic membership', async () => {
    const storage = newStorage(backend, 'empty');
    const db = await openDatabase({ ...storage.options, dataDir: storage.options.dataDir! });
    try {
      const before = await migrateBefore(db, 9);
      await db.query(
        `INSERT INTO users (email, name, role, password_hash) VALUES
           ('admin@apifutsal.id', 'Admin Futsal', 'admin', 'scrypt$4$8$1$x$y'),
           ('lama@contoh.id', 'Anggota Lama', 'user', 'scrypt$4$8$1$x$y')`,
      );
      expect(await before.upgrade()).toEqual(before.later);
      expect(await db.query('SELECT email, membership FROM users ORDER BY email')).toEqual([
        { email: 'admin@apifutsal.id', membership: 'basic' },
        { email: 'lama@contoh.id', membership: 'basic' },
      ]);
      // Only the contract's values can be stored.
      await expect(db.query("UPDATE users SET membership = 'gold'")).rejects.toThrow();
    } finally {
      await db.close();
      await storage.cleanup();
    }
  });
});

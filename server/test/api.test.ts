import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  BACKENDS,
  contractValidator,
  errorExamples,
  exampleArticles,
  GIF_1x1,
  JPEG_HEAD,
  MEMBER,
  PNG_1x1,
  startTestServer,
  SVG,
  type TestServer,
} from './harness.ts';
import { SCRYPT } from '../passwords.ts';

const validArticle = contractValidator('Article');
const validError = contractValidator('Error');
const validLogin = contractValidator('LoginResponse');
const validUser = contractValidator('User');

const UNAUTHORIZED = 'Sesi tidak valid atau sudah berakhir. Silakan login kembali.';
const FORBIDDEN = 'Hanya admin yang boleh mengubah artikel.';
const NOT_FOUND = 'Artikel tidak ditemukan.';

async function errorOf(res: Response, status: number): Promise<string> {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  const body = (await res.json()) as { message: string };
  expect(validError(body)).toEqual([]);
  return body.message;
}

const input = {
  title: 'Latihan Passing Segitiga untuk Pemula',
  author: 'Yoga Prasetyo',
  date: '2026-11-20',
  category: 'Teknik',
  banner: '/images/articles/usia-muda.svg',
  tags: ['passing', 'pemula'],
  sections: [
    {
      subtitle: 'Susunan latihan',
      content: 'Tiga pemain membentuk segitiga berjarak lima meter dan mengumpan dua sentuhan.',
      youtube: '',
      images: ['/images/articles/permainan-kecil.svg'],
    },
  ],
};

/** What the server must store for `input`. */
function stored(id: number, body: typeof input) {
  return {
    id,
    title: body.title,
    author: body.author,
    date: body.date,
    category: body.category,
    banner: body.banner,
    tags: body.tags.map((name) => ({ name })),
    sections: body.sections.map((s) => ({ ...s, images: s.images.map((path) => ({ path })) })),
  };
}

describe.each(BACKENDS)('reference API on %s', (backend) => {
  let s: TestServer;
  let admin: string;
  let member: string;

  beforeAll(async () => {
    s = await startTestServer(backend);
    [admin, member] = await Promise.all([s.login(ADMIN), s.login(MEMBER)]);
  });
  afterAll(async () => {
    await s?.stop();
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
      });
      expect(body.token).toMatch(/^[0-9a-f]{64}$/);

      const m = (await (await s.api('/login', { method: 'POST', json: MEMBER })).json()) as {
        user: unknown;
      };
      expect(m.user).toEqual({
        name: 'Rizky Pratama',
        email: 'pelatih@apifutsal.id',
        role: 'user',
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
      expect(body).toEqual({ name: 'Rizky Pratama', email: 'pelatih@apifutsal.id', role: 'user' });
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

  describe('GET /articles', () => {
    it("answers a page size over the limit with the contract's query example", async () => {
      expect(await errorOf(await s.api('/articles?limit=101'), 400)).toBe(
        errorExamples('QueryBadRequest').invalid,
      );
    });

    it('answers the contract example articles, newest first, each valid against Article', async () => {
      const res = await s.api('/articles');
      expect(res.status).toBe(200);
      const list = (await res.json()) as { id: number; date: string }[];
      for (const a of list) expect(validArticle(a), `article ${a.id}`).toEqual([]);
      expect(list.slice(0, exampleArticles.length)).toEqual(exampleArticles);
    });

    it('pages with limit and offset, and rejects invalid paging with 400 naming the parameter', async () => {
      const all = (await (await s.api('/articles')).json()) as { id: number }[];
      const page1 = (await (await s.api('/articles?limit=3')).json()) as { id: number }[];
      const page2 = (await (await s.api('/articles?limit=3&offset=3')).json()) as { id: number }[];
      expect(page1.map((a) => a.id)).toEqual(all.slice(0, 3).map((a) => a.id));
      expect(page2.map((a) => a.id)).toEqual(all.slice(3, 6).map((a) => a.id));
      expect(await (await s.api('/articles?offset=10000')).json()).toEqual([]);
      expect(((await (await s.api('/articles?offset=2')).json()) as unknown[]).length).toBe(
        all.length - 2,
      );
      expect(await errorOf(await s.api('/articles?limit=0'), 400)).toBe('limit: minimal 1.');
      expect(await errorOf(await s.api('/articles?limit=101'), 400)).toBe('limit: maksimal 100.');
      expect(await errorOf(await s.api('/articles?limit=abc'), 400)).toBe(
        'limit: harus berupa bilangan bulat.',
      );
      expect(await errorOf(await s.api('/articles?offset=-1'), 400)).toBe('offset: minimal 0.');
    });

    it('is compressed for clients that accept it, and carries the security headers', async () => {
      const res = await s.api('/articles', { headers: { 'accept-encoding': 'gzip' } });
      expect(res.headers.get('content-encoding')).toBe('gzip');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-security-policy')).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('x-powered-by')).toBeNull();
      await res.arrayBuffer();
    });
  });

  describe('GET /articles/{id}', () => {
    it('answers one article as the contract shows it', async () => {
      const res = await s.api('/articles/2');
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual(exampleArticles.find((a) => a.id === 2));
    });

    it('answers 404 for an unknown or impossible id', async () => {
      for (const id of ['999999', '0', 'abc', '2147483648']) {
        expect(await errorOf(await s.api(`/articles/${id}`), 404), id).toBe(NOT_FOUND);
      }
    });
  });

  describe('POST /articles', () => {
    it('creates an article for an admin: 201 with the stored article, then readable and listed', async () => {
      const res = await s.api('/articles', { method: 'POST', token: admin, json: input });
      expect(res.status).toBe(201);
      const created = (await res.json()) as { id: number };
      expect(validArticle(created)).toEqual([]);
      expect(created).toEqual(stored(created.id, input));
      expect(await (await s.api(`/articles/${created.id}`)).json()).toEqual(created);
      const list = (await (await s.api('/articles')).json()) as { id: number }[];
      // 2026-11-20 is newer than every example: first in the list.
      expect(list[0]).toEqual(created);
    });

    it('fills the optional fields: empty strings, null date and banner, no tags or sections', async () => {
      const res = await s.api('/articles', {
        method: 'POST',
        token: admin,
        json: { title: 'Hanya judul', sections: [{ subtitle: 'a', content: 'b' }] },
      });
      expect(res.status).toBe(201);
      const a = (await res.json()) as { id: number };
      expect(validArticle(a)).toEqual([]);
      expect(a).toEqual({
        id: a.id,
        title: 'Hanya judul',
        author: '',
        date: null,
        category: '',
        banner: null,
        tags: [],
        sections: [{ subtitle: 'a', content: 'b', youtube: '', images: [] }],
      });
      const list = (await (await s.api('/articles')).json()) as { id: number }[];
      // Listed by the day it was written: before every article dated on an earlier day.
      expect(list[0]!.id).toBe(a.id);
    });

    it('answers 401 without a valid token and 403 for a member, before looking at the body', async () => {
      expect(await errorOf(await s.api('/articles', { method: 'POST', json: input }), 401)).toBe(
        UNAUTHORIZED,
      );
      expect(await errorOf(await s.api('/articles', { method: 'POST', json: {} }), 401)).toBe(
        UNAUTHORIZED,
      );
      expect(
        await errorOf(
          await s.api('/articles', { method: 'POST', token: member, json: input }),
          403,
        ),
      ).toBe(FORBIDDEN);
      expect(
        await errorOf(await s.api('/articles', { method: 'POST', token: member, json: {} }), 403),
      ).toBe(FORBIDDEN);
    });

    it('answers 400 naming the field for invalid bodies', async () => {
      const cases: [unknown, string][] = [
        [{}, 'title: wajib diisi.'],
        [{ title: '' }, 'title: wajib diisi.'],
        [{ title: '   ' }, 'title: wajib diisi.'],
        [{ title: 7 }, 'title: harus berupa teks.'],
        [{ title: 'x'.repeat(301) }, 'title: maksimal 300 karakter.'],
        [{ title: 'a', date: '2026-13-01' }, 'date: harus tanggal dengan format YYYY-MM-DD.'],
        [{ title: 'a', date: null }, 'date: harus berupa teks.'],
        [{ title: 'a', views: 3 }, 'views: tidak dikenal.'],
        [{ title: 'a', tags: ['x', 'x'] }, 'tags: tidak boleh berisi nilai ganda.'],
        [{ title: 'a', tags: [''] }, 'tags[0]: wajib diisi.'],
        [{ title: 'a', sections: [{ subtitle: 's' }] }, 'sections[0].content: wajib diisi.'],
        [
          {
            title: 'a',
            sections: [{ subtitle: 's', content: 'c', images: ['http://evil.example/x.png'] }],
          },
          'sections[0].images[0]: harus path situs (/..., tanpa "//", "\\" atau karakter kontrol) atau data URL gambar (png, jpeg, gif, webp, svg+xml).',
        ],
        [
          { title: 'a', banner: '//evil.example/x.png' },
          'banner: harus path situs (/..., tanpa "//", "\\" atau karakter kontrol) atau data URL gambar (png, jpeg, gif, webp, svg+xml).',
        ],
        [{ title: 'a\u0000b' }, 'title: berisi karakter yang tidak valid.'],
        [
          { title: 'a', banner: '/images/a.svg\u0000b' },
          'banner: harus path situs (/..., tanpa "//", "\\" atau karakter kontrol) atau data URL gambar (png, jpeg, gif, webp, svg+xml).',
        ],
        [{ title: 'a', tags: ['\ud800'] }, 'tags[0]: berisi karakter yang tidak valid.'],
        [
          {
            title: 'a',
            sections: Array.from({ length: 51 }, () => ({ subtitle: 's', content: 'c' })),
          },
          'sections: maksimal 50 item.',
        ],
      ];
      for (const [json, message] of cases) {
        expect(
          await errorOf(await s.api('/articles', { method: 'POST', token: admin, json }), 400),
          JSON.stringify(json).slice(0, 80),
        ).toBe(message);
      }
    });

    it('accepts image data URLs whose bytes are the declared type, and rejects the others', async () => {
      const ok = {
        title: 'Gambar',
        banner: `data:image/png;base64,${PNG_1x1}`,
        sections: [
          {
            subtitle: 's',
            content: 'c',
            images: [
              `data:image/gif;base64,${GIF_1x1}`,
              `data:image/svg+xml;base64,${SVG}`,
              `data:image/jpeg;base64,${JPEG_HEAD}`,
            ],
          },
        ],
      };
      const res = await s.api('/articles', { method: 'POST', token: admin, json: ok });
      expect(res.status).toBe(201);
      const a = (await res.json()) as {
        banner: string;
        sections: { images: { path: string }[] }[];
      };
      // Stored as files: the answer holds their paths, not the data URLs (the contract allows it).
      expect(a.banner).toMatch(/^\/media\/[0-9a-f]{64}\.png$/);
      expect(a.sections[0]!.images.map((i) => i.path.replace(/[0-9a-f]{64}/, 'H'))).toEqual([
        '/media/H.gif',
        '/media/H.svg',
        '/media/H.jpg',
      ]);

      const bad: [unknown, string][] = [
        [
          { title: 'a', banner: `data:image/png;base64,${JPEG_HEAD}` },
          'banner: isi data URL bukan gambar PNG yang valid.',
        ],
        [
          {
            title: 'a',
            banner: `data:image/gif;base64,${Buffer.from('<script>alert(1)</script>').toString('base64')}`,
          },
          'banner: isi data URL bukan gambar GIF yang valid.',
        ],
        [
          {
            title: 'a',
            sections: [
              {
                subtitle: 's',
                content: 'c',
                images: [
                  `data:image/svg+xml;base64,${Buffer.from('<html><script>x</script></html>').toString('base64')}`,
                ],
              },
            ],
          },
          'sections[0].images[0]: isi data URL bukan gambar SVG yang valid.',
        ],
        [
          { title: 'a', banner: 'data:image/png;base64,@@@@' },
          'banner: harus path situs (/...) atau data URL gambar base64 yang valid.',
        ],
        [
          { title: 'a', banner: 'data:text/html;base64,PGgxPg==' },
          'banner: harus path situs (/..., tanpa "//", "\\" atau karakter kontrol) atau data URL gambar (png, jpeg, gif, webp, svg+xml).',
        ],
      ];
      for (const [json, message] of bad) {
        expect(
          await errorOf(await s.api('/articles', { method: 'POST', token: admin, json }), 400),
          message,
        ).toBe(message);
      }
    });

    it('answers 413 for an image above 2 MiB and a body above 10 MiB', async () => {
      const big = `data:image/png;base64,${PNG_1x1}${'A'.repeat(2 * 1024 * 1024)}`;
      expect(
        await errorOf(
          await s.api('/articles', {
            method: 'POST',
            token: admin,
            json: { title: 'a', banner: big },
          }),
          413,
        ),
      ).toBe('banner: ukuran gambar melebihi batas 2 MiB.');
      const huge = {
        title: 'a',
        sections: [
          {
            subtitle: 's',
            content: 'c',
            images: Array.from({ length: 6 }, () => big.slice(0, 2 * 1024 * 1024 - 4)),
          },
        ],
      };
      expect(JSON.stringify(huge).length).toBeGreaterThan(10 * 1024 * 1024);
      expect(
        await errorOf(await s.api('/articles', { method: 'POST', token: admin, json: huge }), 413),
      ).toBe('Ukuran data melebihi batas 10 MiB.');
      // Just below the limits is accepted.
      const bytes = Buffer.concat([
        Buffer.from(PNG_1x1, 'base64'),
        Buffer.alloc(((2 * 1024 * 1024 - 24) / 4) * 3 - 70),
      ]);
      const nearly = `data:image/png;base64,${bytes.toString('base64')}`;
      expect(nearly.length).toBeGreaterThan(2 * 1024 * 1024 - 100);
      expect(nearly.length).toBeLessThanOrEqual(2 * 1024 * 1024);
      expect(
        (
          await s.api('/articles', {
            method: 'POST',
            token: admin,
            json: { title: 'a', banner: nearly },
          })
        ).status,
      ).toBe(201);
    });
  });

  describe('PUT /articles/{id}', () => {
    it('replaces the article for an admin and answers 200 with it', async () => {
      const { id } = (await (
        await s.api('/articles', { method: 'POST', token: admin, json: input })
      ).json()) as { id: number };
      const change = {
        ...input,
        title: 'Judul Baru',
        tags: ['baru'],
        sections: [],
        date: '2020-01-01',
      };
      const res = await s.api(`/articles/${id}`, { method: 'PUT', token: admin, json: change });
      expect(res.status).toBe(200);
      const updated = await res.json();
      expect(validArticle(updated)).toEqual([]);
      expect(updated).toEqual({
        ...stored(id, { ...input, sections: [] }),
        title: 'Judul Baru',
        tags: [{ name: 'baru' }],
        date: '2020-01-01',
      });
      expect(await (await s.api(`/articles/${id}`)).json()).toEqual(updated);
      // Fields left out are reset (replace, not merge).
      const bare = (await (
        await s.api(`/articles/${id}`, { method: 'PUT', token: admin, json: { title: 'Polos' } })
      ).json()) as object;
      expect(bare).toMatchObject({
        id,
        title: 'Polos',
        author: '',
        date: null,
        banner: null,
        tags: [],
        sections: [],
      });
    });

    it('answers 404 for an unknown id, 400 for an invalid body, 401 and 403 as for create', async () => {
      expect(
        await errorOf(
          await s.api('/articles/999999', { method: 'PUT', token: admin, json: input }),
          404,
        ),
      ).toBe(NOT_FOUND);
      expect(
        await errorOf(
          await s.api('/articles/1', { method: 'PUT', token: admin, json: { title: '' } }),
          400,
        ),
      ).toBe('title: wajib diisi.');
      expect(await errorOf(await s.api('/articles/1', { method: 'PUT', json: input }), 401)).toBe(
        UNAUTHORIZED,
      );
      expect(
        await errorOf(
          await s.api('/articles/1', { method: 'PUT', token: member, json: input }),
          403,
        ),
      ).toBe(FORBIDDEN);
      expect(await (await s.api('/articles/1')).json()).toEqual(exampleArticles[0]);
    });
  });

  describe('DELETE /articles/{id}', () => {
    it('deletes for an admin (204), then the id is 404 for reads, updates and a second delete', async () => {
      const { id } = (await (
        await s.api('/articles', { method: 'POST', token: admin, json: input })
      ).json()) as { id: number };
      expect(await errorOf(await s.api(`/articles/${id}`, { method: 'DELETE' }), 401)).toBe(
        UNAUTHORIZED,
      );
      expect(
        await errorOf(await s.api(`/articles/${id}`, { method: 'DELETE', token: member }), 403),
      ).toBe(FORBIDDEN);
      const res = await s.api(`/articles/${id}`, { method: 'DELETE', token: admin });
      expect(res.status).toBe(204);
      expect(await res.text()).toBe('');
      expect(await errorOf(await s.api(`/articles/${id}`), 404)).toBe(NOT_FOUND);
      expect(
        await errorOf(await s.api(`/articles/${id}`, { method: 'DELETE', token: admin }), 404),
      ).toBe(NOT_FOUND);
      expect(
        await errorOf(
          await s.api(`/articles/${id}`, { method: 'PUT', token: admin, json: input }),
          404,
        ),
      ).toBe(NOT_FOUND);
      const list = (await (await s.api('/articles')).json()) as { id: number }[];
      expect(list.map((a) => a.id)).not.toContain(id);
    });
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
});

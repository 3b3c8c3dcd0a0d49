/**
 * Two admins, one article: every article has a version, named in a strong ETag; a PUT or
 * DELETE with a stale If-Match is refused with 412 and the article as it is now, and the check
 * and the write are one step (the row is locked), so of two writes sent with the same If-Match
 * exactly one wins. Without If-Match a write behaves as before. On PGlite, and on PostgreSQL
 * when DATABASE_URL is set, where two instances on one database also agree. And logins racing
 * the deletion of their account.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../app.ts';
import { createUser } from '../users.ts';
import {
  ADMIN,
  BACKENDS,
  TEST_HASH_LOG_N,
  apiClient,
  contractValidator,
  errorExamples,
  newStorage,
  serverOptions,
  sleep,
  startTestServer,
  type Storage,
  type TestServer,
} from './harness.ts';

const validArticle = contractValidator('Article');
const validSummary = contractValidator('ArticleSummary');

interface Stored {
  id: number;
  title: string;
  version: number;
  sections: { subtitle: string; content: string }[];
}

type Api = ReturnType<typeof apiClient>;

const body = (title: string, content = 'Isi bagian.') => ({
  title,
  category: 'Taktik',
  sections: [{ subtitle: 'Bagian', content }],
});

/** PUT /articles/{id} with an optional If-Match. */
const put = (api: Api, token: string, id: number, json: unknown, ifMatch?: string) =>
  api(`/articles/${id}`, {
    method: 'PUT',
    token,
    json,
    headers: ifMatch === undefined ? {} : { 'if-match': ifMatch },
  });

const del = (api: Api, token: string, id: number, ifMatch?: string) =>
  api(`/articles/${id}`, {
    method: 'DELETE',
    token,
    headers: ifMatch === undefined ? {} : { 'if-match': ifMatch },
  });

async function create(api: Api, token: string, title: string): Promise<Stored> {
  const res = await api('/articles', { method: 'POST', token, json: body(title) });
  expect(res.status).toBe(201);
  const article = (await res.json()) as Stored;
  expect(res.headers.get('etag')).toBe('"1"');
  expect(article.version).toBe(1);
  return article;
}

async function read(api: Api, id: number): Promise<{ etag: string | null; article: Stored }> {
  const res = await api(`/articles/${id}`);
  expect(res.status).toBe(200);
  return { etag: res.headers.get('etag'), article: (await res.json()) as Stored };
}

describe.each(BACKENDS)('conditional writes (ETag, If-Match) on %s', (backend) => {
  let server: TestServer;
  let api: Api;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer(backend);
    api = (pathname, init) => server.api(pathname, init);
    token = await server.login(ADMIN);
  });
  afterAll(async () => {
    await server?.stop();
  });
  const db = () => server.db;

  it('names the version in the ETag of every answer with one article, and in lists', async () => {
    const seeded = await read(api, 1);
    expect(seeded.etag).toBe('"1"');
    expect(seeded.article.version).toBe(1);
    expect(validArticle(seeded.article)).toEqual([]);

    const mine = await create(api, token, 'Versi artikel');
    const updated = await put(api, token, mine.id, body('Versi artikel, edisi 2'));
    expect(updated.status).toBe(200);
    expect(updated.headers.get('etag')).toBe('"2"');
    expect(((await updated.json()) as Stored).version).toBe(2);
    expect((await read(api, mine.id)).etag).toBe('"2"');

    const summaries = (await (await api('/articles?view=summary&q=versi')).json()) as Stored[];
    expect(summaries.map((s) => [s.id, s.version])).toEqual([[mine.id, 2]]);
    expect(validSummary(summaries[0])).toEqual([]);
    const full = (await (await api('/articles?q=versi')).json()) as Stored[];
    expect(full.map((s) => s.version)).toEqual([2]);
  });

  it('answers 304 to If-None-Match while the version is current, and the article after a change', async () => {
    const mine = await create(api, token, 'Artikel untuk cache klien');
    const same = await api(`/articles/${mine.id}`, { headers: { 'if-none-match': '"1"' } });
    expect(same.status).toBe(304);
    expect(same.headers.get('etag')).toBe('"1"');
    expect(await same.text()).toBe('');
    expect((await put(api, token, mine.id, body('Diubah'), '"1"')).status).toBe(200);
    const changed = await api(`/articles/${mine.id}`, {
      headers: { 'if-none-match': '"1"' },
    });
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as Stored).title).toBe('Diubah');
  });

  it('refuses a PUT with a stale If-Match with 412 and the article as it is now, writing nothing', async () => {
    const mine = await create(api, token, 'Judul awal');
    // The first admin saves on version 1.
    const first = await put(api, token, mine.id, body('Judul admin pertama'), '"1"');
    expect(first.status).toBe(200);
    expect(first.headers.get('etag')).toBe('"2"');
    // The second admin also loaded version 1: refused, and told what is there now.
    const second = await put(api, token, mine.id, body('Judul admin kedua'), '"1"');
    expect(second.status).toBe(412);
    expect(second.headers.get('etag')).toBe('"2"');
    const current = (await second.json()) as Stored;
    expect(validArticle(current)).toEqual([]);
    expect(current).toMatchObject({ id: mine.id, title: 'Judul admin pertama', version: 2 });
    expect((await read(api, mine.id)).article.title).toBe('Judul admin pertama');
    // "Keep mine": the same text again, with the ETag the 412 named.
    const again = await put(api, token, mine.id, body('Judul admin kedua'), '"2"');
    expect(again.status).toBe(200);
    expect(again.headers.get('etag')).toBe('"3"');
    expect((await read(api, mine.id)).article.title).toBe('Judul admin kedua');
  });

  it('reads If-Match as HTTP does: *, a list of tags, weak tags never match; absent means no condition', async () => {
    const mine = await create(api, token, 'Bentuk If-Match');
    expect((await put(api, token, mine.id, body('a'), '*')).status).toBe(200);
    expect((await put(api, token, mine.id, body('b'), '"7", "2"')).status).toBe(200);
    expect((await put(api, token, mine.id, body('c'), 'W/"3"')).status).toBe(412);
    expect((await put(api, token, mine.id, body('c'), '3')).status).toBe(412);
    // An old client, without If-Match: the last write wins, as before.
    const old = await put(api, token, mine.id, body('d'));
    expect(old.status).toBe(200);
    expect(old.headers.get('etag')).toBe('"4"');
    // Unknown article: 404, If-Match or not.
    expect((await put(api, token, 999_999, body('x'), '"1"')).status).toBe(404);
    expect((await del(api, token, 999_999, '"1"')).status).toBe(404);
  });

  it('never takes a malformed If-Match, a lower-case w/ or * in a list for a match', async () => {
    const mine = await create(api, token, 'If-Match yang rusak');
    for (const ifMatch of ['"1"x', 'w/"1"', '*, "1"', '"1", *', '"1" "2"', '']) {
      const refused = await put(api, token, mine.id, body('tidak tersimpan'), ifMatch);
      expect(refused.status, ifMatch).toBe(412);
      expect(refused.headers.get('etag')).toBe('"1"');
    }
    expect((await del(api, token, mine.id, '*, "1"')).status).toBe(412);
    const kept = await read(api, mine.id);
    expect(kept).toMatchObject({ etag: '"1"', article: { title: 'If-Match yang rusak' } });
    // Spaces and tabs around the members of a list are allowed.
    expect((await put(api, token, mine.id, body('tersimpan'), '"9",\t"1" ')).status).toBe(200);
  });

  it('refuses If-Match and If-None-Match over 200 characters with 400, naming the header', async () => {
    const mine = await create(api, token, 'Header panjang');
    const long = `"1", ${'"x", '.repeat(40)}"y"`;
    expect(long.length).toBeGreaterThan(200);
    const cases = [
      await put(api, token, mine.id, body('tidak tersimpan'), long),
      await del(api, token, mine.id, long),
      await api(`/articles/${mine.id}`, { headers: { 'if-none-match': long } }),
    ];
    const names = ['If-Match', 'If-Match', 'If-None-Match'];
    for (const [i, res] of cases.entries()) {
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message: `${names[i]!}: maksimal 200 karakter.` });
    }
    // 200 characters exactly are read as usual.
    const fits = `"1", ${'"x", '.repeat(37)}"yyyyyyyy"`;
    expect(fits.length).toBe(200);
    expect((await put(api, token, mine.id, body('tersimpan'), fits)).status).toBe(200);
    expect((await read(api, mine.id)).etag).toBe('"2"');
  });

  it('answers 304 to If-None-Match by weak comparison, and ignores a malformed one', async () => {
    const mine = await create(api, token, 'If-None-Match');
    for (const tag of ['"1"', 'W/"1"', '*', '"7", "1"']) {
      const same = await api(`/articles/${mine.id}`, { headers: { 'if-none-match': tag } });
      expect(same.status, tag).toBe(304);
      expect(await same.text()).toBe('');
    }
    for (const tag of ['"2"', 'w/"1"', '"1"x', '*, "1"']) {
      const full = await api(`/articles/${mine.id}`, { headers: { 'if-none-match': tag } });
      expect(full.status, tag).toBe(200);
      expect(((await full.json()) as Stored).title).toBe('If-None-Match');
    }
  });

  it('refuses a DELETE with a stale If-Match with 412 and keeps the article', async () => {
    const mine = await create(api, token, 'Akan dihapus');
    expect((await put(api, token, mine.id, body('Diubah dulu'), '"1"')).status).toBe(200);
    const stale = await del(api, token, mine.id, '"1"');
    expect(stale.status).toBe(412);
    expect(stale.headers.get('etag')).toBe('"2"');
    expect(((await stale.json()) as Stored).title).toBe('Diubah dulu');
    expect((await read(api, mine.id)).article.version).toBe(2);
    expect((await del(api, token, mine.id, '"2"')).status).toBe(204);
    expect((await api(`/articles/${mine.id}`)).status).toBe(404);
    // Without If-Match, as before.
    const other = await create(api, token, 'Dihapus tanpa syarat');
    expect((await del(api, token, other.id)).status).toBe(204);
  });

  it('lets exactly one of several concurrent PUTs with the same If-Match win', async () => {
    const mine = await create(api, token, 'Balapan');
    for (let round = 1; round <= 3; round++) {
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          put(api, token, mine.id, body(`Ronde ${round} penulis ${i}`), `"${round}"`),
        ),
      );
      const statuses = answers.map((r) => r.status).sort();
      expect(statuses).toEqual([200, 412, 412, 412, 412, 412]);
      const winner = answers.find((r) => r.status === 200)!;
      const won = (await winner.json()) as Stored;
      expect(won.version).toBe(round + 1);
      // Every loser is shown the winner's text, not its own nor an older one.
      for (const loser of answers.filter((r) => r.status === 412))
        expect(((await loser.json()) as Stored).title).toBe(won.title);
      const stored = await read(api, mine.id);
      expect(stored.article.title).toBe(won.title);
      expect(stored.etag).toBe(`"${round + 1}"`);
    }
  });

  it('lets only one of a PUT and a DELETE sent with the same If-Match happen', async () => {
    const mine = await create(api, token, 'Edit atau hapus');
    const [edit, gone] = await Promise.all([
      put(api, token, mine.id, body('Diedit'), '"1"'),
      del(api, token, mine.id, '"1"'),
    ]);
    expect([edit.status, gone.status].sort()).toEqual(
      edit.status === 200 ? [200, 412] : [204, 404],
    );
    const after = await api(`/articles/${mine.id}`);
    if (edit.status === 200) expect(((await after.json()) as Stored).title).toBe('Diedit');
    else expect(after.status).toBe(404);
  });

  it('keeps the read cache right: a 412 caches nothing stale, a success replaces the cached article', async () => {
    const mine = await create(api, token, 'Cache');
    // Cached now (read twice).
    await read(api, mine.id);
    expect((await read(api, mine.id)).etag).toBe('"1"');
    expect((await put(api, token, mine.id, body('Cache 2'), '"1"')).status).toBe(200);
    expect((await read(api, mine.id)).article).toMatchObject({
      title: 'Cache 2',
      version: 2,
    });
    expect((await put(api, token, mine.id, body('Basi'), '"1"')).status).toBe(412);
    const after = await read(api, mine.id);
    expect(after.etag).toBe('"2"');
    expect(after.article.title).toBe('Cache 2');
    const list = (await (await api('/articles?view=summary&q=cache')).json()) as Stored[];
    expect(list.map((s) => [s.title, s.version])).toEqual([['Cache 2', 2]]);
  });

  it('answers a login racing the deletion of its account 200 or 401, never 5xx, and leaves no session', async () => {
    const wrong = errorExamples('Unauthorized');
    const badCredentials = 'Email atau password salah.';
    let n = 0;
    // Seeded: the same ten interleavings on every run (delays in ms before each request).
    await fc.assert(
      fc.asyncProperty(fc.tuple(fc.nat(12), fc.nat(12), fc.nat(12)), async ([d0, d1, d2]) => {
        const who = { email: `balapan${++n}@contoh.id`, password: `balapan-${n}-rahasia` };
        await createUser(db(), { ...who, name: `Balapan ${n}`, role: 'user' }, TEST_HASH_LOG_N);
        const token = await server.login(who);
        const login = async (ms: number) => {
          await sleep(ms);
          const res = await api('/login', { method: 'POST', json: who });
          return { status: res.status, body: (await res.json()) as { message?: string } };
        };
        const remove = async (ms: number) => {
          await sleep(ms);
          const res = await api('/user', {
            method: 'DELETE',
            token,
            json: { password: who.password },
          });
          return { status: res.status, body: await res.text() };
        };
        const [gone, ...logins] = await Promise.all([remove(d0), login(d1), login(d2)]);
        expect(gone.status, gone.body).toBe(204);
        for (const l of logins) {
          expect([200, 401], JSON.stringify(l)).toContain(l.status);
          if (l.status === 401) expect(l.body.message).toBe(badCredentials);
        }
        // Whoever won, the account and every session of it are gone.
        expect(
          await db().query(
            'SELECT 1 FROM sessions s LEFT JOIN users u ON u.id = s.user_id WHERE u.id IS NULL',
          ),
        ).toEqual([]);
        const me = await api('/user', { token });
        expect(me.status).toBe(401);
        expect(((await me.json()) as { message: string }).message).toBe(wrong.unauthorized);
      }),
      { seed: 20261201, numRuns: 10, endOnFailure: true },
    );
  });
});

const describeWithPostgres = process.env.DATABASE_URL ? describe : null;

describeWithPostgres?.('conditional writes across two instances sharing PostgreSQL', () => {
  let storage: Storage;
  let a: RunningServer;
  let b: RunningServer;
  let token: string;

  beforeAll(async () => {
    storage = newStorage('postgres');
    const common = serverOptions(storage);
    [a, b] = await Promise.all([startServer(common), startServer(common)]);
    const res = await apiClient(a.apiUrl)('/login', { method: 'POST', json: ADMIN });
    token = ((await res.json()) as { token: string }).token;
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await storage?.cleanup();
  });

  it("refuses a write on one instance made stale by the other's, and each cache follows", async () => {
    const apiA = apiClient(a.apiUrl);
    const apiB = apiClient(b.apiUrl);
    const mine = await create(apiA, token, 'Dua instans');
    // Both instances have it cached at version 1.
    expect((await read(apiA, mine.id)).etag).toBe('"1"');
    expect((await read(apiB, mine.id)).etag).toBe('"1"');
    expect((await put(apiB, token, mine.id, body('Dari B'), '"1"')).status).toBe(200);
    // A refuses the stale write at once: the check reads the locked row, not the cache.
    const stale = await put(apiA, token, mine.id, body('Dari A'), '"1"');
    expect(stale.status).toBe(412);
    expect(((await stale.json()) as Stored).title).toBe('Dari B');
    // A's cache hears B's write.
    const deadline = Date.now() + 5_000;
    let etag = (await read(apiA, mine.id)).etag;
    while (etag !== '"2"' && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
      etag = (await read(apiA, mine.id)).etag;
    }
    expect(etag).toBe('"2"');
  });

  it('lets exactly one of concurrent PUTs through both instances win', async () => {
    const apiA = apiClient(a.apiUrl);
    const apiB = apiClient(b.apiUrl);
    const mine = await create(apiA, token, 'Balapan dua instans');
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        put(i % 2 ? apiA : apiB, token, mine.id, body(`Penulis ${i}`), '"1"'),
      ),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.status === 412)).toHaveLength(7);
    const won = (await answers.find((r) => r.status === 200)!.json()) as Stored;
    expect((await read(apiB, mine.id)).article.title).toBe(won.title);
  });
});

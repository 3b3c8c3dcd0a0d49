import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db.ts';
import { migrate } from '../migrate.ts';
import { migrateBefore } from './migrate-before.ts';
import { Articles } from '../articles.ts';
import { LIST_ORDER, SELECT_SUMMARY } from '../article-rows.ts';
import { BACKENDS, newStorage, startTestServer, type Backend, type TestServer } from './harness.ts';

interface Item {
  id: number;
  title: string;
  date: string | null;
}

/** Today in Asia/Jakarta, moved by `days`, as YYYY-MM-DD. */
function jakartaDay(days = 0): string {
  const at = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(at);
}

/**
 * A database of its own without tables (a copy of a just-created PGlite database, or a fresh
 * PostgreSQL schema), closed and removed after.
 */
async function openTestDatabase(backend: Backend) {
  const storage = newStorage(backend, 'empty');
  const db = await openDatabase({ ...storage.options, dataDir: storage.options.dataDir! });
  const close = async () => {
    await db.close();
    await storage.cleanup();
  };
  return { db, close };
}

const titlesOf = (json: Buffer | string) =>
  (JSON.parse(String(json)) as Item[]).map((a) => a.title);

describe.each(BACKENDS)('the list order on %s', (backend) => {
  it('places articles stored without a date before this change on the day they were written', async () => {
    const { db, close } = await openTestDatabase(backend);
    try {
      const before = await migrateBefore(db, 8);
      // Undated articles sorted last before; created_at has always been kept.
      await db.query(
        `INSERT INTO articles (title, published_on, created_at, category) VALUES
           ('Catatan Lama', '2026-01-02', '2026-01-02T03:00:00Z', 'Teknik'),
           ('Catatan Tanpa Tanggal Maret', NULL, '2026-03-04T18:30:00Z', 'Teknik'),
           ('Catatan Empat Maret', '2026-03-04', '2026-03-04T19:00:00Z', 'Teknik'),
           ('Catatan Tanpa Tanggal Februari', NULL, '2026-02-01T10:00:00Z', 'Teknik'),
           ('Catatan Sepuluh Maret', '2026-03-10', '2026-03-10T01:00:00Z', 'Teknik')`,
      );
      expect(await before.upgrade()).toEqual(before.later);
      const articles = new Articles(db, { cache: false });
      // 18:30 UTC on 4 March is 01:30 on 5 March in Jakarta: after the article dated 5 March,
      // before the one dated 4 March (written later, so newer by id on the same day).
      const expected = [
        'Catatan Sepuluh Maret',
        'Catatan Tanpa Tanggal Maret',
        'Catatan Empat Maret',
        'Catatan Tanpa Tanggal Februari',
        'Catatan Lama',
      ];
      expect(titlesOf((await articles.list()).body)).toEqual(expected);
      // The search table and the category index follow the same order.
      expect(titlesOf((await articles.list({ q: 'catatan', limit: 10 })).body)).toEqual(expected);
      expect(titlesOf((await articles.list({ category: 'teknik', limit: 10 })).body)).toEqual(
        expected,
      );
      // The date the API answers is still the article's own: none for the undated ones.
      const dates = (JSON.parse(String((await articles.list()).body)) as Item[]).map((a) => a.date);
      expect(dates).toEqual(['2026-03-10', null, '2026-03-04', null, '2026-01-02']);
    } finally {
      await close();
    }
  });

  it('reads the first page, of all articles and of a category, from an index in list order', async () => {
    const { db, close } = await openTestDatabase(backend);
    try {
      await migrate(db);
      // Enough articles, a third of them undated, for the planner to weigh a scan against the index.
      await db.query(
        `INSERT INTO articles (title, published_on, category, sections)
         SELECT 'Artikel ' || g, CASE WHEN g % 3 = 0 THEN NULL ELSE DATE '2026-01-01' - g % 900 END,
                CASE WHEN g % 2 = 0 THEN 'Teknik' ELSE 'Taktik' END,
                '[{"subtitle":"a","content":"b","youtube":"","images":[]}]'
         FROM generate_series(1, 5000) AS g`,
      );
      await db.query('ANALYZE articles');
      const plan = async (sql: string, params: unknown[] = []) =>
        (await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`, params))
          .map((r) => r['QUERY PLAN'])
          .join('\n');
      const first = await plan(`${SELECT_SUMMARY} ${LIST_ORDER} LIMIT 6 OFFSET 0`);
      expect(first).toMatch(/Index Scan using articles_order_idx/);
      expect(first).not.toMatch(/Sort/);
      const category = await plan(
        `${SELECT_SUMMARY} WHERE lower(category) = lower('Teknik') ${LIST_ORDER} LIMIT 12 OFFSET 0`,
      );
      expect(category).toMatch(/Index Scan using articles_category_idx/);
      expect(category).not.toMatch(/Sort/);
    } finally {
      await close();
    }
  });
});

describe.each(BACKENDS)('an article created without a date, on %s', (backend) => {
  let s: TestServer;
  let token: string;
  const dated: Item[] = [];

  beforeAll(async () => {
    s = await startTestServer(backend);
    token = await s.login();
    // Six articles dated on earlier days, each newer than the contract's examples.
    for (let days = 7; days >= 2; days--) {
      const res = await s.api('/articles', {
        method: 'POST',
        token,
        json: { title: `Artikel Bertanggal ${days} Hari Lalu`, date: jakartaDay(-days) },
      });
      expect(res.status).toBe(201);
      dated.unshift((await res.json()) as Item);
    }
  });
  afterAll(async () => {
    await s?.stop();
  });

  const firstPage = async (query = '') => {
    const res = await s.api(`/articles?view=summary&limit=6${query}`);
    expect(res.status).toBe(200);
    return (await res.json()) as Item[];
  };

  it('is first on the home page (the six newest), before articles dated on earlier days', async () => {
    expect((await firstPage()).map((a) => a.id)).toEqual(dated.map((a) => a.id));
    const res = await s.api('/articles', {
      method: 'POST',
      token,
      json: { title: 'Artikel Tanpa Tanggal', category: 'Catatan Pelatih' },
    });
    expect(res.status).toBe(201);
    const created = (await res.json()) as Item;
    expect(created.date).toBeNull();
    const page = await firstPage();
    expect(page.map((a) => a.id)).toEqual([created.id, ...dated.slice(0, 5).map((a) => a.id)]);
    expect(page[0]!.date).toBeNull();
    // A search and a category list put it first too.
    expect((await firstPage('&q=tanggal')).map((a) => a.id)[0]).toBe(created.id);
    expect((await firstPage('&category=catatan%20pelatih')).map((a) => a.id)).toEqual([created.id]);
  });

  it('keeps the day it was written when it is edited, and is listed by its date once it has one', async () => {
    const res = await s.api('/articles', {
      method: 'POST',
      token,
      json: { title: 'Draf Tanpa Tanggal' },
    });
    const draft = (await res.json()) as Item;
    expect((await firstPage()).map((a) => a.id)[0]).toBe(draft.id);
    const edit = async (json: object) =>
      expect((await s.api(`/articles/${draft.id}`, { method: 'PUT', token, json })).status).toBe(
        200,
      );
    await edit({ title: 'Draf Tanpa Tanggal, diperbaiki' });
    expect((await firstPage()).map((a) => a.id)[0]).toBe(draft.id);
    // Dated a long time ago, it leaves the first page; its date removed, it comes back.
    await edit({ title: 'Draf Tanpa Tanggal, diperbaiki', date: '2020-01-01' });
    expect((await firstPage()).map((a) => a.id)).not.toContain(draft.id);
    await edit({ title: 'Draf Tanpa Tanggal, diperbaiki' });
    expect((await firstPage()).map((a) => a.id)[0]).toBe(draft.id);
  });
});

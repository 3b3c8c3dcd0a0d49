import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BACKENDS,
  contractValidator,
  exampleArticles,
  startTestServer,
  type TestServer,
} from './harness.ts';

const validArticle = contractValidator('Article');
const validSummary = contractValidator('ArticleSummary');
const validStats = contractValidator('ArticleStats');
const validError = contractValidator('Error');

interface Item {
  id: number;
  title: string;
  author: string;
  category: string;
  sections?: unknown;
  excerpt?: string;
}

async function errorOf(res: Response, status: number): Promise<string> {
  expect(res.status).toBe(status);
  const body = (await res.json()) as { message: string };
  expect(validError(body)).toEqual([]);
  return body.message;
}

/** Articles the search tests look for, beside the contract's eight examples. */
const extra = [
  {
    title: 'Teknik Dasar Menggiring Bola',
    author: 'Dewi Lestari',
    date: '2026-11-01',
    category: 'Teknik',
    sections: [
      {
        subtitle: 'Pembuka',
        content: `  Menggiring bola\n\n   dengan   telapak kaki.\t${'Ulangi. '.repeat(60)}`,
      },
    ],
  },
  {
    title: 'Señal Tangan untuk Bola Mati',
    author: '  dewi lestari ',
    date: '2026-11-02',
    category: 'Bola Mati',
    sections: [],
  },
  { title: 'Catatan Tanpa Penulis', author: '   ', category: 'Teknik' },
];

describe.each(BACKENDS)('GET /articles search, filter, summary and totals on %s', (backend) => {
  let s: TestServer;
  let token: string;
  const ids: number[] = [];

  beforeAll(async () => {
    s = await startTestServer(backend);
    token = await s.login();
    for (const a of extra) {
      const res = await s.api('/articles', { method: 'POST', token, json: a });
      expect(res.status).toBe(201);
      ids.push(((await res.json()) as { id: number }).id);
    }
  });
  afterAll(async () => {
    await s?.stop();
  });

  const get = async (query: string) => {
    const res = await s.api(`/articles${query}`);
    expect(res.status).toBe(200);
    return { items: (await res.json()) as Item[], total: Number(res.headers.get('x-total-count')) };
  };
  const titles = (items: Item[]) => items.map((a) => a.title);

  it('answers requests without the new parameters as before, with X-Total-Count added', async () => {
    const all = await s.api('/articles');
    expect(all.headers.get('x-total-count')).toBe(String(exampleArticles.length + extra.length));
    const list = (await all.json()) as Item[];
    expect(list).toHaveLength(exampleArticles.length + extra.length);
    for (const a of list) expect(validArticle(a)).toEqual([]);
    const page = await get('?limit=3&offset=2');
    expect(page.items.map((a) => a.id)).toEqual(list.slice(2, 5).map((a) => a.id));
    expect(page.total).toBe(list.length);
    expect((await get('?offset=10000')).total).toBe(list.length);
  });

  it('finds words of the title, category and author, ignoring case and accents', async () => {
    expect(titles((await get('?q=teknik%20dasar')).items)).toEqual([
      'Teknik Dasar Menggiring Bola',
    ]);
    expect(titles((await get('?q=T%C3%89KNIK%20D%C3%84SAR')).items)).toEqual([
      'Teknik Dasar Menggiring Bola',
    ]);
    // Accents in the article, none in the query.
    expect(titles((await get('?q=senal')).items)).toEqual(['Señal Tangan untuk Bola Mati']);
    // Author and category.
    const lestari = await get('?q=LESTARI');
    expect(lestari.total).toBe(2);
    // A search pages like the list: newest first, the total of every match on each page.
    const second = await get('?q=lestari&limit=1&offset=1');
    expect(second).toEqual({ items: [lestari.items[1]], total: 2 });
    expect(await get('?q=lestari&limit=1&offset=2')).toEqual({ items: [], total: 2 });
    const byCategory = await get('?q=penjaga%20gawang');
    expect(byCategory.items.length).toBeGreaterThan(0);
    for (const a of byCategory.items) expect(a.category).toBe('Penjaga Gawang');
  });

  it('finds a close spelling ("tehnik" finds "Teknik") and nothing for nonsense', async () => {
    const typo = await get('?q=tehnik&view=summary');
    expect(titles(typo.items)).toContain('Teknik Dasar Menggiring Bola');
    for (const a of typo.items) expect(`${a.title} ${a.category}`).toMatch(/teknik/i);
    const none = await s.api('/articles?q=qzxjvw');
    expect(await none.json()).toEqual([]);
    expect(none.headers.get('x-total-count')).toBe('0');
    // Every word must match: a real word and a nonsense one find nothing.
    expect((await get('?q=teknik%20qzxjvw')).total).toBe(0);
    // LIKE's wildcards are plain characters in q.
    expect((await get('?q=%25')).total).toBe(0);
    expect((await get('?q=_')).total).toBe(0);
  });

  it('answers each of many searches in a row for its own words', async () => {
    // The same statement runs each time with other words (on PostgreSQL it stays prepared,
    // and after a few runs one plan serves every set of words).
    const all = (await (await s.api('/articles')).json()) as Item[];
    const fold = (t: string) => t.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    const words = [
      ...new Set(all.flatMap((a) => fold(a.title).split(/\s+/)).filter((w) => w.length >= 5)),
    ].slice(0, 12);
    expect(words.length).toBe(12);
    for (const word of words) {
      const { items, total } = await get(`?q=${encodeURIComponent(word)}&view=summary`);
      const holding = all.filter((a) =>
        fold(`${a.title} ${a.category} ${a.author}`).includes(word),
      );
      expect(total).toBe(items.length);
      expect(items.map((a) => a.id)).toEqual(expect.arrayContaining(holding.map((a) => a.id)));
      // Close spellings may add more, which the stats count alike.
      const stats = await s.api(`/articles/stats?q=${encodeURIComponent(word)}`);
      expect(((await stats.json()) as { articles: number }).articles).toBe(total);
    }
  });

  it('a blank q or category is no filter', async () => {
    const all = exampleArticles.length + extra.length;
    expect((await get('?q=%20%20')).total).toBe(all);
    expect((await get('?category=')).total).toBe(all);
  });

  it('filters by category ignoring case, and pages the matches with their total', async () => {
    const teknik = await get('?category=TEKNIK');
    expect(teknik.items.map((a) => a.category)).toEqual(['Teknik', 'Teknik']);
    expect(teknik.total).toBe(2);
    const first = await get('?category=teknik&limit=1');
    const second = await get('?category=teknik&limit=1&offset=1');
    expect([...first.items, ...second.items].map((a) => a.id)).toEqual(
      teknik.items.map((a) => a.id),
    );
    expect(first.total).toBe(2);
    expect(second.total).toBe(2);
    expect((await get('?category=Teknik&q=menggiring')).total).toBe(1);
    expect((await get('?category=Taktik&q=menggiring')).total).toBe(0);
  });

  it('view=summary leaves out sections and carries the excerpt', async () => {
    const { items } = await get('?view=summary&q=menggiring');
    expect(items).toHaveLength(1);
    const summary = items[0]!;
    expect(validSummary(summary)).toEqual([]);
    expect(summary).not.toHaveProperty('sections');
    const excerpt = `Menggiring bola dengan telapak kaki. ${'Ulangi. '.repeat(60)}`.slice(0, 300);
    expect(summary.excerpt).toBe(excerpt);
    const empty = (await get('?view=summary&q=senal')).items[0]!;
    expect(empty.excerpt).toBe('');
    // The examples' summaries: the whole article less its sections, plus the excerpt.
    const page = await get('?view=summary&limit=6');
    const full = await get('?view=full&limit=6');
    expect(page.total).toBe(full.total);
    page.items.forEach((a, i) => {
      const { sections, ...rest } = full.items[i]!;
      expect(a).toEqual({
        ...rest,
        excerpt: [
          ...((sections as { content: string }[])[0]?.content ?? '').replace(/\s+/g, ' ').trim(),
        ]
          .slice(0, 300)
          .join(''),
      });
    });
  });

  it('GET /articles/stats counts matching articles and distinct non-blank authors', async () => {
    const stats = async (query = '') => {
      const res = await s.api(`/articles/stats${query}`);
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(validStats(body)).toEqual([]);
      return body as { articles: number; authors: number };
    };
    const exampleAuthors = new Set(exampleArticles.map((a: Item) => a.author.trim().toLowerCase()))
      .size;
    // 'Dewi Lestari' and '  dewi lestari ' are one author; '   ' is none.
    expect(await stats()).toEqual({
      articles: exampleArticles.length + extra.length,
      authors: exampleAuthors + 1,
    });
    expect(await stats('?q=lestari')).toEqual({ articles: 2, authors: 1 });
    expect(await stats('?category=teknik')).toEqual({ articles: 2, authors: 1 });
    expect(await stats('?q=qzxjvw')).toEqual({ articles: 0, authors: 0 });
    expect((await stats('?q=bola')).articles).toBe((await get('?q=bola')).total);
  });

  it('rejects invalid parameters with 400 naming the parameter', async () => {
    expect(await errorOf(await s.api('/articles?view=kecil'), 400)).toMatch(/^view: /);
    expect(await errorOf(await s.api(`/articles?q=${'a'.repeat(101)}`), 400)).toMatch(/^q: /);
    expect(await errorOf(await s.api(`/articles?category=${'a'.repeat(121)}`), 400)).toMatch(
      /^category: /,
    );
    expect(await errorOf(await s.api(`/articles/stats?q=${'a'.repeat(101)}`), 400)).toMatch(/^q: /);
    expect(await errorOf(await s.api('/articles?limit=0&view=summary'), 400)).toBe(
      'limit: minimal 1.',
    );
  });

  it('answers many articles asked for at once each with its own article, and 404 for a missing one', async () => {
    const all = (await (await s.api('/articles')).json()) as Item[];
    const asked = [...all.map((a) => a.id), 999_999, ...all.map((a) => a.id).reverse()];
    const answers = await Promise.all(asked.map((id) => s.api(`/articles/${id}`)));
    for (const [i, res] of answers.entries()) {
      if (asked[i] === 999_999) {
        expect(res.status).toBe(404);
        continue;
      }
      expect(res.status).toBe(200);
      const a = (await res.json()) as Item;
      expect(a).toEqual(all.find((b) => b.id === asked[i]));
    }
  });

  it('a write is seen at once by the next list, total, stats and search', async () => {
    const before = await get('?q=futsal&view=summary&limit=2');
    const statsBefore = (await (await s.api('/articles/stats')).json()) as { articles: number };
    const created = await s.api('/articles', {
      method: 'POST',
      token,
      json: { title: 'Futsal Pantai untuk Pemula', author: 'Penulis Baru', date: '2027-03-01' },
    });
    const { id } = (await created.json()) as { id: number };
    expect((await get('?limit=1')).total).toBe(statsBefore.articles + 1);
    const after = await get('?q=futsal&view=summary&limit=2');
    expect(after.total).toBe(before.total + 1);
    expect(after.items[0]!.id).toBe(id);
    expect(((await (await s.api('/articles/stats')).json()) as { articles: number }).articles).toBe(
      statsBefore.articles + 1,
    );
    await s.api(`/articles/${id}`, {
      method: 'PUT',
      token,
      json: { title: 'Futsal Pantai Lanjutan', date: '2027-03-01' },
    });
    expect(titles((await get('?q=lanjutan')).items)).toEqual(['Futsal Pantai Lanjutan']);
    // The words it lost find it no longer (the update left the author out: now none).
    expect((await get('?q=pemula%20pantai')).total).toBe(0);
    expect((await get('?q=penulis%20baru')).total).toBe(0);
    expect(((await (await s.api(`/articles/${id}`)).json()) as Item).title).toBe(
      'Futsal Pantai Lanjutan',
    );
    expect((await s.api(`/articles/${id}`, { method: 'DELETE', token })).status).toBe(204);
    expect((await get('?q=lanjutan')).total).toBe(0);
    expect((await get('?limit=1&view=summary')).total).toBe(statsBefore.articles);
    expect((await s.api(`/articles/${id}`)).status).toBe(404);
  });
});

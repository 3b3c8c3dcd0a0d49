import DataLoader from 'dataloader';
import type { Database, Queryable } from './db.ts';
import { HttpError } from './errors.ts';
import { checkImageRef } from './images.ts';
import type {
  Article,
  ArticleInput,
  ArticleSummary,
  ListArticlesQuery,
} from '../common/api/types.ts';
import { excerptOf } from '../common/articles.ts';

export type { Article, ArticleInput };

/** Tags and sections come back as the JSON text they were stored as (json columns keep it verbatim). */
const SELECT_ROW = `SELECT id, title, author, to_char(published_on, 'YYYY-MM-DD') AS date, category, banner,
  tags::text AS tags, sections::text AS sections FROM articles`;
const ORDER = 'ORDER BY published_on DESC NULLS LAST, id DESC';
/** A summary needs only the first section's text, not the sections. */
const SELECT_SUMMARY = `SELECT id, title, author, to_char(published_on, 'YYYY-MM-DD') AS date, category, banner,
  tags::text AS tags, sections->0->>'content' AS first FROM articles`;

/** GET /articles's query (GET /articles/stats takes q and category), as the contract declares it. */
export type ListQuery = ListArticlesQuery;

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The words of q: split on white space, blanks dropped. */
const wordsOf = (q: string | undefined) => (q ?? '').trim().split(/\s+/).filter(Boolean);

/**
 * For each word of q, the vocabulary words it matches: a vocabulary word (a
 * folded word of some article's title, category or author) that contains it,
 * or that it closely spells (trigram word similarity). Case and accents are
 * folded the same way on both sides (article_fold). One array per word, in
 * order; the trigram index on the vocabulary answers both tests.
 */
const MATCHING_WORDS = `SELECT ARRAY(
    SELECT w.word FROM article_words w
    WHERE w.word LIKE article_fold(q.pattern) OR article_near(article_fold(q.word), w.word)
  ) AS words
  FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS q(pattern, word, i) ORDER BY q.i`;

/**
 * What a search filters on, resolved: per word of q, the vocabulary words
 * that satisfy it (an article must hold one of each), and the category.
 * `none` when some word of q matches no word at all: nothing can match.
 */
interface Filter {
  words: string[][];
  category: string;
  none: boolean;
}

/**
 * The WHERE clause of a resolved filter over article_search (alias s), its
 * values appended to params: each word's matches through the words' array
 * index, the category compared ignoring case.
 */
function searchWhere(filter: Filter, params: unknown[]): string {
  const conds = filter.words.map((matches) => {
    params.push(matches);
    return `s.words && $${params.length}::text[]`;
  });
  if (filter.category) {
    params.push(filter.category);
    conds.push(`s.category_key = lower($${params.length})`);
  }
  return conds.length ? `WHERE ${conds.join(' AND ')}` : '';
}

/** NOTIFY channel; per schema, so instances on other schemas of the same database stay out of it. */
export const changeChannel = (schema?: string) =>
  schema ? `articles_changed_${schema}`.slice(0, 63) : 'articles_changed';

interface DbRow {
  id: number;
  title: string;
  author: string;
  date: string | null;
  category: string;
  banner: string | null;
  tags: string;
  sections: string;
}

interface Row {
  id: number;
  date: string | null;
  /** The article serialised in the contract's key order. */
  json: string;
}

const str = JSON.stringify;

/** An object's JSON from JSON texts of its values, in the order the contract lists the fields. */
const jsonObject = (fields: Record<string, string>) =>
  `{${Object.entries(fields)
    .map(([k, v]) => `${str(k)}:${v}`)
    .join(',')}}`;

/**
 * The JSON of the fields an article and its summary share. Typed by the
 * contract: a field renamed or added there fails to compile here.
 */
function commonFields(r: Omit<DbRow, 'sections'>): {
  [K in keyof Article & keyof ArticleSummary]-?: string;
} {
  return {
    id: String(r.id),
    title: str(r.title),
    author: str(r.author),
    date: str(r.date),
    category: str(r.category),
    banner: str(r.banner),
    tags: r.tags,
  };
}

function toRow(r: DbRow): Row {
  const fields: { [K in keyof Article]-?: string } = { ...commonFields(r), sections: r.sections };
  return { id: r.id, date: r.date, json: jsonObject(fields) };
}

interface SummaryRow extends Omit<DbRow, 'sections'> {
  first: string | null;
}

function summaryJson(r: SummaryRow): string {
  const fields: { [K in keyof ArticleSummary]-?: string } = {
    ...commonFields(r),
    excerpt: str(excerptOf(r.first)),
  };
  return jsonObject(fields);
}

/** PostgreSQL text cannot hold NUL, and lone surrogates cannot be stored as UTF-8: say so instead of failing with 500. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
function checkText(value: string, field: string) {
  if (value.includes('\u0000') || LONE_SURROGATE.test(value))
    throw new HttpError(400, `${field}: berisi karakter yang tidak valid.`);
}

/** Normalises a validated input into the stored shape, checking what the schema cannot. */
export function toStored(input: ArticleInput): Omit<Article, 'id'> {
  const a: Omit<Article, 'id'> = {
    title: input.title,
    author: input.author ?? '',
    date: input.date ?? null,
    category: input.category ?? '',
    banner: input.banner ?? null,
    tags: (input.tags ?? []).map((name) => ({ name })),
    sections: (input.sections ?? []).map((s) => ({
      subtitle: s.subtitle,
      content: s.content,
      youtube: s.youtube ?? '',
      images: (s.images ?? []).map((path) => ({ path })),
    })),
  };
  checkText(a.title, 'title');
  checkText(a.author, 'author');
  checkText(a.category, 'category');
  a.tags.forEach((t, i) => checkText(t.name, `tags[${i}]`));
  if (a.banner !== null) {
    checkText(a.banner, 'banner');
    checkImageRef(a.banner, 'banner');
  }
  a.sections.forEach((s, i) => {
    checkText(s.subtitle, `sections[${i}].subtitle`);
    checkText(s.content, `sections[${i}].content`);
    checkText(s.youtube, `sections[${i}].youtube`);
    s.images.forEach((img, j) => {
      checkText(img.path, `sections[${i}].images[${j}]`);
      checkImageRef(img.path, `sections[${i}].images[${j}]`);
    });
  });
  return a;
}

function params(a: Omit<Article, 'id'>): unknown[] {
  return [
    a.title,
    a.author,
    a.date,
    a.category,
    a.banner,
    JSON.stringify(a.tags),
    JSON.stringify(a.sections),
  ];
}

/** A map that forgets its least recently used entries beyond a count and a size in bytes. */
class Lru<K, V> {
  private map = new Map<K, { value: V; bytes: number }>();
  private bytes = 0;
  constructor(
    private readonly maxEntries: number,
    private readonly maxBytes: number,
  ) {}
  get(key: K): V | undefined {
    const e = this.map.get(key);
    if (!e) return undefined;
    this.map.delete(key);
    this.map.set(key, e);
    return e.value;
  }
  set(key: K, value: V, bytes: number) {
    this.delete(key);
    // One huge answer (every article, unpaged) would push out everything else: not kept.
    if (bytes > this.maxBytes / 8) return;
    this.map.set(key, { value, bytes });
    this.bytes += bytes;
    for (const [k, e] of this.map) {
      if (this.map.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.map.delete(k);
      this.bytes -= e.bytes;
    }
  }
  delete(key: K) {
    const e = this.map.get(key);
    if (!e) return;
    this.map.delete(key);
    this.bytes -= e.bytes;
  }
  clear() {
    this.map.clear();
    this.bytes = 0;
  }
  get size() {
    return this.map.size;
  }
}

/** Answers of the list and the stats, and single articles, by their JSON's size. */
export const CACHE_LIMITS = {
  answers: 1000,
  answerBytes: 32 * 1024 * 1024,
  articles: 5000,
  articleBytes: 64 * 1024 * 1024,
};

/**
 * Bounded read-through cache of hot answers: list pages, totals and stats by
 * their query, and single articles by id (least recently used ones are
 * dropped). Nothing is loaded at start. Every change drops all list answers
 * (any page, total or count may move) and the changed article; a query that
 * was running when a change came is not stored. With PostgreSQL, other
 * instances' changes arrive by LISTEN/NOTIFY (sent inside the write
 * transaction, so delivered only on commit); if that channel fails the cache
 * switches off and every read goes to the database.
 */
class ArticleCache {
  private generation = 0;
  private readonly answers = new Lru<string, unknown>(
    CACHE_LIMITS.answers,
    CACHE_LIMITS.answerBytes,
  );
  private readonly articles = new Lru<number, Buffer>(
    CACHE_LIMITS.articles,
    CACHE_LIMITS.articleBytes,
  );
  /** Concurrent misses of one answer share one query. */
  private readonly inflight = new Map<string, Promise<unknown>>();

  changed(id?: number) {
    this.generation++;
    this.answers.clear();
    this.inflight.clear();
    if (id === undefined) this.articles.clear();
    else this.articles.delete(id);
  }

  putArticle(id: number, json: string) {
    const body = Buffer.from(json);
    this.articles.set(id, body, body.length);
  }

  async article(id: number, load: () => Promise<string | null>): Promise<Buffer | string | null> {
    const hit = this.articles.get(id);
    if (hit) return hit;
    const generation = this.generation;
    const json = await load();
    if (json !== null && generation === this.generation) this.putArticle(id, json);
    return json;
  }

  answer<T>(key: string, load: () => Promise<T>, bytes: (value: T) => number): Promise<T> {
    const hit = this.answers.get(key);
    if (hit !== undefined) return Promise.resolve(hit as T);
    const running = this.inflight.get(key);
    if (running) return running as Promise<T>;
    const generation = this.generation;
    const promise: Promise<T> = load()
      .then((value) => {
        if (generation === this.generation) this.answers.set(key, value, bytes(value));
        return value;
      })
      .finally(() => {
        if (this.inflight.get(key) === promise) this.inflight.delete(key);
      });
    this.inflight.set(key, promise);
    return promise;
  }
}

export class Articles {
  private cache: ArticleCache | null;
  private unlisten: (() => Promise<void>) | null = null;
  private readonly channel: string;
  private readonly onCacheError: (err: Error) => void;
  /** Moves data-URL images into the image store, leaving their paths (server/media-store.ts). */
  private readonly storeImages: (a: Omit<Article, 'id'>) => Promise<Omit<Article, 'id'>>;

  constructor(
    private readonly db: Database,
    opts: {
      cache: boolean;
      schema?: string;
      onCacheError?: (err: Error) => void;
      storeImages?: (a: Omit<Article, 'id'>) => Promise<Omit<Article, 'id'>>;
    },
  ) {
    this.cache = opts.cache ? new ArticleCache() : null;
    this.channel = changeChannel(opts.schema);
    this.onCacheError = opts.onCacheError ?? (() => {});
    this.storeImages = opts.storeImages ?? ((a) => Promise.resolve(a));
  }

  /** Subscribes to other instances' writes (PostgreSQL only). */
  async start(): Promise<void> {
    if (!this.cache || !this.db.listen) return;
    this.unlisten = await this.db.listen(
      this.channel,
      (payload) => {
        const id = Number(payload);
        this.cache?.changed(payload !== '' && Number.isInteger(id) ? id : undefined);
      },
      (err) => this.disableCache(err),
    );
  }

  async stop(): Promise<void> {
    await this.unlisten?.();
    this.unlisten = null;
  }

  private disableCache(err: Error) {
    if (!this.cache) return;
    this.cache = null;
    this.onCacheError(err);
  }

  /**
   * q and category resolved against the vocabulary (one query for every word
   * of q; none without q). Cached like the answers: a write may add words.
   */
  private async filter(q: string, category: string): Promise<Filter> {
    const words = wordsOf(q);
    if (!words.length) return { words: [], category, none: false };
    const matches = await Promise.all(
      words.map((word) =>
        this.cache
          ? this.cache.answer(
              `word\u0000${word}`,
              () => this.wordLoader.load(word),
              (m) => JSON.stringify(m).length + 64,
            )
          : this.wordLoader.load(word),
      ),
    );
    return { words: matches, category, none: matches.some((m) => m.length === 0) };
  }

  /**
   * The vocabulary words each word of a search matches, for every word asked
   * for in one turn of the event loop in one query (searches share words:
   * each word's answer is cached on its own).
   */
  private readonly wordLoader = new DataLoader<string, string[]>(
    async (words) =>
      (
        await this.db.query<{ words: string[] }>(MATCHING_WORDS, [
          words.map((w) => `%${likeEscape(w)}%`),
          words,
        ])
      ).map((r) => r.words),
    { cache: false, maxBatchSize: 100, batchScheduleFn: (run) => setImmediate(run) },
  );

  /**
   * The JSON array of GET /articles (whole articles, or summaries), newest
   * first, one page of it with limit/offset, and the total number of matches.
   * Without q the page is read from the articles in list order (the category
   * index serves category=...); with q, the matching ids come from the narrow
   * search table and only the page's articles are read.
   */
  async list(query: ListQuery = {}): Promise<{ body: Buffer | string; total: number }> {
    const offset = query.offset ?? 0;
    const view = query.view ?? 'full';
    const q = query.q?.trim() ?? '';
    const category = query.category?.trim() ? query.category : '';
    const key = `list\u0000${view}\u0000${query.limit ?? ''}\u0000${offset}\u0000${category}\u0000${q}`;
    const load = async () => {
      const filter = await this.filter(q, category);
      if (filter.none) return { body: Buffer.from('[]'), total: 0 };
      const params: unknown[] = [];
      if (filter.words.length) {
        // One query: one pass through the words' index gives the matches (id and date, from
        // the narrow table), their count and the page's ids; only the page's articles are read.
        // Walking the list order instead and stopping after the page would read fewer rows
        // when most articles match, but the planner cannot tell when (words are correlated:
        // it estimated "tendangan budi santoso" at 225 matches for 1, and walked all 100,000
        // rows), and the count needs every match anyway. A page past the end is one row with
        // the total and no article.
        const where = searchWhere(filter, params);
        params.push(query.limit ?? null, offset);
        const rows = await this.db.query<(SummaryRow | DbRow) & { total: number }>(
          `WITH m AS MATERIALIZED (SELECT s.id, s.published_on FROM article_search s ${where}),
             page AS (SELECT id FROM m ORDER BY published_on DESC NULLS LAST, id DESC
                      LIMIT $${params.length - 1} OFFSET $${params.length})
           SELECT t.total, a.* FROM (SELECT count(*)::int AS total FROM m) t
           LEFT JOIN (${view === 'summary' ? SELECT_SUMMARY : SELECT_ROW} JOIN page USING (id)) a ON true
           ORDER BY a.date DESC NULLS LAST, a.id DESC`,
          params,
          // Searches that miss the cache are many and alike: parsing and planning each
          // cost as much as running it. The plan is the words' index whatever the words.
          { prepared: true },
        );
        const found = rows.filter((r) => r.id !== null);
        const items =
          view === 'summary'
            ? (found as SummaryRow[]).map(summaryJson)
            : (found as DbRow[]).map((r) => toRow(r).json);
        return { body: Buffer.from(`[${items.join(',')}]`), total: rows[0]?.total ?? 0 };
      }
      if (category) params.push(category);
      params.push(query.limit ?? null, offset);
      const page = `${category ? 'WHERE lower(category) = lower($1)' : ''} ${ORDER}
        LIMIT $${params.length - 1} OFFSET $${params.length}`;
      // Without limit and offset every match is in the answer: its length is the total.
      // Otherwise the count runs beside the page (two pool connections on PostgreSQL).
      const counting = query.limit === undefined && offset === 0 ? null : this.count(category);
      // Handled here too: if the page query fails first, a failing count must not go unhandled.
      counting?.catch(() => {});
      const items = await this.page(view, page, params);
      const total = counting ? await counting : items.length;
      return { body: Buffer.from(`[${items.join(',')}]`), total };
    };
    if (!this.cache) return load();
    return this.cache.answer(key, load, (a) => a.body.length + 64);
  }

  /** The items of one page, as JSON: `rest` follows the SELECT (joins, WHERE, order, bounds). */
  private async page(view: 'full' | 'summary', rest: string, params: unknown[]) {
    return view === 'summary'
      ? (await this.db.query<SummaryRow>(`${SELECT_SUMMARY} ${rest}`, params)).map(summaryJson)
      : (await this.db.query<DbRow>(`${SELECT_ROW} ${rest}`, params)).map((r) => toRow(r).json);
  }

  /** How many articles there are in a category, or in all. */
  private async count(category: string): Promise<number> {
    const run = async () => {
      // Every article: the count the triggers keep (one row), not a scan of the table.
      const [row] = await this.db.query<{ n: number }>(
        category
          ? 'SELECT count(*)::int AS n FROM articles WHERE lower(category) = lower($1)'
          : 'SELECT n::int AS n FROM article_count',
        category ? [category] : [],
      );
      return row?.n ?? 0;
    };
    if (!this.cache) return run();
    return this.cache.answer(`count\u0000${category}`, run, () => 16);
  }

  /** GET /articles/stats: matching articles and their distinct non-blank authors (case and surrounding space ignored). */
  async stats(query: Pick<ListQuery, 'q' | 'category'> = {}): Promise<string> {
    const q = query.q?.trim() ?? '';
    const category = query.category?.trim() ? query.category : '';
    const run = async () => {
      const filter = await this.filter(q, category);
      if (filter.none) return JSON.stringify({ articles: 0, authors: 0 });
      const params: unknown[] = [];
      const [row] = await this.db.query<{ articles: number; authors: number }>(
        `SELECT count(*)::int AS articles,
           count(DISTINCT s.author_key) FILTER (WHERE s.author_key <> '')::int AS authors
         FROM article_search s ${searchWhere(filter, params)}`,
        params,
        { prepared: true },
      );
      return JSON.stringify({ articles: row?.articles ?? 0, authors: row?.authors ?? 0 });
    };
    if (!this.cache) return run();
    return this.cache.answer(`stats\u0000${category}\u0000${q}`, run, (s) => s.length + 64);
  }

  /**
   * Single articles that miss the cache, read together: every id asked for
   * in one turn of the event loop goes into one query (at most 100). At
   * 100,000 articles the rows are mostly not in the database's buffers, and
   * one query per article costs its page reads and its round trip each time.
   */
  private readonly articleLoader = new DataLoader<number, string | null>(
    async (ids) => {
      const rows = await this.db.query<DbRow>(`${SELECT_ROW} WHERE id = ANY($1::int[])`, [ids]);
      const json = new Map(rows.map((r) => [r.id, toRow(r).json]));
      return ids.map((id) => json.get(id) ?? null);
    },
    // No cache of its own (the article cache decides what is kept), and a batch waits one turn.
    { cache: false, maxBatchSize: 100, batchScheduleFn: (run) => setImmediate(run) },
  );

  async getJson(id: number): Promise<Buffer | string | null> {
    const load = () => this.articleLoader.load(id);
    return this.cache ? this.cache.article(id, load) : load();
  }

  private async write(
    fn: (tx: Queryable) => Promise<Row | null>,
    id?: number,
  ): Promise<Row | null> {
    const row = await this.db.transaction(async (tx) => {
      const r = await fn(tx);
      const changed = r?.id ?? id;
      if (this.db.kind === 'postgres' && changed !== undefined)
        await tx.query('SELECT pg_notify($1, $2)', [this.channel, String(changed)]);
      return r;
    });
    const changed = row?.id ?? id;
    if (changed !== undefined) {
      this.cache?.changed(changed);
      if (row) this.cache?.putArticle(row.id, row.json);
    }
    return row;
  }

  async create(input: ArticleInput): Promise<string> {
    const a = await this.storeImages(toStored(input));
    const row = await this.write(async (tx) => {
      const [{ id } = { id: 0 }] = await tx.query<{ id: number }>(
        `INSERT INTO articles (title, author, published_on, category, banner, tags, sections)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
        params(a),
      );
      return (await tx.query<DbRow>(`${SELECT_ROW} WHERE id = $1`, [id])).map(toRow)[0] ?? null;
    });
    return row!.json;
  }

  /** null when there is no such article. */
  async update(id: number, input: ArticleInput): Promise<string | null> {
    const a = await this.storeImages(toStored(input));
    let found = false;
    const row = await this.write(async (tx) => {
      const updated = await tx.query(
        `UPDATE articles SET title = $2, author = $3, published_on = $4, category = $5, banner = $6, tags = $7, sections = $8,
           updated_at = now() WHERE id = $1 RETURNING id`,
        [id, ...params(a)],
      );
      found = updated.length > 0;
      return found
        ? ((await tx.query<DbRow>(`${SELECT_ROW} WHERE id = $1`, [id])).map(toRow)[0] ?? null)
        : null;
    });
    return found ? row!.json : null;
  }

  /** false when there was no such article. */
  async remove(id: number): Promise<boolean> {
    let found = false;
    await this.write(async (tx) => {
      found = (await tx.query('DELETE FROM articles WHERE id = $1 RETURNING id', [id])).length > 0;
      return null;
    }, id);
    return found;
  }
}

/** Seeds articles with their ids (the contract's examples) and moves the id sequence past them. */
export async function insertArticlesWithIds(tx: Queryable, articles: Article[]): Promise<void> {
  for (const a of articles) {
    await tx.query(
      `INSERT INTO articles (id, title, author, published_on, category, banner, tags, sections)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        a.id,
        a.title,
        a.author,
        a.date,
        a.category,
        a.banner,
        JSON.stringify(a.tags),
        JSON.stringify(a.sections),
      ],
    );
  }
  await tx.query(
    `SELECT setval(pg_get_serial_sequence('articles', 'id'), GREATEST((SELECT max(id) FROM articles), 1))`,
  );
}

import DataLoader from 'dataloader';
import type { Database, Queryable } from './db.ts';
import type { Article, ArticleInput, ListArticlesQuery } from '../common/api/types.ts';
import { ArticleCache } from './article-cache.ts';
import {
  LIST_ORDER as ORDER,
  ROW_COLUMNS,
  SELECT_ROW,
  SELECT_SUMMARY,
  SUMMARY_COLUMNS,
  rowParams,
  summaryJson,
  toRow,
  toStored,
  type DbRow,
  type Row,
  type SummaryRow,
} from './article-rows.ts';

export type { Article, ArticleInput };

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
          `WITH m AS MATERIALIZED (SELECT s.id, s.listed_on FROM article_search s ${where}),
             page AS (SELECT id, listed_on FROM m ${ORDER}
                      LIMIT $${params.length - 1} OFFSET $${params.length})
           SELECT t.total, a.* FROM (SELECT count(*)::int AS total FROM m) t
           LEFT JOIN (SELECT page.listed_on AS list_key, ${view === 'summary' ? SUMMARY_COLUMNS : ROW_COLUMNS}
                      FROM articles JOIN page USING (id)) a ON true
           ORDER BY a.list_key DESC, a.id DESC`,
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
        rowParams(a),
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
        [id, ...rowParams(a)],
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

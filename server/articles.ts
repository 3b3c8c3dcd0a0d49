/**
 * The article repository: reads and writes of the articles table, served
 * through the read cache (article-cache.ts) and kept fresh across instances by
 * change notifications; searches resolve through article-search.ts, and rows
 * become the contract's JSON in article-rows.ts.
 */
import DataLoader from 'dataloader';
import type { Database, Queryable } from './db.ts';
import type { Article, ArticleInput, ListArticlesQuery } from '../common/api/types.ts';
import { ArticleCache, listKey, type ArticleAnswer } from './article-cache.ts';
import { ArticleSearch, type Filter } from './article-search.ts';
import { keepListening } from './change-feed.ts';
import {
  LIST_MEMORY,
  ROW_COLUMNS_UNLESS_BIG,
  indexRows,
  type ListIndex,
} from './article-stream.ts';
import type { ReadGate } from './read-gate.ts';
import { LargeAnswers, type ArticleRead } from './large-answers.ts';
import type { Encoding, Spool, Spooled } from './spool.ts';
import { NO_IMAGES, type ArticleImages } from './article-media.ts';
import {
  LIST_ORDER as ORDER,
  SELECT_ROW,
  ifMatchAllows,
  SELECT_SUMMARY,
  rowParams,
  summaryJson,
  toRow,
  toStored,
  type DbRow,
  type Row,
  type SummaryRow,
} from './article-rows.ts';

export type { Article, ArticleInput, ArticleAnswer };

/**
 * What a conditional write did: `done` (the article written, or for a delete nothing),
 * `changed` (If-Match named another version: nothing written; the article as it is now),
 * or `missing` (no such article).
 */
export type WriteOutcome =
  | { status: 'done'; article: ArticleAnswer | null }
  | { status: 'changed'; article: ArticleAnswer }
  | { status: 'missing' };

/** GET /articles's query (GET /articles/stats takes q and category), as the contract declares it. */
export type ListQuery = ListArticlesQuery;

/** NOTIFY channel; per schema, so instances on other schemas of the same database stay out of it. */
export const changeChannel = (schema?: string) =>
  schema ? `articles_changed_${schema}`.slice(0, 63) : 'articles_changed';

export class Articles {
  private cache: ArticleCache | null;
  private unlisten: (() => Promise<void>) | null = null;
  private readonly channel: string;
  private readonly onCacheError: (err: Error) => void;
  private readonly onCacheBack: () => void;
  private readonly search: ArticleSearch;
  /** Stores data-URL images in the image store and removes the unused (server/article-media.ts). */
  private readonly images: ArticleImages;
  /** Heavy reads (a list or an article above LIST_MEMORY.bigArticleBytes): gated, prepared, shared. */
  readonly large: LargeAnswers;

  constructor(
    private readonly db: Database,
    opts: {
      cache: boolean;
      schema?: string;
      onCacheError?: (err: Error) => void;
      images?: ArticleImages;
      onCacheBack?: () => void;
      readGate?: ReadGate;
      spool?: Spool;
    },
  ) {
    this.large = new LargeAnswers(db, opts.readGate, opts.spool);
    this.cache = opts.cache ? new ArticleCache() : null;
    this.search = new ArticleSearch(db, () => this.cache);
    this.channel = changeChannel(opts.schema);
    this.onCacheError = opts.onCacheError ?? (() => {});
    this.images = opts.images ?? NO_IMAGES;
    this.onCacheBack = opts.onCacheBack ?? (() => {});
  }

  /** Subscribes to other instances' writes (PostgreSQL only); the cache is off while that fails. */
  async start(): Promise<void> {
    if (!this.cache || !this.db.listen) return;
    this.unlisten = await keepListening(this.db.listen.bind(this.db), this.channel, {
      message: (payload) => {
        const id = Number(payload);
        this.large.changed();
        this.cache?.changed(payload !== '' && Number.isInteger(id) ? id : undefined);
      },
      lost: (err) => this.disableCache(err),
      // Subscribed again: on again, empty (it missed the notifications in between).
      back: () => {
        this.cache = new ArticleCache();
        this.onCacheBack();
      },
    });
  }

  /** Whether reads are served from the cache (off while change notifications fail). */
  get cacheOn(): boolean {
    return this.cache !== null;
  }

  async stop(): Promise<void> {
    await this.unlisten?.();
    this.unlisten = null;
    await this.large.spool.dispose();
  }

  private disableCache(err: Error) {
    if (!this.cache) return;
    this.cache = null;
    this.onCacheError(err);
  }

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
    const key = listKey(query);
    const load = async () => {
      const filter = await this.search.filter(q, category);
      if (filter.none) return { body: Buffer.from('[]'), total: 0 };
      if (filter.words.length) {
        const { items, total } = await this.search.page(filter, view, query.limit ?? null, offset);
        return { body: Buffer.from(`[${items.join(',')}]`), total };
      }
      const params: unknown[] = [];
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

  /**
   * GET /articles as the API answers it: one page with limit/offset, or without limit every
   * match from offset on. An answer up to LIST_MEMORY.inlineBytes is built whole (and cached)
   * by list(); a larger one is prepared and shared by server/large-answers.ts. The sizes of the
   * rows are read first (one query without the text); a page already cached is answered at once.
   */
  async listBounded(
    query: ListQuery = {},
    { encoding = null, signal }: { encoding?: Encoding; signal?: AbortSignal } = {},
  ): Promise<{ total: number; body?: Buffer | string; spooled?: Spooled<{ total: number }> }> {
    const offset = query.offset ?? 0;
    const view = query.view ?? 'full';
    const q = query.q?.trim() ?? '';
    const category = query.category?.trim() ? query.category : '';
    const paged = query.limit !== undefined;
    if (paged && this.cache?.has(listKey(query))) return this.list(query);
    const filter = await this.search.filter(q, category);
    const index = paged
      ? await indexRows(this.db, this.search, view, filter, query.limit!, offset)
      : await this.listIndex(view, filter);
    const from = paged ? 0 : offset;
    let size = 0;
    for (let i = from; i < index.bytes.length; i++) size += index.bytes[i]!;
    if (size <= LIST_MEMORY.inlineBytes) return this.list(query);
    const total = async () =>
      !paged
        ? index.ids.length
        : filter.words.length
          ? (await this.search.counts(filter)).articles
          : await this.count(category);
    const spooled = await this.large.list(
      listKey(query),
      size,
      index,
      from,
      view,
      total,
      encoding,
      signal,
    );
    return { total: spooled.meta.total, spooled };
  }

  /** Every match's id in list order, with the size of its JSON (cached like the answers). */
  private async listIndex(view: 'full' | 'summary', filter: Filter): Promise<ListIndex> {
    const load = () => indexRows(this.db, this.search, view, filter, null, 0);
    if (!this.cache) return load();
    return this.cache.answer(
      `index\u0000${view}\u0000${filter.category}\u0000${JSON.stringify(filter.words)}`,
      load,
      (v) => v.ids.length * 16 + 64,
    );
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
      const filter = await this.search.filter(q, category);
      if (filter.none) return JSON.stringify({ articles: 0, authors: 0 });
      return JSON.stringify(await this.search.counts(filter));
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
  private readonly articleLoader = new DataLoader<number, Row | null | undefined>(
    async (ids) => {
      // An article above LIST_MEMORY.bigArticleBytes comes without its sections: undefined here,
      // read alone through the read gate (read()).
      const rows = await this.db.query<DbRow>(
        `SELECT ${ROW_COLUMNS_UNLESS_BIG} FROM articles a WHERE id = ANY($1::int[])`,
        [ids, LIST_MEMORY.bigArticleBytes],
      );
      const byId = new Map(rows.map((r) => [r.id, r.sections === null ? undefined : toRow(r)]));
      return ids.map((id) => (byId.has(id) ? byId.get(id) : null));
    },
    // No cache of its own (the article cache decides what is kept), and a batch waits one turn.
    { cache: false, maxBatchSize: 100, batchScheduleFn: (run) => setImmediate(run) },
  );

  /**
   * One article's JSON and version (the ETag), or null. An article above
   * LIST_MEMORY.bigArticleBytes is read while holding a slot of the read gate,
   * released once its JSON is built (it is never cached; its answer is sent from
   * a file, server/spool.ts). `signal`: the caller stopped waiting.
   */
  async read(
    id: number,
    { encoding = null, signal }: { encoding?: Encoding; signal?: AbortSignal } = {},
  ): Promise<ArticleRead | null> {
    const load = () => this.articleLoader.load(id);
    const small = this.cache
      ? await this.cache.article(id, load)
      : await load().then((r) => r && { body: r.json, version: r.version });
    if (small === null) return null;
    if (small !== undefined) return small;
    const spooled = await this.large.article(id, encoding, signal);
    return spooled && { version: spooled.meta.version, spooled };
  }

  /** One article's JSON, or null. */
  async getJson(id: number): Promise<Buffer | string | null> {
    const answer = await this.read(id);
    if (!answer?.spooled) return answer?.body ?? null;
    return this.large.textOf(answer.spooled);
  }

  /**
   * Runs a write in one transaction. `fn` says whether it changed the article: only then
   * are the other instances notified (inside the transaction, so only on commit) and this
   * instance's cache told; the written article goes into the cache.
   */
  private async write(
    fn: (tx: Queryable) => Promise<{ row: Row | null; changed: boolean }>,
    id?: number,
  ): Promise<Row | null> {
    const { row, changed } = await this.db.transaction(async (tx) => {
      const r = await fn(tx);
      const which = r.row?.id ?? id;
      if (r.changed && this.db.kind === 'postgres' && which !== undefined)
        await tx.query('SELECT pg_notify($1, $2)', [this.channel, String(which)]);
      return r;
    });
    const which = row?.id ?? id;
    if (changed && which !== undefined) {
      this.large.changed();
      this.cache?.changed(which);
      if (row) this.cache?.putArticle(row.id, row.json, row.version);
    }
    return row;
  }

  /** The article's row, locked until the transaction ends: the check of If-Match and the write see one version. */
  private async locked(tx: Queryable, id: number): Promise<Row | null> {
    const rows = await tx.query<DbRow>(`${SELECT_ROW} WHERE id = $1 FOR UPDATE`, [id]);
    return rows.map(toRow)[0] ?? null;
  }

  async create(input: ArticleInput): Promise<ArticleAnswer> {
    const row = await this.write(async (tx) => {
      const a = await this.images.store(tx, toStored(input));
      const [{ id } = { id: 0 }] = await tx.query<{ id: number }>(
        `INSERT INTO articles (title, author, published_on, category, banner, tags, sections)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
        rowParams(a),
      );
      const row = (await tx.query<DbRow>(`${SELECT_ROW} WHERE id = $1`, [id])).map(toRow)[0];
      return { row: row ?? null, changed: true };
    });
    return { body: row!.json, version: row!.version };
  }

  /**
   * Replaces the article's fields and raises its version, if `ifMatch` (the request's
   * If-Match, or undefined) allows its current version. The row is locked from the check to
   * the commit: of two updates sent with the same If-Match, the second waits for the first
   * and then sees the new version (412).
   */
  async update(id: number, input: ArticleInput, ifMatch?: string): Promise<WriteOutcome> {
    let outcome: WriteOutcome = { status: 'missing' };
    let dropped: string[] = [];
    await this.write(async (tx) => {
      const current = await this.locked(tx, id);
      if (!current) return { row: null, changed: false };
      if (!ifMatchAllows(ifMatch, current.version)) {
        outcome = { status: 'changed', article: { body: current.json, version: current.version } };
        return { row: null, changed: false };
      }
      const before = await this.images.namesOf(tx, id);
      const a = await this.images.store(tx, toStored(input));
      await tx.query(
        `UPDATE articles SET title = $2, author = $3, published_on = $4, category = $5, banner = $6, tags = $7, sections = $8,
           version = version + 1, updated_at = now() WHERE id = $1`,
        [id, ...rowParams(a)],
      );
      const row = (await tx.query<DbRow>(`${SELECT_ROW} WHERE id = $1`, [id])).map(toRow)[0]!;
      outcome = { status: 'done', article: { body: row.json, version: row.version } };
      const after = new Set(await this.images.namesOf(tx, id));
      dropped = before.filter((name) => !after.has(name));
      return { row, changed: true };
    }, id);
    // Committed: the images it no longer uses go unless another article uses them.
    await this.images.release(dropped);
    return outcome;
  }

  /** Deletes the article if `ifMatch` allows its current version (checked on the locked row, as update does). */
  async remove(id: number, ifMatch?: string): Promise<WriteOutcome> {
    let outcome: WriteOutcome = { status: 'missing' };
    let dropped: string[] = [];
    await this.write(async (tx) => {
      const current = await this.locked(tx, id);
      if (!current) return { row: null, changed: false };
      if (!ifMatchAllows(ifMatch, current.version)) {
        outcome = { status: 'changed', article: { body: current.json, version: current.version } };
        return { row: null, changed: false };
      }
      dropped = await this.images.namesOf(tx, id);
      await tx.query('DELETE FROM articles WHERE id = $1', [id]);
      outcome = { status: 'done', article: null };
      return { row: null, changed: true };
    }, id);
    await this.images.release(dropped);
    return outcome;
  }
}

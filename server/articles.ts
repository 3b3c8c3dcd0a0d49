import type { Database, Queryable } from './db.ts';
import { HttpError } from './errors.ts';
import { checkImageRef } from './images.ts';

/** The body of create and update (contract: ArticleInput), already schema-validated. */
export interface ArticleInput {
  title: string;
  author?: string;
  date?: string;
  category?: string;
  banner?: string;
  tags?: string[];
  sections?: { subtitle: string; content: string; youtube?: string; images?: string[] }[];
}

/** The stored article in the contract's shape (contract: Article). */
export interface Article {
  id: number;
  title: string;
  author: string;
  date: string | null;
  category: string;
  banner: string | null;
  tags: { name: string }[];
  sections: { subtitle: string; content: string; youtube: string; images: { path: string }[] }[];
}

/** Tags and sections come back as the JSON text they were stored as (json columns keep it verbatim). */
const SELECT_ROW = `SELECT id, title, author, to_char(published_on, 'YYYY-MM-DD') AS date, category, banner,
  tags::text AS tags, sections::text AS sections FROM articles`;
const ORDER = 'ORDER BY published_on DESC NULLS LAST, id DESC';
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
function toRow(r: DbRow): Row {
  return {
    id: r.id,
    date: r.date,
    json: `{"id":${r.id},"title":${str(r.title)},"author":${str(r.author)},"date":${str(r.date)},"category":${str(r.category)},"banner":${str(r.banner)},"tags":${r.tags},"sections":${r.sections}}`,
  };
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

/** newest first: date descending, unknown dates last, then id descending. */
function compare(a: Row, b: Row): number {
  if (a.date !== b.date) {
    if (a.date === null) return 1;
    if (b.date === null) return -1;
    return a.date < b.date ? 1 : -1;
  }
  return b.id - a.id;
}

/**
 * Read-through cache of every article's serialised JSON. Kept exact by the
 * writes of this process; with PostgreSQL, other instances' writes arrive by
 * LISTEN/NOTIFY (the NOTIFY is sent inside the write transaction, so it is
 * delivered only on commit). If that channel fails the cache switches off and
 * reads go to the database.
 */
class ArticleCache {
  private byId = new Map<number, Row>();
  private sorted: Row[] | null = null;
  private all: Buffer | null = null;
  private bodies = new Map<number, Buffer>();
  loaded = false;

  fill(rows: Row[]) {
    this.byId = new Map(rows.map((r) => [r.id, r]));
    this.invalidate();
    this.loaded = true;
  }
  put(row: Row) {
    this.byId.set(row.id, row);
    this.invalidate();
  }
  remove(id: number) {
    this.byId.delete(id);
    this.invalidate();
  }
  private invalidate() {
    this.sorted = null;
    this.all = null;
    this.bodies.clear();
  }
  /** Encoded once, sent many times. */
  get(id: number): Buffer | null {
    const cached = this.bodies.get(id);
    if (cached) return cached;
    const row = this.byId.get(id);
    if (!row) return null;
    const body = Buffer.from(row.json);
    this.bodies.set(id, body);
    return body;
  }
  list(limit?: number, offset = 0): Buffer | string {
    this.sorted ??= [...this.byId.values()].sort(compare);
    if (limit === undefined && offset === 0)
      return (this.all ??= Buffer.from(`[${this.sorted.map((r) => r.json).join(',')}]`));
    const end = limit === undefined ? undefined : offset + limit;
    return `[${this.sorted
      .slice(offset, end)
      .map((r) => r.json)
      .join(',')}]`;
  }
}

export class Articles {
  private cache: ArticleCache | null;
  private loading: Promise<void> | null = null;
  /** Changes announced while the cache was loading: re-read once it is loaded. */
  private pending = new Set<number>();
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
    this.storeImages = opts.storeImages ?? (async (a) => a);
  }

  /** Subscribes to other instances' writes (PostgreSQL only). */
  async start(): Promise<void> {
    if (!this.cache || !this.db.listen) return;
    this.unlisten = await this.db.listen(
      this.channel,
      (payload) => {
        const id = Number(payload);
        if (Number.isInteger(id))
          void this.refresh(id).catch((err: Error) => this.disableCache(err));
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

  private async refresh(id: number) {
    if (this.loading) this.pending.add(id);
    if (!this.cache?.loaded) return;
    const rows = (await this.db.query<DbRow>(`${SELECT_ROW} WHERE id = $1`, [id])).map(toRow);
    if (rows[0]) this.cache?.put(rows[0]);
    else this.cache?.remove(id);
  }

  private async ready(): Promise<ArticleCache | null> {
    const cache = this.cache;
    if (!cache || cache.loaded) return cache;
    this.loading ??= this.db
      .query<DbRow>(SELECT_ROW)
      .then((rows) => cache.fill(rows.map(toRow)))
      .finally(() => {
        this.loading = null;
      });
    await this.loading;
    const pending = [...this.pending];
    this.pending.clear();
    await Promise.all(pending.map((id) => this.refresh(id)));
    return cache;
  }

  /** The JSON array, newest first; a page of it when limit/offset are given. */
  async listJson(limit?: number, offset = 0): Promise<Buffer | string> {
    const cache = await this.ready();
    if (cache) return cache.list(limit, offset);
    const rows = (
      await this.db.query<DbRow>(`${SELECT_ROW} ${ORDER} LIMIT $1 OFFSET $2`, [
        limit ?? null,
        offset,
      ])
    ).map(toRow);
    return `[${rows.map((r) => r.json).join(',')}]`;
  }

  async getJson(id: number): Promise<Buffer | string | null> {
    const cache = await this.ready();
    if (cache) return cache.get(id);
    const rows = (await this.db.query<DbRow>(`${SELECT_ROW} WHERE id = $1`, [id])).map(toRow);
    return rows[0]?.json ?? null;
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
    if (this.cache?.loaded) {
      if (row) this.cache.put(row);
      else if (id !== undefined) this.cache.remove(id);
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

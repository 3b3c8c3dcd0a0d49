/** The reference server's bounded read cache of article answers. */

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

/** One article's answer: its JSON and its version (the ETag). */
export interface ArticleAnswer {
  body: Buffer | string;
  version: number;
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
export class ArticleCache {
  private generation = 0;
  private readonly answers = new Lru<string, unknown>(
    CACHE_LIMITS.answers,
    CACHE_LIMITS.answerBytes,
  );
  private readonly articles = new Lru<number, { body: Buffer; version: number }>(
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

  putArticle(id: number, json: string, version: number) {
    const body = Buffer.from(json);
    this.articles.set(id, { body, version }, body.length);
  }

  /** `load` answers undefined for an article it does not read whole (kept out of the cache). */
  async article(
    id: number,
    load: () => Promise<{ json: string; version: number } | null | undefined>,
  ): Promise<ArticleAnswer | null | undefined> {
    const hit = this.articles.get(id);
    if (hit) return hit;
    const generation = this.generation;
    const row = await load();
    if (!row) return row;
    if (generation === this.generation) this.putArticle(id, row.json, row.version);
    return { body: row.json, version: row.version };
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

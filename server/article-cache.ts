/** The reference server's bounded read cache of article answers. */
import { LRUCache } from 'lru-cache';
import type { ListArticlesQuery } from '../common/api/types.ts';

/**
 * An LRU map bounded by a count and a size in bytes (lru-cache). One answer over an eighth of
 * the bytes (every article, unpaged) would push out everything else: it is not kept.
 */
function lru<K extends NonNullable<unknown>, V extends NonNullable<unknown>>(
  max: number,
  maxSize: number,
) {
  return new LRUCache<K, V>({ max, maxSize, maxEntrySize: maxSize / 8 });
}

/** The read cache's key of a GET /articles answer. */
export function listKey(query: ListArticlesQuery): string {
  const q = query.q?.trim() ?? '';
  const category = query.category?.trim() ? query.category : '';
  return `list\u0000${query.view ?? 'full'}\u0000${query.limit ?? ''}\u0000${query.offset ?? 0}\u0000${category}\u0000${q}`;
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
 * switches off and every read goes to the database, until it is subscribed again
 * (server/change-feed.ts) and a new, empty cache takes over.
 */
export class ArticleCache {
  private generation = 0;
  private readonly answers = lru<string, NonNullable<unknown>>(
    CACHE_LIMITS.answers,
    CACHE_LIMITS.answerBytes,
  );
  private readonly articles = lru<number, { body: Buffer; version: number }>(
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
    this.articles.set(id, { body, version }, { size: Math.max(body.length, 1) });
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

  /** Whether an answer is kept under `key` (without making it recent). */
  has(key: string): boolean {
    return this.answers.has(key);
  }

  answer<T>(key: string, load: () => Promise<T>, bytes: (value: T) => number): Promise<T> {
    const hit = this.answers.get(key);
    if (hit !== undefined) return Promise.resolve(hit as T);
    const running = this.inflight.get(key);
    if (running) return running as Promise<T>;
    const generation = this.generation;
    const promise: Promise<T> = load()
      .then((value) => {
        if (generation === this.generation && value != null)
          this.answers.set(key, value, { size: Math.max(bytes(value), 1) });
        return value;
      })
      .finally(() => {
        if (this.inflight.get(key) === promise) this.inflight.delete(key);
      });
    this.inflight.set(key, promise);
    return promise;
  }
}

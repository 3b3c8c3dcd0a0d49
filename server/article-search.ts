/**
 * Article search: the words of q resolved against the vocabulary of the
 * articles' words, and the matches read from the narrow search table
 * (article_search: id, list date, words, category and author keys).
 */
import DataLoader from 'dataloader';
import type { Database } from './db.ts';
import type { ArticleCache } from './article-cache.ts';
import {
  LIST_ORDER as ORDER,
  ROW_COLUMNS,
  SUMMARY_COLUMNS,
  summaryJson,
  toRow,
  type DbRow,
  type SummaryRow,
} from './article-rows.ts';

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
export interface Filter {
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

export class ArticleSearch {
  /** `cache`: the read cache while it is on (it switches off when its change notifications fail). */
  constructor(
    private readonly db: Database,
    private readonly cache: () => ArticleCache | null,
  ) {}

  /**
   * q and category resolved against the vocabulary (one query for every word
   * of q; none without q). Cached like the answers: a write may add words.
   */
  async filter(q: string, category: string): Promise<Filter> {
    const words = wordsOf(q);
    if (!words.length) return { words: [], category, none: false };
    const matches = await Promise.all(
      words.map((word) => {
        const cache = this.cache();
        return cache
          ? cache.answer(
              `word\u0000${word}`,
              () => this.wordLoader.load(word),
              (m) => JSON.stringify(m).length + 64,
            )
          : this.wordLoader.load(word);
      }),
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
   * One page of the articles a filter with words matches, as JSON items in
   * list order, and the number of matches.
   *
   * One query: one pass through the words' index gives the matches (id and date, from
   * the narrow table), their count and the page's ids; only the page's articles are read.
   * Walking the list order instead and stopping after the page would read fewer rows
   * when most articles match, but the planner cannot tell when (words are correlated:
   * it estimated "tendangan budi santoso" at 225 matches for 1, and walked all 100,000
   * rows), and the count needs every match anyway. A page past the end is one row with
   * the total and no article.
   */
  async page(
    filter: Filter,
    view: 'full' | 'summary',
    limit: number | null,
    offset: number,
  ): Promise<{ items: string[]; total: number }> {
    const params: unknown[] = [];
    const where = searchWhere(filter, params);
    params.push(limit, offset);
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
    return { items, total: rows[0]?.total ?? 0 };
  }

  /**
   * The articles a filter with words matches from `offset` on (at most `limit`;
   * null: all), in list order: each one's id and the value of `bytes`, an SQL
   * expression over the article's row (alias a), for the lists that decide
   * whether to stream their rows in batches (server/article-stream.ts).
   */
  async index(
    filter: Filter,
    bytes: string,
    limit: number | null = null,
    offset = 0,
  ): Promise<{ id: number; bytes: number }[]> {
    const params: unknown[] = [];
    const where = searchWhere(filter, params);
    params.push(limit, offset);
    // The matches first, as page() reads them (the planner cannot tell how many there are).
    return this.db.query<{ id: number; bytes: number }>(
      `WITH m AS MATERIALIZED (SELECT s.id, s.listed_on FROM article_search s ${where}),
             page AS (SELECT id, listed_on FROM m ${ORDER}
                      LIMIT $${params.length - 1} OFFSET $${params.length})
           SELECT page.id, (${bytes})::int AS bytes FROM page JOIN articles a USING (id)
           ORDER BY page.listed_on DESC, page.id DESC`,
      params,
      { prepared: true },
    );
  }

  /** The matching articles and their distinct non-blank authors (case and surrounding space ignored). */
  async counts(filter: Filter): Promise<{ articles: number; authors: number }> {
    const params: unknown[] = [];
    const [row] = await this.db.query<{ articles: number; authors: number }>(
      `SELECT count(*)::int AS articles,
           count(DISTINCT s.author_key) FILTER (WHERE s.author_key <> '')::int AS authors
         FROM article_search s ${searchWhere(filter, params)}`,
      params,
      { prepared: true },
    );
    return { articles: row?.articles ?? 0, authors: row?.authors ?? 0 };
  }
}

/**
 * Large article lists (a page or the unpaged list), in batches: the ids of the
 * answer (and each row's size) are read first, then the rows in small batches,
 * each batch turned into JSON and written out (to the answer's file,
 * server/spool.ts) only when the previous one has been taken (backpressure).
 * Whatever the number and the size of the articles, one answer holds at most one
 * batch (or one article larger than a batch) in memory.
 */
import type { Database } from './db.ts';
import type { ArticleSearch, Filter } from './article-search.ts';
import {
  LIST_ORDER,
  SELECT_ROW,
  SELECT_SUMMARY,
  summaryJson,
  toRow,
  type DbRow,
  type SummaryRow,
} from './article-rows.ts';

/**
 * The size of an article's JSON, in bytes, from its row (alias a), without
 * reading its text: stored with the row at every write (migration 012). Close
 * enough to decide how to read it.
 */
export const FULL_BYTES = 'a.json_bytes';
/** A summary: the same without sections, plus an excerpt of at most 300 characters. */
export const SUMMARY_BYTES = `octet_length(a.title) + octet_length(a.author) + octet_length(a.category)
  + coalesce(octet_length(a.banner), 0) + octet_length(a.tags::text) + 1400`;

/** ROW_COLUMNS, but sections null when the article is above $2 bytes (see FULL_BYTES). */
export const ROW_COLUMNS_UNLESS_BIG = `id, title, author, to_char(published_on, 'YYYY-MM-DD') AS date, category, banner,
  tags::text AS tags, CASE WHEN (${FULL_BYTES}) <= $2 THEN sections::text END AS sections, version`;

export const LIST_MEMORY = {
  /** An answer up to this size is built whole (and cached); a larger one is prepared in batches. */
  inlineBytes: 1024 * 1024,
  /** A large answer reads its rows in batches of about this size (one larger row alone)… */
  batchBytes: 512 * 1024,
  /** …and at most this many rows. */
  batchRows: 100,
  /** A single article larger than this is read as a heavy read (through the read gate). */
  bigArticleBytes: 1024 * 1024,
};

/** The ids of an unpaged answer, in list order, with their sizes. */
export interface ListIndex {
  ids: number[];
  bytes: number[];
}

/**
 * The ids of the matches of `filter` from `offset` on (at most `limit`; null: all) in list
 * order, with the size of each one's JSON in `view` (see FULL_BYTES).
 */
export async function indexRows(
  db: Database,
  search: ArticleSearch,
  view: 'full' | 'summary',
  filter: Filter,
  limit: number | null,
  offset: number,
): Promise<ListIndex> {
  if (filter.none) return { ids: [], bytes: [] };
  const bytes = view === 'summary' ? SUMMARY_BYTES : FULL_BYTES;
  const { category } = filter;
  const rows = filter.words.length
    ? await search.index(filter, bytes, limit, offset)
    : await db.query<{ id: number; bytes: number }>(
        `SELECT a.id, (${bytes})::int AS bytes FROM articles a
          ${category ? 'WHERE lower(a.category) = lower($3)' : ''} ${LIST_ORDER} LIMIT $1 OFFSET $2`,
        category ? [limit, offset, category] : [limit, offset],
      );
  return { ids: rows.map((r) => r.id), bytes: rows.map((r) => Number(r.bytes)) };
}

/** Consecutive runs of ids of about `batchBytes` together (a larger article alone), at most `batchRows` each. */
export function* batches(index: ListIndex, from = 0): Generator<number[]> {
  let batch: number[] = [];
  let size = 0;
  for (let i = from; i < index.ids.length; i++) {
    const bytes = index.bytes[i] ?? 0;
    if (
      batch.length &&
      (size + bytes > LIST_MEMORY.batchBytes || batch.length >= LIST_MEMORY.batchRows)
    ) {
      yield batch;
      batch = [];
      size = 0;
    }
    batch.push(index.ids[i]!);
    size += bytes;
  }
  if (batch.length) yield batch;
}

/**
 * Heavy queries one at a time, with a turn of the event loop before each: on PGlite a query
 * runs on the server's own thread (a 10 MB row takes about 80 ms), and queries queued behind
 * each other would run back to back, with nothing else answered in between. Taking turns, a
 * small request waits for one such query at most.
 */
export class Turns {
  private last: Promise<unknown> = Promise.resolve();

  run<T>(work: () => Promise<T>): Promise<T> {
    const next = this.last
      .catch(() => undefined)
      .then(() => new Promise((resolve) => setImmediate(resolve)))
      .then(work);
    this.last = next;
    return next;
  }
}

/**
 * The JSON array of the articles of `index` from `from` on, in that order, as
 * chunks: a batch is read only when the one before has been taken. An article
 * deleted since the ids were read is left out. The batches' queries take their
 * `turns` with the other heavy queries, so that small requests are answered in
 * between.
 */
export async function* articleChunks(
  db: Database,
  index: ListIndex,
  from: number,
  view: 'full' | 'summary',
  turns: Turns,
): AsyncGenerator<string> {
  yield '[';
  let first = true;
  for (const batch of batches(index, from)) {
    const json = new Map<number, string>();
    if (view === 'summary') {
      const rows = await turns.run(() =>
        db.query<SummaryRow>(`${SELECT_SUMMARY} WHERE id = ANY($1::int[])`, [batch]),
      );
      for (const r of rows) json.set(r.id, summaryJson(r));
    } else {
      const rows = await turns.run(() =>
        db.query<DbRow>(`${SELECT_ROW} WHERE id = ANY($1::int[])`, [batch]),
      );
      for (const r of rows) json.set(r.id, toRow(r).json);
    }
    let out = '';
    for (const id of batch) {
      const item = json.get(id);
      if (item === undefined) continue;
      out += first ? item : `,${item}`;
      first = false;
    }
    json.clear();
    if (out) yield out;
  }
  yield ']';
}

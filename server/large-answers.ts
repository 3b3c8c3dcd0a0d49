/**
 * The heavy public reads: a list of over a megabyte (paged or not), an article of over a
 * megabyte. Each is prepared holding a slot of the read gate (its rows read in batches, the
 * queries taking turns with the others') into a file of its own, and sent from there at the
 * client's pace once the slot is free again (server/spool.ts). Identical reads at once share
 * one preparation: sixteen clients asking for the same page of the largest articles cost the
 * database one read of it. A write (here, or another instance's by notification) ends the
 * sharing of what was prepared before it.
 */
import type { Database } from './db.ts';
import type { ArticleAnswer } from './article-cache.ts';
import { SELECT_ROW, toRow, type DbRow } from './article-rows.ts';
import { articleChunks, Turns, type ListIndex } from './article-stream.ts';
import { ReadGate } from './read-gate.ts';
import { Spool, type Encoding, type Spooled } from './spool.ts';

/**
 * One article as read: its JSON in memory, or, for one above LIST_MEMORY.bigArticleBytes, the
 * prepared answer (server/spool.ts) that the caller sends or releases.
 */
export type ArticleRead =
  | (ArticleAnswer & { spooled?: undefined })
  | { version: number; body?: undefined; spooled: Spooled<{ version: number }> };

export class LargeAnswers {
  /** The heavy reads' queries, one at a time with a turn of the event loop before each. */
  private readonly turns = new Turns();
  /** Writes seen: a large answer prepared before one is not shared after it. */
  private writes = 0;

  constructor(
    private readonly db: Database,
    readonly gate: ReadGate = new ReadGate({ concurrency: 2, queue: 32, timeoutMs: 20_000 }),
    readonly spool: Spool = new Spool(),
  ) {}

  /** An article changed (or any, when the change is not known). */
  changed(): void {
    this.writes++;
  }

  /**
   * The list of `index`'s articles from `from` on, prepared (or shared), with its total.
   * `key` names the query; `bytes` is its size as the index measured it.
   */
  async list(
    key: string,
    bytes: number,
    index: ListIndex,
    from: number,
    view: 'full' | 'summary',
    total: () => Promise<number>,
    encoding: Encoding,
    signal?: AbortSignal,
  ): Promise<Spooled<{ total: number }>> {
    this.spool.checkRoom(bytes);
    const answer = await this.spool.shared(
      `list\u0000${this.writes}\u0000${encoding}\u0000${key}`,
      () =>
        this.gate.use(async () => {
          const meta = { total: await total() };
          const chunks = articleChunks(this.db, index, from, view, this.turns);
          return this.spool.prepare(chunks, meta, encoding);
        }),
      signal,
    );
    return answer!;
  }

  /** A large article prepared (or shared), with its version; null when it is gone. */
  article(
    id: number,
    encoding: Encoding,
    signal?: AbortSignal,
  ): Promise<Spooled<{ version: number }> | null> {
    return this.spool.shared(
      `article\u0000${this.writes}\u0000${encoding}\u0000${id}`,
      () =>
        this.gate.use(async () => {
          const [row] = await this.turns.run(() =>
            this.db.query<DbRow>(`${SELECT_ROW} WHERE id = $1`, [id]),
          );
          if (!row) return null;
          return this.spool.prepare(toRow(row).json, { version: row.version }, encoding);
        }),
      signal,
    );
  }

  /** A prepared answer's text (one prepared without encoding), given back after. */
  async textOf(answer: Spooled): Promise<string> {
    try {
      return await this.spool.text(answer);
    } finally {
      this.spool.release(answer);
    }
  }
}

import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import pg from 'pg';
import { withQueryParams } from './redact.ts';
import { lockDataDir } from './data-dir-lock.ts';

export { lockDataDir };
import { markOutcomeUnknown, readsOnly } from './db-errors.ts';

export interface QueryOptions {
  /**
   * Keep the statement prepared on each PostgreSQL connection, named after its
   * text: it is parsed once per connection, and planned once when a plan for any
   * values does as well as one for the given values (PostgreSQL's plan cache).
   * For frequent statements whose best plan does not depend on the values.
   * PGlite ignores it.
   */
  prepared?: boolean;
}

/**
 * The one storage seam. Both back ends run the very same SQL (PostgreSQL
 * dialect, `$1` parameters): PGlite is PostgreSQL compiled to WASM, `pg`
 * talks to a real server.
 */
export interface Queryable {
  query<T = Record<string, unknown>>(
    sql: string,
    params?: unknown[],
    options?: QueryOptions,
  ): Promise<T[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface PoolUse {
  total: number;
  idle: number;
  waiting: number;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /**
   * The connections: open ones, idle ones, and queries waiting for one. PostgreSQL: the pool's
   * clients (at most 10). PGlite: its one connection, busy while a query or transaction runs;
   * the others wait for it.
   */
  poolUse(): PoolUse;
  /** Runs fn in one transaction: all of its statements commit together or not at all. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Cross-instance change notifications (PostgreSQL only; PGlite has one process). */
  listen?(
    channel: string,
    onMessage: (payload: string) => void,
    onError: (err: Error) => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/**
 * How close a word of an article search must be to a word of the article (pg_trgm word
 * similarity): 0.4 lets one wrong letter in a six-letter word through ('tehnik' finds 'Teknik').
 */
export const WORD_SIMILARITY = 0.4;

/** Rethrows a query's error with its parameters kept, for the log to blank them (server/redact.ts). */
const failed =
  (params: readonly unknown[]) =>
  (err: unknown): never => {
    throw withQueryParams(err, params);
  };

export async function openPglite(dataDir: string): Promise<Database> {
  fs.mkdirSync(dataDir, { recursive: true });
  const unlock = lockDataDir(dataDir);
  let db: PGlite;
  try {
    // Article search uses trigrams and accent folding (contrib extensions PGlite ships).
    db = new PGlite(dataDir, { extensions: { pg_trgm, unaccent } });
    await db.waitReady;
    await db.exec(`SET pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY}`);
  } catch (err) {
    unlock();
    throw err;
  }
  // Queries and transactions asked of the one connection and not yet done.
  let inFlight = 0;
  const counted = async <T>(run: () => Promise<T>): Promise<T> => {
    inFlight++;
    try {
      return await run();
    } finally {
      inFlight--;
    }
  };
  return {
    kind: 'pglite',
    poolUse: () => ({
      total: 1,
      idle: inFlight ? 0 : 1,
      waiting: Math.max(0, inFlight - 1),
    }),
    async query<T>(sql: string, params: unknown[] = []) {
      const res = await counted(() => db.query<T>(sql, params)).catch(failed(params));
      return res.rows;
    },
    async exec(sql: string) {
      await db.exec(sql);
    },
    transaction<T>(fn: (tx: Queryable) => Promise<T>) {
      return counted(() =>
        db.transaction(async (tx) =>
          fn({
            async query<R>(sql: string, params: unknown[] = []) {
              const res = await tx.query<R>(sql, params).catch(failed(params));
              return res.rows;
            },
            async exec(sql: string) {
              await tx.exec(sql);
            },
          }),
        ),
      );
    },
    async close() {
      if (!db.closed) await db.close();
      unlock();
    },
  };
}

function quoteIdent(name: string): string {
  if (!/^[A-Za-z_][A-Za-z0-9_]{0,62}$/.test(name)) throw new Error(`Invalid schema name: ${name}`);
  return `"${name}"`;
}

/** A prepared statement's name: from its text, so that one name never means two texts. */
const statementName = (sql: string) =>
  `s_${createHash('sha256').update(sql).digest('base64url').slice(0, 24)}`;

/** Serialises CREATE SCHEMA IF NOT EXISTS, which races when instances start together. */
const SCHEMA_LOCK = 7_420_000;

/** Creates `schema` unless it exists, in the transaction `tx` (under the lock of instances starting). */
export async function createSchema(tx: Queryable, schema: string): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK]);
  await tx.exec(`CREATE SCHEMA IF NOT EXISTS ${quoteIdent(schema)}`);
}

/**
 * A pool on `connectionString`, its connections on `schema` (created unless it exists; with
 * `createSchema: false` left to the caller: until then the connections see no table).
 */
export async function openPostgres(
  connectionString: string,
  schema?: string,
  { createSchema: create = true }: { createSchema?: boolean } = {},
): Promise<Database> {
  const config: pg.PoolConfig = {
    connectionString,
    max: 10,
    idleTimeoutMillis: 30_000,
    // Whose connections these are, in pg_stat_activity (a connection string's own wins).
    application_name: `apifutsal${schema ? `/${schema}` : ''}`.slice(0, 63),
  };
  config.options = `-c pg_trgm.word_similarity_threshold=${WORD_SIMILARITY}`;
  if (schema) config.options += ` -c search_path=${quoteIdent(schema)}`;
  const pool = new pg.Pool(config);
  // An idle client that loses its connection must not crash the process.
  pool.on('error', () => {});
  if (schema && create) {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK]);
      await client.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdent(schema)}`);
      await client.query('COMMIT');
    } catch (err) {
      await client.query('ROLLBACK').catch(() => {});
      throw err;
    } finally {
      client.release();
    }
  } else await pool.query('SELECT 1');
  return {
    kind: 'postgres',
    poolUse: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    async query<T>(sql: string, params: unknown[] = [], options?: QueryOptions) {
      try {
        const res = await (
          options?.prepared
            ? pool.query({ name: statementName(sql), text: sql, values: params })
            : pool.query(sql, params)
        ).catch(failed(params));
        return res.rows as T[];
      } catch (err) {
        // A write whose connection went while it ran may have committed (it commits by itself).
        throw readsOnly(sql) ? err : markOutcomeUnknown(err);
      }
    },
    async exec(sql: string) {
      await pool.query(sql);
    },
    async transaction<T>(fn: (tx: Queryable) => Promise<T>) {
      const client = await pool.connect();
      // A connection lost between two statements fails the next one, rather than an 'error'
      // event without a listener, which would end the process.
      const lost = () => {};
      client.on('error', lost);
      try {
        await client.query('BEGIN');
        const result = await fn({
          async query<R>(sql: string, params: unknown[] = []) {
            const res = await client.query(sql, params).catch(failed(params));
            return res.rows as R[];
          },
          async exec(sql: string) {
            await client.query(sql);
          },
        });
        // A connection lost during COMMIT leaves it unknown whether the transaction committed.
        try {
          await client.query('COMMIT');
        } catch (err) {
          throw markOutcomeUnknown(err);
        }
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => {});
        throw err;
      } finally {
        client.off('error', lost);
        client.release();
      }
    },
    async listen(channel, onMessage, onError) {
      const client = new pg.Client(config);
      // Reported once subscribed, until unsubscribed: a failed subscription only rejects.
      let live = false;
      client.on('error', (err) => live && onError(err));
      client.on('end', () => live && onError(new Error('LISTEN connection ended')));
      client.on('notification', (msg) => {
        if (msg.channel === channel) onMessage(msg.payload ?? '');
      });
      try {
        await client.connect();
        await client.query(`LISTEN "${channel.replace(/"/g, '""')}"`);
      } catch (err) {
        await client.end().catch(() => {});
        throw err;
      }
      live = true;
      return async () => {
        live = false;
        await client.end().catch(() => {});
      };
    },
    async close() {
      await pool.end();
    },
  };
}

export function openDatabase(opts: {
  databaseUrl?: string;
  databaseSchema?: string;
  dataDir: string;
}): Promise<Database> {
  return opts.databaseUrl
    ? openPostgres(opts.databaseUrl, opts.databaseSchema)
    : openPglite(opts.dataDir);
}

import fs from 'node:fs';
import path from 'node:path';
import {
  createSchema,
  lockDataDir,
  openPglite,
  openPostgres,
  type Database,
  type Queryable,
} from './db.ts';
import { realDataDir } from './data-dir-lock.ts';
import { copySourceFiles, type WorkCopy } from './db-copy-work.ts';
import { loadMigrations, migrate } from './migrate.ts';
import { diskStore, s3Store, type MediaStore, type S3Options } from './media-store.ts';
import { copyMedia, type MediaCopy } from './media-copy.ts';
import {
  listTables,
  migrationVersions,
  readSequences,
  setSequences,
  tableChecksums,
  type TableInfo,
} from './db-tables.ts';

/**
 * `npm run db:copy`: the embedded database of a DATA_DIR into PostgreSQL, and
 * its images into an S3-compatible bucket (docs/operations.md, "Moving to
 * PostgreSQL and S3").
 *
 * The source is never written: its directory is locked (a server cannot start
 * on it meanwhile, and a running one is refused), copied beside it readable by
 * its owner only (server/db-copy-work.ts), and the copy is opened and brought
 * up to the current migrations. Every refusal comes before the target is
 * written, or inside the one target transaction, which then rolls back: a
 * refused copy leaves the target as it was (no schema, table or extension
 * created). That transaction migrates the target, copies the images (skipped
 * when present with the same size, so running the copy again finishes the
 * job), then the rows, and commits only when every table's row count and
 * checksum match the source's.
 */

/** A refusal the operator can act on (the command exits with 2). */
export class CopyRefused extends Error {}

/** Rows the migrations themselves create: a freshly migrated database has them. */
const MIGRATION_ROWS = new Set(['article_count']);

/** Rows read from the source at once: as many as fit in about this many bytes. */
const BATCH_BYTES = 8 * 1024 * 1024;
const BATCH_ROWS_MAX = 1000;

export interface CopyOptions {
  /** The PGlite data directory (DATA_DIR). */
  dataDir: string;
  /** Its images (MEDIA_DIR, else DATA_DIR/media). */
  mediaDir: string;
  /** postgres://… of the target database. */
  to: string;
  /** A schema of the target database (DATABASE_SCHEMA of the servers that will use it). */
  schema?: string;
  /** The bucket the images move to; unset, they stay in mediaDir. */
  mediaTo?: S3Options;
  /** Empty the target's tables first (otherwise a target holding data is refused). */
  force?: boolean;
  /** Called inside the target transaction after each table is copied (tests interrupt here). */
  afterTable?: (table: string, tx: Queryable) => void | Promise<void>;
  /** Progress lines. */
  log?: (line: string) => void;
}

export interface TableCheck {
  table: string;
  source: { rows: number; checksum: string };
  target: { rows: number; checksum: string };
}

export interface CopyReport {
  /** The migration versions both databases are at. */
  versions: number[];
  tables: TableCheck[];
  /** Null when the images stay where they are. */
  media: MediaCopy | null;
  /** Every table's rows and checksum are the same on both sides (the copy was committed). */
  ok: boolean;
}

const sameCheck = (c: TableCheck) =>
  c.source.rows === c.target.rows && c.source.checksum === c.target.checksum;

/** Thrown inside the target transaction so that a copy that does not check out is rolled back. */
class Mismatch extends Error {
  constructor(readonly tables: TableCheck[]) {
    super('the copy does not match the source');
  }
}

function hasDatabase(dataDir: string): boolean {
  return fs.existsSync(path.join(dataDir, 'PG_VERSION'));
}

/** The extensions migration 002 creates (in the target's transaction, checked for before). */
const EXTENSIONS = ['pg_trgm', 'unaccent'];

/** The versions recorded in a database's schema_migrations ([] before any migration). */
async function recordedVersions(db: Queryable): Promise<number[]> {
  const [row] = await db.query<{ has: boolean }>(
    `SELECT to_regclass('schema_migrations') IS NOT NULL AS has`,
  );
  return row?.has ? migrationVersions(db) : [];
}

/** A Database whose every statement and "transaction" runs in `tx`: migrations inside one transaction. */
function within(tx: Queryable): Database {
  return {
    kind: 'postgres',
    poolUse: () => ({ total: 1, idle: 0, waiting: 0 }),
    query: (sql, params, options) => tx.query(sql, params, options),
    exec: (sql) => tx.exec(sql),
    transaction: (fn) => fn(tx),
    close: () => Promise.resolve(),
  };
}

async function openTarget(url: string, schema: string | undefined): Promise<Database> {
  try {
    // Its schema, if new, is created in the copy's transaction: a refused copy leaves none.
    return await openPostgres(url, schema, { createSchema: false });
  } catch (err) {
    throw new CopyRefused(`cannot open the target database: ${(err as Error).message}`);
  }
}

/** The tables of the target that hold rows (those the migrations create aside). */
async function tablesWithData(db: Queryable, tables: TableInfo[]): Promise<string[]> {
  const full: string[] = [];
  for (const t of tables) {
    if (MIGRATION_ROWS.has(t.name)) continue;
    const [row] = await db.query<{ any: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM ${t.quoted}) AS any`,
    );
    if (row?.any) full.push(t.name);
  }
  return full;
}

/** Copies one table's rows, a batch at a time (a cursor on the source, JSON rows to the target). */
async function copyRows(source: Database, target: Queryable, t: TableInfo): Promise<void> {
  const columns = t.columns.join(', ');
  await source.transaction(async (src) => {
    await src.exec(`DECLARE copy_rows NO SCROLL CURSOR FOR
      SELECT row_to_json(t)::text AS r FROM ${t.quoted} t`);
    let batch = 1;
    for (;;) {
      const rows = await src.query<{ r: string }>(`FETCH ${batch} FROM copy_rows`);
      if (!rows.length) break;
      const json = `[${rows.map((x) => x.r).join(',')}]`;
      await target.query(
        `INSERT INTO ${t.quoted} (${columns}) OVERRIDING SYSTEM VALUE
         SELECT ${columns} FROM json_populate_recordset(null::${t.quoted}, $1::json)`,
        [json],
      );
      const perRow = Math.max(1, json.length / rows.length);
      batch = Math.max(1, Math.min(BATCH_ROWS_MAX, Math.floor(BATCH_BYTES / perRow)));
    }
    await src.exec('CLOSE copy_rows');
  });
}

function openMediaTarget(opts: CopyOptions): MediaStore | undefined {
  return opts.mediaTo ? s3Store(opts.mediaTo) : undefined;
}

/**
 * What may refuse the copy before the target is written: extensions it cannot create, rows
 * in its tables (unless `force`), migrations newer than this code's. Only reads.
 */
async function checkTarget(target: Database, code: number[], force: boolean): Promise<void> {
  const [ext] = await target.query<{ missing: string[] }>(
    `SELECT array(SELECT unnest($1::text[]) EXCEPT SELECT name FROM pg_available_extensions) AS missing`,
    [EXTENSIONS],
  );
  if (ext?.missing.length)
    throw new CopyRefused(
      `the target's PostgreSQL has no ${ext.missing.join(', ')} extension: install its contrib modules (Debian: postgresql-contrib)`,
    );
  if (!force) {
    const full = await tablesWithData(target, await listTables(target));
    if (full.length)
      throw new CopyRefused(
        `the target already holds data (${full.join(', ')}): give an empty database, or --force to replace its contents`,
      );
  }
  const newer = (await recordedVersions(target)).filter((v) => !code.includes(v));
  if (newer.length)
    throw new CopyRefused(
      `the target is at migrations this code does not know (${newer.join(', ')}): copy with the server version that wrote it`,
    );
}

export async function copyDatabase(opts: CopyOptions): Promise<CopyReport> {
  const log = opts.log ?? (() => {});
  if (!hasDatabase(opts.dataDir))
    throw new CopyRefused(
      `${opts.dataDir} holds no database: set DATA_DIR to the embedded database's directory (the server's default is .data/pglite)`,
    );
  let unlock: () => void;
  try {
    unlock = lockDataDir(opts.dataDir);
  } catch (err) {
    throw new CopyRefused((err as Error).message);
  }
  const media = openMediaTarget(opts);
  let files: WorkCopy | undefined;
  let source: Database | undefined;
  let target: Database | undefined;
  try {
    // Older data-URL images move into the store the server will use: the bucket, else the directory.
    const ctx = { media: media ?? diskStore(opts.mediaDir) };
    const migrations = loadMigrations();
    const code = migrations.map((m) => m.version);
    files = copySourceFiles(realDataDir(opts.dataDir), realDataDir(opts.mediaDir));
    source = await openPglite(files.dir);
    files.seal();
    const newer = (await recordedVersions(source)).filter((v) => !code.includes(v));
    if (newer.length)
      throw new CopyRefused(
        `the source is at migrations this code does not know (${newer.join(', ')}): copy with the server version that wrote the source`,
      );
    target = await openTarget(opts.to, opts.schema);
    await checkTarget(target, code, opts.force ?? false);

    const upgraded = await migrate(source, migrations, ctx);
    if (upgraded.length)
      log(`the source's copy brought to the current migrations: ${upgraded.join(', ')}`);
    const versions = await migrationVersions(source);
    const tables = await listTables(source);
    const sourceChecks = await source.transaction((tx) => tableChecksums(tx, tables));
    const sequences = await readSequences(source);
    const db = source;
    let mediaCopy: MediaCopy | null = null;
    const checks = await target
      .transaction(async (tx) => {
        if (opts.schema) await createSchema(tx, opts.schema);
        // With the same migrations and lock as a server start, in this transaction.
        const applied = await migrate(within(tx), migrations, ctx);
        log(`target migrated${applied.length ? `: ${applied.join(', ')}` : ' (nothing to apply)'}`);
        const targetVersions = await migrationVersions(tx);
        if (versions.join() !== targetVersions.join())
          throw new CopyRefused(
            `the source is at migrations ${versions.join(', ')}, the target at ${targetVersions.join(', ')}: copy with the server version that wrote the source`,
          );
        const targetTables = new Set((await listTables(tx)).map((t) => t.name));
        const missing = tables.filter((t) => !targetTables.has(t.name)).map((t) => t.name);
        if (missing.length)
          throw new CopyRefused(
            `the target has no table ${missing.join(', ')} after its migrations`,
          );
        // Before the rows, outside what a rollback undoes: a re-run finds them there.
        mediaCopy = media ? await copyMedia(opts.mediaDir, media, log) : null;
        // Nobody writes the tables while they are filled; a second copy waits here.
        await tx.exec(`LOCK TABLE ${tables.map((t) => t.quoted).join(', ')} IN EXCLUSIVE MODE`);
        if (!opts.force) {
          const full = await tablesWithData(tx, tables);
          if (full.length)
            throw new CopyRefused(`the target was written meanwhile (${full.join(', ')})`);
        }
        // The triggers would derive rows that are copied as they are (search words, counts).
        for (const t of tables) await tx.exec(`ALTER TABLE ${t.quoted} DISABLE TRIGGER USER`);
        await tx.exec(`TRUNCATE ${tables.map((t) => t.quoted).join(', ')}`);
        for (const t of tables) {
          await copyRows(db, tx, t);
          log(`copied ${t.name}`);
          await opts.afterTable?.(t.name, tx);
        }
        await setSequences(tx, sequences);
        for (const t of tables) await tx.exec(`ALTER TABLE ${t.quoted} ENABLE TRIGGER USER`);
        const targetChecks = await tableChecksums(tx, tables);
        const result = tables.map((t, i) => ({
          table: t.name,
          source: sourceChecks[i]!,
          target: targetChecks[i]!,
        }));
        if (!result.every(sameCheck)) throw new Mismatch(result);
        return result;
      })
      .catch((err: unknown) => {
        if (err instanceof Mismatch) return err.tables;
        throw err;
      });
    return { versions, tables: checks, media: mediaCopy, ok: checks.every(sameCheck) };
  } finally {
    await target?.close();
    await source?.close();
    files?.remove();
    media?.close();
    unlock();
  }
}

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Database, Queryable } from './db.ts';
import type { MediaStore } from './media-store.ts';

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
/** Serialises concurrent starts of several instances against one PostgreSQL. */
const MIGRATION_LOCK = 7_420_001;

/** What a code migration may need beside the database. */
export interface MigrationContext {
  /** The image store (data-URL images move into it). */
  media?: MediaStore;
}

/** A SQL script, or code for a data change SQL cannot make (hashing, writing files). */
export type Migration = { version: number; name: string } & (
  { sql: string } | { run: (tx: Queryable, ctx: MigrationContext) => Promise<void> }
);

/**
 * `NNN_name.sql` scripts and `NNN_name.ts` modules (whose default export is
 * the `run` function, loaded when it is applied), in version order. Two
 * files with one number are refused: the second would never be applied.
 */
export function loadMigrations(dir = MIGRATIONS_DIR): Migration[] {
  const migrations = fs
    .readdirSync(dir)
    .filter((f) => /^\d{3,}_[\w-]+\.(sql|ts)$/.test(f))
    .map((f): Migration => {
      const version = Number(f.split('_')[0]);
      const name = f.replace(/\.(sql|ts)$/, '');
      const file = path.join(dir, f);
      if (f.endsWith('.sql')) return { version, name, sql: fs.readFileSync(file, 'utf8') };
      return {
        version,
        name,
        run: async (tx, ctx) => {
          const mod = (await import(pathToFileURL(file).href)) as {
            default: (tx: Queryable, ctx: MigrationContext) => Promise<void>;
          };
          await mod.default(tx, ctx);
        },
      };
    })
    .sort((a, b) => a.version - b.version);
  const twice = migrations.find((m, i) => i > 0 && migrations[i - 1]!.version === m.version);
  if (twice) throw new Error(`Two migrations are numbered ${twice.version}: renumber one of them`);
  return migrations;
}

/**
 * Applies every migration not yet recorded in schema_migrations, each one in
 * its own transaction together with its bookkeeping row, under an advisory
 * lock (instances starting together apply each migration once: the others
 * wait, then find it recorded). Returns the versions applied.
 */
export async function migrate(
  db: Database,
  migrations = loadMigrations(),
  ctx: MigrationContext = {},
): Promise<number[]> {
  // Under the lock too: CREATE TABLE IF NOT EXISTS races when two instances start together.
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version    integer PRIMARY KEY,
      name       text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
  });
  const applied: number[] = [];
  for (const m of migrations) {
    const done = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      const rows = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [
        m.version,
      ]);
      if (rows.length) return false;
      if ('sql' in m) await tx.exec(m.sql);
      else await m.run(tx, ctx);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        m.version,
        m.name,
      ]);
      return true;
    });
    if (done) applied.push(m.version);
  }
  return applied;
}

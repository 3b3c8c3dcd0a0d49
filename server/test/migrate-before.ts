import type { Database } from '../db.ts';
import { loadMigrations, migrate } from '../migrate.ts';

/**
 * Applies the migrations numbered below `version`, as a database an older release wrote has
 * them. `upgrade` then applies the rest, as the next start does, and answers the versions it
 * applied; `later` lists those versions.
 */
export async function migrateBefore(db: Database, version: number) {
  const all = loadMigrations();
  await migrate(
    db,
    all.filter((m) => m.version < version),
  );
  return {
    upgrade: () => migrate(db, all),
    later: all.filter((m) => m.version >= version).map((m) => m.version),
  };
}

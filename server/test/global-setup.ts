/**
 * Runs once before the server tests: builds the PGlite data directories every
 * test server starts from. Creating a PGlite database (initdb, compiled to
 * WASM) takes seconds of CPU, tens of them on a busy machine, and so does
 * seeding the example articles; copying a directory takes a fraction of a
 * second. Built from the current migrations and contract on every run, so a
 * copy is what a server's first start would have made, but for the accounts:
 * each server creates those itself, with the password cost its test asks for.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../db.ts';
import { migrate } from '../migrate.ts';
import { seed } from '../seed.ts';
import { DEFAULTS } from '../config.ts';
import { testTempDir } from './temp-dir.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * PGlite data directories to copy: `empty` as just created; `migrated` with every migration
     * applied and the contract's example articles, but no account yet.
     */
    pgliteTemplates: { empty: string; migrated: string };
  }
}

export default async function setup(project: TestProject) {
  const root = fs.mkdtempSync(path.join(testTempDir(), 'apifutsal-templates-'));
  const empty = path.join(root, 'empty');
  const migrated = path.join(root, 'migrated');
  await (await openPglite(empty)).close();
  fs.cpSync(empty, migrated, { recursive: true });
  const db = await openPglite(migrated);
  try {
    // No articles yet: no image to move, so no image store is needed.
    await migrate(db);
    await seed(db, { ...DEFAULTS, demoAccounts: false });
  } finally {
    await db.close();
  }
  project.provide('pgliteTemplates', { empty, migrated });
  return () => fs.rmSync(root, { recursive: true, force: true });
}

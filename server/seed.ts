import fs from 'node:fs';
import { parse } from 'yaml';
import type { Database } from './db.ts';
import { createUser } from './auth.ts';
import { insertArticlesWithIds, type Article } from './articles.ts';
import type { ServerOptions } from './config.ts';

/* eslint-disable @typescript-eslint/no-explicit-any */
/** The contract's example articles (GET /articles, example "articles"). */
export function contractArticles(specPath: string): Article[] {
  const spec = parse(fs.readFileSync(specPath, 'utf8'), { maxAliasCount: -1 }) as any;
  const examples =
    spec.paths['/articles'].get.responses['200'].content['application/json'].examples;
  return examples.articles.value as Article[];
}
/* eslint-enable @typescript-eslint/no-explicit-any */

/**
 * First start only: the contract's example articles (once, recorded in meta,
 * so deleting them all does not bring them back) and the two demo accounts
 * (whenever no account with that email exists).
 */
export async function seed(
  db: Database,
  opts: Pick<ServerOptions, 'specPath' | 'admin' | 'member'>,
): Promise<{ articles: number }> {
  let seeded = 0;
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [7_420_002]);
    const done = await tx.query("SELECT 1 FROM meta WHERE key = 'articles_seeded'");
    if (done.length) return;
    const articles = contractArticles(opts.specPath);
    await insertArticlesWithIds(tx, articles);
    await tx.query("INSERT INTO meta (key, value) VALUES ('articles_seeded', $1)", [
      new Date().toISOString(),
    ]);
    seeded = articles.length;
  });
  for (const [account, role] of [
    [opts.admin, 'admin'],
    [opts.member, 'user'],
  ] as const) {
    const exists = await db.query('SELECT 1 FROM users WHERE email = $1', [
      account.email.trim().toLowerCase(),
    ]);
    if (!exists.length) await createUser(db, { ...account, role });
  }
  return { articles: seeded };
}

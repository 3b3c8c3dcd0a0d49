import { EXAMPLES } from '../common/api/contract-data.ts';
import type { Database } from './db.ts';
import { createUser, insertUser, normaliseEmail, setPassword } from './users.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import type { Role } from '../common/api/types.ts';
import type { Article } from './articles.ts';
import { rowParams } from './article-rows.ts';
import type { Queryable } from './db.ts';
import type { ServerOptions } from './config.ts';

/** The contract's example articles (GET /articles, example "articles"), from common/api/contract-data.ts. */
export function contractArticles(): Article[] {
  const articles = EXAMPLES.listArticles.responses['200']?.content['application/json']?.articles;
  if (!articles || !Array.isArray(articles.value))
    throw new Error('GET /articles has no "articles" example: npm run api:generate');
  return structuredClone(articles.value) as Article[];
}

export interface SeedResult {
  articles: number;
  /** Demo accounts created now, with their default passwords. */
  demoCreated: string[];
  /** Accounts the operator configured that were created, or whose password changed. */
  created: string[];
  rehashed: string[];
}

/**
 * First start only: the contract's example articles (once, recorded in meta,
 * so deleting them all does not bring them back). Then the accounts:
 * - an account whose password the operator set (ADMIN_PASSWORD, MEMBER_PASSWORD)
 *   is created when missing, and re-hashed (its sessions revoked) when the
 *   stored hash does not match that password;
 * - otherwise it is a demo account with a published password, created when
 *   missing only if `demoAccounts` is on (development; never in production).
 */
export async function seed(
  db: Database,
  opts: Pick<ServerOptions, 'admin' | 'member' | 'demoAccounts' | 'passwordHashLogN'>,
): Promise<SeedResult> {
  const result: SeedResult = { articles: 0, demoCreated: [], created: [], rehashed: [] };
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [7_420_002]);
    const done = await tx.query("SELECT 1 FROM meta WHERE key = 'articles_seeded'");
    if (done.length) return;
    const articles = contractArticles();
    await insertArticlesWithIds(tx, articles);
    await tx.query("INSERT INTO meta (key, value) VALUES ('articles_seeded', $1)", [
      new Date().toISOString(),
    ]);
    result.articles = articles.length;
  });
  const demo: { name: string; email: string; role: Role; password: string }[] = [];
  for (const [account, role] of [
    [opts.admin, 'admin'],
    [opts.member, 'user'],
  ] as const) {
    const email = normaliseEmail(account.email);
    const rows = await db.query<{ password_hash: string }>(
      'SELECT password_hash FROM users WHERE email = $1',
      [email],
    );
    if (account.configured) {
      if (!rows[0]) {
        if (await createUser(db, { ...account, role }, opts.passwordHashLogN))
          result.created.push(email);
      } else if (!(await verifyPassword(account.password, rows[0].password_hash))) {
        await setPassword(db, email, account.password, opts.passwordHashLogN);
        result.rehashed.push(email);
      }
    } else if (!rows[0] && opts.demoAccounts) demo.push({ ...account, role });
  }
  result.demoCreated = await createDemoAccounts(db, demo, opts.passwordHashLogN);
  return result;
}

/**
 * The missing demo accounts, all in one transaction under a lock: of instances starting together
 * on one database, one creates them all and reports it, and the others find them there (created
 * one by one, each instance could win one of them, and both would say they created the demo
 * accounts). The hashes are made before the lock, so the lock is held only for the inserts.
 */
async function createDemoAccounts(
  db: Database,
  accounts: { name: string; email: string; role: Role; password: string }[],
  hashLogN?: number,
): Promise<string[]> {
  if (!accounts.length) return [];
  const hashes = await Promise.all(accounts.map((a) => hashPassword(a.password, hashLogN)));
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [7_420_003]);
    const created: string[] = [];
    for (const [i, account] of accounts.entries())
      if (await insertUser(tx, account, hashes[i]!)) created.push(normaliseEmail(account.email));
    return created;
  });
}

/** Seeds articles with their ids (the contract's examples) and moves the id sequence past them. */
export async function insertArticlesWithIds(tx: Queryable, articles: Article[]): Promise<void> {
  for (const a of articles) {
    await tx.query(
      `INSERT INTO articles (id, title, author, published_on, category, banner, tags, sections)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [a.id, ...rowParams(a)],
    );
  }
  await tx.query(
    `SELECT setval(pg_get_serial_sequence('articles', 'id'), GREATEST((SELECT max(id) FROM articles), 1))`,
  );
}

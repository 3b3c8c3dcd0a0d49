/** Accounts: the stored user a request sees, creating one, setting its password. */
import type { Database, Queryable } from './db.ts';
import { hashPassword } from './passwords.ts';
import type { Role, User } from '../common/api/types.ts';

/** A stored account as a request sees it: the contract's User and its row id. */
export type Account = User & { id: number };

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/**
 * Creates the account unless its email is taken; true when this call created it.
 * `hashLogN`: the scrypt cost (log2 N); the production cost unless a test lowers it.
 */
export async function createUser(
  db: Database,
  u: { name: string; email: string; role: Role; password: string },
  hashLogN?: number,
): Promise<boolean> {
  return insertUser(db, u, await hashPassword(u.password, hashLogN));
}

/** Inserts an account with a password hash made beforehand, unless its email is taken. */
export async function insertUser(
  db: Queryable,
  u: { name: string; email: string; role: Role },
  passwordHash: string,
): Promise<boolean> {
  const inserted = await db.query(
    'INSERT INTO users (email, name, role, password_hash) VALUES ($1, $2, $3, $4) ON CONFLICT (email) DO NOTHING RETURNING id',
    [normaliseEmail(u.email), u.name, u.role, passwordHash],
  );
  return inserted.length === 1;
}

/**
 * Sets a new password for an existing account and revokes its sessions.
 * Returns false when no account has that email.
 */
export async function setPassword(
  db: Database,
  email: string,
  password: string,
  hashLogN?: number,
): Promise<boolean> {
  const hash = await hashPassword(password, hashLogN);
  return db.transaction(async (tx) => {
    const rows = await tx.query<{ id: number }>(
      'UPDATE users SET password_hash = $2 WHERE email = $1 RETURNING id',
      [normaliseEmail(email), hash],
    );
    if (!rows[0]) return false;
    await tx.query('DELETE FROM sessions WHERE user_id = $1', [rows[0].id]);
    return true;
  });
}

/**
 * DELETE /user: the signed-in account deletes itself, confirmed by its password, which is checked
 * like a login's (the same limits and bounded hashing queue). What the server keeps for an
 * account goes with it in one transaction: the account, its sessions (every instance reads
 * sessions from the database on each request, so a deleted session is refused everywhere at
 * once), its pending login links and its rows in the login limits. Articles belong to no
 * account: an admin's articles stay. The last admin cannot leave.
 */
import type { Database } from './db.ts';
import { HttpError, MESSAGES } from './errors.ts';
import type { HashGate } from './passwords.ts';
import type { LoginLimiter } from './login-limiter.ts';
import type { Account } from './users.ts';
import { checkPassword, type LoginContext } from './auth.ts';
import { DeviceCookies } from './device-cookies.ts';
import { LOGIN_LINK_KEY_PREFIX } from './login-links.ts';
import type { DeleteAccountRequest } from '../common/api/types.ts';

/** Admins are counted and deleted one at a time across connections and instances. */
const ADMINS_LOCK = 'account-deletion:admins';

/** Deletes `account` when `body.password` is its password; the Set-Cookie that forgets its device cookie. */
export async function deleteAccount(
  db: Database,
  limiter: LoginLimiter,
  gate: HashGate,
  account: Account,
  body: DeleteAccountRequest,
  ctx: Pick<LoginContext, 'ip' | 'hashLogN' | 'secure'>,
): Promise<{ setCookie: string }> {
  const checked = await checkPassword(db, limiter, gate, account.email, body.password, null, ctx);
  if (!checked || checked.id !== account.id) throw new HttpError(403, MESSAGES.wrongPassword);
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [ADMINS_LOCK]);
    const [row] = await tx.query<{ role: string; others: number }>(
      `SELECT role, (SELECT count(*)::int FROM users WHERE role = 'admin' AND id <> $1) AS others
         FROM users WHERE id = $1`,
      [account.id],
    );
    // Deleted meanwhile by another request of the same account: its sessions are gone already.
    if (!row) throw new HttpError(401, MESSAGES.unauthorized);
    if (row.role === 'admin' && row.others === 0) throw new HttpError(409, MESSAGES.lastAdmin);
    // Its sessions go with it (ON DELETE CASCADE).
    await tx.query('DELETE FROM users WHERE id = $1', [account.id]);
    await tx.query(
      `DELETE FROM login_failures WHERE key = ANY($1::text[]) OR left(key, length($2)) = $2`,
      [[`account:${account.email}`, `ok-account:${account.email}`], `pair:${account.email}|`],
    );
    await tx.query(
      `DELETE FROM meta WHERE left(key, length($1)) = $1 AND (value::json ->> 'email') = $2`,
      [LOGIN_LINK_KEY_PREFIX, account.email],
    );
  });
  return { setCookie: DeviceCookies.clearCookie(account.email, ctx.secure ?? false) };
}

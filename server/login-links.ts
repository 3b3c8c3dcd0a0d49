/**
 * One-time login links: the way in from a new browser that no attacker can
 * block. The server's command line (`npm run user -- login-link EMAIL`) issues
 * one; opened and confirmed in a browser, it makes that browser a known device
 * of the account (the device cookie a login sets), so its password login counts
 * only that browser's own failures, whatever a flood from elsewhere did to the
 * account's limits. The link does not sign in by itself: whoever finds a link
 * still needs the password. Only the SHA-256 of a link's token is stored (in
 * meta), with its account and expiry; redeeming deletes it, so it works once.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Database } from './db.ts';
import { normaliseEmail } from './users.ts';

/** Where a link lands: GET shows the confirmation, POST redeems it. */
export const LOGIN_LINK_PREFIX = '/login/link/';
/** Tokens are 256 random bits, base64url (43 characters). */
export const LOGIN_LINK_TOKEN = /^[A-Za-z0-9_-]{43}$/;
/** How long a link works, by default. */
export const LOGIN_LINK_MINUTES = 15;

/** The meta key of a link: this prefix and the SHA-256 of its token. */
export const LOGIN_LINK_KEY_PREFIX = 'login_link:';
const keyOf = (token: string) =>
  `${LOGIN_LINK_KEY_PREFIX}${createHash('sha256').update(token).digest('hex')}`;

/** A new link's token for an existing account, or null when there is no such account. */
export async function issueLoginLink(
  db: Database,
  emailInput: string,
  minutes: number = LOGIN_LINK_MINUTES,
  now: number = Date.now(),
): Promise<string | null> {
  const email = normaliseEmail(emailInput);
  const users = await db.query('SELECT 1 FROM users WHERE email = $1', [email]);
  if (!users.length) return null;
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    // Housekeeping: links that can no longer be used.
    const old = await tx.query<{ key: string; value: string }>(
      "SELECT key, value FROM meta WHERE key LIKE 'login\\_link:%'",
    );
    const expired = old
      .filter((r) => (JSON.parse(r.value) as { expires: number }).expires <= now)
      .map((r) => r.key);
    if (expired.length) await tx.query('DELETE FROM meta WHERE key = ANY($1::text[])', [expired]);
    await tx.query('INSERT INTO meta (key, value) VALUES ($1, $2)', [
      keyOf(token),
      JSON.stringify({ email, expires: now + minutes * 60_000 }),
    ]);
  });
  return token;
}

/** Whether a token names a link that still works (without using it up). */
export async function checkLoginLink(
  db: Database,
  token: string,
  now: number = Date.now(),
): Promise<boolean> {
  if (!LOGIN_LINK_TOKEN.test(token)) return false;
  const rows = await db.query<{ value: string }>('SELECT value FROM meta WHERE key = $1', [
    keyOf(token),
  ]);
  return Boolean(rows[0] && (JSON.parse(rows[0].value) as { expires: number }).expires > now);
}

/** Uses a link up: its account's email, or null when it is unknown, used or expired. */
export async function redeemLoginLink(
  db: Database,
  token: string,
  now: number = Date.now(),
): Promise<string | null> {
  if (!LOGIN_LINK_TOKEN.test(token)) return null;
  const rows = await db.query<{ value: string }>(
    'DELETE FROM meta WHERE key = $1 RETURNING value',
    [keyOf(token)],
  );
  if (!rows[0]) return null;
  const link = JSON.parse(rows[0].value) as { email: string; expires: number };
  return link.expires > now ? link.email : null;
}

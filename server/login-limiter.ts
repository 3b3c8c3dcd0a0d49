import type { Database } from './db.ts';
import { HttpError, MESSAGES } from './errors.ts';

export interface RateLimitOptions {
  /** Failed logins per account from one client (address, or known device) within the window. */
  maxPerEmail: number;
  /** Failed logins per client address within the window, whatever the account. */
  maxPerIp: number;
  /** Failed logins per account from clients it does not know, all together: the ceiling. */
  maxPerAccount: number;
  windowSeconds: number;
  /** Successful logins per account, and per client address, within `successWindowSeconds`. */
  maxSuccessesPerAccount: number;
  maxSuccessesPerIp: number;
  successWindowSeconds: number;
}

interface LimitKey {
  key: string;
  max: number;
  windowSeconds: number;
  /** Counts successes (recorded after the check) instead of failures (recorded before it). */
  success?: boolean;
}

/** What `begin` hands to `succeeded`. */
export interface Attempt {
  ids: number[];
  email: string;
  ip: string;
  /** The device cookie's nonce when the client showed a valid one for this account. */
  device: string | null;
}

/**
 * Login limiting, kept in the database so that several instances share it and
 * it survives restarts. Following the OWASP guidance on brute force without
 * lockout of the real user:
 * - failures are counted per client address, per account and client pair,
 *   and per account across unknown clients (a high ceiling);
 * - a client that once logged in to the account holds a signed device cookie;
 *   with it, only that device's own failures count, so a flood from elsewhere
 *   cannot lock the owner out;
 * - successful logins are limited too (per account and per address), at a rate
 *   no person reaches, because every login costs a password hash.
 * Every attempt is recorded as a failure *before* the password is checked (so
 * a parallel burst cannot slip through) and forgiven when it succeeds.
 */
export class LoginLimiter {
  constructor(
    private readonly db: Database,
    private readonly opts: RateLimitOptions,
    private readonly now: () => number = Date.now,
  ) {}

  private keys(email: string, ip: string, device: string | null): LimitKey[] {
    const o = this.opts;
    const keys: LimitKey[] = [];
    const fail = (key: string, max: number) => {
      if (max > 0) keys.push({ key, max, windowSeconds: o.windowSeconds });
    };
    if (device) fail(`device:${device}`, o.maxPerEmail);
    else {
      fail(`pair:${email}|${ip}`, o.maxPerEmail);
      fail(`account:${email}`, o.maxPerAccount);
    }
    fail(`ip:${ip}`, o.maxPerIp);
    if (o.maxSuccessesPerAccount > 0)
      keys.push({
        key: `ok-account:${email}`,
        max: o.maxSuccessesPerAccount,
        windowSeconds: o.successWindowSeconds,
        success: true,
      });
    if (o.maxSuccessesPerIp > 0)
      keys.push({
        key: `ok-ip:${ip}`,
        max: o.maxSuccessesPerIp,
        windowSeconds: o.successWindowSeconds,
        success: true,
      });
    return keys;
  }

  /**
   * Throws 429 when a limit is reached; otherwise records the attempt as a
   * failure under each failure key. `device` is the nonce of a valid device
   * cookie for this account, if the client sent one.
   */
  async begin(email: string, ip: string, device: string | null = null): Promise<Attempt> {
    const keys = this.keys(email, ip, device);
    const attempt: Attempt = { ids: [], email, ip, device };
    if (!keys.length) return attempt;
    const now = this.now();
    const longest = Math.max(...keys.map((k) => k.windowSeconds));
    return this.db.transaction(async (tx) => {
      // Serialise attempts per key across connections and instances (PostgreSQL runs them concurrently).
      for (const { key } of [...keys].sort((a, b) => a.key.localeCompare(b.key))) {
        await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [key]);
      }
      let retryAfter = 0;
      let successLimited = false;
      for (const { key, max, windowSeconds, success } of keys) {
        // The max-th most recent entry: the limit lifts when it leaves the window.
        const rows = await tx.query<{ failed_at: Date }>(
          'SELECT failed_at FROM login_failures WHERE key = $1 AND failed_at > $2 ORDER BY failed_at DESC OFFSET $3 LIMIT 1',
          [key, new Date(now - windowSeconds * 1000), max - 1],
        );
        if (rows[0]) {
          const lifts = new Date(rows[0].failed_at).getTime() + windowSeconds * 1000;
          const wait = Math.max(1, Math.ceil((lifts - now) / 1000));
          if (wait > retryAfter) successLimited = Boolean(success);
          retryAfter = Math.max(retryAfter, wait);
        }
      }
      if (retryAfter > 0) {
        throw new HttpError(
          429,
          successLimited
            ? MESSAGES.tooManySuccessfulLogins(retryAfter)
            : MESSAGES.tooManyLogins(retryAfter),
          { 'retry-after': String(retryAfter) },
        );
      }
      for (const { key, success } of keys) {
        if (success) continue;
        const rows = await tx.query<{ id: number | string }>(
          'INSERT INTO login_failures (key, failed_at) VALUES ($1, $2) RETURNING id',
          [key, new Date(now)],
        );
        attempt.ids.push(Number(rows[0]!.id));
      }
      await tx.query('DELETE FROM login_failures WHERE failed_at < $1', [
        new Date(now - longest * 1000),
      ]);
      return attempt;
    });
  }

  /** The password was never checked (the hashing queue was full): the attempt does not count. */
  async cancel(attempt: Attempt): Promise<void> {
    if (attempt.ids.length)
      await this.db.query('DELETE FROM login_failures WHERE id = ANY($1::bigint[])', [attempt.ids]);
  }

  /**
   * A successful login: forget this attempt and the failures of this account
   * from this client (not the address's failures on other accounts, nor other
   * clients' failures on this one), and count the success.
   */
  async succeeded(attempt: Attempt): Promise<void> {
    const now = new Date(this.now());
    await this.db.transaction(async (tx) => {
      if (attempt.ids.length)
        await tx.query('DELETE FROM login_failures WHERE id = ANY($1::bigint[])', [attempt.ids]);
      await tx.query('DELETE FROM login_failures WHERE key = $1', [
        attempt.device ? `device:${attempt.device}` : `pair:${attempt.email}|${attempt.ip}`,
      ]);
      for (const { key, success } of this.keys(attempt.email, attempt.ip, attempt.device)) {
        if (success)
          await tx.query('INSERT INTO login_failures (key, failed_at) VALUES ($1, $2)', [key, now]);
      }
    });
  }
}

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

/** What `begin` hands to `succeeded`, `failed`, `busy` or `cancel`. */
export interface Attempt {
  ids: number[];
  /** The failure rows recorded for this attempt, by key (the same rows as ids). */
  rows: { key: string; id: number }[];
  email: string;
  ip: string;
  /** The device cookie's nonce when the client showed a valid one for this account. */
  device: string | null;
  /** The address had no failed login within the window before this attempt. */
  cleanAddress: boolean;
}

/** How long a login waits for other logins of the same client still being checked (see begin). */
const PENDING_WAIT_MS = 15_000;
const RECENT_MAX = 50_000;
const CLEANUP_MS = 10_000;

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
 * a parallel burst cannot slip through) and forgiven when it succeeds. An
 * attempt that reaches a limit only because of attempts of this instance still
 * being checked waits for them instead (so six correct logins at once all get
 * in, and a burst of wrong ones is still held to the limit). Attempts pending
 * on another instance count as failures, as before.
 */
export class LoginLimiter {
  /** Failure rows of attempts this instance is still checking. */
  private readonly pending = new Set<number>();
  /** Called when a pending attempt is settled. */
  private waiters: (() => void)[] = [];
  /**
   * Addresses whose attempts failed here lately (address → when), at most
   * RECENT_MAX, oldest forgotten first: what lets a flood's refusals skip the
   * database (see recentlyFailed).
   */
  private readonly recent = new Map<string, number>();
  /** When old rows were last deleted (once per CLEANUP_MS, not at every attempt). */
  private lastCleanup = 0;

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
    const deadline = Date.now() + PENDING_WAIT_MS;
    for (;;) {
      const attempt = await this.tryBegin(email, ip, device, Date.now() < deadline);
      if (attempt) return attempt;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 250);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Forgets the attempt's rows as pending and wakes the logins waiting for it. */
  private settle(attempt: Attempt) {
    for (const id of attempt.ids) this.pending.delete(id);
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }

  /**
   * One try of begin: the attempt, or null when a limit is reached only
   * because of this instance's pending attempts and `mayWait` (try again once
   * one settles).
   */
  private async tryBegin(
    email: string,
    ip: string,
    device: string | null,
    mayWait: boolean,
  ): Promise<Attempt | null> {
    const keys = this.keys(email, ip, device);
    const attempt: Attempt = { ids: [], rows: [], email, ip, device, cleanAddress: true };
    if (!keys.length) return attempt;
    const now = this.now();
    const longest = Math.max(...keys.map((k) => k.windowSeconds));
    return this.db
      .transaction(async (tx) => {
        // Serialise attempts per key across connections and instances (PostgreSQL runs them concurrently).
        for (const { key } of [...keys].sort((a, b) => a.key.localeCompare(b.key))) {
          await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [key]);
        }
        let retryAfter = 0;
        let successLimited = false;
        let onlyPending = true;
        const pending = [...this.pending];
        for (const { key, max, windowSeconds, success } of keys) {
          const since = new Date(now - windowSeconds * 1000);
          // The max-th most recent entry: the limit lifts when it leaves the window.
          let rows = await tx.query<{ failed_at: Date }>(
            'SELECT failed_at FROM login_failures WHERE key = $1 AND failed_at > $2 ORDER BY failed_at DESC OFFSET $3 LIMIT 1',
            [key, since, max - 1],
          );
          if (rows[0] && !success && pending.length) {
            // Reached: by settled failures, or only with attempts still being checked here?
            const settled = await tx.query<{ failed_at: Date }>(
              `SELECT failed_at FROM login_failures WHERE key = $1 AND failed_at > $2 AND NOT (id = ANY($4::bigint[]))
              ORDER BY failed_at DESC OFFSET $3 LIMIT 1`,
              [key, since, max - 1, pending],
            );
            if (!settled[0]) {
              // Only pending ones: wait for them; after PENDING_WAIT_MS, a short 429.
              if (mayWait) return null;
              rows = [];
              retryAfter = Math.max(retryAfter, 5);
            }
          }
          if (rows[0]) {
            onlyPending = false;
            const lifts = new Date(rows[0].failed_at).getTime() + windowSeconds * 1000;
            const wait = Math.max(1, Math.ceil((lifts - now) / 1000));
            if (wait > retryAfter) successLimited = Boolean(success);
            retryAfter = Math.max(retryAfter, wait);
          }
        }
        if (retryAfter > 0) {
          if (onlyPending) retryAfter = Math.min(retryAfter, 5);
          throw new HttpError(
            429,
            successLimited
              ? MESSAGES.tooManySuccessfulLogins(retryAfter)
              : MESSAGES.tooManyLogins(retryAfter),
            { 'retry-after': String(retryAfter) },
          );
        }
        const ipKey = `ip:${ip}`;
        if (keys.some((k) => k.key === ipKey)) {
          const [prior] = await tx.query<{ n: number }>(
            'SELECT count(*)::int AS n FROM login_failures WHERE key = $1 AND failed_at > $2',
            [ipKey, new Date(now - this.opts.windowSeconds * 1000)],
          );
          attempt.cleanAddress = (prior?.n ?? 0) === 0;
        }
        for (const { key, success } of keys) {
          if (success) continue;
          const rows = await tx.query<{ id: number | string }>(
            'INSERT INTO login_failures (key, failed_at) VALUES ($1, $2) RETURNING id',
            [key, new Date(now)],
          );
          const id = Number(rows[0]!.id);
          attempt.ids.push(id);
          attempt.rows.push({ key, id });
        }
        // Housekeeping, now and then: a scan of the table at every attempt would slow a flood's
        // answers, and the owner's, down.
        if (now - this.lastCleanup >= CLEANUP_MS || now < this.lastCleanup) {
          this.lastCleanup = now;
          await tx.query('DELETE FROM login_failures WHERE failed_at < $1', [
            new Date(now - longest * 1000),
          ]);
        }
        return attempt;
      })
      .then((attempt) => {
        for (const id of attempt?.ids ?? []) this.pending.add(id);
        return attempt;
      });
  }

  /** The password was wrong: the attempt stays counted as a failure. */
  failed(attempt: Attempt): void {
    this.remember(attempt.ip);
    this.settle(attempt);
  }

  private remember(ip: string) {
    this.recent.delete(ip);
    this.recent.set(ip, this.now());
    if (this.recent.size > RECENT_MAX) this.recent.delete(this.recent.keys().next().value!);
  }

  /** An attempt from this address failed here within the window (it is not a clean address). */
  recentlyFailed(ip: string): boolean {
    const at = this.recent.get(ip);
    return at !== undefined && this.now() - at < this.opts.windowSeconds * 1000;
  }

  /**
   * A login refused by the hashing queue before anything else was looked at
   * (its address failed lately and its lane is full): one failure of the address.
   */
  async refusedBusy(ip: string): Promise<void> {
    this.remember(ip);
    if (this.opts.maxPerIp > 0)
      await this.db.query('INSERT INTO login_failures (key, failed_at) VALUES ($1, $2)', [
        `ip:${ip}`,
        new Date(this.now()),
      ]);
  }

  /** The password was never checked (an error on our side): the attempt does not count. */
  async cancel(attempt: Attempt): Promise<void> {
    try {
      if (attempt.ids.length)
        await this.db.query('DELETE FROM login_failures WHERE id = ANY($1::bigint[])', [
          attempt.ids,
        ]);
    } finally {
      this.settle(attempt);
    }
  }

  /**
   * The hashing queue refused the attempt (503): it counts against the client's
   * address, which caused it, not against the account or its device.
   */
  async busy(attempt: Attempt): Promise<void> {
    this.remember(attempt.ip);
    const others = attempt.rows.filter((r) => r.key !== `ip:${attempt.ip}`).map((r) => r.id);
    try {
      if (others.length)
        await this.db.query('DELETE FROM login_failures WHERE id = ANY($1::bigint[])', [others]);
    } finally {
      this.settle(attempt);
    }
  }

  /**
   * A successful login: forget this attempt and the failures of this account
   * from this client (not the address's failures on other accounts, nor other
   * clients' failures on this one), and count the success.
   */
  async succeeded(attempt: Attempt): Promise<void> {
    try {
      await this.forgive(attempt);
    } finally {
      this.settle(attempt);
    }
  }

  private async forgive(attempt: Attempt): Promise<void> {
    const now = new Date(this.now());
    const forgiven = attempt.device
      ? `device:${attempt.device}`
      : `pair:${attempt.email}|${attempt.ip}`;
    await this.db.transaction(async (tx) => {
      // Concurrent successes of one client delete each other's pending rows: one at a time, or
      // two of them lock those rows in opposite orders and PostgreSQL aborts one (a deadlock).
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [forgiven]);
      if (attempt.ids.length)
        await tx.query('DELETE FROM login_failures WHERE id = ANY($1::bigint[])', [attempt.ids]);
      await tx.query('DELETE FROM login_failures WHERE key = $1', [forgiven]);
      for (const { key, success } of this.keys(attempt.email, attempt.ip, attempt.device)) {
        if (success)
          await tx.query('INSERT INTO login_failures (key, failed_at) VALUES ($1, $2)', [key, now]);
      }
    });
  }
}

import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Database } from './db.ts';
import { HttpError, MESSAGES } from './errors.ts';
import { burnPasswordCheck, hashPassword, verifyPassword, type HashGate } from './passwords.ts';

import type { LoginRequest, LoginResponse, Role, User } from '../common/api/types.ts';

/** A stored account as a request sees it: the contract's User and its row id. */
export type Account = User & { id: number };

/** Tokens are 256 random bits, sent as 64 hex characters; only their SHA-256 is stored. */
const TOKEN_FORMAT = /^[0-9a-f]{64}$/;
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** `hashLogN`: the scrypt cost (log2 N); the production cost unless a test lowers it. */
export async function createUser(
  db: Database,
  u: { name: string; email: string; role: Role; password: string },
  hashLogN?: number,
): Promise<void> {
  const hash = await hashPassword(u.password, hashLogN);
  await db.query(
    'INSERT INTO users (email, name, role, password_hash) VALUES ($1, $2, $3, $4) ON CONFLICT (email) DO NOTHING',
    [normaliseEmail(u.email), u.name, u.role, hash],
  );
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

export interface SessionOptions {
  idleSeconds: number;
  absoluteSeconds: number;
  /** Live sessions one user may hold; a new login revokes the oldest beyond it (0 = unbounded). */
  maxPerUser?: number;
}

export class Sessions {
  constructor(
    private readonly db: Database,
    private readonly opts: SessionOptions,
    private readonly now: () => number = Date.now,
  ) {}

  /** Issues a token. The caller gets the only copy of it. */
  async create(userId: number): Promise<string> {
    const token = randomBytes(32).toString('hex');
    const now = new Date(this.now());
    await this.db.transaction(async (tx) => {
      await tx.query(
        'INSERT INTO sessions (token_hash, user_id, created_at, last_used_at) VALUES ($1, $2, $3, $3)',
        [sha256(token), userId, now],
      );
      const max = this.opts.maxPerUser ?? 0;
      if (max > 0) {
        await tx.query(
          `DELETE FROM sessions WHERE token_hash IN (
             SELECT token_hash FROM sessions WHERE user_id = $1
              ORDER BY token_hash = $3 DESC, created_at DESC, token_hash OFFSET $2)`,
          [userId, max, sha256(token)],
        );
      }
      // Housekeeping: drop sessions that can no longer be used.
      await tx.query('DELETE FROM sessions WHERE created_at < $1 OR last_used_at < $2', [
        new Date(now.getTime() - this.opts.absoluteSeconds * 1000),
        new Date(now.getTime() - this.opts.idleSeconds * 1000),
      ]);
    });
    return token;
  }

  /** The user behind a token, or null when it is unknown, revoked, idle too long or too old. */
  async authenticate(token: string): Promise<Account | null> {
    if (!TOKEN_FORMAT.test(token)) return null;
    const hash = sha256(token);
    const rows = await this.db.query<Account & { created_at: Date; last_used_at: Date }>(
      `SELECT u.id, u.name, u.email, u.role, s.created_at, s.last_used_at
         FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token_hash = $1`,
      [hash],
    );
    const row = rows[0];
    if (!row) return null;
    const now = this.now();
    const created = new Date(row.created_at).getTime();
    const lastUsed = new Date(row.last_used_at).getTime();
    if (
      now - created >= this.opts.absoluteSeconds * 1000 ||
      now - lastUsed >= this.opts.idleSeconds * 1000
    ) {
      await this.db.query('DELETE FROM sessions WHERE token_hash = $1', [hash]);
      return null;
    }
    // Sliding idle expiry; written at most every min(60 s, idle/4) to keep reads cheap.
    if (now - lastUsed >= Math.min(60_000, (this.opts.idleSeconds * 1000) / 4)) {
      await this.db.query('UPDATE sessions SET last_used_at = $2 WHERE token_hash = $1', [
        hash,
        new Date(now),
      ]);
    }
    return { id: row.id, name: row.name, email: row.email, role: row.role };
  }

  /** Logout. Returns whether the token existed. */
  async revoke(token: string): Promise<boolean> {
    if (!TOKEN_FORMAT.test(token)) return false;
    const rows = await this.db.query(
      'DELETE FROM sessions WHERE token_hash = $1 RETURNING user_id',
      [sha256(token)],
    );
    return rows.length > 0;
  }
}

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

/**
 * Device cookies: `<nonce>.<HMAC-SHA256(secret, email + nonce)>`, set on a
 * successful login and shown on the next. The secret lives in the database
 * (meta), so every instance accepts every other's cookies.
 */
export const DEVICE_COOKIE = 'apifutsal_device';
const DEVICE_COOKIE_DAYS = 365;

export class DeviceCookies {
  private constructor(private readonly secret: Buffer) {}

  static async load(db: Database): Promise<DeviceCookies> {
    await db.query(
      "INSERT INTO meta (key, value) VALUES ('device_cookie_secret', $1) ON CONFLICT (key) DO NOTHING",
      [randomBytes(32).toString('hex')],
    );
    const rows = await db.query<{ value: string }>(
      "SELECT value FROM meta WHERE key = 'device_cookie_secret'",
    );
    return new DeviceCookies(Buffer.from(rows[0]!.value, 'hex'));
  }

  private sign(email: string, nonce: string): string {
    return createHmac('sha256', this.secret).update(`${email}\n${nonce}`).digest('base64url');
  }

  /** A new cookie value for this account on this device. */
  issue(email: string): string {
    const nonce = randomBytes(16).toString('base64url');
    return `${nonce}.${this.sign(email, nonce)}`;
  }

  /** The nonce when `value` is a cookie issued for this account, otherwise null. */
  verify(email: string, value: string | undefined): string | null {
    if (!value) return null;
    const m = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/.exec(value);
    if (!m) return null;
    const expected = Buffer.from(this.sign(email, m[1]!));
    const actual = Buffer.from(m[2]!);
    return expected.length === actual.length && timingSafeEqual(expected, actual) ? m[1]! : null;
  }

  /** The values a request carries under the cookie's name (one per account the device knows). */
  static fromHeader(header: string | undefined): string[] {
    if (!header) return [];
    const out: string[] = [];
    for (const part of header.split(';')) {
      const eq = part.indexOf('=');
      if (eq > 0 && part.slice(0, eq).trim().startsWith(DEVICE_COOKIE))
        out.push(part.slice(eq + 1).trim());
    }
    return out;
  }

  /**
   * Set-Cookie for this account. One cookie per account (the name carries a
   * short hash of the email), so a device shared by two people knows both.
   */
  static setCookie(email: string, value: string, secure: boolean): string {
    const name = `${DEVICE_COOKIE}_${sha256(email).slice(0, 12)}`;
    return `${name}=${value}; Max-Age=${DEVICE_COOKIE_DAYS * 86400}; Path=/api/login; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
  }
}

export interface LoginContext {
  ip: string;
  /** The Cookie header, for the device cookie. */
  cookie?: string;
  secure?: boolean;
  /** The scrypt cost of the stand-in check for an unknown email: the one accounts are hashed with. */
  hashLogN?: number;
}

/** POST /login: rate limit, bounded constant-time password check, new session, device cookie. */
export async function login(
  db: Database,
  sessions: Sessions,
  limiter: LoginLimiter,
  devices: DeviceCookies,
  gate: HashGate,
  body: LoginRequest,
  ctx: LoginContext,
): Promise<LoginResponse & { setCookie: string }> {
  const email = normaliseEmail(body.email);
  let device: string | null = null;
  for (const value of DeviceCookies.fromHeader(ctx.cookie)) {
    device = devices.verify(email, value);
    if (device) break;
  }
  const attempt = await limiter.begin(email, ctx.ip, device);
  const rows = await db.query<Account & { password_hash: string }>(
    'SELECT id, name, email, role, password_hash FROM users WHERE email = $1',
    [email],
  );
  const user = rows[0];
  let ok: boolean;
  try {
    ok = await gate.run(async () => {
      if (user) return verifyPassword(body.password, user.password_hash);
      await burnPasswordCheck(body.password, ctx.hashLogN);
      return false;
    });
  } catch (err) {
    await limiter.cancel(attempt);
    throw err;
  }
  if (!user || !ok) throw new HttpError(401, MESSAGES.badCredentials);
  await limiter.succeeded(attempt);
  const token = await sessions.create(user.id);
  return {
    user: { name: user.name, email: user.email, role: user.role },
    token,
    setCookie: DeviceCookies.setCookie(email, devices.issue(email), ctx.secure ?? false),
  };
}

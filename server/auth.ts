import { createHash, randomBytes } from 'node:crypto';
import type { Database } from './db.ts';
import { HttpError, MESSAGES } from './errors.ts';
import { burnPasswordCheck, hashPassword, verifyPassword } from './passwords.ts';

export type Role = 'admin' | 'user';
export interface User {
  id: number;
  name: string;
  email: string;
  role: Role;
}

/** Tokens are 256 random bits, sent as 64 hex characters; only their SHA-256 is stored. */
const TOKEN_FORMAT = /^[0-9a-f]{64}$/;
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export async function createUser(
  db: Database,
  u: { name: string; email: string; role: Role; password: string },
): Promise<void> {
  const hash = await hashPassword(u.password);
  await db.query(
    'INSERT INTO users (email, name, role, password_hash) VALUES ($1, $2, $3, $4) ON CONFLICT (email) DO NOTHING',
    [normaliseEmail(u.email), u.name, u.role, hash],
  );
}

export interface SessionOptions {
  idleSeconds: number;
  absoluteSeconds: number;
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
      // Housekeeping: drop sessions that can no longer be used.
      await tx.query('DELETE FROM sessions WHERE created_at < $1 OR last_used_at < $2', [
        new Date(now.getTime() - this.opts.absoluteSeconds * 1000),
        new Date(now.getTime() - this.opts.idleSeconds * 1000),
      ]);
    });
    return token;
  }

  /** The user behind a token, or null when it is unknown, revoked, idle too long or too old. */
  async authenticate(token: string): Promise<User | null> {
    if (!TOKEN_FORMAT.test(token)) return null;
    const hash = sha256(token);
    const rows = await this.db.query<User & { created_at: Date; last_used_at: Date }>(
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
  maxPerEmail: number;
  maxPerIp: number;
  windowSeconds: number;
}

/**
 * Failed-login limiting per email and per client address, kept in the
 * database so that several instances share it and it survives restarts.
 * Every attempt is recorded as a failure *before* the password is checked
 * (so a parallel burst cannot slip through) and forgiven when it succeeds.
 */
export class LoginLimiter {
  constructor(
    private readonly db: Database,
    private readonly opts: RateLimitOptions,
    private readonly now: () => number = Date.now,
  ) {}

  private keys(email: string, ip: string) {
    const keys: { key: string; max: number }[] = [];
    if (this.opts.maxPerEmail > 0) keys.push({ key: `email:${email}`, max: this.opts.maxPerEmail });
    if (this.opts.maxPerIp > 0) keys.push({ key: `ip:${ip}`, max: this.opts.maxPerIp });
    return keys;
  }

  /** Throws 429 when a limit is reached; otherwise records the attempt and returns its row ids. */
  async begin(email: string, ip: string): Promise<number[]> {
    const keys = this.keys(email, ip);
    if (!keys.length) return [];
    const now = this.now();
    const since = new Date(now - this.opts.windowSeconds * 1000);
    return this.db.transaction(async (tx) => {
      // Serialise attempts per key across connections and instances (PostgreSQL runs them concurrently).
      for (const { key } of [...keys].sort((a, b) => a.key.localeCompare(b.key))) {
        await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [key]);
      }
      let retryAfter = 0;
      for (const { key, max } of keys) {
        // The max-th most recent failure: the limit lifts when it leaves the window.
        const rows = await tx.query<{ failed_at: Date }>(
          'SELECT failed_at FROM login_failures WHERE key = $1 AND failed_at > $2 ORDER BY failed_at DESC OFFSET $3 LIMIT 1',
          [key, since, max - 1],
        );
        if (rows[0]) {
          const lifts = new Date(rows[0].failed_at).getTime() + this.opts.windowSeconds * 1000;
          retryAfter = Math.max(retryAfter, Math.max(1, Math.ceil((lifts - now) / 1000)));
        }
      }
      if (retryAfter > 0) {
        throw new HttpError(429, MESSAGES.tooManyLogins(retryAfter), {
          'retry-after': String(retryAfter),
        });
      }
      const ids: number[] = [];
      for (const { key } of keys) {
        const rows = await tx.query<{ id: number | string }>(
          'INSERT INTO login_failures (key, failed_at) VALUES ($1, $2) RETURNING id',
          [key, new Date(now)],
        );
        ids.push(Number(rows[0]!.id));
      }
      await tx.query('DELETE FROM login_failures WHERE failed_at < $1', [since]);
      return ids;
    });
  }

  /** A successful login: forget this attempt and the email's earlier failures. */
  async succeeded(attemptIds: number[], email: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      if (attemptIds.length)
        await tx.query('DELETE FROM login_failures WHERE id = ANY($1::bigint[])', [attemptIds]);
      await tx.query('DELETE FROM login_failures WHERE key = $1', [`email:${email}`]);
    });
  }
}

/** POST /login: rate limit, constant-time password check, new session. */
export async function login(
  db: Database,
  sessions: Sessions,
  limiter: LoginLimiter,
  body: { email: string; password: string },
  ip: string,
): Promise<{ user: Omit<User, 'id'>; token: string }> {
  const email = normaliseEmail(body.email);
  const attempt = await limiter.begin(email, ip);
  const rows = await db.query<User & { password_hash: string }>(
    'SELECT id, name, email, role, password_hash FROM users WHERE email = $1',
    [email],
  );
  const user = rows[0];
  let ok = false;
  if (user) ok = await verifyPassword(body.password, user.password_hash);
  else await burnPasswordCheck(body.password);
  if (!user || !ok) throw new HttpError(401, MESSAGES.badCredentials);
  await limiter.succeeded(attempt, email);
  const token = await sessions.create(user.id);
  return { user: { name: user.name, email: user.email, role: user.role }, token };
}

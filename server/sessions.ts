/** Sessions: bearer tokens issued at login, their idle and absolute expiry, logout. */
import { createHash, randomBytes } from 'node:crypto';
import type { Database } from './db.ts';
import type { Account } from './users.ts';

/** Tokens are 256 random bits, sent as 64 hex characters; only their SHA-256 is stored. */
const TOKEN_FORMAT = /^[0-9a-f]{64}$/;
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

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

  /**
   * Issues a token (the caller gets the only copy of it), or null when the account is gone: a
   * deletion of the account may commit while its login checks the password. The session is
   * inserted only for an account that still exists, with its row locked (FOR KEY SHARE) until
   * the session commits: a deletion committed first leaves nothing to insert; one that comes
   * after waits, and takes the new session with the account.
   */
  async create(userId: number): Promise<string | null> {
    const token = randomBytes(32).toString('hex');
    const now = new Date(this.now());
    return this.db.transaction(async (tx) => {
      const inserted = await tx.query(
        `INSERT INTO sessions (token_hash, user_id, created_at, last_used_at)
           SELECT $1, id, $3, $3 FROM users WHERE id = $2 FOR KEY SHARE RETURNING user_id`,
        [sha256(token), userId, now],
      );
      if (!inserted.length) return null;
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
      return token;
    });
  }

  /** The user behind a token, or null when it is unknown, revoked, idle too long or too old. */
  async authenticate(token: string): Promise<Account | null> {
    if (!TOKEN_FORMAT.test(token)) return null;
    const hash = sha256(token);
    const rows = await this.db.query<Account & { created_at: Date; last_used_at: Date }>(
      `SELECT u.id, u.name, u.email, u.role, u.membership, s.created_at, s.last_used_at
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
    return {
      id: row.id,
      name: row.name,
      email: row.email,
      role: row.role,
      membership: row.membership,
    };
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

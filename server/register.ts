/** POST /register: a member account, hashed in the login's bounded queue, limited per address, signed in at once. */
import type { Database } from './db.ts';
import { HttpError, MESSAGES } from './errors.ts';
import { markOutcomeUnknown } from './db-errors.ts';
import { hashPassword, type HashGate } from './passwords.ts';
import { LoginLimiter } from './login-limiter.ts';
import { normaliseEmail, type Account } from './users.ts';
import type { Sessions } from './sessions.ts';
import { DeviceCookies } from './device-cookies.ts';
import { checkText } from './article-rows.ts';
import type { LoginResponse, RegisterRequest } from '../common/api/types.ts';

export interface RegistrationLimits {
  /** Registrations per client address within the window (0 = off). */
  maxPerIp: number;
  /**
   * The window: the login limits' own, because the limiter's table is one and every attempt
   * clears the entries older than its window.
   */
  windowSeconds: number;
}

/**
 * The login limiter with only its per-address key, under a client key of its own
 * (`register:<address>`), so that registrations and failed logins are counted apart.
 */
export function registrationLimiter(
  db: Database,
  limits: RegistrationLimits,
  clock?: () => number,
): LoginLimiter {
  return new LoginLimiter(
    db,
    {
      maxPerEmail: 0,
      maxPerIp: limits.maxPerIp,
      maxPerAccount: 0,
      windowSeconds: limits.windowSeconds,
      maxSuccessesPerAccount: 0,
      maxSuccessesPerIp: 0,
      successWindowSeconds: limits.windowSeconds,
    },
    clock,
  );
}

export interface RegisterContext {
  ip: string;
  secure?: boolean;
  /** The scrypt cost: the one every account is hashed with (lowered only by the server's tests). */
  hashLogN?: number;
}

/**
 * Creates a member (role `user`, membership `basic`) and opens a session for it. Every
 * registration that reaches here counts against its address, created or refused (a `409`
 * tells whether an email has an account, so those are limited too; a `400` and a `503` from a
 * full hash queue count as well).
 */
export async function register(
  db: Database,
  sessions: Sessions,
  limiter: LoginLimiter,
  devices: DeviceCookies,
  gate: HashGate,
  body: RegisterRequest,
  ctx: RegisterContext,
): Promise<LoginResponse & { setCookie: string }> {
  const email = normaliseEmail(body.email);
  const name = body.name.trim();
  let attempt;
  try {
    attempt = await limiter.begin(email, `register:${ctx.ip}`);
  } catch (err) {
    if (err instanceof HttpError && err.status === 429) {
      const seconds = Number(err.headers['retry-after']) || 1;
      throw new HttpError(429, MESSAGES.tooManyRegistrations(seconds), err.headers);
    }
    throw err;
  }
  let user: Account | undefined;
  try {
    // Everything is checked before the password is hashed; a refusal counts like a 409.
    checkText(name, 'name');
    const taken = await db.query('SELECT 1 FROM users WHERE email = $1', [email]);
    if (taken.length) throw new HttpError(409, MESSAGES.emailExists);
    // In the logins' queue, behind every login, and an address's repeated registrations behind
    // first ones: those ahead take the place of those behind when it is full.
    const hash = await gate.run(() => hashPassword(body.password, ctx.hashLogN), {
      lane: 'other',
      client: ctx.ip,
      known: false,
      registration: attempt.cleanAddress ? 'first' : 'again',
    });
    // A parallel registration of the same email may have won while this one hashed.
    const rows = await db.query<Account>(
      `INSERT INTO users (email, name, role, password_hash) VALUES ($1, $2, 'user', $3)
         ON CONFLICT (email) DO NOTHING RETURNING id, name, email, role, membership`,
      [email, name, hash],
    );
    user = rows[0];
    if (!user) throw new HttpError(409, MESSAGES.emailExists);
  } catch (err) {
    // A 409 or 400 stays counted; one that failed on our side does not.
    if (err instanceof HttpError && (err.status === 409 || err.status === 400))
      limiter.failed(attempt);
    // Turned away by a full hash queue: counted against the address, as a login's 503 is.
    else if (err instanceof HttpError && err.status === 503) await limiter.busy(attempt);
    else await limiter.cancel(attempt);
    throw err;
  }
  // Counted, and no longer pending.
  limiter.failed(attempt);
  // The account is stored: a lost database is no 503 from here on (a replay would find it taken).
  let token: string | null;
  try {
    token = await sessions.create(user.id);
  } catch (err) {
    throw markOutcomeUnknown(err, 'committed');
  }
  // Only if someone logged in with the new password and deleted the account meanwhile.
  if (!token) throw new Error('the new account was deleted before its session was created');
  return {
    user: { name: user.name, email: user.email, role: user.role, membership: user.membership },
    token,
    setCookie: DeviceCookies.setCookie(email, devices.issue(email), ctx.secure ?? false),
  };
}

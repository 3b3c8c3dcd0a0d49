/** POST /login: the throttled password check that opens a session and remembers the device. */
import type { Database } from './db.ts';
import { HttpError, MESSAGES } from './errors.ts';
import { burnPasswordCheck, verifyPassword, type HashGate, type HashLane } from './passwords.ts';
import { normaliseEmail, type Account } from './users.ts';
import type { Sessions } from './sessions.ts';
import type { LoginLimiter } from './login-limiter.ts';
import { DeviceCookies } from './device-cookies.ts';
import type { LoginRequest, LoginResponse } from '../common/api/types.ts';

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
  const user = await checkPassword(db, limiter, gate, email, body.password, device, ctx);
  if (!user) throw new HttpError(401, MESSAGES.badCredentials);
  // Null when the account was deleted while its password was checked: as for an unknown email.
  const token = await sessions.create(user.id);
  if (!token) throw new HttpError(401, MESSAGES.badCredentials);
  return {
    user: { name: user.name, email: user.email, role: user.role, membership: user.membership },
    token,
    setCookie: DeviceCookies.setCookie(email, devices.issue(email), ctx.secure ?? false),
  };
}

/**
 * The password check of a login, through the gate: the limits on failures (429), the bounded
 * hashing queue (503), a stand-in hash for an unknown email. The account when `password` is its
 * password (the success is counted and this client's failures on it forgiven), null when not
 * (the failure stays counted). POST /login and DELETE /user both check passwords here.
 */
export async function checkPassword(
  db: Database,
  limiter: LoginLimiter,
  gate: HashGate,
  email: string,
  password: string,
  device: string | null,
  ctx: Pick<LoginContext, 'ip' | 'hashLogN'>,
): Promise<Account | null> {
  // A flood's refusal costs one write: an address that failed lately goes to the `other` lane,
  // and when that is full (or the address holds its share of it) the answer is 503 at once.
  if (!device && limiter.recentlyFailed(ctx.ip) && gate.wouldRefuse(ctx.ip)) {
    await limiter.refusedBusy(ctx.ip);
    throw gate.refusal();
  }
  const attempt = await limiter.begin(email, ctx.ip, device);
  let ok: boolean;
  let user: (Account & { password_hash: string }) | undefined;
  try {
    const rows = await db.query<Account & { password_hash: string }>(
      'SELECT id, name, email, role, membership, password_hash FROM users WHERE email = $1',
      [email],
    );
    user = rows[0];
    // A known device first, then an address without recent failures, then the rest.
    const lane: HashLane = device ? 'device' : attempt.cleanAddress ? 'clean' : 'other';
    // The owners' hashes (a known device, an existing account from a clean address) run at the
    // server's priority; everything else, fresh addresses' guesses included, below it.
    const priority = lane === 'device' || (lane === 'clean' && Boolean(user));
    ok = await gate.run(
      async () => {
        if (user) return verifyPassword(password, user.password_hash, priority);
        await burnPasswordCheck(password, ctx.hashLogN, priority);
        return false;
      },
      { lane, client: ctx.ip, known: Boolean(user) },
    );
  } catch (err) {
    // Refused by the hashing queue: counted against the address that caused it.
    if (err instanceof HttpError && err.status === 503) await limiter.busy(attempt);
    else await limiter.cancel(attempt);
    throw err;
  }
  if (!user || !ok) {
    limiter.failed(attempt);
    return null;
  }
  await limiter.succeeded(attempt);
  const { password_hash: _hash, ...account } = user;
  return account;
}

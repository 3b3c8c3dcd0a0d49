/** POST /login: the throttled password check that opens a session and remembers the device. */
import type { Database } from './db.ts';
import { HttpError, MESSAGES } from './errors.ts';
import { burnPasswordCheck, verifyPassword, type HashGate } from './passwords.ts';
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

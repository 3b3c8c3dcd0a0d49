// Local registration and login: PBKDF2 password hashing (WebCrypto) and the
// operations on local users (register, log in, sign in, membership). Apart from local-users.ts so the header, which only
// shows the signed-in user, does not load it.
import { MEMBER_STRINGS } from '../../config/member-strings';
import { normaliseEmail, readLocalUsers, writeLocalUsers } from './local-user-list';
import {
  readLocalCurrentUser,
  withoutPassword,
  writeLocalCurrentUser,
  type LocalCurrentUser,
  type LocalUser,
  type Membership,
  type PasswordHash,
} from './local-users';

export class LocalAccountError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LocalAccountError';
  }
}

// Password hashing (WebCrypto PBKDF2, SHA-256, random 16-byte salt).

export const PBKDF2_ITERATIONS = 210_000;

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

async function derive(password: string, salt: Uint8Array, iterations: number): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(password),
    'PBKDF2',
    false,
    ['deriveBits'],
  );
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: salt as BufferSource, iterations },
    key,
    256,
  );
  return toBase64(new Uint8Array(bits));
}

export async function hashPassword(
  password: string,
  iterations = PBKDF2_ITERATIONS,
): Promise<PasswordHash> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  return {
    algorithm: 'PBKDF2-SHA-256',
    iterations,
    salt: toBase64(salt),
    hash: await derive(password, salt, iterations),
  };
}

export async function verifyPassword(password: string, stored: PasswordHash): Promise<boolean> {
  let salt: Uint8Array;
  try {
    salt = fromBase64(stored.salt);
  } catch {
    return false;
  }
  const hash = await derive(password, salt, stored.iterations);
  // Constant-time comparison of the two encodings.
  if (hash.length !== stored.hash.length) return false;
  let diff = 0;
  for (let i = 0; i < hash.length; i++) diff |= hash.charCodeAt(i) ^ stored.hash.charCodeAt(i);
  return diff === 0;
}

// ---------------------------------------------------------------------------
// The operations on local users.

export interface Credentials {
  email: string;
  password: string;
}

/**
 * Registers a local user (role user, membership basic). A taken email is refused.
 * Returns the user without the password; `signInLocalUser` then signs them in.
 */
export async function registerLocalUser(
  { email, password }: Credentials,
  options: { iterations?: number } = {},
): Promise<LocalCurrentUser> {
  const normalised = normaliseEmail(email);
  if (readLocalUsers().some((u) => normaliseEmail(u.email) === normalised)) {
    throw new LocalAccountError(MEMBER_STRINGS.accounts.emailExists);
  }
  const user: LocalUser = {
    id: crypto.randomUUID(),
    email: normalised,
    password: await hashPassword(password, options.iterations),
    role: 'user',
    membership: 'basic',
    createdAt: new Date().toISOString(),
  };
  // Read again after the (slow) hashing, so that a parallel registration is not lost.
  const users = readLocalUsers();
  if (users.some((u) => normaliseEmail(u.email) === normalised))
    throw new LocalAccountError(MEMBER_STRINGS.accounts.emailExists);
  writeLocalUsers([...users, user]);
  return withoutPassword(user);
}

/** Checks a local login: the user (without password) when email and password match; otherwise 'Invalid email or password'. */
export async function loginLocalUser({ email, password }: Credentials): Promise<LocalCurrentUser> {
  const user = readLocalUsers().find((u) => normaliseEmail(u.email) === normaliseEmail(email));
  const ok = user ? await verifyPassword(password, user.password) : false;
  if (!user || !ok) throw new LocalAccountError(MEMBER_STRINGS.accounts.invalidCredentials);
  return withoutPassword(user);
}

/** Signs a local user in: kept as the current user, without the password. */
export function signInLocalUser(user: LocalCurrentUser): void {
  writeLocalCurrentUser(user);
}

/** Updates a local user's membership (basic by default), in the list and on the current user. */
export function updateLocalMembership(id: string, membership: Membership): void {
  const users = readLocalUsers();
  if (!users.some((u) => u.id === id)) return;
  writeLocalUsers(users.map((u) => (u.id === id ? { ...u, membership } : u)));
  const current = readLocalCurrentUser();
  if (current?.id === id) writeLocalCurrentUser({ ...current, membership });
}

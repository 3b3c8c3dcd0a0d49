import { STORAGE_KEYS } from '../../config/storage-keys';
import { MEMBER_STRINGS } from '../../config/member-strings';
import { readJson, writeJson } from '../../lib/storage';

export type Membership = 'basic' | 'premium';
export const MEMBERSHIPS: readonly Membership[] = ['basic', 'premium'];

/** How a password is kept: a salted PBKDF2 hash, never the password itself. */
export interface PasswordHash {
  algorithm: 'PBKDF2-SHA-256';
  iterations: number;
  salt: string;
  hash: string;
}

/** A local user as stored in the list (SPEC §3 Local user). */
export interface LocalUser {
  id: string;
  email: string;
  password: PasswordHash;
  role: 'user';
  membership: Membership;
  createdAt: string;
}

/** The signed-in local user: the stored user without the password (SPEC §3). */
export type LocalCurrentUser = Omit<LocalUser, 'password'>;

export class LocalAccountError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LocalAccountError';
  }
}

const isString = (v: unknown): v is string => typeof v === 'string' && v.length > 0;

function isCurrentUserShape(v: unknown): v is LocalCurrentUser {
  if (!v || typeof v !== 'object') return false;
  const u = v as Record<string, unknown>;
  return (
    isString(u.id) &&
    isString(u.email) &&
    u.role === 'user' &&
    (MEMBERSHIPS as readonly unknown[]).includes(u.membership) &&
    isString(u.createdAt)
  );
}

function isPasswordHash(v: unknown): v is PasswordHash {
  if (!v || typeof v !== 'object') return false;
  const p = v as Record<string, unknown>;
  return p.algorithm === 'PBKDF2-SHA-256' && typeof p.iterations === 'number' && p.iterations > 0 && isString(p.salt) && isString(p.hash);
}

export const isLocalUser = (v: unknown): v is LocalUser =>
  isCurrentUserShape(v) && isPasswordHash((v as unknown as Record<string, unknown>).password);

export const isLocalCurrentUser = (v: unknown): v is LocalCurrentUser =>
  isCurrentUserShape(v) && !('password' in (v as object));

const isUserList = (v: unknown): v is LocalUser[] => Array.isArray(v) && v.every(isLocalUser);

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

// ---------------------------------------------------------------------------
// Storage with change notification (useSyncExternalStore). Corrupted data is
// removed by the safe storage helpers and counts as absent.

const listeners = new Set<() => void>();
let version = 0;
function changed() {
  version++;
  listeners.forEach((l) => l());
}
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key === null || e.key === STORAGE_KEYS.localUsers || e.key === STORAGE_KEYS.localCurrentUser) changed();
  });
}

export function subscribeLocalAccounts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
/** Changes whenever the local accounts change (for useSyncExternalStore snapshots). */
export const localAccountsVersion = () => version;

export function readLocalUsers(): LocalUser[] {
  return readJson<LocalUser[]>(STORAGE_KEYS.localUsers, isUserList, []);
}

function writeLocalUsers(users: LocalUser[]): void {
  if (users.length === 0) writeJson(STORAGE_KEYS.localUsers, null);
  else writeJson(STORAGE_KEYS.localUsers, users);
  changed();
}

export function readLocalCurrentUser(): LocalCurrentUser | null {
  return readJson<LocalCurrentUser | null>(STORAGE_KEYS.localCurrentUser, (v): v is LocalCurrentUser | null => isLocalCurrentUser(v), null);
}

export function writeLocalCurrentUser(user: LocalCurrentUser | null): void {
  writeJson(STORAGE_KEYS.localCurrentUser, user ? withoutPassword(user) : null);
  changed();
}

export function withoutPassword(user: LocalUser | LocalCurrentUser): LocalCurrentUser {
  const { id, email, role, membership, createdAt } = user;
  return { id, email, role, membership, createdAt };
}

// ---------------------------------------------------------------------------
// Password hashing (WebCrypto PBKDF2, SHA-256, random 16-byte salt).

export const PBKDF2_ITERATIONS = 210_000;

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

async function derive(password: string, salt: Uint8Array, iterations: number): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt: salt as BufferSource, iterations }, key, 256);
  return toBase64(new Uint8Array(bits));
}

export async function hashPassword(password: string, iterations = PBKDF2_ITERATIONS): Promise<PasswordHash> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  return { algorithm: 'PBKDF2-SHA-256', iterations, salt: toBase64(salt), hash: await derive(password, salt, iterations) };
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
// The operations of SPEC §3–§5.

export interface Credentials {
  email: string;
  password: string;
}

/**
 * Registers a local user (role user, membership basic). A taken email is refused.
 * Returns the user without the password; `signInLocalUser` then signs them in.
 */
export async function registerLocalUser({ email, password }: Credentials, options: { iterations?: number } = {}): Promise<LocalCurrentUser> {
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
  if (users.some((u) => normaliseEmail(u.email) === normalised)) throw new LocalAccountError(MEMBER_STRINGS.accounts.emailExists);
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

/** Signs a local user in: kept as the current user, without the password (SPEC §3). */
export function signInLocalUser(user: LocalCurrentUser): void {
  writeLocalCurrentUser(user);
}

export function logoutLocalUser(): void {
  writeLocalCurrentUser(null);
}

/** Updates a local user's membership (basic by default), in the list and on the current user. */
export function updateLocalMembership(id: string, membership: Membership): void {
  const users = readLocalUsers();
  if (!users.some((u) => u.id === id)) return;
  writeLocalUsers(users.map((u) => (u.id === id ? { ...u, membership } : u)));
  const current = readLocalCurrentUser();
  if (current?.id === id) writeLocalCurrentUser({ ...current, membership });
}

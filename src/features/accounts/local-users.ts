import { STORAGE_KEYS } from '../../config/storage-keys';
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

export function writeLocalUsers(users: LocalUser[]): void {
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

/** Signs the local user out. */
export function logoutLocalUser(): void {
  writeLocalCurrentUser(null);
}

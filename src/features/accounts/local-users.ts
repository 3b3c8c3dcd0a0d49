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

/** A local user as stored in the list. */
export interface LocalUser {
  id: string;
  email: string;
  password: PasswordHash;
  role: 'user';
  membership: Membership;
  createdAt: string;
}

/** The signed-in local user: the stored user without the password. */
export type LocalCurrentUser = Omit<LocalUser, 'password'>;

export const isString = (v: unknown): v is string => typeof v === 'string' && v.length > 0;

export function isCurrentUserShape(v: unknown): v is LocalCurrentUser {
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

export const isLocalCurrentUser = (v: unknown): v is LocalCurrentUser =>
  isCurrentUserShape(v) && !('password' in (v as object));

// The signed-in local user, which the header shows on every page. The list of
// local users (with their password hashes) is in local-user-list.ts, loaded by
// the pages that register, log in or manage users.

// ---------------------------------------------------------------------------
// Storage with change notification (useSyncExternalStore). Corrupted data is
// removed by the safe storage helpers and counts as absent.

const listeners = new Set<() => void>();
let version = 0;
/** Tells the subscribers that the stored local accounts changed. */
export function changed() {
  version++;
  listeners.forEach((l) => l());
}
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (
      e.key === null ||
      e.key === STORAGE_KEYS.localUsers ||
      e.key === STORAGE_KEYS.localCurrentUser
    )
      changed();
  });
}

export function subscribeLocalAccounts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
/** Changes whenever the local accounts change (for useSyncExternalStore snapshots). */
export const localAccountsVersion = () => version;

export function readLocalCurrentUser(): LocalCurrentUser | null {
  return readJson<LocalCurrentUser | null>(
    STORAGE_KEYS.localCurrentUser,
    (v): v is LocalCurrentUser | null => isLocalCurrentUser(v),
    null,
  );
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

import type { User } from '../../../common/api/types';
import { STORAGE_KEYS } from '../../config/storage-keys';
import { readJson, readString, remove, writeJson, writeString } from '../../lib/storage';

export function isUser(v: unknown): v is User {
  if (!v || typeof v !== 'object') return false;
  const u = v as Record<string, unknown>;
  return (
    typeof u.name === 'string' &&
    typeof u.email === 'string' &&
    (u.role === 'admin' || u.role === 'user') &&
    (u.membership === 'basic' || u.membership === 'premium')
  );
}

/**
 * A user stored before the server answered a membership: every account then was `basic`
 * (the server gave them all that plan when it started keeping one).
 */
function withMembership(v: unknown): unknown {
  if (v && typeof v === 'object' && !('membership' in v)) return { ...v, membership: 'basic' };
  return v;
}

/** Reads the stored session. Corrupted values are removed and count as absent. */
export function readStoredSession(): { user: User | null; token: string | null } {
  const stored = readJson<unknown>(
    STORAGE_KEYS.user,
    (v): v is unknown => isUser(withMembership(v)),
    null,
  );
  const user = stored === null ? null : (withMembership(stored) as User);
  const raw = readString(STORAGE_KEYS.accessToken);
  // A token is an opaque printable string; anything else is treated as corrupted.
  const token = raw && /^[\x21-\x7e]{1,4096}$/.test(raw) ? raw : null;
  if (raw !== null && token === null) remove(STORAGE_KEYS.accessToken);
  return { user, token };
}

export const storeUser = (user: User | null) => writeJson(STORAGE_KEYS.user, user);
export const storeToken = (token: string | null) => writeString(STORAGE_KEYS.accessToken, token);
export function clearStoredSession(): void {
  remove(STORAGE_KEYS.user);
  remove(STORAGE_KEYS.accessToken);
  remove(STORAGE_KEYS.role);
}

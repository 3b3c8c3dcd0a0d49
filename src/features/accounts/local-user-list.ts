import { STORAGE_KEYS } from '../../config/storage-keys';
import { readJson, writeJson } from '../../lib/storage';
import {
  changed,
  isCurrentUserShape,
  isString,
  type LocalUser,
  type PasswordHash,
} from './local-users';

/** The stored list of local users, with their password hashes. */

function isPasswordHash(v: unknown): v is PasswordHash {
  if (!v || typeof v !== 'object') return false;
  const p = v as Record<string, unknown>;
  return (
    p.algorithm === 'PBKDF2-SHA-256' &&
    typeof p.iterations === 'number' &&
    p.iterations > 0 &&
    isString(p.salt) &&
    isString(p.hash)
  );
}

export const isLocalUser = (v: unknown): v is LocalUser =>
  isCurrentUserShape(v) && isPasswordHash((v as unknown as Record<string, unknown>).password);

const isUserList = (v: unknown): v is LocalUser[] => Array.isArray(v) && v.every(isLocalUser);

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export function readLocalUsers(): LocalUser[] {
  return readJson<LocalUser[]>(STORAGE_KEYS.localUsers, isUserList, []);
}

export function writeLocalUsers(users: LocalUser[]): void {
  if (users.length === 0) writeJson(STORAGE_KEYS.localUsers, null);
  else writeJson(STORAGE_KEYS.localUsers, users);
  changed();
}

import { STORAGE_KEYS } from '../config/storage-keys';
import type { LocalCurrentUser, LocalUser } from '../features/accounts';

/** A browser-only account (made at /register), as local storage keeps the signed-in one. */
export const LOCAL_ACCOUNT: LocalCurrentUser = {
  id: 'u1',
  email: 'pelatih.lokal@contoh.id',
  role: 'user',
  membership: 'basic',
  createdAt: '2026-11-01T00:00:00.000Z',
};

/** Signs LOCAL_ACCOUNT in, as the register page's "Masuk" tab does. */
export function signInLocalAccount(): void {
  localStorage.setItem(STORAGE_KEYS.localCurrentUser, JSON.stringify(LOCAL_ACCOUNT));
}

/** The password of LOCAL_USER, a browser-only account stored by an older version of the site. */
export const LOCAL_PASSWORD = 'latihan2026';

/** LOCAL_ACCOUNT as the list of browser-only accounts keeps it: with a salted PBKDF2 hash of LOCAL_PASSWORD. */
export const LOCAL_USER: LocalUser = {
  ...LOCAL_ACCOUNT,
  password: {
    algorithm: 'PBKDF2-SHA-256',
    iterations: 1000,
    salt: 'c2VwYWt1LWJvbGEtc2F0dQ==',
    hash: 'NHQDMPZnK9Pjlt7X+VNqHjwEq+dEztSWVQJW8wCkn+s=',
  },
};

/** Stores LOCAL_USER in the list of browser-only accounts, as an older /register did. */
export function storeLocalUser(): void {
  localStorage.setItem(STORAGE_KEYS.localUsers, JSON.stringify([LOCAL_USER]));
}

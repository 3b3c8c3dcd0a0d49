import { STORAGE_KEYS } from '../config/storage-keys';
import type { LocalCurrentUser } from '../features/accounts';

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

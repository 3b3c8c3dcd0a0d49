import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '../../config/storage-keys';
import { readLocalUsers } from './local-user-list';
import { subscribeLocalAccounts, type LocalUser } from './local-users';
import { cached } from './use-local-accounts';

const usersSnapshot = cached(STORAGE_KEYS.localUsers, readLocalUsers);

/** Every stored local user. Updates on every change, also from other tabs. */
export function useLocalUsers(): LocalUser[] {
  return useSyncExternalStore(subscribeLocalAccounts, usersSnapshot, () => []);
}

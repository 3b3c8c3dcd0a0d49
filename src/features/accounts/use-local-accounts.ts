import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '../../config/storage-keys';
import { readString } from '../../lib/storage';
import {
  localAccountsVersion,
  readLocalCurrentUser,
  subscribeLocalAccounts,
  type LocalCurrentUser,
} from './local-users';

/** A stable snapshot: read again only when the notified version or the raw stored text changed. */
export function cached<T>(key: string, read: () => T): () => T {
  let seen: string | null = null;
  let value: T;
  return () => {
    const stamp = `${localAccountsVersion()}|${readString(key) ?? ''}`;
    if (stamp !== seen) {
      value = read();
      seen = `${localAccountsVersion()}|${readString(key) ?? ''}`;
    }
    return value;
  };
}

const currentSnapshot = cached(STORAGE_KEYS.localCurrentUser, readLocalCurrentUser);

/** The signed-in local user (without password), or null. Updates on every change, also from other tabs. */
export function useLocalCurrentUser(): LocalCurrentUser | null {
  return useSyncExternalStore(subscribeLocalAccounts, currentSnapshot, () => null);
}

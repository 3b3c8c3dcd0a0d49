import { readString } from '../../lib/storage';
import { localAccountsVersion } from './local-users';

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

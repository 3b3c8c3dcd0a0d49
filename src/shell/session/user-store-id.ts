import type { User } from '../../../common/api/types';

/**
 * The id that names one account's offline data: `userScoped(userStoreId(user), name)` for its
 * caches and IndexedDB databases. The contract's user has no id; its email is the account's
 * key, so the id is a hash of the email (trimmed, lower case). The hash keeps the address out
 * of the names any script of the site can list (`caches.keys()`, `indexedDB.databases()`).
 * 53 bits (cyrb53), written in base 36: two accounts of one browser never share a name.
 */
export function userStoreId(user: Pick<User, 'email'>): string {
  const text = user.email.trim().toLowerCase();
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

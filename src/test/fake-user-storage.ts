import type { UserStorage } from '../shell/session/forget-other-users';

/** Cache Storage and IndexedDB reduced to their names, as the cleanup sees them. */
export function fakeStorage(
  cacheNames: string[],
  databaseNames: string[],
  { blocked = [] as string[], failing = [] as string[], listing = true } = {},
) {
  const cachesLeft = new Set(cacheNames);
  const databasesLeft = new Set(databaseNames);
  const storage: UserStorage = {
    caches: {
      keys: () => Promise.resolve([...cachesLeft]),
      delete: (name: string) => Promise.resolve(cachesLeft.delete(name)),
    },
    indexedDB: {
      ...(listing
        ? { databases: () => Promise.resolve([...databasesLeft].map((name) => ({ name }))) }
        : {}),
      deleteDatabase: (name: string) => {
        const request = {} as IDBOpenDBRequest;
        setTimeout(() => {
          if (failing.includes(name)) return void request.onerror?.(new Event('error'));
          if (blocked.includes(name))
            return void request.onblocked?.(new Event('blocked') as never);
          databasesLeft.delete(name);
          void request.onsuccess?.(new Event('success'));
        });
        return request;
      },
    },
  };
  return { storage, cachesLeft, databasesLeft };
}

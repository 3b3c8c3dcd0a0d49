import type { User } from '../../../common/api/types';
import { USER_SCOPE_PREFIX, userScoped } from '../offline';
import { userStoreId } from './user-store-id';

/** The parts of the browser's storage the cleanup uses (tests give small fakes). */
export interface UserStorage {
  caches?: Pick<CacheStorage, 'keys' | 'delete'>;
  indexedDB?: Pick<IDBFactory, 'deleteDatabase'> & Partial<Pick<IDBFactory, 'databases'>>;
}

const browserStorage = (): UserStorage => ({
  caches: typeof caches === 'undefined' ? undefined : caches,
  indexedDB: typeof indexedDB === 'undefined' ? undefined : indexedDB,
});

/**
 * Whether a cache or database name belongs to a user other than `keep` (null: to any user).
 * The shared caches and databases (not named with `USER_SCOPE_PREFIX`) never do.
 */
export const belongsToOtherUser = (name: string, keep: string | null): boolean =>
  name.startsWith(USER_SCOPE_PREFIX) && (keep === null || !name.startsWith(userScoped(keep, '')));

/**
 * Resolves when the database is deleted, or when its deletion waits for another tab to close
 * it ("blocked": the browser deletes it as soon as that tab lets go, and never opens it for
 * anyone meanwhile). A failure is reported, never thrown: the other names are still deleted.
 */
function deleteDatabase(factory: Pick<IDBFactory, 'deleteDatabase'>, name: string) {
  return new Promise<boolean>((resolve) => {
    const request = factory.deleteDatabase(name);
    request.onsuccess = () => resolve(true);
    request.onblocked = () => resolve(true);
    request.onerror = () => resolve(false);
  });
}

/**
 * Deletes every cache and IndexedDB database that belongs to a user other than `keep` (the
 * user signed in now; null after a logout): whatever one account kept in this browser for
 * offline use (member-only answers, drill sheet PDFs, drafts, queued saves) is gone before
 * another can sign in and read it. Storage the browser lacks or refuses (private mode, an old
 * browser without `indexedDB.databases()`) is skipped. Returns the names deleted.
 */
export async function forgetOtherUsers(
  keep: string | null,
  storage: UserStorage = browserStorage(),
): Promise<string[]> {
  const deleted: string[] = [];
  const { caches: cacheStorage, indexedDB: factory } = storage;
  const cacheNames = await cacheStorage?.keys().catch(() => [] as string[]);
  await Promise.all(
    (cacheNames ?? [])
      .filter((name) => belongsToOtherUser(name, keep))
      .map(async (name) => {
        if (await cacheStorage?.delete(name).catch(() => false)) deleted.push(name);
      }),
  );
  const databases = factory?.databases
    ? await factory.databases().catch(() => [] as IDBDatabaseInfo[])
    : [];
  await Promise.all(
    databases
      .map((info) => info.name)
      .filter((name): name is string => !!name && belongsToOtherUser(name, keep))
      .map(async (name) => {
        if (factory && (await deleteDatabase(factory, name))) deleted.push(name);
      }),
  );
  return deleted.sort();
}

/** `forgetOtherUsers` for the user signed in now (null: nobody is). */
export const forgetUsersOtherThan = (user: Pick<User, 'email'> | null, storage?: UserStorage) =>
  forgetOtherUsers(user && userStoreId(user), storage);

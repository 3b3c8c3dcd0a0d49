import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { userScoped } from '../../shell/offline';

/** The public list of saved articles: one database for every visitor of this browser. */
export const SAVED_DB = 'futsal-saved';

/** One saved article, as the Tersimpan list shows it. */
export interface SavedArticle {
  /** The article's page on the site (`/freekick/12`): the list's key and its link. */
  path: string;
  title: string;
  /** Where on the site it lives: "Free Kick", "Area Teknis", "Blog". */
  where: string;
  /** When it was saved (ms since the epoch). */
  savedAt: number;
  /** The bytes of its page, answers and images in `CACHE.saved`. */
  bytes: number;
  /** Every URL it put into `CACHE.saved` (removing it deletes those no other article uses). */
  urls: string[];
}

/** What one signed-in user kept with a saved article: member-only answers, the drill sheet PDF. */
export interface MemberPart {
  path: string;
  savedAt: number;
  bytes: number;
  /** The URLs it put into the user's own cache, `userScoped(user, 'saved')`. */
  urls: string[];
}

interface PublicSchema extends DBSchema {
  articles: { key: string; value: SavedArticle };
}
interface MemberSchema extends DBSchema {
  parts: { key: string; value: MemberPart };
}

/**
 * Opens, uses and closes a database: nothing stays open, so the per-user cleanup (another
 * account signing in) is never blocked by this tab. A tab that does hold it gives it up.
 */
async function withDb<S extends DBSchema, T>(
  name: string,
  store: 'articles' | 'parts',
  work: (db: IDBPDatabase<S>) => Promise<T>,
): Promise<T> {
  const db = await openDB<S>(name, 1, {
    upgrade(created) {
      created.createObjectStore(store as never, { keyPath: 'path' });
    },
    blocking() {
      db.close();
    },
  });
  try {
    return await work(db);
  } finally {
    db.close();
  }
}

export const publicDb = <T>(work: (db: IDBPDatabase<PublicSchema>) => Promise<T>) =>
  withDb<PublicSchema, T>(SAVED_DB, 'articles', work);

/** The name of one user's saved parts: its database and its cache share it. */
export const memberScope = (userId: string) => userScoped(userId, 'saved');

export const memberDb = <T>(userId: string, work: (db: IDBPDatabase<MemberSchema>) => Promise<T>) =>
  withDb<MemberSchema, T>(memberScope(userId), 'parts', work);

/**
 * The names the service worker and the pages share for what is kept offline.
 *
 * The service worker reads and writes only the shared caches below. Anything that belongs to one
 * signed-in user (member-only answers, drill sheet PDFs, the editor's drafts and queued saves)
 * lives only in caches and IndexedDB databases named by `userScoped`, which the service worker
 * never touches and which are deleted when that user logs out or another user logs in.
 */
export const CACHE = {
  /** Pages (navigations) opened recently. */
  pages: 'futsal-pages-v1',
  /** Public GET /api answers fetched recently. */
  api: 'futsal-api-v1',
  /** Images of articles and pages. */
  images: 'futsal-images-v1',
  /** What the visitor saved for offline: pages, API answers and images, kept until removed. */
  saved: 'futsal-saved-v1',
} as const;

/** How many days recently opened pages, answers and images stay readable offline. */
export const RECENT_DAYS = 7;

/** The start of every cache and IndexedDB database name that belongs to one user. */
export const USER_SCOPE_PREFIX = 'futsal-user-';

/** The name of a cache or IndexedDB database that belongs to one signed-in user. */
export const userScoped = (userId: string | number, name: string): string =>
  `${USER_SCOPE_PREFIX}${userId}-${name}`;

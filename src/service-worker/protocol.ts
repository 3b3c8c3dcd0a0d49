/**
 * The one vocabulary the pages and the service worker share: both import this file, and it
 * imports nothing of either.
 *
 * The service worker reads and writes only the shared caches below. Anything that belongs to one
 * signed-in user (member-only answers, drill sheet PDFs, the editor's drafts and queued saves)
 * lives only in caches and IndexedDB databases named by `userScoped`, which the service worker
 * never touches and which are deleted when that user logs out or another user logs in.
 */

/** The messages a page posts to the service worker. */
export const SW_MESSAGE = {
  /** The visitor accepted the new version: the waiting worker takes over (the page reloads). */
  skipWaiting: 'SKIP_WAITING',
  /** Keep this page (`url`), opened inside the app, for offline reading. */
  keepPage: 'KEEP_PAGE',
  /**
   * Keep these API answers and images (`urls`), which the page fetched before the worker
   * controlled it (the first visit): they are fetched again through the worker's routes.
   */
  keepAnswers: 'KEEP_ANSWERS',
} as const;

/** The header of an API answer the service worker took from its cache: when it was fetched (ISO date). */
export const SAVED_AT_HEADER = 'X-Saved-At';

/** Raised on window by the API client for an answer the service worker took from its cache. */
export const SAVED_ANSWER_EVENT = 'futsal:saved-answer';

export interface SavedAnswerDetail {
  url: string;
  /** When it was fetched (ISO), or null for an answer from the network. */
  at: string | null;
}

/** The caches the service worker and the pages share. */
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

/** The precached app shell (index.html as the server sends it). */
export const SHELL_URL = '/index.html';

export { SW_URL } from '../../common/pwa';

/** What the pages and the service worker say to each other (both import this file). */

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

export { SAVED_AT_HEADER } from '../shell/offline/signals';

/** The precached app shell (index.html as the server sends it). */
export const SHELL_URL = '/index.html';

export { SW_URL } from '../../common/pwa';

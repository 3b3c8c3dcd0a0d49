/**
 * The site's service worker (built by vite-plugin-pwa's injectManifest from this file).
 *
 * - The app shell is precached: index.html as the server sends it, the JS and CSS chunks, the
 *   fonts, the icons and the manifest. A new version's files are precached by the new worker,
 *   which waits until the visitor accepts "Versi baru tersedia" or navigates (src/shell/offline
 *   tells it to take over and reloads), so a page never mixes two versions' chunks.
 * - Pages (navigations): the network first (3 s), else the page as last opened (CACHE.pages,
 *   RECENT_DAYS), else as saved (CACHE.saved), else the app shell marked as the offline screen.
 * - Public GET /api answers: the network first, else the last answer (CACHE.api), else the saved one.
 * - Images: from the cache (CACHE.images), refreshed in the background; else the saved one.
 * - Never kept, never answered from a cache: writes, the API's answers that differ per caller
 *   (the account endpoints and members' content; a public read is kept whatever token it carried,
 *   as the contract declares it the same for every caller), and any other request with an
 *   Authorization header (rules.ts). Per-user caches (futsal-user-*) belong to the page and are
 *   never opened here.
 *
 * A page or answer taken from a cache carries when it was fetched: pages as `<html data-saved-at>`,
 * API answers as the `X-Saved-At` header (ISO dates), which the app shows.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import type { PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import type { Strategy } from 'workbox-strategies';
import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import type { RouteHandlerCallbackOptions, WorkboxPlugin } from 'workbox-core/types';
import { rewritePage } from './html';
import { fetchedAt, isCacheablePage, isImage, isPublicApiGet } from './rules';
import { CACHE, RECENT_DAYS, SAVED_AT_HEADER, SHELL_URL, SW_MESSAGE } from './protocol';

declare let self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

const RECENT_SECONDS = RECENT_DAYS * 24 * 60 * 60;
const ok = new CacheableResponsePlugin({ statuses: [200] });
const recent = (maxEntries: number) =>
  new ExpirationPlugin({ maxAgeSeconds: RECENT_SECONDS, maxEntries, purgeOnQuotaError: true });
const PAGE_ENTRIES = 60;

/** Only HTML answers are kept as pages (a navigation may end in a PDF or an image). */
const htmlOnly: WorkboxPlugin = {
  cacheWillUpdate: ({ response }) =>
    Promise.resolve(
      (response.headers.get('content-type') ?? '').includes('text/html') ? response : null,
    ),
};
/** A page read from a cache gets a fresh nonce and its fetch time (html.ts). */
const pageFromCache: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) =>
    cachedResponse && rewritePage(cachedResponse, { savedAt: fetchedAt(cachedResponse) }),
};
/** An API answer read from a cache, saying when it was fetched. */
async function markAnswer(cached: Response): Promise<Response> {
  const headers = new Headers(cached.headers);
  headers.set(SAVED_AT_HEADER, fetchedAt(cached) ?? new Date(0).toISOString());
  return new Response(await cached.blob(), {
    status: cached.status,
    statusText: cached.statusText,
    headers,
  });
}
const answerFromCache: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) =>
    cachedResponse && markAnswer(cachedResponse),
};

// The answers of a shared cache never depend on who asks (nothing private is kept): ignore Vary.
const matchOptions = { ignoreVary: true };

const pages = new NetworkFirst({
  cacheName: CACHE.pages,
  networkTimeoutSeconds: 3,
  matchOptions,
  plugins: [ok, htmlOnly, recent(PAGE_ENTRIES), pageFromCache],
});
const api = new NetworkFirst({
  cacheName: CACHE.api,
  networkTimeoutSeconds: 5,
  matchOptions,
  plugins: [ok, recent(150), answerFromCache],
});
// Stored media are named by their content: never changed under one name.
const media = new CacheFirst({ cacheName: CACHE.images, matchOptions, plugins: [ok, recent(200)] });
const images = new StaleWhileRevalidate({
  cacheName: CACHE.images,
  matchOptions,
  plugins: [ok, recent(200)],
});

async function fromSaved(request: Request): Promise<Response | undefined> {
  const cache = await caches.open(CACHE.saved);
  return cache.match(request, matchOptions);
}

/** Runs `strategy`; when it has no answer (no network, nothing cached), the saved copy. */
const orSaved =
  (strategy: Strategy, fromSavedCopy: (saved: Response) => Promise<Response> | Response) =>
  async ({ request, event }: RouteHandlerCallbackOptions): Promise<Response> => {
    try {
      return await strategy.handle({ request, event });
    } catch (error) {
      const saved = await fromSaved(request);
      if (saved) return fromSavedCopy(saved);
      throw error;
    }
  };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

const navigate = orSaved(pages, (saved) => rewritePage(saved, { savedAt: fetchedAt(saved) }));
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await navigate(options);
      } catch {
        // Nothing for this page: the app shell, which shows "Anda sedang offline".
        const shell = await matchPrecache(SHELL_URL);
        return shell ? rewritePage(shell, { offline: true }) : Response.error();
      }
    },
    { denylist: [/^\/api\//] },
  ),
);
registerRoute(
  ({ request }) => isPublicApiGet(request, self.location.origin),
  orSaved(api, markAnswer),
);
registerRoute(
  ({ request, url }) =>
    isImage(request, self.location.origin) && url.pathname.startsWith('/media/'),
  orSaved(media, (saved) => saved),
);
registerRoute(
  ({ request }) => isImage(request, self.location.origin),
  orSaved(images, (saved) => saved),
);

/**
 * A page the visitor opened inside the app (no navigation reached this worker) is fetched and kept
 * like a navigated one, so that it opens offline too.
 */
async function keepPage(href: string): Promise<void> {
  const url = new URL(href, self.location.origin);
  if (url.origin !== self.location.origin || !isCacheablePage(url)) return;
  const response = await fetch(url, { headers: { accept: 'text/html' }, credentials: 'omit' });
  if (
    response.status !== 200 ||
    !(response.headers.get('content-type') ?? '').includes('text/html')
  )
    return;
  const cache = await caches.open(CACHE.pages);
  await cache.put(url.href, response);
  const expiration = new CacheExpiration(CACHE.pages, {
    maxAgeSeconds: RECENT_SECONDS,
    maxEntries: PAGE_ENTRIES,
  });
  await expiration.updateTimestamp(url.href);
  await expiration.expireEntries();
}

const IMAGE_FILE = /\.(?:avif|webp|png|jpe?g|gif|svg)$/i;

/** Fetches answers and images the page had before this worker controlled it, through its routes. */
async function keepAnswers(urls: unknown[], event: ExtendableEvent): Promise<void> {
  const origin = self.location.origin;
  for (const href of urls.slice(0, 50)) {
    if (typeof href !== 'string') continue;
    const request = new Request(new URL(href, origin));
    const { pathname } = new URL(request.url);
    const strategy = isPublicApiGet(request, origin)
      ? api
      : new URL(request.url).origin === origin && IMAGE_FILE.test(pathname)
        ? pathname.startsWith('/media/')
          ? media
          : images
        : null;
    await strategy?.handle({ request, event }).catch(() => undefined);
  }
}

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data = event.data as { type?: string; url?: unknown; urls?: unknown } | null;
  if (data?.type === SW_MESSAGE.skipWaiting) void self.skipWaiting();
  if (data?.type === SW_MESSAGE.keepPage && typeof data.url === 'string')
    event.waitUntil(keepPage(data.url).catch(() => undefined));
  if (data?.type === SW_MESSAGE.keepAnswers && Array.isArray(data.urls))
    event.waitUntil(keepAnswers(data.urls, event));
});

// The first visit's page is controlled at once (its answers are kept); an update takes over only
// when the page asks (skipWaiting above), and the page then reloads.
clientsClaim();

/**
 * Which requests the service worker may keep, as plain functions of the request (unit-tested).
 * Nothing that belongs to one signed-in user is ever kept by the worker: no request with an
 * Authorization header, no write, none of the account endpoints.
 */

/**
 * The account endpoints (their answers belong to one visitor, or change the session) and the
 * members' content (drill sheets, members-only sections), which is kept only per user by the page.
 */
const PRIVATE_PATHS =
  /^\/api\/(?:(?:login|register|logout|user|documents)(?:\/|$)|blog\/[^/]+\/members(?:\/|$))/;

/** Whether the service worker may answer `request` from, or keep it in, a shared cache. */
export function isShareable(request: Request): boolean {
  if (request.method !== 'GET') return false;
  if (request.headers.has('authorization')) return false;
  const url = new URL(request.url);
  return !PRIVATE_PATHS.test(url.pathname);
}

/** A public GET of the site's API (not its reference pages, which change with the contract). */
export function isPublicApiGet(request: Request, origin: string): boolean {
  const url = new URL(request.url);
  return (
    url.origin === origin &&
    url.pathname.startsWith('/api/') &&
    !url.pathname.startsWith('/api/docs') &&
    url.pathname !== '/api/openapi.yaml' &&
    isShareable(request)
  );
}

/** An image of the site (its own files and the API's media), kept for offline reading. */
export function isImage(request: Request, origin: string): boolean {
  const url = new URL(request.url);
  return url.origin === origin && request.destination === 'image' && isShareable(request);
}

/** A page the visitor may open offline again: a navigation of the site, outside the admin area. */
export function isCacheablePage(url: URL): boolean {
  return !url.pathname.startsWith('/api/');
}

/** When an answer was fetched from the network, from its Date header (ISO), or null. */
export function fetchedAt(response: Response): string | null {
  const date = Date.parse(response.headers.get('date') ?? '');
  return Number.isNaN(date) ? null : new Date(date).toISOString();
}

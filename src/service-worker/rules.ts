/**
 * Which requests the service worker may keep, as plain functions of the request (unit-tested).
 * Nothing that belongs to one signed-in user is ever kept by the worker: no write, and of the API
 * only the GETs of operations whose answer the contract declares the same for every caller
 * (`x-same-for-every-caller`, common/api/operations.ts), whatever headers the request carried (the
 * site sends its token with every request). Outside the API, no request with an Authorization
 * header.
 */
import { operationAt } from '../../common/api/access';
import { OPERATIONS } from '../../common/api/operations';

const API_ROOT = '/api';

/** Whether the contract declares the answer to a GET of this API path the same for every caller. */
function sameForEveryCaller(pathname: string): boolean {
  const id = operationAt(OPERATIONS, 'GET', pathname.slice(API_ROOT.length));
  return id !== undefined && OPERATIONS[id].sameForEveryCaller;
}

/**
 * Whether the service worker may answer `request` from, or keep it in, a shared cache: a GET,
 * and, under /api/, only of an operation answered alike to every caller, token or none (not the
 * account endpoints, not the members' documents and sections, which the page keeps per user);
 * elsewhere, one without a token.
 */
export function isShareable(request: Request): boolean {
  if (request.method !== 'GET') return false;
  const { pathname } = new URL(request.url);
  if (pathname.startsWith(`${API_ROOT}/`)) return sameForEveryCaller(pathname);
  return !request.headers.has('authorization');
}

/**
 * A public GET of the site's API: an operation answered alike to every caller (the reference
 * pages, /api/docs and /api/openapi.yaml, are no operation and change with the contract).
 */
export function isPublicApiGet(request: Request, origin: string): boolean {
  const url = new URL(request.url);
  return url.origin === origin && url.pathname.startsWith(`${API_ROOT}/`) && isShareable(request);
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

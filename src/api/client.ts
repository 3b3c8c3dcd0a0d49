import type { Client, Middleware } from 'openapi-fetch';
import type { paths } from '../../common/api/schema';
import { API_BASE_URL, REQUEST_TIMEOUT_MS } from '../config/constants';
import { STORAGE_KEYS } from '../config/storage-keys';
import { readString, remove } from '../lib/storage';
import { notifyUnauthorized } from './unauthorized';
import { ApiError, messageOf, NETWORK_ERROR_MESSAGE, TIMEOUT_MESSAGE } from './errors';

export { onUnauthorized } from './unauthorized';

/** 401 answers whose token was dropped; the session is told when the caller gets the error. */
const unauthorizedResponses = new WeakSet<Response>();

/** Sends `Authorization: Bearer <token>` from the stored access token. */
export const authMiddleware: Middleware = {
  onRequest({ request }) {
    const token = readString(STORAGE_KEYS.accessToken);
    if (token) request.headers.set('Authorization', `Bearer ${token}`);
    return request;
  },
  onResponse({ request, response }) {
    // any 401 removes the stored token and the error is passed on.
    // Logout is the one exception: its cleanup is the session's job.
    // The session hears of it once the caller has the error (see unwrap).
    if (response.status === 401 && !new URL(request.url).pathname.endsWith('/logout')) {
      remove(STORAGE_KEYS.accessToken);
      unauthorizedResponses.add(response);
    }
    return response;
  },
};

function baseUrl(): string {
  const origin = typeof window !== 'undefined' ? window.location.origin : 'http://localhost';
  return new URL(API_BASE_URL, origin).toString().replace(/\/$/, '');
}

let client: Promise<Client<paths>> | null = null;

/**
 * The one API client. openapi-fetch loads on first use, off the home page's
 * critical path. The client always calls the current `globalThis.fetch`, so a
 * mock installed later (tests, stories) is honoured. A failed load (network
 * down) is not cached: the next call tries again.
 */
export function api(): Promise<Client<paths>> {
  if (!client) {
    const loading = import('openapi-fetch').then(({ default: createClient }) => {
      const created = createClient<paths>({
        baseUrl: baseUrl(),
        fetch: async (input: Request) => {
          try {
            return await globalThis.fetch(input, {
              signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
            });
          } catch (err) {
            const timedOut = err instanceof DOMException && err.name === 'TimeoutError';
            throw new ApiError(0, undefined, timedOut ? TIMEOUT_MESSAGE : NETWORK_ERROR_MESSAGE);
          }
        },
      });
      created.use(authMiddleware);
      return created;
    });
    loading.catch(() => {
      if (client === loading) client = null;
    });
    client = loading;
  }
  return client;
}

/** Forget the client (tests only). */
export function resetApiClient(): void {
  client = null;
}

interface FetchResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/** Turns an openapi-fetch result into data, or throws an ApiError with the server's message. */
export async function unwrap<T>(call: Promise<FetchResult<T>>): Promise<T> {
  let result: FetchResult<T>;
  try {
    result = await call;
  } catch (err) {
    if (err instanceof ApiError) throw err;
    throw new ApiError(0, undefined, NETWORK_ERROR_MESSAGE);
  }
  const { data, error, response } = result;
  // Sign the session out only after the caller has handled the error: signing out unmounts a
  // guarded screen, whose failure message (e.g. 'Gagal menyimpan artikel.') must still show.
  if (unauthorizedResponses.has(response)) notifyUnauthorized();
  if (!response.ok) throw new ApiError(response.status, messageOf(error));
  return data as T;
}

import type { Client, Middleware } from 'openapi-fetch';
import type { paths } from '../../common/api/schema';
import { API_BASE_URL, REQUEST_TIMEOUT_MS } from '../config/constants';
import { reportUnauthorized, sessionToken } from './session-link';
import { ApiError, messageOf, NETWORK_ERROR_MESSAGE, TIMEOUT_MESSAGE } from './errors';
import { SAVED_ANSWER_EVENT, SAVED_AT_HEADER } from '../service-worker/protocol';

export { connectSession, type SessionLink } from './session-link';

/**
 * Every request sends `Authorization: Bearer <token>` with the session's access token, when there
 * is one. A public operation's answer is the same with it or without it (the contract's
 * `x-same-for-every-caller`, which the conformance kit checks), so the service worker keeps those
 * answers for offline reading whatever the request carried (src/service-worker/rules.ts).
 */
export const authMiddleware: Middleware = {
  onRequest({ request }) {
    const token = sessionToken();
    if (token) request.headers.set('Authorization', `Bearer ${token}`);
    return request;
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
            const response = await globalThis.fetch(input, {
              signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
            });
            // An answer the service worker took from its cache says when it was fetched.
            const detail = { url: input.url, at: response.headers.get(SAVED_AT_HEADER) };
            if (typeof window !== 'undefined')
              window.dispatchEvent(new CustomEvent(SAVED_ANSWER_EVENT, { detail }));
            return response;
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

export interface UnwrapOptions {
  /**
   * Whether a 401 answer ends the session (default: yes). Only logout says no: the session is
   * signing out already and clears itself whatever the server answers.
   */
  endsSessionOn401?: boolean;
}

/**
 * Turns an openapi-fetch result into data, or throws an ApiError with the server's message.
 * The one place a 401 is handled: the session is told (after the caller has the error, see
 * `reportUnauthorized`) and ends; later requests carry no token.
 */
export async function unwrap<T>(
  call: Promise<FetchResult<T>>,
  { endsSessionOn401 = true }: UnwrapOptions = {},
): Promise<T> {
  let result: FetchResult<T>;
  try {
    result = await call;
  } catch (err) {
    if (err instanceof ApiError) throw err;
    throw new ApiError(0, undefined, NETWORK_ERROR_MESSAGE);
  }
  const { data, error, response } = result;
  if (response.status === 401 && endsSessionOn401) reportUnauthorized();
  if (!response.ok) throw new ApiError(response.status, messageOf(error));
  return data as T;
}

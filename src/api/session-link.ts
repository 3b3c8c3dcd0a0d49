/**
 * How the API client reaches the session, which owns the access token. The session
 * connects itself (SessionProvider); the client reads the token from it for every request,
 * and tells it, in one place (`unwrap`), when an answer was 401. The client never stores,
 * copies or deletes the token. Kept apart from the client so the session can connect without
 * loading it (openapi-fetch loads on first use).
 */
export interface SessionLink {
  /** The signed-in session's access token, or null when signed out. */
  getToken(): string | null;
  /** An answer was 401: the session ends (its token and stored values go). */
  onUnauthorized(): void;
}

let connected: SessionLink | null = null;

/**
 * Connects the session to the client. Returns the disconnect. While no session is
 * connected, requests carry no token and a 401 ends nothing.
 */
export function connectSession(link: SessionLink): () => void {
  connected = link;
  return () => {
    if (connected === link) connected = null;
  };
}

/** The token the next request carries: the connected session's, or none. */
export function sessionToken(): string | null {
  return connected?.getToken() ?? null;
}

/**
 * Tells the session that an answer was 401, on the next task, after the caller has received
 * the error: ending the session unmounts a guarded screen, and its failure message (e.g.
 * 'Gagal menyimpan artikel.') must still be shown first.
 */
export function reportUnauthorized(): void {
  setTimeout(() => connected?.onUnauthorized(), 0);
}

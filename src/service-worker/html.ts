/**
 * The service worker's rewrites of an HTML page it answers from a cache. Kept apart from the
 * worker's routes so that unit tests can run them.
 */

/** The nonce of a page's Content-Security-Policy header, if it has one. */
export function nonceOf(csp: string | null): string | null {
  return /'nonce-([^']+)'/.exec(csp ?? '')?.[1] ?? null;
}

/** A fresh random nonce (128 bits, base64), like the server's. */
export function freshNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

export interface PageMarks {
  /** When the page was fetched from the network, as an ISO date (from the cached answer's Date header). */
  savedAt?: string | null;
  /** The page is the offline screen's shell, not the page the visitor asked for. */
  offline?: boolean;
}

/**
 * A cached page as it is answered: the page's nonce replaced by a fresh one in its markup and its
 * Content-Security-Policy header (a nonce is never reused across answers), and `<html>` marked
 * with when the page was fetched (`data-saved-at`) or as the offline screen (`data-offline`), which
 * the app reads on its first render.
 */
export async function rewritePage(response: Response, marks: PageMarks): Promise<Response> {
  const headers = new Headers(response.headers);
  let html = await response.text();
  const csp = headers.get('content-security-policy');
  const oldNonce = nonceOf(csp);
  if (csp && oldNonce) {
    const nonce = freshNonce();
    html = html.replaceAll(`"${oldNonce}"`, `"${nonce}"`);
    headers.set(
      'content-security-policy',
      csp.replaceAll(`'nonce-${oldNonce}'`, `'nonce-${nonce}'`),
    );
  }
  const attributes = [
    marks.offline ? ' data-offline=""' : '',
    marks.savedAt ? ` data-saved-at="${marks.savedAt}"` : '',
  ].join('');
  if (attributes) html = html.replace(/<html\b/i, `<html${attributes}`);
  headers.delete('content-length');
  headers.delete('content-encoding');
  return new Response(html, { status: 200, statusText: 'OK', headers });
}

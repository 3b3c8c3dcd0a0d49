/**
 * The Content-Security-Policy for deployment. No `unsafe-eval`,
 * no inline scripts. Vite stamps NONCE_PLACEHOLDER on the tags it generates and
 * on `<meta property="csp-nonce">`, which styled-components reads for the
 * <style> tags it injects; the server replaces the placeholder with a fresh
 * nonce per response and sends the matching header.
 */
export const NONCE_PLACEHOLDER = '__CSP_NONCE__';

export function buildCsp(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    'frame-src https://www.youtube-nocookie.com',
    "media-src 'self'",
    // The service worker (/sw.js) and the web app manifest come from the site itself.
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

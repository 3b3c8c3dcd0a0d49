/** Where the site's service worker and web app manifest are served (both servers, the build). */

/** The service worker's script, at the site's root (its scope is the whole site). */
export const SW_URL = '/sw.js';

/** The web app manifest (application/manifest+json). */
export const MANIFEST_URL = '/manifest.webmanifest';

/**
 * Files revalidated on every use (`Cache-Control: no-cache`) although not hashed: the browser
 * checks the worker's script for a new version on each visit, and a cached copy would hold an
 * update back; the manifest follows the brand.
 */
export const ALWAYS_REVALIDATED: readonly string[] = [SW_URL, MANIFEST_URL];

/**
 * The service worker's own Content-Security-Policy (a worker's script is governed by the policy
 * it is served with): it fetches only from the site (precaching, the pages and answers it keeps)
 * and loads nothing else.
 */
export const SW_CSP = "default-src 'none'; connect-src 'self'";

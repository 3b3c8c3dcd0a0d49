import fs from 'node:fs';
import path from 'node:path';

/**
 * The public pages that look the same to every first-time visitor, so the
 * build prerenders their HTML (scripts/prerender.ts): the text paints before
 * any JavaScript has run. Pages with an id, a session or the cart in their
 * first screen are not here: they render in the browser.
 */
export const PRERENDERED_PATHS = [
  '/',
  '/freekick',
  '/freekick/trainingtools',
  '/freekick/academy',
  '/freekick/others',
  '/areateknis',
  '/areateknis/artikel',
  '/areateknis/artikel/teknik',
  '/areateknis/video',
  '/events/webinars',
  '/events/training',
  '/courses',
  '/blog',
  '/about',
  '/pricing',
] as const;

/** What src/app/entry-server.tsx renders for one page. */
export interface RenderedPage {
  /** The markup that goes inside <div id="root">. */
  html: string;
  /** styled-components' <style> tag(s) for that markup. */
  styleTags: string;
}

/** Where, under the build directory, the prerendered pages are written. */
export const PRERENDER_DIR = 'prerendered';

/** The file a prerendered path is written to, relative to the build directory. */
export function prerenderedFile(pathname: string): string {
  return pathname === '/' ? `${PRERENDER_DIR}/index.html` : `${PRERENDER_DIR}${pathname}.html`;
}

/**
 * The prerendered HTML file for a request URL, or null: only for the exact
 * paths above (a trailing slash is tolerated) and only without a query string,
 * since a query (?q=, ?tab=) changes the first screen.
 */
export function findPrerendered(dir: string, url: string): string | null {
  const [rawPath, query] = url.split('?', 2);
  if (query !== undefined && query !== '') return null;
  const pathname = rawPath && rawPath.length > 1 ? rawPath.replace(/\/+$/, '') : '/';
  if (!(PRERENDERED_PATHS as readonly string[]).includes(pathname)) return null;
  const file = path.join(dir, prerenderedFile(pathname));
  return fs.existsSync(file) ? file : null;
}

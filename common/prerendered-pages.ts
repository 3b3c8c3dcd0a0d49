/**
 * The prerendered pages: which paths the build renders to HTML and where the
 * files go. Shared by the build (scripts/prerender.ts, the site's server
 * entry) and the servers that serve the files.
 */
/**
 * The public pages that look the same to every first-time visitor, so the
 * build prerenders their HTML (scripts/prerender.ts): the text paints before
 * any JavaScript has run. Pages with a session or the cart in their first screen,
 * or an id the server's data names, are not here: they render in the browser (or, for
 * articles, on the server per request).
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
  // The members blog's posts are the site's own sample data, the same for every visitor:
  // their text paints before any script (a signed-in member's section comes after).
  '/blog/1',
  '/blog/2',
  '/blog/3',
  '/blog/4',
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

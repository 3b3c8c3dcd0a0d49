/**
 * Server rendering (not loaded in the browser). `vite build` bundles this for
 * Node. scripts/prerender.ts calls `render` at build time for each public page
 * that looks the same to every visitor (server/prerendered-pages.ts); the
 * servers call it per request for article pages, with the article as
 * `initialData` (server/article-pages.ts). The HTML is drawn for a signed-out
 * visitor in the light theme, every other data-driven part in its loading
 * state: exactly the browser's first render, so it hydrates.
 */
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { matchRoutes, StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import type { RenderedPage } from '../../common/prerendered-pages';
import { InitialDataProvider, type InitialData } from '../lib/initial-data';
import { App } from './App';
import { moreRoute, routes } from './route-table';
import { moreRoutes, notFoundRoute } from './areas/more-routes';

export type { RenderedPage };

export async function render(
  url: string,
  initialData: InitialData = new Map(),
): Promise<RenderedPage> {
  const sheet = new ServerStyleSheet();
  try {
    const Router = ({ children }: { children: ReactNode }) => (
      <StaticRouter location={url}>
        <InitialDataProvider data={initialData}>{children}</InitialDataProvider>
      </StaticRouter>
    );
    const errors: unknown[] = [];
    const { prelude } = await prerender(sheet.collectStyles(<App router={Router} />), {
      onError: (error) => void errors.push(error),
      // Everything inline, in document order: no boundary is outlined and
      // revealed by an inline script (the CSP allows none).
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    });
    if (errors.length > 0) throw new AggregateError(errors, `Prerendering ${url} failed`);
    const html = await new Response(prelude).text();
    return { html, styleTags: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

/**
 * Whether the app has a page at `url`'s path, by its own route table: false where it would
 * show its not-found page, so that the server answers that page with status 404.
 */
export function hasPage(url: string): boolean {
  const pathname = url.split(/[?#]/, 1)[0] || '/';
  let last = matchRoutes(routes, pathname)?.at(-1)?.route;
  // The rest of the public pages are a table of their own, mounted at `*`.
  if (last === moreRoute) last = matchRoutes(moreRoutes, pathname)?.at(-1)?.route;
  return !!last && last !== notFoundRoute;
}

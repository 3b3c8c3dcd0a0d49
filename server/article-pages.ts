/**
 * Article pages (/freekick/{id}, /areateknis/{id}) rendered per request: the
 * article is asked from the API (or the database) on the server, drawn into the
 * page's HTML by the app's own server render (src/app/entry-server.tsx), and
 * embedded as JSON so that the app starts from it and hydrates the page
 * (src/lib/initial-data.tsx). The text paints before any script has run, and
 * the browser asks the API nothing for it.
 *
 * The Free Kick list (/freekick and its topic pages, without a query string) is
 * rendered the same way with its first page of summaries and the counts
 * (initialDataKey.freekickList): the first cards are in the HTML.
 *
 * Whenever that cannot be done (the API failing or slow, no server bundle),
 * the visitor gets the app shell, and the browser loads the article itself and
 * shows the usual messages. No article under the id: the shell too, with status
 * 404, so that search engines drop a deleted article; the browser says it is gone.
 * The same for a path the app's route table has no page at (its not-found page):
 * 404, never a "soft" 404 that search engines and uptime monitors would misread.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  embedAnswer,
  initialDataKey,
  type FreekickFirstPage,
  type InitialAnswer,
} from '../common/initial-data-id.ts';
import type { Article, ArticleListItem, ArticleStats } from '../common/api/types.ts';
import { createPageDocument } from './page-document.ts';
import type { RenderedPage } from '../common/prerendered-pages.ts';
import { pageOf } from '../common/articles.ts';
import { parseArticleId } from '../common/ids.ts';

/** Where `vite build` writes the server bundle: inside the build, in a dot-directory that no server serves. */
export const SSR_DIR = '.ssr';
export const ssrEntry = (outDir: string) => path.join(outDir, SSR_DIR, 'entry-server.js');

/** How long a page waits for the API before it goes out as the shell (the browser then asks itself). */
export const ARTICLE_TIMEOUT_MS = 2000;

const ARTICLE_PAGE = /^\/(?:freekick|areateknis)\/([^/]+)\/?$/;

/** The article id of an article page's URL (a canonical id; the query string does not matter), else null. */
export function articlePageId(url: string): number | null {
  const match = ARTICLE_PAGE.exec(url.split(/[?#]/, 1)[0] ?? '');
  return match ? parseArticleId(match[1]) : null;
}

/**
 * The article as the API answers GET /articles/{id}; null when there is no
 * such article. It throws (or times out) when the article cannot be had.
 */
export type ArticleLoader = (id: number) => Promise<Article | null>;

/**
 * An article from the JSON text the article repository holds for it: the text GET /articles/{id}
 * answers, which the server writes from the contract's `Article` (server/article-rows.ts).
 */
export const articleFromJson = (text: string): Article => JSON.parse(text) as Article;

const LIST_PAGE = /^\/freekick(?:\/(?:trainingtools|academy|others))?\/?$/;

/** Whether the URL is the Free Kick list without a query (a search or page number is the browser's). */
export function isArticleListPage(url: string): boolean {
  const [pathname, query] = url.split('#', 1)[0]!.split('?', 2);
  return LIST_PAGE.test(pathname ?? '') && !query;
}

/**
 * The Free Kick list's first page and counts, `{ page: { items, total }, stats }`, as
 * the browser would load them (src/features/articles/use-articles.ts). It throws
 * (or times out) when they cannot be had.
 */
export type ArticleListLoader = () => Promise<FreekickFirstPage>;

/**
 * The Free Kick list's page data from the answers it is made of: the items of
 * GET /articles?view=summary&limit=12 with its X-Total-Count (`page.counted`
 * false without a usable one: the browser then takes the total from the counts,
 * or shows it as unknown, as it does for its own requests), and the answer of
 * GET /articles/stats (null when only the counts failed, as in the browser).
 */
export function articleListData(
  items: ArticleListItem[],
  totalCount: string | null,
  stats: ArticleStats | null,
): FreekickFirstPage {
  if (!Array.isArray(items)) throw new Error('the article list is not an array');
  return { page: pageOf(items, totalCount, 0), stats };
}

/**
 * A rendered article page, or `html: null` for an id with no article or a path the app has no
 * page at (sent as the shell, 404).
 */
export type ArticlePage = { status: 200; html: string } | { status: 404; html: null };

/** The app's server render (src/app/entry-server.tsx), given the answers its hooks read by key. */
type Render = (url: string, initialData: Map<string, unknown>) => Promise<RenderedPage>;
/** The app's own route table, asked of the server bundle: false for a path it has no page at. */
type HasPage = (url: string) => boolean;

export interface PageRenderOptions {
  /** Told when a page went out as the shell because something failed (not for a missing article). */
  onError?: (error: unknown, url: string) => void;
}

/**
 * The renderer for the build in `outDir`: `(url, load, loadList)` resolves to the
 * page (its HTML with nonces still NONCE_PLACEHOLDER), or null when the URL is no
 * article page (nor, given `loadList`, the Free Kick list) or the shell must do.
 */
export function createArticlePages(outDir: string, { onError }: PageRenderOptions = {}) {
  let ready:
    | Promise<{
        render: Render;
        hasPage: HasPage;
        toDocument: ReturnType<typeof createPageDocument>;
      } | null>
    | undefined;
  const setup = () =>
    (ready ??= (async () => {
      const entry = ssrEntry(outDir);
      if (!fs.existsSync(entry)) return null;
      const { render, hasPage } = (await import(pathToFileURL(entry).href)) as {
        render: Render;
        hasPage: HasPage;
      };
      return { render, hasPage, toDocument: createPageDocument(outDir) };
    })().catch((error: unknown) => {
      onError?.(error, '(server bundle)');
      return null;
    }));

  return async (
    url: string,
    load: ArticleLoader,
    loadList?: ArticleListLoader,
  ): Promise<ArticlePage | null> => {
    if (loadList && isArticleListPage(url)) {
      try {
        const [ssr, list] = await Promise.all([
          setup(),
          withTimeout(loadList(), ARTICLE_TIMEOUT_MS),
        ]);
        if (!ssr) return null;
        return {
          status: 200,
          html: await renderWith(ssr, url, { key: initialDataKey.freekickList, value: list }),
        };
      } catch (error) {
        onError?.(error, url);
        return null;
      }
    }
    const id = articlePageId(url);
    if (id === null) {
      // A path the app has no page at: its not-found page (the shell), with status 404.
      const ssr = await setup();
      const pathname = url.split(/[?#]/, 1)[0];
      const page = pathname === '/index.html' ? '/' : url;
      return ssr && !ssr.hasPage(page) ? { status: 404, html: null } : null;
    }
    try {
      const [ssr, article] = await Promise.all([
        setup(),
        withTimeout(load(id), ARTICLE_TIMEOUT_MS),
      ]);
      if (article === null) return { status: 404, html: null };
      if (!ssr) return null;
      return {
        status: 200,
        html: await renderWith(ssr, url, { key: initialDataKey.article(id), value: article }),
      };
    } catch (error) {
      onError?.(error, url);
      return null;
    }
  };
}

/** The page drawn from one answer, and that answer embedded for the browser's first render. */
async function renderWith<T>(
  ssr: { render: Render; toDocument: ReturnType<typeof createPageDocument> },
  url: string,
  answer: InitialAnswer<T>,
): Promise<string> {
  const rendered = await ssr.render(url, new Map([[answer.key.path, answer.value]]));
  return ssr.toDocument(rendered, embedAnswer(answer));
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Where the site server (site-server.ts) gets the data of the pages it renders:
 * from its upstream API, through the same operations the browser calls
 * (GET /articles/{id}; GET /articles?view=summary&limit=12 and
 * GET /articles/stats for the Free Kick list). A page request's `Prefer` header
 * goes along, so that a mock's examples and error codes reach the server render
 * too (`Prefer: example=xssPayload`, `Prefer: code=500`).
 */
import type { IncomingHttpHeaders } from 'node:http';
import { initialDataKey, type FreekickFirstPage } from '../common/initial-data-id.ts';
import { TOTAL_COUNT_HEADER } from '../common/articles.ts';
import type { Article, ArticleListItem, ArticleStats } from '../common/api/types.ts';
import { ARTICLE_TIMEOUT_MS, articleListData } from './article-pages.ts';

/** The data of the server-rendered pages, as article-pages.ts's loaders want it. */
export interface PageSource {
  /** GET /articles/{id}'s article; null when there is none. */
  article(id: number, headers: IncomingHttpHeaders): Promise<Article | null>;
  /** The Free Kick list's first page and counts. */
  list(headers: IncomingHttpHeaders): Promise<FreekickFirstPage>;
}

/** The page source that asks the API at `base` (an operation's path is appended to it). */
export function upstreamPageSource(base: string): PageSource {
  const root = base.replace(/\/$/, '');
  const get = (path: string, headers: IncomingHttpHeaders) => {
    const prefer = headers.prefer;
    return fetch(`${root}${path}`, {
      headers: { accept: 'application/json', ...(prefer ? { prefer: String(prefer) } : {}) },
      signal: AbortSignal.timeout(ARTICLE_TIMEOUT_MS),
    });
  };
  return {
    async article(id, headers) {
      const answer = await get(`/articles/${id}`, headers);
      if (answer.status === 404) return null;
      if (!answer.ok) throw new Error(`the API answered ${answer.status}`);
      const article: unknown = await answer.json();
      // The page embeds what the site's own data layer would accept, or is sent as the shell.
      if (!initialDataKey.article(id).accepts(article))
        throw new Error(`the API answered no article ${id}`);
      return article;
    },
    // The counts may fail alone, as in the browser: the list is rendered without them.
    async list(headers) {
      const [list, stats] = await Promise.all([
        get(initialDataKey.freekickList.path, headers),
        get('/articles/stats', headers).catch(() => null),
      ]);
      if (!list.ok) throw new Error(`the API answered ${list.status}`);
      const items = (await list.json()) as ArticleListItem[];
      const counts = stats?.ok ? ((await stats.json()) as ArticleStats) : null;
      const page = articleListData(items, list.headers.get(TOTAL_COUNT_HEADER), counts);
      if (!initialDataKey.freekickList.accepts(page))
        throw new Error('the API answered no Free Kick list');
      return page;
    },
  };
}

/**
 * The server-rendered pages: an article page (/freekick/{id}, /areateknis/{id})
 * with its article, and the Free Kick list (/freekick and its topics, without a
 * query) with its first page and counts (article-pages.ts renders them). They
 * read through the article repository, as GET /articles/{id}, GET /articles and
 * GET /articles/stats read, and embed exactly what those operations answer. The
 * site server (site-server.ts, no database) asks those operations of its
 * upstream API instead (upstream-pages.ts).
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import {
  articleFromJson,
  articleListData,
  createArticlePages,
  type ArticleListLoader,
  type ArticleLoader,
  type ArticlePage,
} from '../article-pages.ts';
import type { ListQuery } from '../articles.ts';
import { initialDataKey } from '../../common/initial-data-id.ts';
import type { ArticleListItem, ArticleStats } from '../../common/api/types.ts';
import type { IncomingHttpHeaders } from 'node:http';
import type { PageSource } from '../upstream-pages.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The page for a GET of this URL rendered on the server, or null when the shell must do.
     * `headers` are the page request's (an upstream source passes its `Prefer` on).
     */
    renderPage: (url: string, headers?: IncomingHttpHeaders) => Promise<ArticlePage | null>;
  }
}

/** GET /articles's query for the Free Kick list's first page (its initial data key). */
const FIRST_PAGE = { view: 'summary', limit: 12 } as const satisfies ListQuery;
if (
  initialDataKey.freekickList.path !== `/articles?view=${FIRST_PAGE.view}&limit=${FIRST_PAGE.limit}`
)
  throw new Error(
    `the Free Kick list's first page is no longer ${initialDataKey.freekickList.path}`,
  );

function pages(
  app: FastifyInstance,
  { staticDir, source }: { staticDir: string; source?: PageSource },
  done: (err?: Error) => void,
) {
  const render = createArticlePages(staticDir, {
    onError: (err, url) =>
      app.log.warn({ err, url }, 'article page sent unrendered (the browser loads the article)'),
  });
  if (source) {
    app.decorate('renderPage', (url: string, headers: IncomingHttpHeaders = {}) =>
      render(
        url,
        (id) => source.article(id, headers),
        () => source.list(headers),
      ),
    );
    return done();
  }
  const { articles } = app;
  if (!articles)
    return done(new Error('the pages read the article repository: register database first'));
  /**
   * The page's article. A large one (read through the read gate) is rendered holding a slot,
   * so that rendering large articles takes turns as reading them does. `hold` owns the slot
   * from then on: it releases it once the page is rendered, or at once when the page has
   * already gone out as the shell (the article came too late); `signal` stops the wait.
   */
  const articleLoader =
    (hold: (release: () => void) => void, signal: AbortSignal): ArticleLoader =>
    async (id) => {
      const answer = await articles.read(id, { signal });
      if (!answer?.spooled) return answer && articleFromJson(answer.body.toString());
      let text: Promise<string> | undefined;
      try {
        hold(await articles.large.gate.acquire(signal));
        text = articles.large.textOf(answer.spooled);
      } finally {
        if (!text) articles.large.spool.release(answer.spooled);
      }
      return articleFromJson(await text);
    };
  // The counts may fail alone, as in the browser: the list is rendered without them.
  const loadList: ArticleListLoader = async () => {
    const [list, stats] = await Promise.all([
      articles.list(FIRST_PAGE),
      articles.stats().catch(() => null),
    ]);
    return articleListData(
      JSON.parse(list.body.toString()) as ArticleListItem[],
      String(list.total),
      stats === null ? null : (JSON.parse(stats) as ArticleStats),
    );
  };
  app.decorate('renderPage', async (url: string) => {
    const held: (() => void)[] = [];
    let settled = false;
    const hold = (release: () => void) => (settled ? release() : held.push(release));
    const gaveUp = new AbortController();
    try {
      return await render(url, articleLoader(hold, gaveUp.signal), loadList);
    } finally {
      // The page is rendered, or went out as the shell: nothing it started may keep a slot.
      settled = true;
      gaveUp.abort(new Error('the page no longer waits for its article'));
      for (const release of held) release();
    }
  });
  done();
}

// Without a source of its own it reads the article repository (plugins/database.ts).
export default fp(pages, { name: 'pages', fastify: '5.x' });

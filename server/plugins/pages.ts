/**
 * The server-rendered pages: an article page (/freekick/{id}, /areateknis/{id})
 * with its article, and the Free Kick list (/freekick and its topics, without a
 * query) with its first page and counts (article-pages.ts renders them). They
 * read through the article repository, as GET /articles/{id}, GET /articles and
 * GET /articles/stats read, and embed exactly what those operations answer.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import {
  articleListData,
  createArticlePages,
  type ArticleListLoader,
  type ArticleLoader,
  type ArticlePage,
} from '../article-pages.ts';
import type { ListQuery } from '../articles.ts';
import { initialDataKey } from '../../common/initial-data-id.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The page for a GET of this URL rendered on the server, or null when the shell must do. */
    renderPage: (url: string) => Promise<ArticlePage | null>;
  }
}

/** GET /articles's query for the Free Kick list's first page (its initial data key). */
const FIRST_PAGE = { view: 'summary', limit: 12 } as const satisfies ListQuery;
if (initialDataKey.freekickList !== `/articles?view=${FIRST_PAGE.view}&limit=${FIRST_PAGE.limit}`)
  throw new Error(`the Free Kick list's first page is no longer ${initialDataKey.freekickList}`);

function pages(
  app: FastifyInstance,
  { staticDir }: { staticDir: string },
  done: (err?: Error) => void,
) {
  const { articles } = app;
  const render = createArticlePages(staticDir, {
    onError: (err, url) =>
      app.log.warn({ err, url }, 'article page sent unrendered (the browser loads the article)'),
  });
  /**
   * The page's article. A large one (read through the read gate) keeps its slot until the
   * page is rendered, so that rendering large articles takes turns like sending them.
   */
  const articleLoader =
    (hold: (release: () => void) => void): ArticleLoader =>
    async (id) => {
      const answer = await articles.read(id);
      if (answer?.release) hold(answer.release);
      return answer === null ? null : (JSON.parse(answer.body.toString()) as unknown);
    };
  // The counts may fail alone, as in the browser: the list is rendered without them.
  const loadList: ArticleListLoader = async () => {
    const [list, stats] = await Promise.all([
      articles.list(FIRST_PAGE),
      articles.stats().catch(() => null),
    ]);
    return articleListData(
      JSON.parse(list.body.toString()),
      String(list.total),
      stats === null ? null : JSON.parse(stats),
    );
  };
  app.decorate('renderPage', async (url: string) => {
    const held: (() => void)[] = [];
    try {
      return await render(
        url,
        articleLoader((release) => held.push(release)),
        loadList,
      );
    } finally {
      for (const release of held) release();
    }
  });
  done();
}

export default fp(pages, { name: 'pages', fastify: '5.x', dependencies: ['database'] });

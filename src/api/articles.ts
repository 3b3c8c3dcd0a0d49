import { api, unwrap } from './client';
import type {
  Article,
  ArticleInput,
  ArticleListItem,
  ArticleStats,
  ListArticlesQuery,
} from '../../common/api/types';
import { pageOf, TOTAL_COUNT_HEADER, type ArticlePage } from '../../common/articles';

export type { ArticlePage };

/** GET /articles: every article (whole), or the newest `limit` of them. */
export const listArticles = (limit?: number): Promise<Article[]> =>
  // Without view=summary every item is a whole article.
  unwrap(
    api().then((c) => c.GET('/articles', limit ? { params: { query: { limit } } } : {})),
  ) as Promise<Article[]>;

/** What a page of the article list asks for: search (`q`), one category, and the page. */
export type ArticleQuery = Pick<ListArticlesQuery, 'q' | 'category' | 'limit' | 'offset'>;

/** The query without blank search terms: `q=` and `q` absent mean the same, one cache key. */
function cleanQuery({ q, category, limit, offset }: ArticleQuery): ArticleQuery {
  return {
    ...(q?.trim() ? { q: q.trim() } : {}),
    ...(category?.trim() ? { category: category.trim() } : {}),
    ...(limit !== undefined ? { limit } : {}),
    ...(offset ? { offset } : {}),
  };
}

/**
 * GET /articles?view=summary: one page of summaries (no sections) and the total from
 * `X-Total-Count`. Without a usable header the page says so (`counted: false`) and its total
 * is the articles seen so far.
 */
export async function listArticleSummaries(query: ArticleQuery): Promise<ArticlePage> {
  const params = cleanQuery(query);
  let header: string | null = null;
  const items = await unwrap(
    api().then(async (c) => {
      const result = await c.GET('/articles', {
        params: { query: { ...params, view: 'summary' } },
      });
      header = result.response.headers.get(TOTAL_COUNT_HEADER);
      return result;
    }),
  );
  return pageOf<ArticleListItem>(items, header, params.offset ?? 0);
}

/** GET /articles/stats: how many articles match and how many distinct authors wrote them. */
export const getArticleStats = (query: Pick<ArticleQuery, 'q' | 'category'> = {}) => {
  const { q, category } = cleanQuery(query);
  return unwrap<ArticleStats>(
    api().then((c) =>
      c.GET('/articles/stats', {
        params: {
          query: { ...(q ? { q } : {}), ...(category ? { category } : {}) },
        },
      }),
    ),
  );
};

export const getArticle = (id: number): Promise<Article> =>
  unwrap(api().then((c) => c.GET('/articles/{id}', { params: { path: { id } } })));

export const createArticle = (body: ArticleInput): Promise<Article> =>
  unwrap(api().then((c) => c.POST('/articles', { body })));

export const updateArticle = (id: number, body: ArticleInput): Promise<Article> =>
  unwrap(api().then((c) => c.PUT('/articles/{id}', { params: { path: { id } }, body })));

export const deleteArticle = async (id: number): Promise<void> => {
  await unwrap(
    api().then((c) => c.DELETE('/articles/{id}', { params: { path: { id } }, parseAs: 'text' })),
  );
};

import { api, unwrap } from './client';
import { ApiError } from './errors';
import type {
  Article,
  ArticleInput,
  ArticleListItem,
  ArticleStats,
  ListArticlesQuery,
} from '../../common/api/types';
import { pageOf, TOTAL_COUNT_HEADER, type ArticlePage } from '../../common/articles';
import { isStrongTag, strongTag } from '../../common/etag';

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

/**
 * An article as an editor holds it: the article, and the version it was read at as the
 * server's strong ETag (`"3"`), sent back in `If-Match` when it is saved or deleted.
 */
export interface VersionedArticle {
  article: Article;
  /** null only from a server that names no version (before contract 1.2.0): writes are then unconditional. */
  etag: string | null;
}

/** The version of an article as an ETag: the answer's header, else its `version` field. */
export function etagOf(
  article: Pick<Article, 'version'>,
  header: string | null = null,
): string | null {
  if (header && isStrongTag(header)) return header;
  return article.version !== undefined ? strongTag(article.version) : null;
}

/**
 * A write refused with 412: someone else changed the article since it was read. Carries the
 * article as it is now and its ETag (send it to overwrite deliberately).
 */
export class ArticleChangedError extends ApiError {
  readonly current: VersionedArticle;
  constructor(current: VersionedArticle) {
    super(412, undefined, 'Artikel sudah diubah oleh orang lain.');
    this.name = 'ArticleChangedError';
    this.current = current;
  }
}

/** The header of a conditional write: If-Match when the version is known. */
const ifMatch = (etag: string | null | undefined) => (etag ? { 'If-Match': etag } : {});

/**
 * Runs a conditional write: a 412 becomes an ArticleChangedError with the article it answered
 * (its ETag from the header or the body); anything else goes through `unwrap`.
 */
async function conditional<T>(
  call: Promise<{ data?: T; error?: unknown; response: Response }>,
): Promise<{ data: T; response: Response }> {
  let response: Response | undefined;
  const data = await unwrap(
    call.then((result) => {
      response = result.response;
      if (result.response.status === 412) {
        const current = result.error as Article;
        throw new ArticleChangedError({
          article: current,
          etag: etagOf(current, result.response.headers.get('ETag')),
        });
      }
      return result;
    }),
  );
  return { data, response: response! };
}

/** GET /articles/{id} for an editor: the article and the version it was read at. */
export async function getArticleForEditing(id: number): Promise<VersionedArticle> {
  let header: string | null = null;
  const article = await unwrap(
    api().then(async (c) => {
      const result = await c.GET('/articles/{id}', { params: { path: { id } } });
      header = result.response.headers.get('ETag');
      return result;
    }),
  );
  return { article, etag: etagOf(article, header) };
}

export async function createArticle(body: ArticleInput): Promise<VersionedArticle> {
  const { data, response } = await conditional(api().then((c) => c.POST('/articles', { body })));
  return { article: data, etag: etagOf(data, response.headers.get('ETag')) };
}

/**
 * PUT /articles/{id}, only if the article is still at `etag` (If-Match); without one, whatever
 * its version. Throws ArticleChangedError when someone else changed it meanwhile.
 */
export async function updateArticle(
  id: number,
  body: ArticleInput,
  etag?: string | null,
): Promise<VersionedArticle> {
  const { data, response } = await conditional(
    api().then((c) =>
      c.PUT('/articles/{id}', { params: { path: { id }, header: ifMatch(etag) }, body }),
    ),
  );
  return { article: data, etag: etagOf(data, response.headers.get('ETag')) };
}

/** DELETE /articles/{id}, only if the article is still at `etag`; ArticleChangedError if not. */
export const deleteArticle = async (id: number, etag?: string | null): Promise<void> => {
  await conditional(
    api().then((c) =>
      c.DELETE('/articles/{id}', {
        params: { path: { id }, header: ifMatch(etag) },
        parseAs: 'text',
      }),
    ),
  );
};

import { api, unwrap } from './client';
import type { Article, ArticleInput } from './types';

/** GET /articles: every article, or the newest `limit` of them. */
export const listArticles = (limit?: number): Promise<Article[]> =>
  // Without view=summary every item is a whole article.
  unwrap(
    api().then((c) => c.GET('/articles', limit ? { params: { query: { limit } } } : {})),
  ) as Promise<Article[]>;

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

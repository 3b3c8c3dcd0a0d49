import { api, unwrap } from './client';
import type { Article, ArticleInput } from './types';

export const listArticles = (): Promise<Article[]> => unwrap(api().GET('/articles'));

export const getArticle = (id: number): Promise<Article> =>
  unwrap(api().GET('/articles/{id}', { params: { path: { id } } }));

export const createArticle = (body: ArticleInput): Promise<Article> =>
  unwrap(api().POST('/articles', { body }));

export const updateArticle = (id: number, body: ArticleInput): Promise<Article> =>
  unwrap(api().PUT('/articles/{id}', { params: { path: { id } }, body }));

export const deleteArticle = async (id: number): Promise<void> => {
  await unwrap(api().DELETE('/articles/{id}', { params: { path: { id } }, parseAs: 'text' }));
};

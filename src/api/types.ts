import type { components } from './schema';

export type User = components['schemas']['User'];
export type Role = components['schemas']['Role'];
export type LoginRequest = components['schemas']['LoginRequest'];
export type LoginResponse = components['schemas']['LoginResponse'];
export type Article = components['schemas']['Article'];
export type ArticleInput = components['schemas']['ArticleInput'];
/** An article without its sections, as lists show it (GET /articles?view=summary). */
export type ArticleSummary = components['schemas']['ArticleSummary'];
/** What a list of cards may hold: summaries, or whole articles from a server that ignores `view`. */
export type ArticleListItem = Article | ArticleSummary;
export type ArticleStats = components['schemas']['ArticleStats'];
export type ApiErrorBody = components['schemas']['Error'];

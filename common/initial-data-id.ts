/**
 * The API answers a server-rendered page embeds (src/lib/initial-data.tsx), shared by the server
 * that embeds them (server/article-pages.ts) and the hooks that read them. Each key is the API
 * path it answers and carries the type of its answer: `initialDataKey.article(3)` yields an
 * `Article`. What a page embeds travels as `EmbeddedJson`, text of its own type; what the browser
 * reads back is checked against its key, so a malformed payload is no answer (the page then
 * loads its data as usual).
 */
import type { Article, ArticleListItem, ArticleStats } from './api/types';
import type { ArticlePage } from './articles';

/** The id of the `<script type="application/json">` that carries the answers. */
export const INITIAL_DATA_ID = 'initial-data';

/** A key of an embedded answer: the API path it answers and how to tell an answer of type T. */
export interface InitialDataKey<T> {
  readonly path: string;
  /** Whether an embedded value is an answer of this key (anything else is none). */
  readonly accepts: (value: unknown) => value is T;
}

/** An answer with its key, as a page embeds it. */
export interface InitialAnswer<T> {
  readonly key: InitialDataKey<T>;
  readonly value: T;
}

/** The JSON text of a page's embedded answers (an object keyed by their paths), safe in a script block. */
export type EmbeddedJson<T> = string & { readonly __embedded: T };

/**
 * The Free Kick list's first page without a search: the answers of
 * GET /articles?view=summary&limit=12 (its items and X-Total-Count) and GET /articles/stats
 * (null when only the counts failed).
 */
export interface FreekickFirstPage {
  page: ArticlePage<ArticleListItem>;
  stats: ArticleStats | null;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** What a card or a page draws of an article: its id, title, author, category, date and tags. */
function isListed(v: unknown): v is ArticleListItem {
  return (
    isObject(v) &&
    typeof v.id === 'number' &&
    typeof v.title === 'string' &&
    typeof v.author === 'string' &&
    typeof v.category === 'string' &&
    (v.date === null || typeof v.date === 'string') &&
    Array.isArray(v.tags)
  );
}

const isSection = (v: unknown) =>
  isObject(v) &&
  typeof v.subtitle === 'string' &&
  typeof v.content === 'string' &&
  Array.isArray(v.images);

/** Whether a value has what an article page draws: a listed article's fields and its sections. */
export function isArticle(v: unknown): v is Article {
  return isListed(v) && Array.isArray((v as Record<string, unknown>).sections)
    ? ((v as Record<string, unknown>).sections as unknown[]).every(isSection)
    : false;
}

function isFirstPage(v: unknown): v is FreekickFirstPage {
  if (!isObject(v) || !isObject(v.page)) return false;
  const { items, total } = v.page;
  const stats = v.stats;
  return (
    Array.isArray(items) &&
    items.every(isListed) &&
    typeof total === 'number' &&
    (stats === null ||
      (isObject(stats) && typeof stats.articles === 'number' && typeof stats.authors === 'number'))
  );
}

export const initialDataKey = {
  article: (id: number): InitialDataKey<Article> => ({
    path: `/articles/${id}`,
    accepts: (v): v is Article => isArticle(v) && v.id === id,
  }),
  freekickList: {
    path: '/articles?view=summary&limit=12',
    accepts: isFirstPage,
  } satisfies InitialDataKey<FreekickFirstPage>,
};

/** The embedded answer of `key` among values read back from a page, if it is one. */
export function answerOf<T>(
  key: InitialDataKey<T>,
  data: ReadonlyMap<string, unknown>,
): T | undefined {
  const value = data.get(key.path);
  return key.accepts(value) ? value : undefined;
}

/**
 * JSON that is safe inside <script type="application/json">: no `<` (so no `</script>` or `<!--`
 * in a title ends the block), no `>` or `&`, and the two line separators JavaScript once
 * rejected, all as \u escapes that JSON.parse reads back.
 */
export function jsonForScript<T>(value: T): EmbeddedJson<T> {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  ) as EmbeddedJson<T>;
}

/** A page's embedded answers, as the text it carries. */
export const embedAnswer = <T>({ key, value }: InitialAnswer<T>): EmbeddedJson<Record<string, T>> =>
  jsonForScript({ [key.path]: value });

/**
 * Rules about articles that the site, the reference server and the mocks
 * share: one implementation each, so that they cannot drift apart.
 */
import type { Article, ArticleListItem, ArticleSummary } from './api/types.ts';

/** How long an excerpt is, in characters: Unicode code points, as the contract's maxLength counts them. */
export const EXCERPT_LENGTH = 300;

/** The excerpt of an article (ArticleSummary.excerpt): its first section's text, white space collapsed and trimmed, cut at 300 characters. */
export function excerptOf(content: string | null | undefined): string {
  if (!content) return '';
  return [...content.replace(/\s+/g, ' ').trim()].slice(0, EXCERPT_LENGTH).join('');
}

/** An article as `view=summary` gives it: no sections, the first section's text as `excerpt`. */
export function toSummary({ sections, ...rest }: Article): ArticleSummary {
  return { ...rest, excerpt: excerptOf(sections[0]?.content) };
}

/** One page of the article list and how many articles match across all pages (`X-Total-Count`). */
export interface ArticlePage<Item = ArticleListItem> {
  items: Item[];
  total: number;
  /**
   * False when the server sent no usable `X-Total-Count` (an older or partial
   * backend): `total` is then only what the pages so far hold.
   */
  counted?: boolean;
}

/** The name of the header that carries the total of a page of articles. */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';

/**
 * The total of a page from its `X-Total-Count` header. The header is a count
 * of digits; the total is never less than what the pages so far hold. A
 * server that sends no usable header is taken to have no page beyond these.
 */
export function pageTotal(
  header: string | null | undefined,
  offset: number,
  count: number,
): number {
  const floor = offset + count;
  return isCount(header) ? Math.max(Number(header), floor) : floor;
}

/** Whether an `X-Total-Count` header holds a usable count (digits only). */
export const isCount = (header: string | null | undefined): header is string =>
  !!header && /^\d+$/.test(header);

/** A page of articles from its items, its `X-Total-Count` header and where it starts. */
export function pageOf<Item>(
  items: Item[],
  header: string | null | undefined,
  offset: number,
): ArticlePage<Item> {
  return { items, total: pageTotal(header, offset, items.length), counted: isCount(header) };
}

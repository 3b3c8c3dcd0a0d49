/**
 * Ids and numbers in paths and query strings are canonical decimal integers:
 * digits only, no sign but `-` where negatives exist, no leading zero, no
 * spaces. `01`, `+1`, `0x1` or `1 ` name nothing.
 */
export const CANONICAL_INTEGER = /^(0|-?[1-9][0-9]*)$/;

/** The largest article id (the contract's ArticleId maximum, a 32-bit signed integer). */
export const MAX_ARTICLE_ID = 2147483647;

/** The article id written in a path segment, or null when the text is no canonical id (1 to 2147483647). */
export function parseArticleId(text: string | null | undefined): number | null {
  if (!text || !/^[1-9][0-9]{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= MAX_ARTICLE_ID ? id : null;
}

/**
 * What the `listing` check holds a list to, on its own: how the contract
 * compares search text (case and accents folded, close spellings by trigrams),
 * the excerpt of the summary view, and the order of the list.
 */

/** An item of a list answer. */
type Item = Record<string, unknown>;

/** Lower case, accents removed: how the contract compares search text. */
export function fold(s: string): string {
  return s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** pg_trgm's trigrams of a text: each alphanumeric word, padded with two spaces before and one after. */
export function trigrams(s: string): Set<string> {
  const out = new Set<string>();
  for (const word of fold(s)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)) {
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) out.add(padded.slice(i, i + 3));
  }
  return out;
}

/**
 * Whether `text` can match the search word: it contains the word (case and
 * accents ignored), or at least 40 % of the word's trigrams occur in it. The
 * contract's close spelling (word similarity of at least 0.4) needs that share,
 * so a result without it cannot match; a server that ignores q returns such
 * results.
 */
export function canMatch(word: string, text: string): boolean {
  if (fold(text).includes(fold(word))) return true;
  const w = trigrams(word);
  if (!w.size) return false;
  const t = trigrams(text);
  let shared = 0;
  for (const g of w) if (t.has(g)) shared++;
  return shared / w.size >= 0.4;
}

/** The contract's excerpt: the first section's content, white space collapsed and trimmed, 300 characters. */
export function expectedExcerpt(item: Record<string, unknown>): string {
  const sections = Array.isArray(item.sections) ? item.sections : [];
  const first = sections[0] as { content?: unknown } | undefined;
  const content = typeof first?.content === 'string' ? first.content : '';
  return [...content.replace(/\s+/g, ' ').trim()].slice(0, 300).join('');
}

/** What q searches: title, category and author. */
export const searchedText = (x: Record<string, unknown>) =>
  ['title', 'category', 'author'].map((k) => (typeof x[k] === 'string' ? x[k] : '')).join(' ');

/** Today's date (YYYY-MM-DD) in UTC: Jakarta's day (UTC+7) is the same or the next. */
const utcToday = () => new Date().toISOString().slice(0, 10);

/** Whether id `a` is newer than id `b`: both numeric and `a` larger (other ids are not compared). */
const newerId = (a: string, b: string) =>
  /^\d+$/.test(a) && /^\d+$/.test(b) && Number(a) > Number(b);

/**
 * Where a list breaks the contract's order, or undefined. The order: newest
 * first by date, an article without a date by the day it was created (in
 * Asia/Jakarta), then newest id. Checked without knowing creation times:
 * - the dated articles go by date, and by id (newest first) on one date;
 * - `created`, ids the kit has just created without a date (newest first),
 *   are listed in that order, all before every article dated before today.
 */
export function listOrderProblem(
  items: Item[],
  created: string[],
  idOf: (x: unknown) => string,
): string | undefined {
  const dateOf = (x: Item | undefined) => (typeof x?.date === 'string' ? x.date : undefined);
  const dated = items.filter((x) => dateOf(x) !== undefined);
  for (let i = 1; i < dated.length; i++) {
    const [a, b] = [dated[i - 1]!, dated[i]!];
    const [da, db] = [dateOf(a)!, dateOf(b)!];
    if (da < db || (da === db && newerId(idOf(b), idOf(a))))
      return `the list is not newest first: article ${idOf(b)} (${db}) comes after article ${idOf(a)} (${da})`;
  }
  const at = created.map((id) => items.findIndex((x) => idOf(x) === id));
  if (at.some((i) => i < 0)) return undefined;
  for (let i = 1; i < at.length; i++)
    if (at[i]! < at[i - 1]!)
      return `article ${created[i - 1]} was created without a date after article ${created[i]}, but is listed after it`;
  const today = utcToday();
  const older = items.findIndex((x) => (dateOf(x) ?? today) < today);
  const last = at.at(-1)!;
  if (older >= 0 && older < last)
    return `article ${idOf(items[last])}, created today without a date, is listed after article ${idOf(items[older])} dated ${dateOf(items[older])} (an article without a date is listed by the day it was created)`;
  return undefined;
}

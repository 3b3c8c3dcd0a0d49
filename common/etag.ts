/**
 * Entity tags and the conditional headers that carry them, as HTTP (RFC 9110) defines them.
 * One implementation for the server, the mocks, the client and the conformance kit.
 *
 * - An entity tag is `"opaque"` (strong) or `W/"opaque"` (weak): `W` in capitals, the opaque
 *   part in double quotes, of visible characters other than `"`. `w/"1"`, `"1"x` or `1` are
 *   malformed.
 * - `If-Match` and `If-None-Match` hold `*` alone, or a comma-separated list of entity tags
 *   (spaces around the commas, empty members ignored). One malformed member makes the whole
 *   field malformed; `*` inside a list is malformed too.
 * - `If-Match` compares strongly (a weak tag never matches); a malformed `If-Match` never holds.
 * - `If-None-Match` compares weakly (`W/"1"` matches `"1"`); a malformed one is ignored.
 */

/** The longest `If-Match` or `If-None-Match` value the contract accepts (its `maxLength`). */
export const CONDITION_MAX_LENGTH = 200;

export interface EntityTag {
  weak: boolean;
  /** The opaque tag with its double quotes: `"3"`. */
  opaque: string;
}

/** `If-Match`/`If-None-Match` read: `*`, or the list of tags it names (possibly none). */
export type Condition = '*' | readonly EntityTag[];

/** DQUOTE *etagc DQUOTE, where etagc is %x21 / %x23-7E / obs-text (%x80-FF). */
const OPAQUE_TAG = /^"[\x21\x23-\x7E\x80-\xFF]*"$/;

/** An entity tag written exactly (no surrounding spaces), or null when it is malformed. */
export function parseEntityTag(text: string): EntityTag | null {
  const weak = text.startsWith('W/');
  const opaque = weak ? text.slice(2) : text;
  return OPAQUE_TAG.test(opaque) ? { weak, opaque } : null;
}

/** The strong entity tag of a value (an article's version): `3` → `"3"`. */
export const strongTag = (value: string | number): string => `"${value}"`;

/** Whether `text` is a strong entity tag (`"3"`, not `W/"3"` nor anything malformed). */
export const isStrongTag = (text: string | null | undefined): boolean =>
  typeof text === 'string' && parseEntityTag(text)?.weak === false;

const OWS = /^[ \t]+|[ \t]+$/g;

/**
 * Reads an `If-Match`/`If-None-Match` field value: `*`, or its list of entity tags (an empty
 * value is an empty list). null when it is malformed: a member that is no entity tag, or `*`
 * with anything else.
 */
export function parseCondition(value: string): Condition | null {
  const field = value.replace(OWS, '');
  if (field === '*') return '*';
  const tags: EntityTag[] = [];
  for (const member of field.split(',')) {
    const text = member.replace(OWS, '');
    if (text === '') continue;
    const tag = parseEntityTag(text);
    if (!tag) return null;
    tags.push(tag);
  }
  return tags;
}

/** Strong comparison: both tags strong, same opaque tag. */
export const strongMatch = (a: EntityTag, b: EntityTag): boolean =>
  !a.weak && !b.weak && a.opaque === b.opaque;

/** Weak comparison: the same opaque tag, weak or not. */
export const weakMatch = (a: EntityTag, b: EntityTag): boolean => a.opaque === b.opaque;

/** Whether a conditional header is longer than the contract allows (answered 400). */
export const conditionTooLong = (value: string | null | undefined): boolean =>
  typeof value === 'string' && value.length > CONDITION_MAX_LENGTH;

/**
 * Whether a write may go ahead under `If-Match` (`header`; absent: no condition) when the
 * resource exists with entity tag `current`: `*`, or a strong match among the tags listed.
 * A malformed field or a weak tag never matches.
 */
export function ifMatchHolds(header: string | null | undefined, current: string): boolean {
  if (header === undefined || header === null) return true;
  const condition = parseCondition(header);
  if (condition === null) return false;
  if (condition === '*') return true;
  const tag = parseEntityTag(current);
  return tag !== null && condition.some((t) => strongMatch(t, tag));
}

/**
 * Whether a read answers `304 Not Modified` under `If-None-Match` (`header`; absent: no) when
 * the resource's entity tag is `current`: `*`, or a weak match among the tags listed. A
 * malformed field is ignored (the resource is answered).
 */
export function ifNoneMatchMatches(header: string | null | undefined, current: string): boolean {
  if (header === undefined || header === null) return false;
  const condition = parseCondition(header);
  if (condition === null) return false;
  if (condition === '*') return true;
  const tag = parseEntityTag(current);
  return tag !== null && condition.some((t) => weakMatch(t, tag));
}

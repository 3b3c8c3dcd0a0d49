/**
 * How deeply a JSON body nests its arrays and objects, read from its raw bytes before it is
 * parsed (a body nested millions of levels deep costs JSON.parse hundreds of megabytes). One
 * pass over the bytes, allocating nothing: a bracket counts outside strings only, and a string
 * ends at a quote that no backslash escapes. UTF-8 never uses these ASCII bytes inside a
 * multi-byte character, so the bytes need no decoding.
 */
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;

/**
 * The deepest nesting of arrays and objects in `bytes` (0 for a string, number, `true`...).
 * It stops as soon as the nesting passes `limit` and answers that depth (`limit + 1`). On text
 * that is no JSON the answer means nothing, and JSON.parse refuses the text anyway.
 */
export function jsonDepth(bytes: Uint8Array, limit = Infinity): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i]!;
    if (inString) {
      if (b === BACKSLASH) i++;
      else if (b === QUOTE) inString = false;
    } else if (b === QUOTE) inString = true;
    else if (b === OPEN_ARRAY || b === OPEN_OBJECT) {
      if (++depth > deepest && (deepest = depth) > limit) return deepest;
    } else if ((b === CLOSE_ARRAY || b === CLOSE_OBJECT) && depth > 0) depth--;
  }
  return deepest;
}

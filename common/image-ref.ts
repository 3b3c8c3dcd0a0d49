/**
 * An image reference (the contract's ImageRef): a plain site path, or a base64
 * image data URL of one of the accepted types whose payload starts with that
 * type's signature. The pattern is the contract's own, character for character
 * (a test compares them), so a client, the mock and the server read one rule.
 */

/**
 * What the base64 payload of each accepted type starts with (a lookahead on the
 * payload, written in base64 characters):
 * - png: the 8-byte PNG signature 89 50 4E 47 0D 0A 1A 0A;
 * - jpeg: FF D8 FF;
 * - gif: `GIF87a` or `GIF89a`;
 * - webp: `RIFF`, four bytes of size, then `WEBP`;
 * - svg+xml: `<`, a UTF-8 byte order mark, or ASCII white space (tab, line feed,
 *   carriage return, space). That the document's first element is `<svg>` is
 *   beyond a pattern: the server checks it and answers 400 otherwise.
 */
export const IMAGE_SIGNATURES = {
  png: 'iVBORw0KGg[o-r]',
  jpeg: '/9j/',
  gif: 'R0lGOD[dl]h',
  webp: 'UklGR[g-v][A-Za-z0-9+/]{4}[BFJNRVZdhlptx159]XRUJQ',
  'svg+xml': 'P[A-P]|77u/|C[Q-Za-v]|D[Q-Za-f]|I[A-P]',
} as const;

/** The image types a data URL may declare. */
export const IMAGE_DATA_TYPES = Object.keys(IMAGE_SIGNATURES) as (keyof typeof IMAGE_SIGNATURES)[];

/** Whole base64: groups of four characters, the last one padded with `=` when short. */
const BASE64 = '(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?';

const escapeType = (type: string) => type.replace('+', '\\+');

export const IMAGE_REF_PATTERN =
  '^((?!.*//)/[^\\x00-\\x1f\\x7f\\\\]*$|data:image/(' +
  IMAGE_DATA_TYPES.map((t) => `${escapeType(t)};base64,(?=${IMAGE_SIGNATURES[t]})`).join('|') +
  `)${BASE64}$)`;

const IMAGE_REF = new RegExp(IMAGE_REF_PATTERN, 'u');

/** Whether a string is an image reference the contract accepts (its pattern, signatures included). */
export const isImageRef = (value: string): boolean => value.length > 0 && IMAGE_REF.test(value);

/**
 * A whole base64 image data URL of an accepted type, with the type (group 1)
 * and the payload (group 2), for reading its bytes (whatever they are).
 */
export const IMAGE_DATA_URL = new RegExp(
  `^data:image/(${IMAGE_DATA_TYPES.map(escapeType).join('|')});base64,([A-Za-z0-9+/]*={0,2})$`,
);

/**
 * An image reference (the contract's ImageRef): a plain site path, or a base64
 * image data URL of one of the accepted types. The pattern is the contract's
 * own, character for character (a test compares them).
 */
export const IMAGE_REF_PATTERN =
  '^((?!.*//)/[^\\x00-\\x1f\\x7f\\\\]*$|data:image/(png|jpeg|gif|webp|svg\\+xml);base64,)';

const IMAGE_REF = new RegExp(IMAGE_REF_PATTERN);

/** The image types a data URL may declare. */
export const IMAGE_DATA_TYPES = ['png', 'jpeg', 'gif', 'webp', 'svg+xml'] as const;

/** Whether a string is an image reference the contract accepts (before any byte check). */
export const isImageRef = (value: string): boolean => value.length > 0 && IMAGE_REF.test(value);

/**
 * A whole base64 image data URL of an accepted type, with the type (group 1)
 * and the payload (group 2), for reading its bytes.
 */
export const IMAGE_DATA_URL = new RegExp(
  `^data:image/(${IMAGE_DATA_TYPES.map((t) => t.replace('+', '\\+')).join('|')});base64,([A-Za-z0-9+/]*={0,2})$`,
);

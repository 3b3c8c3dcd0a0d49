/**
 * Safety and media helpers for server-provided article data. Article text is
 * plain text; image sources and video links are checked before use.
 */

import { isImageRef } from '../../../common/image-ref';

const HTTP_URL = /^https?:\/\//i;

/**
 * The src to use for an article image, or null when it is neither an image
 * reference the contract accepts (a plain site path, an image data URL) nor an
 * http(s) URL (so `javascript:` and friends never reach the DOM).
 */
export function safeImageSrc(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const src = value.trim();
  if (!src || [...src].some((c) => c.charCodeAt(0) < 0x20)) return null;
  if (isImageRef(src)) return src;
  if (HTTP_URL.test(src)) {
    try {
      return new URL(src).protocol.startsWith('http') ? src : null;
    } catch {
      return null;
    }
  }
  return null;
}

/** Plain text split into paragraphs on blank lines. */
export function paragraphs(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** Shown when an article has no usable banner. */
export const DEFAULT_BANNER = '/images/articles/banner-default.svg';

/**
 * Safety and media helpers for server-provided article data. Article text is
 * plain text; image sources and video links are checked before use.
 */

const SAFE_DATA_IMAGE = /^data:image\/(png|jpe?g|gif|webp|avif|svg\+xml|bmp);/i;
const HTTP_URL = /^https?:\/\//i;
/** A site path: starts with one slash (not "//host", which is protocol-relative). */
const SITE_PATH = /^\/(?!\/)/;

/**
 * The src to use for an article image, or null when it is not an http(s) URL,
 * a site path or an image data URL (so `javascript:` and friends never reach the DOM).
 */
export function safeImageSrc(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const src = value.trim();
  if (!src || [...src].some((c) => c.charCodeAt(0) < 0x20)) return null;
  if (SITE_PATH.test(src) || SAFE_DATA_IMAGE.test(src)) return src;
  if (HTTP_URL.test(src)) {
    try {
      return new URL(src).protocol.startsWith('http') ? src : null;
    } catch {
      return null;
    }
  }
  return null;
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);

/** The video id of a youtube.com / youtu.be link, or null when the link is empty or not YouTube. */
export function youtubeId(link: string | null | undefined): string | null {
  if (!link || !link.trim()) return null;
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase();
  let id: string | null = null;
  if (host === 'youtu.be' || host === 'www.youtu.be') {
    id = url.pathname.split('/')[1] ?? null;
  } else if (YOUTUBE_HOSTS.has(host)) {
    if (url.pathname === '/watch') id = url.searchParams.get('v');
    else {
      const [, kind, value] = url.pathname.split('/');
      if (kind === 'embed' || kind === 'shorts' || kind === 'live' || kind === 'v')
        id = value ?? null;
    }
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

/** The privacy-enhanced embed URL (youtube-nocookie.com) for a video id; autoplays once the visitor chose to play. */
export function youtubeEmbedUrl(id: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?autoplay=1&rel=0`;
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

/**
 * YouTube links in articles. The contract's SectionInput.youtube pattern says
 * which links a server accepts; the site embeds a link only when it also names
 * a video. One parser for the editor, the article page and the mocks.
 */
export const YOUTUBE_LINK_PATTERN =
  '^(https?://((www\\.|m\\.)?youtube\\.com|(www\\.)?youtube-nocookie\\.com|(www\\.)?youtu\\.be)/[^\\s]*)?$';

const YOUTUBE_LINK = new RegExp(YOUTUBE_LINK_PATTERN);
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
/** Path forms that carry the id as their second segment: /embed/ID, /shorts/ID, /live/ID, /v/ID. */
const ID_PATHS = new Set(['embed', 'shorts', 'live', 'v']);

/** Whether `id` has the form of a YouTube video id (11 letters, digits, `-` or `_`). */
export const isYouTubeVideoId = (id: string): boolean => VIDEO_ID.test(id);

/**
 * The video id of a YouTube link the contract accepts, or null: empty, not
 * YouTube (music.youtube.com included, which the contract refuses), or no
 * 11-character id in `watch?v=`, `youtu.be/ID` or `/embed|shorts|live|v/ID`.
 */
export function youtubeId(link: string | null | undefined): string | null {
  const text = link?.trim() ?? '';
  if (!text || text.length > 300 || !YOUTUBE_LINK.test(text)) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  const host = url.hostname.toLowerCase();
  const [, first, second] = url.pathname.split('/');
  let id: string | null | undefined;
  if (host.endsWith('youtu.be')) id = first;
  else if (url.pathname === '/watch') id = url.searchParams.get('v');
  else if (first && ID_PATHS.has(first)) id = second;
  return id && isYouTubeVideoId(id) ? id : null;
}

/** The privacy-enhanced embed URL (youtube-nocookie.com) for a video id; autoplays once the visitor chose to play. */
export function youtubeEmbedUrl(id: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?autoplay=1&rel=0`;
}

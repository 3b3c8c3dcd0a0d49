import { CACHE } from './names';

export interface RecentPage {
  href: string;
  title: string;
}

/** Article pages: their paths, on every section of the site that shows articles. */
const ARTICLE_PATH = /^\/(?:freekick|areateknis|blog)\/\d+$/;
const TITLE = /<title>([^<]*)<\/title>/i;
/** The site's name after a page's own title (" | API Futsal"). */
const SUFFIX = /\s*\|[^|]*$/;

const decode = (text: string) => {
  const element = document.createElement('textarea');
  element.innerHTML = text;
  return element.value;
};

/**
 * The articles kept in the recently opened pages' cache (newest first, at most `limit`), with their
 * titles as the page gave them: what the offline screen offers to read.
 */
export async function recentArticles(limit = 5): Promise<RecentPage[]> {
  if (typeof caches === 'undefined') return [];
  const cache = await caches.open(CACHE.pages);
  const requests = [...(await cache.keys())].reverse();
  const found: RecentPage[] = [];
  for (const request of requests) {
    if (found.length >= limit) break;
    const url = new URL(request.url);
    if (url.origin !== window.location.origin || !ARTICLE_PATH.test(url.pathname)) continue;
    if (found.some((page) => page.href === url.pathname)) continue;
    const html = await (await cache.match(request))?.text();
    const title = decode(TITLE.exec(html ?? '')?.[1] ?? '').replace(SUFFIX, '');
    if (title) found.push({ href: url.pathname, title });
  }
  return found;
}

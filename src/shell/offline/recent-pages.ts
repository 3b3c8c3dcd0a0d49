import { BRAND } from '../../config/brand';
import { CACHE } from '../../service-worker/protocol';

export interface RecentPage {
  href: string;
  title: string;
}

/** Article pages: their paths, on every section of the site that shows articles. */
const ARTICLE_PATH = /^\/(?:freekick|areateknis|blog)\/(\d+)$/;
/** Pages whose article comes from the API (GET /articles/{id}). */
const API_ARTICLE_PATH = /^\/(?:freekick|areateknis)\/(\d+)$/;
const TITLE = /<title>([^<]*)<\/title>/i;
/** The site's name after a page's own title (" | API Futsal"). */
const SUFFIX = /\s*\|[^|]*$/;

const decode = (text: string) => {
  const element = document.createElement('textarea');
  element.innerHTML = text;
  return element.value;
};

/** The article's title in the API answer kept for it, or '' when none is kept. */
async function keptArticleTitle(id: string): Promise<string> {
  const api = await caches.open(CACHE.api);
  const answer = await api.match(new URL(`/api/articles/${id}`, window.location.origin).href, {
    ignoreVary: true,
  });
  try {
    const article = (await answer?.json()) as { title?: unknown } | undefined;
    return typeof article?.title === 'string' ? article.title : '';
  } catch {
    return '';
  }
}

/**
 * The articles kept in the recently opened pages' cache (newest first, at most `limit`), with their
 * titles: what the offline screen offers to read. A page kept as the app's bare shell (its title
 * only the site's name: the article was loaded in the browser) is named by the article's title in
 * the API answer kept with it, and left out when there is none.
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
    let title = decode(TITLE.exec(html ?? '')?.[1] ?? '').replace(SUFFIX, '');
    const fromApi = API_ARTICLE_PATH.exec(url.pathname)?.[1];
    if ((!title || title === BRAND.name) && fromApi) title = await keptArticleTitle(fromApi);
    if (title && title !== BRAND.name) found.push({ href: url.pathname, title });
  }
  return found;
}

import { ApiError } from '../../api/errors';
import { downloadDocument, getMemberBlogContent } from '../../api/members';
import { API_BASE_URL } from '../../config/constants';
import { ROUTES } from '../../config/routes';
import { CACHE } from '../../shell/offline';
import { memberDb, memberScope, publicDb, type MemberPart, type SavedArticle } from './saved-db';

export type { MemberPart, SavedArticle } from './saved-db';

/** What "Simpan untuk offline" keeps of one article page. */
export interface SaveTarget {
  /** The page (`/freekick/12`), fetched as a navigation would be. */
  path: string;
  title: string;
  where: string;
  /** The public API answers the page reads (`/api/articles/12`). */
  api: string[];
  /** Its images; only the site's own are kept (other hosts are not fetched). */
  images: string[];
  /** For a signed-in member: the members' section of a blog post and its documents (PDFs). */
  member?: { blogPost?: number; documents: string[] };
}

/** A saved article with what the signed-in user kept with it. */
export interface SavedItem extends SavedArticle {
  /** Bytes of the user's own part (member section, PDFs); 0 when none. */
  memberBytes: number;
  hasMemberCopy: boolean;
}

export type SaveFailure = 'offline' | 'quota' | 'server' | 'signedOut' | 'unavailable';

/** A failed save, with what went wrong in a word the button turns into a sentence. */
export class SaveError extends Error {
  constructor(readonly reason: SaveFailure) {
    super(`save failed: ${reason}`);
    this.name = 'SaveError';
  }
}

/** Where saved articles are kept: the browser's caches and IndexedDB, or a fake in stories. */
export interface SavedStore {
  /** Whether this browser can keep anything (Cache Storage and IndexedDB both usable). */
  available(): Promise<boolean>;
  list(userId: string | null): Promise<SavedItem[]>;
  get(path: string, userId: string | null): Promise<SavedItem | null>;
  save(
    target: SaveTarget,
    userId: string | null,
    onProgress: (done: number, total: number) => void,
  ): Promise<SavedItem>;
  remove(path: string, userId: string | null): Promise<void>;
  removeAll(userId: string | null): Promise<void>;
  /** The origin's storage use and quota, when the browser tells. */
  estimate(): Promise<{ usage?: number; quota?: number }>;
  /** The signed-in user's own copy of a member-only answer or document, when kept. */
  memberCopy(userId: string, url: string): Promise<Response | null>;
}

/** A site path as the key the service worker and the page look it up by. */
export const absolute = (path: string) => new URL(path, location.origin).toString();

/** The site's own images: relative paths and this origin (never a data: URL or another host). */
export function ownImages(sources: string[]): string[] {
  const own = sources.filter((src) => {
    if (src.startsWith('data:')) return false;
    try {
      return new URL(src, location.origin).origin === location.origin;
    } catch {
      return false;
    }
  });
  return [...new Set(own.map(absolute))];
}

export const documentUrl = (name: string) =>
  absolute(`${API_BASE_URL}/documents/${encodeURIComponent(name)}`);
export const blogMembersUrl = (id: number) => absolute(`${API_BASE_URL}/blog/${id}/members`);

function failureOf(err: unknown): SaveFailure {
  if (err instanceof SaveError) return err.reason;
  if (err instanceof DOMException && err.name === 'QuotaExceededError') return 'quota';
  if (err instanceof ApiError)
    return err.status === 401 ? 'signedOut' : err.isNetworkError ? 'offline' : 'server';
  // fetch() rejects with a TypeError when there is no network.
  if (err instanceof TypeError) return 'offline';
  return 'server';
}

async function fetchPublic(url: string, page: boolean): Promise<Response> {
  const response = await fetch(url, {
    credentials: 'same-origin',
    ...(page ? { headers: { Accept: 'text/html,application/xhtml+xml' } } : {}),
  });
  if (!response.ok) throw new SaveError('server');
  return response;
}

/** Puts an answer under its URL and says how many bytes its body holds. */
async function keep(cache: Cache, url: string, response: Response): Promise<number> {
  const body = await response.blob();
  const headers = new Headers(response.headers);
  // Looked up by URL alone, whatever the request's headers.
  headers.delete('Vary');
  await cache.put(url, new Response(body, { status: 200, headers }));
  return body.size;
}

const toItem = (article: SavedArticle, part: MemberPart | undefined): SavedItem => ({
  ...article,
  memberBytes: part?.bytes ?? 0,
  hasMemberCopy: Boolean(part),
});

async function memberParts(userId: string | null): Promise<Map<string, MemberPart>> {
  if (!userId) return new Map();
  const parts = await memberDb(userId, (db) => db.getAll('parts'));
  return new Map(parts.map((p) => [p.path, p]));
}

/** Deletes URLs from a cache unless another saved article still uses them. */
async function release(cacheName: string, urls: string[], stillUsed: Set<string>) {
  const cache = await caches.open(cacheName);
  await Promise.all(urls.filter((u) => !stillUsed.has(u)).map((u) => cache.delete(u)));
}

async function saveMemberPart(
  target: SaveTarget,
  userId: string,
  savedAt: number,
  step: () => void,
): Promise<MemberPart> {
  const cache = await caches.open(memberScope(userId));
  const urls: string[] = [];
  let bytes = 0;
  const { blogPost, documents = [] } = target.member ?? {};
  if (blogPost !== undefined) {
    const answer = await getMemberBlogContent(blogPost);
    const url = blogMembersUrl(blogPost);
    bytes += await keep(cache, url, Response.json(answer));
    urls.push(url);
    step();
  }
  for (const name of documents) {
    const blob = await downloadDocument(name);
    const url = documentUrl(name);
    const type = blob.type || 'application/pdf';
    bytes += await keep(cache, url, new Response(blob, { headers: { 'Content-Type': type } }));
    urls.push(url);
    step();
  }
  const part: MemberPart = { path: target.path, savedAt, bytes, urls };
  await memberDb(userId, (db) => db.put('parts', part));
  return part;
}

/** The real store: `CACHE.saved` and `futsal-saved`, the user's parts under `userScoped`. */
export const browserSavedStore: SavedStore = {
  async available() {
    if (typeof caches === 'undefined' || typeof indexedDB === 'undefined') return false;
    try {
      await caches.has(CACHE.saved);
      await publicDb((db) => db.count('articles'));
      return true;
    } catch {
      return false;
    }
  },

  async list(userId) {
    const [articles, parts] = await Promise.all([
      publicDb((db) => db.getAll('articles')),
      memberParts(userId),
    ]);
    return articles.sort((a, b) => b.savedAt - a.savedAt).map((a) => toItem(a, parts.get(a.path)));
  },

  async get(path, userId) {
    const article = await publicDb((db) => db.get('articles', path));
    if (!article) return null;
    return toItem(article, (await memberParts(userId)).get(path));
  },

  async save(target, userId, onProgress) {
    if (typeof navigator !== 'undefined' && navigator.onLine === false)
      throw new SaveError('offline');
    const page = absolute(target.path);
    const publicUrls = [page, ...target.api.map(absolute), ...ownImages(target.images)];
    const withMember = Boolean(userId && target.member);
    const memberCount =
      (target.member?.blogPost !== undefined ? 1 : 0) + (target.member?.documents.length ?? 0);
    const total = publicUrls.length + (withMember ? memberCount : 0);
    let done = 0;
    const step = () => onProgress(++done, total);
    onProgress(0, total);
    const before = await publicDb((db) => db.get('articles', target.path));
    const cache = await caches.open(CACHE.saved);
    const savedAt = Date.now();
    try {
      let bytes = 0;
      for (const url of publicUrls) {
        bytes += await keep(cache, url, await fetchPublic(url, url === page));
        step();
      }
      // The list itself opens offline too: its page is kept with the first article saved.
      await fetchPublic(absolute(ROUTES.saved), true)
        .then((r) => keep(cache, absolute(ROUTES.saved), r))
        .catch(() => 0);
      const part =
        withMember && userId ? await saveMemberPart(target, userId, savedAt, step) : undefined;
      const article: SavedArticle = {
        path: target.path,
        title: target.title,
        where: target.where,
        savedAt,
        bytes,
        urls: publicUrls,
      };
      await publicDb((db) => db.put('articles', article));
      return toItem(article, part ?? (await memberParts(userId)).get(target.path));
    } catch (err) {
      // A first save that failed leaves nothing behind; an update keeps the copy it had.
      if (!before) {
        const others = await this.list(null).catch(() => []);
        await release(CACHE.saved, publicUrls, new Set(others.flatMap((o) => o.urls))).catch(
          () => {},
        );
      }
      throw new SaveError(failureOf(err));
    }
  },

  async remove(path, userId) {
    const article = await publicDb((db) => db.get('articles', path));
    await publicDb((db) => db.delete('articles', path));
    if (article) {
      const others = await publicDb((db) => db.getAll('articles'));
      await release(CACHE.saved, article.urls, new Set(others.flatMap((o) => o.urls)));
    }
    if (userId) {
      const part = await memberDb(userId, (db) => db.get('parts', path));
      if (part) {
        await memberDb(userId, (db) => db.delete('parts', path));
        await release(memberScope(userId), part.urls, new Set());
      }
    }
  },

  async removeAll(userId) {
    const articles = await publicDb((db) => db.getAll('articles'));
    await publicDb((db) => db.clear('articles'));
    await release(
      CACHE.saved,
      articles.flatMap((a) => a.urls),
      new Set(),
    );
    if (userId) {
      await memberDb(userId, (db) => db.clear('parts'));
      await caches.delete(memberScope(userId));
    }
  },

  async estimate() {
    try {
      const { usage, quota } = (await navigator.storage?.estimate?.()) ?? {};
      return { usage, quota };
    } catch {
      return {};
    }
  },

  async memberCopy(userId, url) {
    if (typeof caches === 'undefined') return null;
    try {
      if (!(await caches.has(memberScope(userId)))) return null;
      const cache = await caches.open(memberScope(userId));
      return (await cache.match(url)) ?? null;
    } catch {
      return null;
    }
  },
};

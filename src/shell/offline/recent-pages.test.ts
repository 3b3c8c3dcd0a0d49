// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CACHE } from '../../service-worker/protocol';
import { recentArticles } from './recent-pages';

/** A stand-in for the Cache Storage API: named caches of URL → body. */
function fakeCaches(stores: Record<string, Record<string, string>>) {
  return {
    open: (name: string) =>
      Promise.resolve({
        keys: () => Promise.resolve(Object.keys(stores[name] ?? {}).map((url) => new Request(url))),
        match: (req: Request | string) => {
          const url = typeof req === 'string' ? req : req.url;
          const body = stores[name]?.[url];
          return Promise.resolve(body === undefined ? undefined : new Response(body));
        },
      }),
  };
}

const page = (title: string) => `<!doctype html><html><head><title>${title}</title></head></html>`;
const at = (path: string) => `${window.location.origin}${path}`;

afterEach(() => vi.unstubAllGlobals());

describe('the articles the offline screen offers', () => {
  it('names each by its page title, without the site name, newest first', async () => {
    vi.stubGlobal(
      'caches',
      fakeCaches({
        [CACHE.pages]: {
          [at('/freekick/1')]: page('Pressing Tinggi | API Futsal'),
          [at('/about')]: page('Tentang | API Futsal'),
          [at('/blog/2')]: page('Drill &amp; Rondo | API Futsal'),
        },
      }),
    );
    expect(await recentArticles()).toEqual([
      { href: '/blog/2', title: 'Drill & Rondo' },
      { href: '/freekick/1', title: 'Pressing Tinggi' },
    ]);
  });

  it('names a page kept as the bare shell by its kept API answer, or leaves it out', async () => {
    vi.stubGlobal(
      'caches',
      fakeCaches({
        [CACHE.pages]: {
          [at('/freekick/3')]: page('API Futsal'),
          [at('/freekick/4')]: page('API Futsal'),
          [at('/blog/9')]: page('API Futsal'),
        },
        [CACHE.api]: { [at('/api/articles/3')]: JSON.stringify({ id: 3, title: 'Bola Mati' }) },
      }),
    );
    expect(await recentArticles()).toEqual([{ href: '/freekick/3', title: 'Bola Mati' }]);
  });
});

// @vitest-environment node
// Node's own fetch, Request and AbortSignal, as in a browser (jsdom swaps AbortSignal).
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { createHandlers } from '../../mocks/handlers';
import { fixtures } from '../../mocks/contract';
import { MemoryStorage } from '../test/memory-storage';
import { STORAGE_KEYS } from '../config/storage-keys';
import { getCurrentUser, login, logout } from './auth';
import { createArticle, getArticleStats, listArticles, listArticleSummaries } from './articles';
import { connectSession, resetApiClient } from './client';
import { ApiError, NETWORK_ERROR_MESSAGE } from './errors';

const server = setupServer(...createHandlers());
let seen: Request[] = [];

/** A stand-in for the session: it holds the token, and a 401 ends it (the token goes). */
function fakeSession(token: string | null) {
  const session = {
    token,
    ended: 0,
    disconnect: () => {},
  };
  session.disconnect = connectSession({
    getToken: () => session.token,
    onUnauthorized: () => {
      session.ended++;
      session.token = null;
    },
  });
  return session;
}
let session = fakeSession(null);

beforeAll(() => {
  vi.stubGlobal('localStorage', new MemoryStorage());
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', ({ request }) => {
    seen.push(request.clone());
  });
});
beforeEach(() => {
  seen = [];
  localStorage.clear();
  resetApiClient();
});
afterEach(() => {
  server.resetHandlers();
  session.disconnect();
});
afterAll(() => {
  server.close();
  vi.unstubAllGlobals();
});

describe('API client', () => {
  it("sends the session's access token as a Bearer header", async () => {
    session = fakeSession('tok-123');
    await expect(getCurrentUser()).resolves.toEqual(fixtures.adminUser());
    expect(seen[0]?.headers.get('Authorization')).toBe('Bearer tok-123');
    expect(new URL(seen[0]!.url).pathname).toBe('/api/user');
  });

  it('sends the token with every request, public operations included', async () => {
    session = fakeSession('tok-123');
    await listArticles();
    await getArticleStats({});
    await createArticle({ title: 'Latihan rondo', tags: [], sections: [] });
    expect(seen.map((r) => [new URL(r.url).pathname, r.headers.get('Authorization')])).toEqual([
      ['/api/articles', 'Bearer tok-123'],
      ['/api/articles/stats', 'Bearer tok-123'],
      ['/api/articles', 'Bearer tok-123'],
    ]);
  });

  it('asks one page of summaries and reads the total from X-Total-Count', async () => {
    const many = fixtures.manyArticles(30);
    server.use(...createHandlers({}, { articles: many }));
    const page = await listArticleSummaries({ q: '  ', limit: 12, offset: 24 });
    expect(page.total).toBe(30);
    expect(page.items.map((a) => a.id)).toEqual([25, 26, 27, 28, 29, 30]);
    expect(page.items[0]).not.toHaveProperty('sections');
    expect(new URL(seen[0]!.url).search).toBe('?limit=12&offset=24&view=summary');
    const byRina = many.filter((a) => a.author.toLowerCase().includes('rina'));
    expect(byRina.length).toBeGreaterThan(1);
    await expect(getArticleStats({ q: 'rina' })).resolves.toEqual({
      articles: byRina.length,
      authors: 1,
    });
    expect(new URL(seen[1]!.url).search).toBe('?q=rina');
  });

  it('says when a page comes without a usable X-Total-Count (an older or partial backend)', async () => {
    const items = fixtures.articles().slice(0, 3);
    for (const header of [undefined, 'banyak']) {
      server.use(
        http.get('*/api/articles', () =>
          HttpResponse.json(items, header ? { headers: { 'X-Total-Count': header } } : {}),
        ),
      );
      await expect(listArticleSummaries({ limit: 12, offset: 12 })).resolves.toMatchObject({
        total: 15,
        counted: false,
      });
    }
    server.use(...createHandlers());
    expect((await listArticleSummaries({ limit: 12 })).counted).not.toBe(false);
  });

  it('sends no Authorization header when the session has no token, or no session is connected', async () => {
    session = fakeSession(null);
    await listArticles();
    session.disconnect();
    await listArticles();
    expect(seen.map((r) => r.headers.has('Authorization'))).toEqual([false, false]);
  });

  it('reads the token from the session only, never from storage', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'only-in-storage');
    await listArticles();
    expect(seen[0]?.headers.has('Authorization')).toBe(false);
  });

  it('on a 401 passes the error on, then ends the session once; later requests carry no token', async () => {
    session = fakeSession('expired');
    localStorage.setItem(STORAGE_KEYS.accessToken, 'expired');
    server.use(...createHandlers({ getCurrentUser: 401 }));
    let endedBeforeCaller = true;
    const error = await getCurrentUser().catch((e: unknown) => {
      endedBeforeCaller = session.ended > 0;
      return e;
    });
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    // The caller sees the error first (to show its message), then the session ends.
    expect(endedBeforeCaller).toBe(false);
    await vi.waitFor(() => expect(session.ended).toBe(1));
    // Storage is the session's: the client neither reads nor clears it.
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('expired');
    server.resetHandlers();
    await listArticles();
    expect(seen.map((r) => r.headers.get('Authorization'))).toEqual(['Bearer expired', null]);
    expect(session.ended).toBe(1);
  });

  it('does not end the session when logout itself answers 401 (the session is signing out already)', async () => {
    session = fakeSession('tok');
    server.use(...createHandlers({ logout: 401 }));
    await expect(logout()).rejects.toBeInstanceOf(ApiError);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(session.ended).toBe(0);
    expect(seen[0]?.headers.get('Authorization')).toBe('Bearer tok');
  });

  it("surfaces the server's message", async () => {
    server.use(...createHandlers({ login: 401 }));
    const error = (await login(fixtures.loginCredentials('wrongPassword')).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error.message).toBe(fixtures.wrongPasswordMessage());
    expect(error.serverMessage).toBe(fixtures.wrongPasswordMessage());
  });

  it('has no server message when the error body has none', async () => {
    server.use(http.post('*/api/login', () => new HttpResponse('Bad gateway', { status: 502 })));
    const error = (await login(fixtures.loginCredentials('admin')).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error.status).toBe(502);
    expect(error.serverMessage).toBeUndefined();
  });

  it('turns a network failure into an ApiError with a clear message', async () => {
    server.use(...createHandlers({ listArticles: 'network' }));
    const error = (await listArticles().catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.isNetworkError).toBe(true);
    expect(error.message).toBe(NETWORK_ERROR_MESSAGE);
  });

  it('sends the article input as JSON and returns the stored article', async () => {
    session = fakeSession('admin-token');
    const { article: created, etag } = await createArticle({
      title: 'Judul',
      tags: ['a'],
      sections: [],
    });
    expect(etag).toBe('"1"');
    expect(created).toMatchObject({ id: 9, title: 'Judul', tags: [{ name: 'a' }] });
    expect(await seen[0]!.json()).toEqual({ title: 'Judul', tags: ['a'], sections: [] });
  });
});

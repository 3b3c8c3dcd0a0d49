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
import { onUnauthorized, resetApiClient } from './client';
import { ApiError, NETWORK_ERROR_MESSAGE } from './errors';

const server = setupServer(...createHandlers());
let seen: Request[] = [];

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
afterEach(() => server.resetHandlers());
afterAll(() => {
  server.close();
  vi.unstubAllGlobals();
});

describe('API client', () => {
  it('sends the stored access token as a Bearer header', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'tok-123');
    await expect(getCurrentUser()).resolves.toEqual(fixtures.adminUser());
    expect(seen[0]?.headers.get('Authorization')).toBe('Bearer tok-123');
    expect(new URL(seen[0]!.url).pathname).toBe('/api/user');
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

  it('sends no Authorization header when no token is stored', async () => {
    await listArticles();
    expect(seen[0]?.headers.has('Authorization')).toBe(false);
  });

  it('removes the stored token on a 401, notifies the session and passes the error on', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'expired');
    server.use(...createHandlers({ getCurrentUser: 401 }));
    const listener = vi.fn();
    const off = onUnauthorized(listener);
    let notifiedBeforeCaller = true;
    const error = await getCurrentUser().catch((e: unknown) => {
      notifiedBeforeCaller = listener.mock.calls.length > 0;
      return e;
    });
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    // The caller sees the error first (to show its message), then the session signs out.
    expect(notifiedBeforeCaller).toBe(false);
    await vi.waitFor(() => expect(listener).toHaveBeenCalledTimes(1));
    off();
  });

  it('keeps the token when logout itself answers 401 (its cleanup is the session’s)', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'tok');
    server.use(...createHandlers({ logout: 401 }));
    await expect(logout()).rejects.toBeInstanceOf(ApiError);
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('tok');
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
    localStorage.setItem(STORAGE_KEYS.accessToken, 'admin-token');
    const created = await createArticle({ title: 'Judul', tags: ['a'], sections: [] });
    expect(created).toMatchObject({ id: 9, title: 'Judul', tags: [{ name: 'a' }] });
    expect(await seen[0]!.json()).toEqual({ title: 'Judul', tags: ['a'], sections: [] });
  });
});

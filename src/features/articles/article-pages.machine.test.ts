import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { ArticlePage } from '../../api/articles';
import { fixtures } from '../../../mocks/contract';
import {
  ARTICLE_PAGE_SIZE,
  articlePagesMachine,
  MAX_RESTORED_PAGES,
  type ArticlePagesInput,
} from './article-pages.machine';

const TOTAL = 30;
const all = fixtures.manyArticles(TOTAL);
const page = (query: string, offset: number, limit: number): ArticlePage => {
  const found = all.filter((a) => a.title.toLowerCase().includes(query.toLowerCase()));
  return { items: found.slice(offset, offset + limit), total: found.length };
};

function harness(given: Partial<ArticlePagesInput> = {}, failMore = false) {
  const input: ArticlePagesInput = { query: '', pages: 1, ...given };
  const first = vi.fn(({ query, limit }: { query: string; limit: number }) =>
    query === 'rusak'
      ? Promise.reject(new Error('500'))
      : Promise.resolve({ page: page(query, 0, limit), stats: { articles: 0, authors: 3 } }),
  );
  const more = vi.fn(
    ({ query, offset, limit }: { query: string; offset: number; limit: number }) =>
      failMore ? Promise.reject(new Error('network')) : Promise.resolve(page(query, offset, limit)),
  );
  const logFailure = vi.fn();
  const actor = createActor(
    articlePagesMachine.provide({
      actors: {
        loadFirst: fromPromise(({ input }) => first(input)),
        loadMore: fromPromise(({ input }) => more(input)),
      },
      actions: { logFailure },
    }),
    { input },
  ).start();
  const ready = () => waitFor(actor, (s) => s.matches({ ready: 'idle' }));
  return { actor, first, more, logFailure, ready, ctx: () => actor.getSnapshot().context };
}

describe('the Free Kick list machine', () => {
  it('loads the first page, then the next ones on demand, until the total', async () => {
    const h = harness();
    await h.ready();
    expect(h.first).toHaveBeenCalledWith({ query: '', limit: ARTICLE_PAGE_SIZE });
    expect(h.ctx().items).toHaveLength(ARTICLE_PAGE_SIZE);
    expect(h.ctx().total).toBe(TOTAL);
    h.actor.send({ type: 'more' });
    await h.ready();
    expect(h.ctx().items).toHaveLength(2 * ARTICLE_PAGE_SIZE);
    expect(h.ctx().firstNew).toBe(ARTICLE_PAGE_SIZE);
    expect(h.ctx().pages).toBe(2);
    h.actor.send({ type: 'more' });
    await h.ready();
    expect(h.ctx().items.map((a) => a.id)).toEqual(all.map((a) => a.id));
    // Everything shown: "more" asks nothing.
    h.actor.send({ type: 'more' });
    expect(h.more).toHaveBeenCalledTimes(2);
  });

  it('a failed next page keeps the shown cards and can be tried again', async () => {
    const h = harness({}, true);
    await h.ready();
    h.actor.send({ type: 'more' });
    await waitFor(h.actor, (s) => s.hasTag('moreFailed'));
    expect(h.ctx().items).toHaveLength(ARTICLE_PAGE_SIZE);
    expect(h.logFailure).toHaveBeenCalledTimes(1);
    h.actor.send({ type: 'more' });
    await waitFor(h.actor, (s) => s.hasTag('moreFailed') && h.more.mock.calls.length === 2);
  });

  it('searches on the server once the typing stops, from the first page', async () => {
    const h = harness({ pages: 2 });
    await h.ready();
    expect(h.first).toHaveBeenLastCalledWith({ query: '', limit: 2 * ARTICLE_PAGE_SIZE });
    for (const query of ['p', 'pr', 'pressing ']) h.actor.send({ type: 'search', query });
    expect(h.actor.getSnapshot().hasTag('busy')).toBe(true);
    await h.ready();
    expect(h.first).toHaveBeenCalledTimes(2);
    expect(h.first).toHaveBeenLastCalledWith({ query: 'pressing', limit: ARTICLE_PAGE_SIZE });
    expect(h.ctx()).toMatchObject({ query: 'pressing', pages: 1, total: 4 });
  });

  it('a failed load ends failed, logged, with nothing shown; retry loads again', async () => {
    const h = harness({ query: 'rusak' });
    await waitFor(h.actor, (s) => s.hasTag('failed'));
    expect(h.ctx().items).toEqual([]);
    expect(h.logFailure).toHaveBeenCalledTimes(1);
    h.actor.send({ type: 'retry' });
    await waitFor(h.actor, (s) => s.hasTag('failed') && h.first.mock.calls.length === 2);
  });

  it('starts ready from a server-rendered first page, and restores at most the API limit', async () => {
    const initial = {
      page: page('', 0, ARTICLE_PAGE_SIZE),
      stats: { articles: TOTAL, authors: 6 },
    };
    const h = harness({ initial });
    expect(h.actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(h.first).not.toHaveBeenCalled();
    const many = harness({ pages: 50 });
    await many.ready();
    expect(many.first).toHaveBeenCalledWith({
      query: '',
      limit: MAX_RESTORED_PAGES * ARTICLE_PAGE_SIZE,
    });
  });
});

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

interface Fakes {
  failMore?: boolean;
  /** The stats fail this many times, then answer. */
  statsFailures?: number;
  /** The list answers without X-Total-Count (an older or partial backend). */
  uncounted?: boolean;
  /** The list fails this many times, then answers. */
  listFailures?: number;
}

function harness(given: Partial<ArticlePagesInput> = {}, fakes: Fakes = {}) {
  const input: ArticlePagesInput = { query: '', pages: 1, ...given };
  let listFailures = fakes.listFailures ?? 0;
  let statsFailures = fakes.statsFailures ?? 0;
  // Without the header a page's total is only what the pages so far hold (listArticleSummaries).
  const answer = (p: ArticlePage, offset = 0): ArticlePage =>
    fakes.uncounted ? { ...p, total: offset + p.items.length, counted: false } : p;
  const statsOf = (query: string) => {
    const found = page(query, 0, TOTAL).items;
    return { articles: found.length, authors: new Set(found.map((a) => a.author)).size };
  };
  const stats = vi.fn(({ query }: { query: string }) =>
    statsFailures-- > 0 ? Promise.reject(new Error('stats 500')) : Promise.resolve(statsOf(query)),
  );
  const first = vi.fn(async ({ query, limit }: { query: string; limit: number }) => {
    if (query === 'rusak' || listFailures-- > 0) throw new Error('500');
    // As loadFirstPages does: the stats' failure leaves them null, the list still shows.
    const counts = await stats({ query }).catch(() => null);
    return { page: answer(page(query, 0, limit)), stats: counts };
  });
  const more = vi.fn(
    ({ query, offset, limit }: { query: string; offset: number; limit: number }) =>
      fakes.failMore
        ? Promise.reject(new Error('network'))
        : Promise.resolve(answer(page(query, offset, limit), offset)),
  );
  const logFailure = vi.fn();
  const actor = createActor(
    articlePagesMachine.provide({
      actors: {
        loadFirst: fromPromise(({ input }) => first(input)),
        loadMore: fromPromise(({ input }) => more(input)),
        loadStats: fromPromise(({ input }) => stats(input)),
      },
      actions: { logFailure },
    }),
    { input },
  ).start();
  const ready = () => waitFor(actor, (s) => s.matches({ ready: { list: 'idle' } }));
  const snapshot = () => actor.getSnapshot();
  return { actor, first, more, stats, logFailure, ready, snapshot, ctx: () => snapshot().context };
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
    const h = harness({}, { failMore: true });
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

  it('a failed load ends failed with nothing known, logged; retry loads again', async () => {
    const h = harness({}, { listFailures: 2 });
    await waitFor(h.actor, (s) => s.hasTag('failed'));
    // Not an empty list: no cards, and no count either (not 0).
    expect(h.ctx()).toMatchObject({ items: [], total: null, stats: null });
    expect(h.logFailure).toHaveBeenCalledTimes(1);
    h.actor.send({ type: 'retry' });
    expect(h.snapshot().hasTag('busy')).toBe(true);
    await waitFor(h.actor, (s) => s.hasTag('failed') && h.first.mock.calls.length === 2);
    // The server is back: the next retry shows the list and its counts.
    h.actor.send({ type: 'retry' });
    await h.ready();
    expect(h.ctx()).toMatchObject({ total: TOTAL, stats: { articles: TOTAL, authors: 6 } });
    expect(h.ctx().items).toHaveLength(ARTICLE_PAGE_SIZE);
  });

  it('failing counts are unknown beside the list, and a retry asks for them alone', async () => {
    const h = harness({}, { statsFailures: 2 });
    await h.ready();
    expect(h.snapshot().matches({ ready: { counts: 'unknown' } })).toBe(true);
    expect(h.snapshot().hasTag('countsUnknown')).toBe(true);
    // The list and its total (X-Total-Count) are known; only the counts are not.
    expect(h.ctx()).toMatchObject({ total: TOTAL, stats: null });
    h.actor.send({ type: 'retry' });
    expect(h.snapshot().hasTag('countsBusy')).toBe(true);
    await waitFor(h.actor, (s) => s.matches({ ready: { counts: 'unknown' } }));
    expect(h.logFailure).toHaveBeenCalledTimes(1);
    h.actor.send({ type: 'retry' });
    await waitFor(h.actor, (s) => s.matches({ ready: { counts: 'known' } }));
    expect(h.ctx().stats).toEqual({ articles: TOTAL, authors: 6 });
    expect(h.first).toHaveBeenCalledTimes(1);
    expect(h.ctx().items).toHaveLength(ARTICLE_PAGE_SIZE);
  });

  it("without X-Total-Count the total is the stats' count, or unknown while pages come back full", async () => {
    const counted = harness({}, { uncounted: true });
    await counted.ready();
    expect(counted.ctx().total).toBe(TOTAL);
    const h = harness({}, { uncounted: true, statsFailures: 1 });
    await h.ready();
    expect(h.ctx()).toMatchObject({ total: null, stats: null });
    expect(h.ctx().items).toHaveLength(ARTICLE_PAGE_SIZE);
    // A full page: another may follow. "Muat lagi" goes on until a page comes back short.
    h.actor.send({ type: 'more' });
    await h.ready();
    h.actor.send({ type: 'more' });
    await h.ready();
    expect(h.ctx().items).toHaveLength(TOTAL);
    expect(h.ctx().total).toBeNull();
    h.actor.send({ type: 'more' });
    expect(h.more).toHaveBeenCalledTimes(2);
    // The counts come back: their count is the total now.
    h.actor.send({ type: 'retry' });
    await waitFor(h.actor, (s) => s.matches({ ready: { counts: 'known' } }));
    expect(h.ctx().total).toBe(TOTAL);
  });

  it('starts ready from a server-rendered first page, and restores at most the API limit', async () => {
    const initial = {
      page: page('', 0, ARTICLE_PAGE_SIZE),
      stats: { articles: TOTAL, authors: 6 },
    };
    const h = harness({ initial });
    expect(h.actor.getSnapshot().matches({ ready: { list: 'idle', counts: 'known' } })).toBe(true);
    expect(h.first).not.toHaveBeenCalled();
    // Rendered while the stats failed (`stats: null`): the list, with the counts unknown.
    const partial = harness({ initial: { ...initial, stats: null } });
    expect(partial.snapshot().matches({ ready: { list: 'idle', counts: 'unknown' } })).toBe(true);
    expect(partial.ctx().total).toBe(page('', 0, 1).total);
    // Rendered by a server without X-Total-Count: "at least" the cards, the total unknown.
    const uncounted = { ...initial.page, total: ARTICLE_PAGE_SIZE, counted: false };
    const bare = harness({ initial: { page: uncounted, stats: null } });
    expect(bare.ctx()).toMatchObject({ total: null, lastPageFull: true });
    expect(bare.first).not.toHaveBeenCalled();
    const many = harness({ pages: 50 });
    await many.ready();
    expect(many.first).toHaveBeenCalledWith({
      query: '',
      limit: MAX_RESTORED_PAGES * ARTICLE_PAGE_SIZE,
    });
  });
});

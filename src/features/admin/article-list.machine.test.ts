import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { fixtures } from '../../../mocks/contract';
import type { ArticlePage } from '../../api/articles';
import type { Article } from '../../../common/api/types';
import {
  ADMIN_PAGE_SIZE,
  articleListMachine,
  pageWindow,
  type ArticleListRequest,
} from './article-list.machine';
import { deferred } from '../../test/deferred';

const firstPage = (): Promise<ArticlePage> =>
  Promise.resolve({ items: fixtures.articles(), total: fixtures.articles().length });

function harness(
  opts: {
    load?: (request: ArticleListRequest) => Promise<ArticlePage>;
    remove?: () => Promise<void>;
    loadArticle?: (id: number) => Promise<Article>;
  } = {},
) {
  const effects = {
    notifyLoadFailed: vi.fn(),
    notifyDeleted: vi.fn(),
    notifyDeleteFailed: vi.fn(),
    notifyOpenFailed: vi.fn(),
  };
  const loads = vi.fn(opts.load ?? firstPage);
  const articleLoads = vi.fn(
    opts.loadArticle ?? ((id: number) => Promise.resolve({ ...fixtures.articles()[0]!, id })),
  );
  const deletes: number[] = [];
  const actor = createActor(
    articleListMachine.provide({
      actions: effects,
      actors: {
        loadArticles: fromPromise(({ input }) => loads(input)),
        deleteArticle: fromPromise(({ input }) => {
          deletes.push(input.id);
          return opts.remove ? opts.remove() : Promise.resolve();
        }),
        loadArticle: fromPromise(({ input }) =>
          articleLoads(input.id).then((article) => ({
            article,
            etag: `"${article.version ?? 1}"`,
          })),
        ),
      },
    }),
  ).start();
  return { actor, effects, loads, articleLoads, deletes };
}

describe('admin article list', () => {
  it('loads the articles', async () => {
    const h = harness();
    await waitFor(h.actor, (s) => s.matches({ list: 'ready' }));
    expect(h.actor.getSnapshot().context.articles).toHaveLength(fixtures.articles().length);
  });

  it('toasts a load failure and can reload', async () => {
    let fail = true;
    const h = harness({
      load: () => (fail ? Promise.reject(new Error('x')) : firstPage()),
    });
    await waitFor(h.actor, (s) => s.hasTag('failed'));
    expect(h.effects.notifyLoadFailed).toHaveBeenCalledTimes(1);
    fail = false;
    h.actor.send({ type: 'list.reload' });
    await waitFor(h.actor, (s) => s.matches({ list: 'ready' }));
  });

  it('asks before deleting, deletes, toasts and reloads the list', async () => {
    const h = harness();
    await waitFor(h.actor, (s) => s.matches({ list: 'ready' }));
    const target = fixtures.articles()[1]!;
    h.actor.send({ type: 'removal.request', article: target });
    expect(h.actor.getSnapshot().hasTag('confirmingDelete')).toBe(true);
    expect(h.deletes).toEqual([]);
    h.actor.send({ type: 'removal.confirm' });
    await waitFor(h.actor, (s) => s.matches({ removal: 'idle' }));
    expect(h.deletes).toEqual([target.id]);
    expect(h.effects.notifyDeleted).toHaveBeenCalledTimes(1);
    await waitFor(h.actor, (s) => s.matches({ list: 'ready' }));
    expect(h.loads).toHaveBeenCalledTimes(2);
  });

  it('cancelling sends nothing; a failed delete toasts and does not reload', async () => {
    const h = harness({ remove: () => Promise.reject(new Error('500')) });
    await waitFor(h.actor, (s) => s.matches({ list: 'ready' }));
    h.actor.send({ type: 'removal.request', article: fixtures.articles()[0]! });
    h.actor.send({ type: 'removal.cancel' });
    expect(h.deletes).toEqual([]);
    h.actor.send({ type: 'removal.request', article: fixtures.articles()[0]! });
    h.actor.send({ type: 'removal.confirm' });
    await waitFor(h.actor, (s) => s.matches({ removal: 'idle' }));
    expect(h.effects.notifyDeleteFailed).toHaveBeenCalledTimes(1);
    expect(h.loads).toHaveBeenCalledTimes(1);
  });
});

describe('paging and search on the server', () => {
  /** A server of `total` articles with ids total..1 (newest first); `q` keeps ids containing it. */
  const server = (total: number) => (request: ArticleListRequest) => {
    const ids = Array.from({ length: total }, (_, i) => total - i).filter((id) =>
      String(id).includes(request.query),
    );
    const { offset, limit } = pageWindow(ids.length, request);
    const slice = ids.slice(offset, offset + limit);
    const page = request.sort === 'oldest' ? slice.reverse() : slice;
    return Promise.resolve({
      items: page.map((id) => ({ ...fixtures.articles()[0]!, id })),
      total: ids.length,
    });
  };
  const ids = (h: ReturnType<typeof harness>) =>
    h.actor.getSnapshot().context.articles.map((a) => a.id);

  it('pages through the list, newest or oldest first', async () => {
    const h = harness({ load: server(45) });
    await waitFor(h.actor, (s) => s.matches({ list: 'ready' }));
    expect(ids(h)).toHaveLength(ADMIN_PAGE_SIZE);
    expect(ids(h)[0]).toBe(45);
    h.actor.send({ type: 'list.page', page: 2 });
    await waitFor(h.actor, (s) => s.matches({ list: 'ready' }));
    expect(ids(h)).toEqual([5, 4, 3, 2, 1]);
    h.actor.send({ type: 'list.sort', sort: 'oldest' });
    await waitFor(h.actor, (s) => s.matches({ list: 'ready' }));
    expect(h.actor.getSnapshot().context.page).toBe(0);
    expect(ids(h).slice(0, 3)).toEqual([1, 2, 3]);
    expect(ids(h)).toHaveLength(ADMIN_PAGE_SIZE);
    h.actor.send({ type: 'list.page', page: 2 });
    await waitFor(h.actor, (s) => s.matches({ list: 'ready' }));
    expect(ids(h)).toEqual([41, 42, 43, 44, 45]);
    // Past the last page: the last page.
    h.actor.send({ type: 'list.page', page: 9 });
    await waitFor(h.actor, (s) => s.matches({ list: 'ready' }));
    expect(h.actor.getSnapshot().context.page).toBe(2);
  });

  it('searches once the typing stops, from the first page', async () => {
    const h = harness({ load: server(45) });
    await waitFor(h.actor, (s) => s.matches({ list: 'ready' }));
    h.actor.send({ type: 'list.page', page: 1 });
    await waitFor(h.actor, (s) => s.matches({ list: 'ready' }));
    h.loads.mockClear();
    for (const query of ['4', '41']) h.actor.send({ type: 'list.search', query });
    await waitFor(h.actor, (s) => s.matches({ list: 'ready' }));
    expect(h.loads.mock.calls.map(([r]) => r)).toEqual([{ query: '41', sort: 'newest', page: 0 }]);
    expect(ids(h)).toEqual([41]);
    expect(h.actor.getSnapshot().context.total).toBe(1);
  });

  it('after deleting the last article of the last page, shows the page before', async () => {
    let total = 21;
    const h = harness({ load: (r) => server(total)(r) });
    await waitFor(h.actor, (s) => s.matches({ list: 'ready' }));
    h.actor.send({ type: 'list.page', page: 1 });
    await waitFor(h.actor, (s) => s.matches({ list: 'ready' }));
    expect(ids(h)).toEqual([1]);
    h.actor.send({ type: 'removal.request', article: h.actor.getSnapshot().context.articles[0]! });
    total = 20;
    h.actor.send({ type: 'removal.confirm' });
    await waitFor(h.actor, (s) => s.matches({ list: 'ready', removal: 'idle' }));
    await waitFor(h.actor, (s) => s.context.page === 0 && s.matches({ list: 'ready' }));
    expect(ids(h)).toHaveLength(20);
  });
});

describe('opening the editor', () => {
  const whole = (id: number): Article => ({ ...fixtures.articles()[0]!, id });

  it('opens an empty editor for a new article, without loading anything', async () => {
    const h = harness();
    await waitFor(h.actor, (s) => s.matches({ list: 'ready' }));
    h.actor.send({ type: 'editing.new' });
    expect(h.actor.getSnapshot().context.editor).toEqual({
      mode: 'new',
      article: null,
      etag: null,
      key: 1,
    });
    expect(h.articleLoads).not.toHaveBeenCalled();
  });

  it('loads the whole article before its editor opens; other Edits wait meanwhile', async () => {
    const pending = deferred<Article>();
    const h = harness({ loadArticle: () => pending.promise });
    await waitFor(h.actor, (s) => s.matches({ list: 'ready' }));
    h.actor.send({ type: 'editing.edit', id: 7 });
    let snap = h.actor.getSnapshot();
    expect(snap.hasTag('opening')).toBe(true);
    expect(snap.context.opening).toBe(7);
    expect(snap.context.editor).toBeNull();
    h.actor.send({ type: 'editing.edit', id: 8 });
    expect(h.articleLoads.mock.calls).toEqual([[7]]);
    pending.resolve(whole(7));
    await waitFor(h.actor, (s) => s.matches({ editing: 'idle' }));
    snap = h.actor.getSnapshot();
    expect(snap.context.opening).toBeNull();
    expect(snap.context.editor).toEqual({ mode: 'edit', article: whole(7), etag: '"1"', key: 1 });
  });

  it('a failed load toasts, opens no editor and lets Edit be pressed again', async () => {
    let fail = true;
    const h = harness({
      loadArticle: (id) => (fail ? Promise.reject(new Error('500')) : Promise.resolve(whole(id))),
    });
    await waitFor(h.actor, (s) => s.matches({ list: 'ready' }));
    h.actor.send({ type: 'editing.edit', id: 3 });
    await waitFor(h.actor, (s) => s.matches({ editing: 'idle' }));
    expect(h.effects.notifyOpenFailed).toHaveBeenCalledTimes(1);
    expect(h.effects.notifyLoadFailed).not.toHaveBeenCalled();
    expect(h.actor.getSnapshot().context).toMatchObject({ editor: null, opening: null });
    fail = false;
    h.actor.send({ type: 'editing.edit', id: 3 });
    await waitFor(h.actor, (s) => s.context.editor !== null);
    expect(h.actor.getSnapshot().context.editor?.article?.id).toBe(3);
  });

  it('only the editor that closed goes away; every editor gets a new key', async () => {
    const h = harness();
    await waitFor(h.actor, (s) => s.matches({ list: 'ready' }));
    h.actor.send({ type: 'editing.new' });
    // Reopened before the first editor reported closing: the report closes nothing.
    h.actor.send({ type: 'editing.new' });
    h.actor.send({ type: 'editing.closed', key: 1 });
    expect(h.actor.getSnapshot().context.editor).toMatchObject({ mode: 'new', key: 2 });
    h.actor.send({ type: 'editing.closed', key: 2 });
    expect(h.actor.getSnapshot().context.editor).toBeNull();
    h.actor.send({ type: 'editing.edit', id: 5 });
    await waitFor(h.actor, (s) => s.context.editor !== null);
    expect(h.actor.getSnapshot().context.editor).toMatchObject({ mode: 'edit', key: 3 });
  });
});

import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { fixtures } from '../../../mocks/contract';
import type { Article } from '../../api/types';
import { articleListMachine, visibleArticles } from './article-list.machine';

function harness(opts: { load?: () => Promise<Article[]>; remove?: () => Promise<void> } = {}) {
  const effects = {
    notifyLoadFailed: vi.fn(),
    notifyDeleted: vi.fn(),
    notifyDeleteFailed: vi.fn(),
  };
  const loads = vi.fn(opts.load ?? (() => Promise.resolve(fixtures.articles())));
  const deletes: number[] = [];
  const actor = createActor(
    articleListMachine.provide({
      actions: effects,
      actors: {
        loadArticles: fromPromise(() => loads()),
        deleteArticle: fromPromise(({ input }) => {
          deletes.push(input.id);
          return opts.remove ? opts.remove() : Promise.resolve();
        }),
      },
    }),
  ).start();
  return { actor, effects, loads, deletes };
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
      load: () => (fail ? Promise.reject(new Error('x')) : Promise.resolve(fixtures.articles())),
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

describe('search and sort', () => {
  const a = (
    id: number,
    title: string,
    date: string | null,
    extra: Partial<Article> = {},
  ): Article => ({
    id,
    title,
    date,
    author: '',
    category: '',
    banner: null,
    tags: [],
    sections: [],
    ...extra,
  });
  const list = [
    a(1, 'Rotasi', '2026-01-05'),
    a(2, 'Pressing', '2026-03-01', { tags: [{ name: 'taktik' }] }),
    a(3, 'Kiper', null, { author: 'Rina' }),
  ];

  it('sorts by date, newest or oldest first, undated last', () => {
    expect(visibleArticles(list, '', 'newest').map((x) => x.id)).toEqual([2, 1, 3]);
    expect(visibleArticles(list, '', 'oldest').map((x) => x.id)).toEqual([1, 2, 3]);
  });

  it('searches title, author and tags, ignoring case', () => {
    expect(visibleArticles(list, 'ROT', 'newest').map((x) => x.id)).toEqual([1]);
    expect(visibleArticles(list, 'taktik', 'newest').map((x) => x.id)).toEqual([2]);
    expect(visibleArticles(list, 'rina', 'newest').map((x) => x.id)).toEqual([3]);
    expect(visibleArticles(list, 'zzz', 'newest')).toEqual([]);
  });
});

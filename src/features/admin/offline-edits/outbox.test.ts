/**
 * The queue of saves made offline, sent in order when the connection returns: landed saves
 * leave it, a 412 keeps the draft and stops, a network failure waits, other failures keep the
 * save with the server's message; a cancelled save keeps its text as a draft; and the draft
 * keeper's debounced writes.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixtures, responseExample } from '../../../../mocks/contract';
import type { Article } from '../../../../common/api/types';
import { ArticleChangedError, type VersionedArticle } from '../../../api/articles';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../../api/errors';
import { draftFromArticle } from '../article-editor/article-form';
import { createDraftKeeper } from './draft-keeper';
import { draftKey, memoryEditorStore, type NewQueuedSave, type QueuedSave } from './editor-store';
import { cancelQueued, flushQueue } from './outbox';

const article = (): Article => fixtures.articles()[0]!;

function queued(
  articleId: number | null,
  title: string,
  etag: string | null = '"1"',
): NewQueuedSave {
  const draft = { ...draftFromArticle(article()), title };
  return {
    key: draftKey(articleId),
    mode: articleId === null ? 'new' : 'edit',
    articleId,
    title,
    body: { title },
    etag,
    draft,
    queuedAt: 1_000,
    state: 'waiting',
  };
}

const ok = (save: QueuedSave): VersionedArticle => ({
  article: { ...article(), id: save.articleId ?? 99, title: save.title },
  etag: '"2"',
});

describe('flushQueue', () => {
  it('sends the saves in the order they were queued and empties the queue', async () => {
    const store = memoryEditorStore({ queue: [queued(1, 'A'), queued(null, 'B'), queued(2, 'C')] });
    const sent: string[] = [];
    const result = await flushQueue(store, (s) => {
      sent.push(`${s.title} ${s.etag ?? '-'}`);
      return Promise.resolve(ok(s));
    });
    expect(sent).toEqual(['A "1"', 'B "1"', 'C "1"']);
    expect(result.landed.map((l) => l.save.title)).toEqual(['A', 'B', 'C']);
    expect(await store.listQueue()).toEqual([]);
  });

  it('on a 412 keeps the whole draft at its version, leaves the queue and stops there', async () => {
    const store = memoryEditorStore({ queue: [queued(1, 'Mine', '"1"'), queued(2, 'Later')] });
    const current = {
      article: responseExample<Article>('/articles/{id}', 'put', '412'),
      etag: '"2"',
    };
    const sent: string[] = [];
    const result = await flushQueue(
      store,
      (s) => {
        sent.push(s.title);
        return Promise.reject(new ArticleChangedError(current));
      },
      { now: () => 5_000 },
    );
    expect(sent).toEqual(['Mine']);
    expect(result.conflict).toMatchObject({ save: { title: 'Mine' }, current });
    expect(store.drafts.get('article-1')).toMatchObject({
      draft: { title: 'Mine' },
      etag: '"1"',
      savedAt: 5_000,
    });
    expect((await store.listQueue()).map((s) => s.title)).toEqual(['Later']);
  });

  it('stops while the network is down and leaves every save waiting', async () => {
    const store = memoryEditorStore({ queue: [queued(1, 'A'), queued(2, 'B')] });
    const result = await flushQueue(store, () =>
      Promise.reject(new ApiError(0, undefined, NETWORK_ERROR_MESSAGE)),
    );
    expect(result.offline).toBe(true);
    expect((await store.listQueue()).map((s) => [s.title, s.state])).toEqual([
      ['A', 'waiting'],
      ['B', 'waiting'],
    ]);
  });

  it('keeps a refused save with the server message; later saves of that article wait, others go', async () => {
    const store = memoryEditorStore({
      queue: [queued(1, 'A1'), queued(2, 'B'), queued(1, 'A2')],
    });
    const sent: string[] = [];
    await flushQueue(store, (s) => {
      sent.push(s.title);
      return s.title === 'A1'
        ? Promise.reject(new ApiError(400, 'Judul terlalu panjang.'))
        : Promise.resolve(ok(s));
    });
    expect(sent).toEqual(['A1', 'B']);
    expect(await store.listQueue()).toEqual([
      expect.objectContaining({ title: 'A1', state: 'failed', error: 'Judul terlalu panjang.' }),
      expect.objectContaining({ title: 'A2', state: 'waiting' }),
    ]);
  });
});

describe('cancelQueued', () => {
  it('takes the save out and keeps its text as the article draft, at its version', async () => {
    const store = memoryEditorStore({ queue: [queued(1, 'A', '"3"'), queued(2, 'B')] });
    expect(await cancelQueued(store, 1)).toBe(true);
    expect((await store.listQueue()).map((s) => s.title)).toEqual(['B']);
    expect(store.drafts.get('article-1')).toMatchObject({ draft: { title: 'A' }, etag: '"3"' });
  });

  it('leaves a newer draft of the article alone, and never takes out a save being sent', async () => {
    const newer = { ...queued(1, 'x'), key: 'article-1' };
    const store = memoryEditorStore({
      drafts: [
        {
          key: 'article-1',
          articleId: 1,
          draft: { ...newer.draft, title: 'Lebih baru' },
          etag: '"1"',
          savedAt: 2_000,
        },
      ],
      queue: [queued(1, 'Lama'), { ...queued(2, 'B'), state: 'sending' }],
    });
    expect(await cancelQueued(store, 1)).toBe(true);
    expect(store.drafts.get('article-1')?.draft.title).toBe('Lebih baru');
    expect(await cancelQueued(store, 2)).toBe(false);
    expect((await store.listQueue()).map((s) => s.title)).toEqual(['B']);
  });
});

describe('createDraftKeeper', () => {
  afterEach(() => vi.useRealTimers());

  it('keeps the last draft 500 ms after the last change', async () => {
    vi.useFakeTimers();
    const store = memoryEditorStore();
    const keeper = createDraftKeeper(store, { now: () => 7 });
    const draft = (title: string) => ({
      key: 'new',
      articleId: null,
      etag: null,
      draft: { ...draftFromArticle(article()), title },
    });
    keeper.schedule(draft('J'));
    await vi.advanceTimersByTimeAsync(300);
    keeper.schedule(draft('Ju'));
    await vi.advanceTimersByTimeAsync(300);
    expect(store.drafts.size).toBe(0);
    await vi.advanceTimersByTimeAsync(200);
    expect(store.drafts.get('new')).toMatchObject({ draft: { title: 'Ju' }, savedAt: 7 });
  });

  it('never brings back a draft forgotten after a save, nor loses one flushed as the page hides', async () => {
    vi.useFakeTimers();
    const store = memoryEditorStore();
    const keeper = createDraftKeeper(store);
    const entry = {
      key: 'article-1',
      articleId: 1,
      etag: '"1"',
      draft: draftFromArticle(article()),
    };
    keeper.schedule(entry);
    await keeper.flush();
    expect(store.drafts.has('article-1')).toBe(true);
    keeper.schedule(entry);
    await keeper.forget('article-1');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(store.drafts.has('article-1')).toBe(false);
  });
});

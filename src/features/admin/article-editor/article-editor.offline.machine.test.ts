/**
 * The editor and the device: a kept draft that differs from the article is offered (restore or
 * discard); a save that cannot reach the server is queued with its If-Match and the whole draft;
 * a queued save refused later with 412 reopens on the conflict dialog with the draft as typed.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { fixtures, responseExample } from '../../../../mocks/contract';
import type { Article } from '../../../../common/api/types';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../../api/errors';
import type { VersionedArticle } from '../../../api/articles';
import { articleEditorMachine, type EditorInput, type QueueInput } from './article-editor.machine';
import { draftFromArticle, type ArticleDraft } from './article-form';
import { deferred } from '../../../test/deferred';

const article = (): Article => fixtures.articles()[0]!;
const theirs = () => responseExample<Article>('/articles/{id}', 'put', '412');
const typed = (): ArticleDraft => ({ ...draftFromArticle(article()), title: 'Judul dari draf' });

type Effect = (params?: unknown) => void;

function editor(
  input: EditorInput,
  {
    canQueue = true,
    offline = false,
    queue = () => Promise.resolve(),
  }: { canQueue?: boolean; offline?: boolean; queue?: () => Promise<void> } = {},
) {
  const effects = {
    notifySaved: vi.fn<Effect>(),
    notifySaveFailed: vi.fn<Effect>(),
    notifyQueued: vi.fn<Effect>(),
    notifyQueueFailed: vi.fn<Effect>(),
    discardDraft: vi.fn<Effect>(),
    forgetDraft: vi.fn<Effect>(),
    closeEditor: vi.fn<Effect>(),
  };
  const queued: QueueInput[] = [];
  const saves: unknown[] = [];
  const pending = deferred<VersionedArticle>();
  const actor = createActor(
    articleEditorMachine.provide({
      guards: { canQueue: () => canQueue, isOffline: () => offline },
      actions: {
        notifySaved: (_, p) => effects.notifySaved(p),
        notifySaveFailed: (_, p) => effects.notifySaveFailed(p),
        notifyQueued: () => effects.notifyQueued(),
        notifyQueueFailed: () => effects.notifyQueueFailed(),
        discardDraft: () => effects.discardDraft(),
        forgetDraft: () => effects.forgetDraft(),
        closeEditor: () => effects.closeEditor(),
      },
      actors: {
        saveArticle: fromPromise(({ input }) => {
          saves.push(input);
          return pending.promise;
        }),
        queueSave: fromPromise(({ input }) => {
          queued.push(input);
          return queue();
        }),
      },
    }),
    { input },
  ).start();
  return { actor, effects, queued, saves, answer: () => pending };
}

const settle = () => new Promise((r) => setTimeout(r));
const kept = (draft = typed(), etag: string | null = '"1"') => ({ draft, etag, savedAt: 1_000 });

describe('the restore offer', () => {
  it('offers a kept draft that differs from the article, and restores it at the version it started from', () => {
    const { actor } = editor({ mode: 'edit', article: article(), etag: '"3"', kept: kept() });
    expect(actor.getSnapshot().hasTag('offeringDraft')).toBe(true);
    // The form shows the article until the admin chooses.
    expect(actor.getSnapshot().context.title).toBe(article().title);
    actor.send({ type: 'editor.change', field: 'title', value: 'ignored' });
    expect(actor.getSnapshot().context.title).toBe(article().title);

    actor.send({ type: 'editor.draft.restore' });
    const c = actor.getSnapshot().context;
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(c.title).toBe('Judul dari draf');
    expect(c.etag).toBe('"1"');
    expect(c.dirty).toBe(true);
    expect(c.restorable).toBeNull();
  });

  it('discards the kept draft on request and edits the article as stored', () => {
    const { actor, effects } = editor({
      mode: 'edit',
      article: article(),
      etag: '"3"',
      kept: kept(),
    });
    actor.send({ type: 'editor.draft.discard' });
    expect(effects.discardDraft).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ title: article().title, etag: '"3"' });
  });

  it('offers nothing when the kept draft says what the article says', () => {
    const same = kept(draftFromArticle(article(), 7));
    const { actor } = editor({ mode: 'edit', article: article(), etag: '"3"', kept: same });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.restorable).toBeNull();
  });

  it('offers the draft of a new article in the new-article form', () => {
    const { actor } = editor({ mode: 'new', kept: kept(typed(), null) });
    actor.send({ type: 'editor.draft.restore' });
    expect(actor.getSnapshot().context).toMatchObject({ title: 'Judul dari draf', etag: null });
  });

  it('keeps the draft when the editor is closed at the offer, and forgets it when changes are discarded', () => {
    const first = editor({ mode: 'edit', article: article(), etag: '"3"', kept: kept() });
    first.actor.send({ type: 'editor.close' });
    expect(first.actor.getSnapshot().status).toBe('done');
    expect(first.effects.forgetDraft).not.toHaveBeenCalled();
    expect(first.effects.discardDraft).not.toHaveBeenCalled();

    const second = editor({ mode: 'edit', article: article(), etag: '"3"' });
    second.actor.send({ type: 'editor.change', field: 'title', value: 'x' });
    second.actor.send({ type: 'editor.close' });
    second.actor.send({ type: 'editor.close.confirm' });
    expect(second.effects.forgetDraft).toHaveBeenCalledOnce();
  });
});

describe('saving offline', () => {
  it('queues the save with its If-Match and the whole draft when the browser is offline, then closes', async () => {
    const { actor, effects, queued, saves } = editor(
      { mode: 'edit', article: article(), etag: '"4"' },
      { offline: true },
    );
    actor.send({ type: 'editor.change', field: 'title', value: 'Judul offline' });
    actor.send({ type: 'editor.submit' });
    await settle();
    expect(saves).toEqual([]);
    expect(queued).toHaveLength(1);
    expect(queued[0]!.save).toMatchObject({
      mode: 'edit',
      id: article().id,
      etag: '"4"',
      body: { title: 'Judul offline' },
    });
    expect(queued[0]!.draft.title).toBe('Judul offline');
    expect(effects.notifyQueued).toHaveBeenCalledOnce();
    expect(effects.closeEditor).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('queues a save whose request could not reach the server', async () => {
    const { actor, queued, effects, answer } = editor({
      mode: 'edit',
      article: article(),
      etag: '"4"',
    });
    actor.send({ type: 'editor.change', field: 'title', value: 'Judul offline' });
    actor.send({ type: 'editor.submit' });
    answer().reject(new ApiError(0, undefined, NETWORK_ERROR_MESSAGE));
    await settle();
    expect(queued).toHaveLength(1);
    expect(effects.notifySaveFailed).not.toHaveBeenCalled();
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('does not queue a save that timed out (it may have landed): it fails and keeps the form', async () => {
    const { actor, queued, effects, answer } = editor({
      mode: 'edit',
      article: article(),
      etag: '"4"',
    });
    actor.send({ type: 'editor.change', field: 'title', value: 'Judul' });
    actor.send({ type: 'editor.submit' });
    answer().reject(new ApiError(0, undefined, 'Server terlalu lama merespons. Coba lagi.'));
    await settle();
    expect(queued).toEqual([]);
    expect(effects.notifySaveFailed).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().context.title).toBe('Judul');
  });

  it('fails as before where nothing can be queued (outside the admin area)', async () => {
    const { actor, queued, effects, answer } = editor(
      { mode: 'edit', article: article(), etag: '"4"' },
      { canQueue: false, offline: true },
    );
    actor.send({ type: 'editor.submit' });
    answer().reject(new ApiError(0, undefined, NETWORK_ERROR_MESSAGE));
    await settle();
    expect(queued).toEqual([]);
    expect(effects.notifySaveFailed).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().matches('editing')).toBe(true);
  });

  it('keeps everything typed when the device cannot hold the queued save', async () => {
    const { actor, effects } = editor(
      { mode: 'edit', article: article(), etag: '"4"' },
      { offline: true, queue: () => Promise.reject(new Error('QuotaExceededError')) },
    );
    actor.send({ type: 'editor.change', field: 'title', value: 'Judul offline' });
    actor.send({ type: 'editor.submit' });
    await settle();
    expect(effects.notifyQueueFailed).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.title).toBe('Judul offline');
  });

  it('forgets the kept draft once a save lands', async () => {
    const { actor, effects, answer } = editor({ mode: 'edit', article: article(), etag: '"4"' });
    actor.send({ type: 'editor.change', field: 'title', value: 'Judul' });
    actor.send({ type: 'editor.submit' });
    answer().resolve({ article: { ...article(), title: 'Judul' }, etag: '"5"' });
    await settle();
    expect(effects.forgetDraft).toHaveBeenCalledOnce();
    expect(effects.notifySaved).toHaveBeenCalledOnce();
  });
});

describe('a queued save refused because someone else saved meanwhile', () => {
  it('opens on the conflict dialog with the draft as typed, and keeping mine saves with their version', async () => {
    const current = { article: theirs(), etag: '"2"' };
    const { actor, saves } = editor({
      mode: 'edit',
      article: current.article,
      etag: '"1"',
      kept: kept(typed(), '"1"'),
      conflict: current,
    });
    const snap = actor.getSnapshot();
    expect(snap.hasTag('conflict')).toBe(true);
    expect(snap.context).toMatchObject({ title: 'Judul dari draf', etag: '"1"', dirty: true });
    expect(snap.context.restorable).toBeNull();

    actor.send({ type: 'editor.conflict.keepMine' });
    await settle();
    expect(saves).toHaveLength(1);
    expect(saves[0]).toMatchObject({ etag: '"2"', body: { title: 'Judul dari draf' } });
  });
});

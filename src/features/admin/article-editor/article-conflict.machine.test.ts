/**
 * Two admins, one article: the editor saves with If-Match, and a save refused because someone
 * else saved meanwhile (412) opens the conflict dialog, from which every path keeps the draft;
 * the list deletes with If-Match and says so when the article changed.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { fixtures, responseExample } from '../../../../mocks/contract';
import type { Article } from '../../../../common/api/types';
import {
  ArticleChangedError,
  type ArticlePage,
  type VersionedArticle,
} from '../../../api/articles';
import { articleEditorMachine, type SaveInput } from './article-editor.machine';
import { articleListMachine } from '../article-list.machine';
import { comparisonRows, draftAsText } from './article-conflict';
import { draftFromArticle } from './article-form';
import { deferred } from '../../../test/deferred';

const mine = (): Article => fixtures.articles()[0]!;
/** The article as the other admin saved it: the contract's 412 example (version 2). */
const theirs = () => responseExample<Article>('/articles/{id}', 'put', '412');
const changed = () => new ArticleChangedError({ article: theirs(), etag: '"2"' });

/** A mocked action effect: takes the action's params, returns nothing. */
type Effect = (params?: unknown) => void;

function editor(copy: () => Promise<void> = () => Promise.resolve()) {
  const effects = {
    notifySaved: vi.fn<Effect>(),
    notifySaveFailed: vi.fn<Effect>(),
    notifyCopied: vi.fn<Effect>(),
    notifyCopyFailed: vi.fn<Effect>(),
    closeEditor: vi.fn<Effect>(),
  };
  const saves: SaveInput[] = [];
  const copies: string[] = [];
  let pending = deferred<VersionedArticle>();
  const actor = createActor(
    articleEditorMachine.provide({
      actions: {
        notifySaved: (_, p) => effects.notifySaved(p),
        notifySaveFailed: (_, p) => effects.notifySaveFailed(p),
        notifyCopied: () => effects.notifyCopied(),
        notifyCopyFailed: () => effects.notifyCopyFailed(),
        closeEditor: () => effects.closeEditor(),
      },
      actors: {
        saveArticle: fromPromise(({ input }) => {
          saves.push(input);
          return pending.promise;
        }),
        copyText: fromPromise(({ input }) => {
          copies.push(input.text);
          return copy();
        }),
      },
    }),
    { input: { mode: 'edit', article: mine(), etag: '"1"' } },
  ).start();
  const save = () => {
    pending = deferred<VersionedArticle>();
    actor.send({ type: 'editor.submit' });
  };
  /** "Simpan versi saya": the machine saves again at once. */
  const keepMine = () => {
    pending = deferred<VersionedArticle>();
    actor.send({ type: 'editor.conflict.keepMine' });
  };
  return {
    actor,
    effects,
    saves,
    copies,
    save,
    keepMine,
    answer: (a: VersionedArticle) => pending.resolve(a),
    refuse: (err: unknown) => pending.reject(err),
    snap: () => actor.getSnapshot(),
  };
}

/** Types a new title and saves; the server answers 412 with their version. */
async function conflicted(h: ReturnType<typeof editor>) {
  h.actor.send({ type: 'editor.change', field: 'title', value: 'Judul versi saya' });
  h.save();
  h.refuse(changed());
  await waitFor(h.actor, (s) => s.hasTag('conflict'));
}

describe('article editor: a save someone else overtook (412)', () => {
  it('sends the loaded version in If-Match and opens the conflict dialog, the draft kept', async () => {
    const h = editor();
    await conflicted(h);
    expect(h.saves[0]).toMatchObject({ mode: 'edit', id: mine().id, etag: '"1"' });
    expect(h.snap().context.title).toBe('Judul versi saya');
    expect(h.snap().context.conflict?.article.title).toBe(theirs().title);
    expect(h.snap().hasTag('open')).toBe(true);
    expect(h.effects.notifySaveFailed).not.toHaveBeenCalled();
  });

  it('shows and hides their version, and goes back to the draft, which still saves against the old version', async () => {
    const h = editor();
    await conflicted(h);
    h.actor.send({ type: 'editor.conflict.compare' });
    expect(h.snap().hasTag('comparing')).toBe(true);
    h.actor.send({ type: 'editor.conflict.compare' });
    expect(h.snap().hasTag('comparing')).toBe(false);
    h.actor.send({ type: 'editor.conflict.back' });
    expect(h.snap().matches('editing')).toBe(true);
    expect(h.snap().context.title).toBe('Judul versi saya');
    // Saving again is still a conflict: the draft was not based on their version.
    h.save();
    expect(h.saves.at(-1)?.etag).toBe('"1"');
  });

  it('keeps mine: saves the same draft with their ETag, then closes as saved', async () => {
    const h = editor();
    await conflicted(h);
    h.keepMine();
    expect(h.snap().matches('saving')).toBe(true);
    expect(h.saves).toHaveLength(2);
    expect(h.saves[1]).toMatchObject({ etag: '"2"', body: { title: 'Judul versi saya' } });
    h.answer({ article: { ...theirs(), title: 'Judul versi saya', version: 3 }, etag: '"3"' });
    await waitFor(h.actor, (s) => s.status === 'done');
    expect(h.snap().matches('saved')).toBe(true);
    expect(h.effects.notifySaved.mock.calls[0]?.[0]).toMatchObject({
      mode: 'edit',
      article: { version: 3 },
    });
  });

  it('a third admin overtaking the overwrite opens the dialog again with the newest version', async () => {
    const h = editor();
    await conflicted(h);
    h.keepMine();
    h.refuse(new ArticleChangedError({ article: { ...theirs(), version: 3 }, etag: '"3"' }));
    await waitFor(h.actor, (s) => s.hasTag('conflict'));
    expect(h.snap().context.conflict?.etag).toBe('"3"');
    h.keepMine();
    expect(h.saves.at(-1)?.etag).toBe('"3"');
  });

  it('copies my text to the clipboard, toasts and goes back to the open editor', async () => {
    const h = editor();
    await conflicted(h);
    h.actor.send({ type: 'editor.conflict.copy' });
    expect(h.snap().hasTag('copying')).toBe(true);
    await waitFor(h.actor, (s) => s.matches('editing'));
    expect(h.effects.notifyCopied).toHaveBeenCalledTimes(1);
    expect(h.copies[0]).toContain('Judul: Judul versi saya');
    expect(h.copies[0]).toContain(mine().sections[0]!.content);
    expect(h.snap().context.title).toBe('Judul versi saya');
  });

  it('a refused copy toasts and leaves the dialog open with every choice', async () => {
    const h = editor(() => Promise.reject(new Error('NotAllowedError')));
    await conflicted(h);
    h.actor.send({ type: 'editor.conflict.copy' });
    await waitFor(h.actor, (s) => !s.hasTag('copying'));
    expect(h.effects.notifyCopyFailed).toHaveBeenCalledTimes(1);
    expect(h.snap().hasTag('conflict')).toBe(true);
    expect(h.snap().context.title).toBe('Judul versi saya');
  });

  it('any other failure is the usual save error, not a conflict', async () => {
    const h = editor();
    h.save();
    h.refuse(new Error('500'));
    await waitFor(h.actor, (s) => s.matches('editing'));
    expect(h.effects.notifySaveFailed).toHaveBeenCalledTimes(1);
    expect(h.snap().hasTag('conflict')).toBe(false);
  });
});

describe('the comparison and the copied text', () => {
  it('lists every field and section of both versions and says which differ', () => {
    const draft = { ...draftFromArticle(mine()), title: 'Judul versi saya' };
    const rows = comparisonRows(theirs(), draft);
    expect(rows.map((r) => r.label).slice(0, 5)).toEqual([
      'Judul',
      'Penulis',
      'Kategori',
      'Tanggal',
      'Tag',
    ]);
    const sections = Math.max(theirs().sections.length, draft.sections.length);
    expect(rows).toHaveLength(5 + sections);
    expect(rows[0]).toMatchObject({
      theirs: theirs().title,
      mine: 'Judul versi saya',
      differs: true,
    });
    expect(rows.find((r) => r.label === 'Penulis')?.differs).toBe(false);
    expect(rows.at(-1)?.theirs).toBe('');
  });

  it('copies every field and section typed', () => {
    const text = draftAsText(draftFromArticle(mine()));
    for (const s of mine().sections) {
      expect(text).toContain(s.subtitle);
      expect(text).toContain(s.content);
    }
    expect(text).toContain(
      `Tag: ${mine()
        .tags.map((t) => t.name)
        .join(', ')}`,
    );
  });
});

describe('admin list: a delete someone else overtook (412)', () => {
  function list(remove: () => Promise<void>) {
    const effects = {
      notifyLoadFailed: vi.fn(),
      notifyDeleted: vi.fn(),
      notifyDeleteFailed: vi.fn(),
      notifyOpenFailed: vi.fn(),
    };
    const loads = vi.fn((): Promise<ArticlePage> =>
      Promise.resolve({ items: fixtures.articles(), total: fixtures.articles().length }),
    );
    const deletes: { id: number; etag: string | null }[] = [];
    const actor = createActor(
      articleListMachine.provide({
        actions: effects,
        actors: {
          loadArticles: fromPromise(loads),
          deleteArticle: fromPromise(({ input }) => {
            deletes.push(input);
            return remove();
          }),
        },
      }),
    ).start();
    return { actor, effects, loads, deletes };
  }

  it('deletes with the version the list shows, and on 412 deletes nothing and offers to reload', async () => {
    const h = list(() => Promise.reject(changed()));
    await waitFor(h.actor, (s) => s.matches({ list: 'ready' }));
    h.actor.send({ type: 'removal.request', article: { ...mine(), version: 1 } });
    h.actor.send({ type: 'removal.confirm' });
    await waitFor(h.actor, (s) => s.hasTag('deleteRefused'));
    expect(h.deletes).toEqual([{ id: mine().id, etag: '"1"' }]);
    expect(h.actor.getSnapshot().context.changedBeforeDelete?.title).toBe(theirs().title);
    expect(h.effects.notifyDeleted).not.toHaveBeenCalled();
    expect(h.effects.notifyDeleteFailed).not.toHaveBeenCalled();
    h.actor.send({ type: 'removal.reload' });
    expect(h.actor.getSnapshot().hasTag('deleteRefused')).toBe(false);
    await waitFor(h.actor, () => h.loads.mock.calls.length === 2);
    expect(h.actor.getSnapshot().context.changedBeforeDelete).toBeNull();
  });

  it('cancel closes the notice without reloading', async () => {
    const h = list(() => Promise.reject(changed()));
    await waitFor(h.actor, (s) => s.matches({ list: 'ready' }));
    h.actor.send({ type: 'removal.request', article: mine() });
    h.actor.send({ type: 'removal.confirm' });
    await waitFor(h.actor, (s) => s.hasTag('deleteRefused'));
    h.actor.send({ type: 'removal.cancel' });
    expect(h.actor.getSnapshot().matches({ removal: 'idle' })).toBe(true);
    expect(h.loads).toHaveBeenCalledTimes(1);
  });
});

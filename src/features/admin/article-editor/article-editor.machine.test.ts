import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor, type AnyEventObject } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { fixtures } from '../../../../mocks/contract';
import type { Article } from '../../../../common/api/types';
import type { VersionedArticle } from '../../../api/articles';
import {
  articleEditorMachine,
  type EditorEvent,
  type EditorInput,
  type PickedFile,
  type SaveInput,
} from './article-editor.machine';
import { deferred } from '../../../test/deferred';
import { FORM_MESSAGES, toArticleInput, draftFromArticle, type ImageTarget } from './article-form';

const png: PickedFile = { name: 'banner.png', type: 'image/png', size: 1000 };
const dataUrl = 'data:image/png;base64,iVBORw0KGgo=';

/** A mocked action effect: takes the action's params, returns nothing. */
type Effect = (params?: unknown) => void;

function harness(input: EditorInput = { mode: 'new' }) {
  const effects = {
    notifySaved: vi.fn<Effect>(),
    notifySaveFailed: vi.fn<Effect>(),
    closeEditor: vi.fn<Effect>(),
    focusFirstInvalid: vi.fn<Effect>(),
  };
  const saves: SaveInput[] = [];
  let pending = deferred<VersionedArticle>();
  const actor = createActor(
    articleEditorMachine.provide({
      actions: {
        notifySaved: (_, p) => effects.notifySaved(p),
        notifySaveFailed: (_, p) => effects.notifySaveFailed(p),
        closeEditor: () => effects.closeEditor(),
        focusFirstInvalid: () => effects.focusFirstInvalid(),
      },
      actors: {
        saveArticle: fromPromise(({ input: i }) => {
          saves.push(i);
          return pending.promise;
        }),
        readImage: fromCallback<AnyEventObject, { target: ImageTarget; file: PickedFile }>(
          ({ sendBack, input: i }) => {
            sendBack({
              type: 'editor.image.loaded',
              target: i.target,
              image: { src: dataUrl, name: i.file.name },
            });
          },
        ),
      },
    }),
    { input },
  ).start();
  const send = (e: EditorEvent) => actor.send(e);
  return {
    actor,
    send,
    effects,
    saves,
    ctx: () => actor.getSnapshot().context,
    succeed: (a: Article) => pending.resolve({ article: a, etag: `"${(a.version ?? 1) + 1}"` }),
    fail: () => pending.reject(new Error('500')),
    reset: () => (pending = deferred<VersionedArticle>()),
  };
}

const article = (): Article => fixtures.articles()[0]!;

describe('article editor: the form', () => {
  it('requires a title and focuses it', () => {
    const h = harness();
    h.send({ type: 'editor.submit' });
    expect(h.actor.getSnapshot().value).toBe('editing');
    expect(h.ctx().errors.title).toBe(FORM_MESSAGES.titleRequired);
    expect(h.effects.focusFirstInvalid).toHaveBeenCalled();
    h.send({ type: 'editor.change', field: 'title', value: '  ' });
    h.send({ type: 'editor.submit' });
    expect(h.saves).toHaveLength(0);
  });

  it('adds only non-blank tags that are not already listed, and removes them', () => {
    const h = harness();
    h.send({ type: 'editor.tag.add' });
    expect(h.ctx().errors.tag).toBe(FORM_MESSAGES.tagBlank);
    h.send({ type: 'editor.tagDraft', value: ' taktik ' });
    expect(h.ctx().errors.tag).toBeUndefined();
    h.send({ type: 'editor.tag.add' });
    expect(h.ctx()).toMatchObject({ tags: ['taktik'], tagDraft: '' });
    h.send({ type: 'editor.tagDraft', value: 'Taktik' });
    h.send({ type: 'editor.tag.add' });
    expect(h.ctx().tags).toEqual(['taktik']);
    expect(h.ctx().errors.tag).toBe(FORM_MESSAGES.tagDuplicate);
    h.send({ type: 'editor.tag.remove', name: 'taktik' });
    expect(h.ctx().tags).toEqual([]);
  });

  it('refuses a non-image or too large file with a clear error, and reads a good one as a data URL', () => {
    const h = harness();
    h.send({
      type: 'editor.image.pick',
      target: { kind: 'banner' },
      file: { name: 'a.pdf', type: 'application/pdf', size: 10 },
    });
    expect(h.ctx().errors.banner).toBe(FORM_MESSAGES.imageType);
    h.send({
      type: 'editor.image.pick',
      target: { kind: 'banner' },
      file: { ...png, size: 1_500_001 },
    });
    expect(h.ctx().errors.banner).toBe(FORM_MESSAGES.imageTooLarge);
    h.send({ type: 'editor.image.pick', target: { kind: 'banner' }, file: png });
    expect(h.ctx().banner).toEqual({ src: dataUrl, name: 'banner.png' });
    expect(h.ctx().errors.banner).toBeUndefined();
  });

  it('adds, edits, reorders and removes sections with their images', () => {
    const h = harness();
    h.send({ type: 'editor.section.add' });
    h.send({ type: 'editor.section.add' });
    const [a, b] = h.ctx().sections;
    h.send({ type: 'editor.section.change', key: a!.key, field: 'subtitle', value: 'Pertama' });
    h.send({ type: 'editor.section.change', key: b!.key, field: 'subtitle', value: 'Kedua' });
    h.send({ type: 'editor.image.pick', target: { kind: 'section', key: b!.key }, file: png });
    h.send({ type: 'editor.section.move', key: b!.key, offset: -1 });
    expect(h.ctx().sections.map((s) => s.subtitle)).toEqual(['Kedua', 'Pertama']);
    h.send({ type: 'editor.section.move', key: b!.key, offset: -1 }); // already first: nothing happens
    expect(h.ctx().sections.map((s) => s.subtitle)).toEqual(['Kedua', 'Pertama']);
    expect(h.ctx().sections[0]!.images).toEqual([{ src: dataUrl, name: 'banner.png' }]);
    h.send({ type: 'editor.image.remove', target: { kind: 'section', key: b!.key }, index: 0 });
    expect(h.ctx().sections[0]!.images).toEqual([]);
    h.send({ type: 'editor.section.remove', key: a!.key });
    expect(h.ctx().sections.map((s) => s.subtitle)).toEqual(['Kedua']);
  });

  it('validates a YouTube link only when one is given', () => {
    const h = harness();
    h.send({ type: 'editor.change', field: 'title', value: 'Judul' });
    h.send({ type: 'editor.section.add' });
    const key = h.ctx().sections[0]!.key;
    h.send({
      type: 'editor.section.change',
      key,
      field: 'youtube',
      value: 'https://vimeo.com/123',
    });
    h.send({ type: 'editor.submit' });
    expect(h.ctx().errors[`section.${key}.youtube`]).toBe(FORM_MESSAGES.youtubeInvalid);
    h.send({
      type: 'editor.section.change',
      key,
      field: 'youtube',
      value: 'https://youtu.be/dQw4w9WgXcQ',
    });
    h.send({ type: 'editor.submit' });
    expect(h.actor.getSnapshot().value).toBe('saving');
  });

  it('shows tags as plain names and images by their file names in edit mode, keeping their paths', () => {
    const a = article();
    const h = harness({ mode: 'edit', article: a });
    expect(h.ctx().tags).toEqual(a.tags.map((t) => t.name));
    expect(h.ctx().banner).toEqual({ src: a.banner, name: a.banner!.split('/').pop() });
    expect(h.ctx().sections.flatMap((s) => s.images.map((i) => [i.src, i.name]))).toEqual(
      a.sections.flatMap((s) => s.images.map((i) => [i.path, i.path.split('/').pop()])),
    );
    expect(h.ctx().dirty).toBe(false);
  });
});

describe('article editor: the request body is the contract’s ArticleInput', () => {
  it('sends trimmed fields, tags as names and images as strings, and leaves out empty optional fields', () => {
    const h = harness();
    h.send({ type: 'editor.change', field: 'title', value: '  Rotasi 3-1  ' });
    h.send({ type: 'editor.section.add' });
    const key = h.ctx().sections[0]!.key;
    h.send({ type: 'editor.section.change', key, field: 'content', value: 'Isi' });
    h.send({ type: 'editor.tagDraft', value: 'taktik' });
    h.send({ type: 'editor.tag.add' });
    h.send({ type: 'editor.image.pick', target: { kind: 'section', key }, file: png });
    h.send({ type: 'editor.submit' });
    expect(h.saves).toEqual([
      {
        mode: 'new',
        id: null,
        etag: null,
        body: {
          title: 'Rotasi 3-1',
          tags: ['taktik'],
          sections: [{ subtitle: '', content: 'Isi', images: [dataUrl] }],
        },
      },
    ]);
  });

  it('round-trips an existing article into a valid update body', () => {
    const a = article();
    const body = toArticleInput(draftFromArticle(a));
    expect(body.title).toBe(a.title);
    expect(body.tags).toEqual(a.tags.map((t) => t.name));
    expect(body.sections?.[0]?.images).toEqual(a.sections[0]?.images.map((i) => i.path));
    expect(
      Object.keys(body).every((k) =>
        ['title', 'author', 'date', 'category', 'banner', 'tags', 'sections'].includes(k),
      ),
    ).toBe(true);
  });
});

describe('article editor: saving and closing', () => {
  it('is busy while saving, ignores edits, then closes and notifies on success', async () => {
    const h = harness({ mode: 'edit', article: article() });
    h.send({ type: 'editor.change', field: 'title', value: 'Baru' });
    h.send({ type: 'editor.submit' });
    expect(h.actor.getSnapshot().hasTag('busy')).toBe(true);
    h.send({ type: 'editor.change', field: 'title', value: 'diabaikan' });
    h.send({ type: 'editor.close' });
    expect(h.ctx().title).toBe('Baru');
    expect(h.saves[0]).toMatchObject({ mode: 'edit', id: article().id });
    h.succeed({ ...article(), title: 'Baru' });
    await waitFor(h.actor, (s) => s.status === 'done');
    expect(h.effects.notifySaved).toHaveBeenCalledWith({
      mode: 'edit',
      article: { ...article(), title: 'Baru' },
    });
    expect(h.effects.closeEditor).toHaveBeenCalledTimes(1);
  });

  it('keeps everything typed and stays open on failure', async () => {
    const h = harness();
    h.send({ type: 'editor.change', field: 'title', value: 'Judul' });
    h.send({ type: 'editor.change', field: 'author', value: 'Coach' });
    h.send({ type: 'editor.submit' });
    h.fail();
    await waitFor(h.actor, (s) => s.matches('editing'));
    expect(h.effects.notifySaveFailed).toHaveBeenCalled();
    expect(h.effects.closeEditor).not.toHaveBeenCalled();
    expect(h.ctx()).toMatchObject({ title: 'Judul', author: 'Coach', dirty: true });
  });

  it('closes at once when nothing changed, and asks first when something did', () => {
    const clean = harness();
    clean.send({ type: 'editor.close' });
    expect(clean.actor.getSnapshot().status).toBe('done');
    const dirty = harness();
    dirty.send({ type: 'editor.change', field: 'title', value: 'x' });
    dirty.send({ type: 'editor.close' });
    expect(dirty.actor.getSnapshot().hasTag('confirmingClose')).toBe(true);
    dirty.send({ type: 'editor.close.cancel' });
    expect(dirty.ctx().title).toBe('x');
    dirty.send({ type: 'editor.close' });
    dirty.send({ type: 'editor.close.confirm' });
    expect(dirty.effects.closeEditor).toHaveBeenCalledTimes(1);
  });
});

describe('article editor: every path of the model (xstate/graph)', () => {
  const events = [
    { type: 'editor.change', field: 'title', value: 'Judul' },
    { type: 'editor.tagDraft', value: 'taktik' },
    { type: 'editor.tag.add' },
    { type: 'editor.section.add' },
    { type: 'editor.submit' },
    { type: 'editor.close' },
    { type: 'editor.close.confirm' },
    { type: 'editor.close.cancel' },
    // The walker reads the answer's article (notifySaved's params).
    { type: 'xstate.done.actor.save', output: { article: fixtures.articles()[0], etag: '"2"' } },
    { type: 'xstate.error.actor.save' },
  ] as unknown as EditorEvent[];

  // The graph walker cannot run the invoked save; model its answers as the done/error events.
  const paths = getShortestPaths(articleEditorMachine, {
    events,
    input: { mode: 'new' },
    filterEvents: (state, event) => {
      if (event.type.startsWith('xstate.')) return state.matches('saving');
      return state.can(event);
    },
    serializeState: (state, event) =>
      `${JSON.stringify(state.value)} dirty=${state.context.dirty} titled=${Boolean(state.context.title)} via ${event?.type ?? 'start'}`,
  });

  it('reaches every state, including saving, saved, a failed save and the close confirmation', () => {
    const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)));
    expect(reached).toEqual(
      new Set(['"editing"', '"confirmingClose"', '"saving"', '"saved"', '"closed"']),
    );
  });

  for (const path of paths) {
    const steps = path.steps.map((s) => s.event.type as string).filter((t) => t !== 'xstate.init');
    it(`${steps.join(' → ') || '(initial)'} ⇒ ${JSON.stringify(path.state.value)}`, async () => {
      const h = harness();
      for (const step of path.steps) {
        const type = step.event.type as string;
        if (type === 'xstate.init') continue;
        if (type === 'xstate.done.actor.save') {
          h.succeed({ ...article(), title: h.ctx().title });
          await waitFor(h.actor, (s) => !s.matches('saving'));
        } else if (type === 'xstate.error.actor.save') {
          h.fail();
          await waitFor(h.actor, (s) => !s.matches('saving'));
        } else {
          if (type === 'editor.submit') h.reset();
          h.send(step.event);
        }
      }
      const snap = h.actor.getSnapshot();
      expect(snap.value).toEqual(path.state.value);
      // What a user would notice at the end of the path.
      if (snap.matches('saving')) expect(h.saves.at(-1)?.body.title).toBe('Judul');
      if (snap.matches('saved')) expect(h.effects.notifySaved).toHaveBeenCalledTimes(1);
      if (snap.matches('saved') || snap.matches('closed'))
        expect(h.effects.closeEditor).toHaveBeenCalledTimes(1);
      if (snap.matches('editing') && steps.at(-1) === 'xstate.error.actor.save') {
        expect(h.effects.notifySaveFailed).toHaveBeenCalled();
        expect(h.ctx().title).toBe('Judul');
      }
    });
  }
});

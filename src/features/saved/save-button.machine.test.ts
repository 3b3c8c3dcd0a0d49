import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { saveButtonMachine, type SaveButtonEvent } from './save-button.machine';
import type { SavedItem } from './saved-store';

const item: SavedItem = {
  path: '/freekick/3',
  title: 'Rondo',
  where: 'Free Kick',
  savedAt: 1,
  bytes: 10,
  urls: ['/freekick/3'],
  memberBytes: 0,
  hasMemberCopy: false,
};

function harness({ available = true, saved = null as SavedItem | null, removeFails = false }) {
  let report: (e: SaveButtonEvent) => void = () => {};
  const machine = saveButtonMachine.provide({
    actors: {
      check: fromPromise(() => Promise.resolve({ available, item: saved })),
      saveItem: fromCallback<SaveButtonEvent>(({ sendBack }) => {
        report = sendBack;
      }),
      removeItem: fromPromise(() =>
        removeFails ? Promise.reject(new Error('denied')) : Promise.resolve(),
      ),
    },
  });
  const actor = createActor(machine).start();
  const settle = () => new Promise((r) => setTimeout(r, 0));
  return { actor, settle, report: (e: SaveButtonEvent) => report(e) };
}

describe('the "Simpan untuk offline" button', () => {
  it('says why when the browser keeps nothing, and offers no save', async () => {
    const { actor, settle } = harness({ available: false });
    await settle();
    expect(actor.getSnapshot().value).toBe('unavailable');
    actor.send({ type: 'save' });
    expect(actor.getSnapshot().value).toBe('unavailable');
  });

  it('saves with progress, then shows it saved; a removal brings the button back', async () => {
    const { actor, settle, report } = harness({});
    await settle();
    actor.send({ type: 'save' });
    report({ type: 'progress', done: 2, total: 5 });
    expect(actor.getSnapshot().context.progress).toEqual({ done: 2, total: 5 });
    report({ type: 'saved', item });
    expect(actor.getSnapshot().value).toBe('saved');
    actor.send({ type: 'remove' });
    await settle();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.item).toBeNull();
  });

  it('keeps the failure to show, and a retry starts afresh', async () => {
    const { actor, settle, report } = harness({});
    await settle();
    actor.send({ type: 'save' });
    report({ type: 'failed', failure: 'quota' });
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.failure).toBe('quota');
    actor.send({ type: 'save' });
    expect(actor.getSnapshot().context).toMatchObject({ failure: null, progress: { done: 0 } });
  });

  it('opens saved when it was saved before; a failed removal keeps it and says so', async () => {
    const { actor, settle } = harness({ saved: item, removeFails: true });
    await settle();
    expect(actor.getSnapshot().value).toBe('saved');
    actor.send({ type: 'remove' });
    await settle();
    expect(actor.getSnapshot().value).toBe('saved');
    expect(actor.getSnapshot().context.removeFailed).toBe(true);
  });
});

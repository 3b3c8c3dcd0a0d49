import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { SaveFailure, SavedItem } from './saved-store';

export interface SaveButtonContext {
  item: SavedItem | null;
  progress: { done: number; total: number };
  failure: SaveFailure | null;
  /** A removal that failed: the saved state says so. */
  removeFailed: boolean;
}

export type SaveButtonEvent =
  | { type: 'save' }
  | { type: 'remove' }
  | { type: 'progress'; done: number; total: number }
  | { type: 'saved'; item: SavedItem }
  | { type: 'failed'; failure: SaveFailure };

/**
 * "Simpan untuk offline" on one article: checks whether the browser can keep it and whether it
 * is kept already, saves it with progress, shows it saved (update, remove), or says why not.
 * The store's work is provided at the edge (`check`, `saveItem`, `removeItem`).
 */
export const saveButtonMachine = setup({
  types: {
    context: {} as SaveButtonContext,
    events: {} as SaveButtonEvent,
  },
  actors: {
    check: fromPromise<{ available: boolean; item: SavedItem | null }>(() =>
      Promise.resolve({ available: false, item: null }),
    ),
    /** Reports `progress`, then `saved` or `failed`. */
    saveItem: fromCallback<SaveButtonEvent>(() => {}),
    removeItem: fromPromise<void>(() => Promise.resolve()),
  },
}).createMachine({
  id: 'saveButton',
  context: { item: null, progress: { done: 0, total: 0 }, failure: null, removeFailed: false },
  initial: 'checking',
  states: {
    checking: {
      invoke: {
        src: 'check',
        onDone: [
          { guard: ({ event }) => !event.output.available, target: 'unavailable' },
          {
            guard: ({ event }) => event.output.item !== null,
            target: 'saved',
            actions: assign({ item: ({ event }) => event.output.item }),
          },
          { target: 'idle' },
        ],
        onError: 'unavailable',
      },
    },
    /** The browser keeps nothing (private mode, an old browser): the button says why. */
    unavailable: {},
    idle: {
      on: { save: 'saving' },
    },
    saving: {
      entry: assign({ progress: { done: 0, total: 0 }, failure: null, removeFailed: false }),
      invoke: { src: 'saveItem' },
      on: {
        progress: {
          actions: assign({ progress: ({ event }) => ({ done: event.done, total: event.total }) }),
        },
        saved: { target: 'saved', actions: assign({ item: ({ event }) => event.item }) },
        failed: { target: 'failed', actions: assign({ failure: ({ event }) => event.failure }) },
      },
    },
    saved: {
      on: { save: 'saving', remove: 'removing' },
    },
    removing: {
      invoke: {
        src: 'removeItem',
        onDone: { target: 'idle', actions: assign({ item: null }) },
        onError: { target: 'saved', actions: assign({ removeFailed: true }) },
      },
    },
    failed: {
      on: { save: 'saving' },
    },
  },
});

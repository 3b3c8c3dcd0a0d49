import type { EditorStore, StoredDraft } from './editor-store';

/** How long after the last change the draft is written to the device. */
export const DRAFT_DELAY_MS = 500;

export interface DraftKeeper {
  /** Keeps this draft once the admin stops typing for a moment (the last call wins). */
  schedule(draft: Omit<StoredDraft, 'savedAt'>): void;
  /** Writes the scheduled draft now (the page is hiding, the editor is closing). */
  flush(): Promise<void>;
  /** Drops any scheduled write and deletes the kept draft (after a save or a discard). */
  forget(key: string): Promise<void>;
}

/**
 * Writes the editor's draft to the device, debounced. Writes and deletes run one after the
 * other, so a write scheduled before a save can never bring back the draft the save deleted.
 */
export function createDraftKeeper(
  store: EditorStore,
  { delayMs = DRAFT_DELAY_MS, now = Date.now, onError = (_: unknown) => {} } = {},
): DraftKeeper {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: Omit<StoredDraft, 'savedAt'> | null = null;
  let chain = Promise.resolve();
  const run = (op: () => Promise<void>) => (chain = chain.then(op).catch(onError));
  const stop = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  const flush = () => {
    stop();
    const draft = pending;
    pending = null;
    return draft ? run(() => store.putDraft({ ...draft, savedAt: now() })) : chain;
  };
  return {
    schedule(draft) {
      pending = draft;
      stop();
      timer = setTimeout(() => void flush(), delayMs);
    },
    flush,
    forget(key) {
      stop();
      pending = null;
      return run(() => store.deleteDraft(key));
    },
  };
}

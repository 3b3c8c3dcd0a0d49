import { useCallback, useEffect, useState } from 'react';
import { useSession, userStoreId } from '../../shell/session';
import type { SavedItem } from './saved-store';
import { useSavedStore } from './SavedStoreContext';

export type SavedListState =
  | { status: 'loading' }
  | { status: 'unavailable' }
  | { status: 'failed' }
  | { status: 'ready'; items: SavedItem[]; quota?: number };

export interface SavedList {
  state: SavedListState;
  /** A removal that failed (the list stays as it was). */
  removeFailed: boolean;
  busy: boolean;
  remove: (path: string) => Promise<void>;
  removeAll: () => Promise<void>;
  reload: () => void;
}

/** The Tersimpan list: what this device keeps, for the visitor signed in now (or nobody). */
export function useSavedList(): SavedList {
  const store = useSavedStore();
  const { signedIn, user } = useSession();
  const userId = signedIn && user ? userStoreId(user) : null;
  const [state, setState] = useState<SavedListState>({ status: 'loading' });
  const [removeFailed, setRemoveFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    void (async () => {
      if (!(await store.available())) return live && setState({ status: 'unavailable' });
      try {
        const [items, { quota }] = await Promise.all([store.list(userId), store.estimate()]);
        if (live) setState({ status: 'ready', items, quota });
      } catch {
        if (live) setState({ status: 'failed' });
      }
    })();
    return () => {
      live = false;
    };
  }, [store, userId, attempt]);

  const change = useCallback(async (work: () => Promise<void>) => {
    setBusy(true);
    setRemoveFailed(false);
    try {
      await work();
    } catch {
      setRemoveFailed(true);
    } finally {
      setBusy(false);
      setAttempt((n) => n + 1);
    }
  }, []);

  return {
    state,
    removeFailed,
    busy,
    remove: (path) => change(() => store.remove(path, userId)),
    removeAll: () => change(() => store.removeAll(userId)),
    reload: () => setAttempt((n) => n + 1),
  };
}

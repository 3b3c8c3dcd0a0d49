import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createArticle, updateArticle, type VersionedArticle } from '../../../api/articles';
import { OFFLINE_EDIT_STRINGS as S } from './offline-edit-strings';
import { useToast } from '../../../components/Toast/Toast';
import { ArticleEditor } from '../article-editor/ArticleEditor';
import type { KeptDraft, QueueInput } from '../article-editor/article-editor.types';
import { OfflineEditsContext, type OfflineEdits } from './context';
import { draftKey, openEditorStore, type EditorStore, type QueuedSave } from './editor-store';
import { cancelQueued, flushQueue, type SendSave } from './outbox';

/** Sends a queued save as the editor would have: PUT with If-Match, or POST for a new article. */
export const sendQueuedSave: SendSave = (save) =>
  save.mode === 'edit' && save.articleId !== null
    ? updateArticle(save.articleId, save.body, save.etag)
    : createArticle(save.body);

const isOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

interface Conflict {
  save: QueuedSave;
  current: VersionedArticle;
  kept: KeptDraft;
}

export interface OfflineEditsProviderProps {
  /** The signed-in admin: the store is theirs only (`futsal-user-<id>-editor`). */
  userId: number | string;
  /** Another store (tests, stories); by default the admin's IndexedDB database. */
  store?: EditorStore;
  /** Another way to send (tests, stories); by default the API. */
  send?: SendSave;
  children: ReactNode;
}

/**
 * The admin's drafts and queued saves. The queue is sent in order when the admin area opens
 * online and whenever the connection returns; a save refused because someone else changed the
 * article meanwhile opens the editor on its draft with the conflict dialog.
 */
export function OfflineEditsProvider({
  userId,
  store: given,
  send = sendQueuedSave,
  children,
}: OfflineEditsProviderProps) {
  const { toast } = useToast();
  const store = useMemo(() => given ?? openEditorStore(userId), [given, userId]);
  useEffect(() => () => store.close(), [store]);
  const [queue, setQueue] = useState<QueuedSave[]>([]);
  const [online, setOnline] = useState(isOnline);
  const [landed, setLanded] = useState(0);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const running = useRef(false);
  const again = useRef(false);
  const settling = useRef(false);

  const refresh = useCallback(
    () =>
      store.listQueue().then(setQueue, () => {
        /* The list stays as last read. */
      }),
    [store],
  );

  const flush = useCallback(() => {
    if (running.current || settling.current) {
      again.current = running.current;
      return;
    }
    running.current = true;
    void (async () => {
      try {
        do {
          again.current = false;
          const result = await flushQueue(store, send, { onChange: () => void refresh() });
          if (result.landed.length) {
            setLanded((n) => n + result.landed.length);
            toast({ title: S.landedTitle(result.landed.length) });
          }
          if (result.conflict) {
            const { save, current } = result.conflict;
            settling.current = true;
            setConflict({
              save,
              current,
              kept: { draft: save.draft, etag: save.etag, savedAt: Date.now() },
            });
            break;
          }
        } while (again.current && isOnline());
      } catch {
        // The store could not be read: the queue stays as it is, for the next try.
      } finally {
        running.current = false;
        void refresh();
      }
    })();
  }, [store, send, refresh, toast]);

  useEffect(() => {
    void refresh();
    if (isOnline()) flush();
    const up = () => {
      setOnline(true);
      flush();
    };
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
    };
  }, [refresh, flush]);

  const enqueue = useCallback(
    async ({ save, draft }: QueueInput) => {
      await store.enqueue({
        key: draftKey(save.id),
        mode: save.mode,
        articleId: save.id,
        title: save.body.title,
        body: save.body,
        etag: save.etag,
        draft,
        queuedAt: Date.now(),
        state: 'waiting',
      });
      await refresh();
    },
    [store, refresh],
  );

  const cancel = useCallback(
    async (id: number) => {
      if (!(await cancelQueued(store, id))) return;
      await refresh();
      toast({ title: S.cancelled });
    },
    [store, refresh, toast],
  );

  const value = useMemo<OfflineEdits>(
    () => ({ store, queue, online, enqueue, cancel, flush, landed }),
    [store, queue, online, enqueue, cancel, flush, landed],
  );

  return (
    <OfflineEditsContext.Provider value={value}>
      {children}
      {conflict && (
        <ArticleEditor
          key={conflict.save.id}
          mode="edit"
          article={conflict.current.article}
          etag={conflict.save.etag}
          kept={conflict.kept}
          conflict={conflict.current}
          onSaved={() => setLanded((n) => n + 1)}
          onClosed={() => {
            settling.current = false;
            setConflict(null);
            // The rest of the queue waited behind the conflict.
            if (isOnline()) flush();
          }}
        />
      )}
    </OfflineEditsContext.Provider>
  );
}

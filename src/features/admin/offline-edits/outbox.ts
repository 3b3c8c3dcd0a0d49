import { ArticleChangedError, type VersionedArticle } from '../../../api/articles';
import { isNetworkFailure } from '../article-editor/article-editor.context';
import type { EditorStore, QueuedSave } from './editor-store';

/** Sends one queued save: POST for a new article, PUT with If-Match for an existing one. */
export type SendSave = (save: QueuedSave) => Promise<VersionedArticle>;

export interface FlushResult {
  /** The saves that landed, in order. */
  landed: { save: QueuedSave; result: VersionedArticle }[];
  /** The save the server refused because someone else saved the article meanwhile (412). */
  conflict: { save: QueuedSave; current: VersionedArticle } | null;
  /** Whether sending stopped because the network is still down. */
  offline: boolean;
}

/**
 * Sends the queue in order. A save that lands leaves the queue. A save refused with 412 leaves
 * the queue too, its whole draft kept as the article's draft (at the version it was based on),
 * and sending stops there so that the admin settles it first. A network failure stops sending and
 * leaves the save waiting. Any other failure keeps the save in the queue with the server's
 * message, and the later saves of the same article wait behind it.
 */
export async function flushQueue(
  store: EditorStore,
  send: SendSave,
  { now = Date.now, onChange = () => {} }: { now?: () => number; onChange?: () => void } = {},
): Promise<FlushResult> {
  const result: FlushResult = { landed: [], conflict: null, offline: false };
  const blocked = new Set<string>();
  for (const save of await store.listQueue()) {
    if (blocked.has(save.key)) continue;
    await store.updateQueued({ ...save, state: 'sending' });
    onChange();
    try {
      const landed = await send(save);
      await store.removeQueued(save.id);
      result.landed.push({ save, result: landed });
    } catch (error) {
      if (error instanceof ArticleChangedError) {
        await store.putDraft({
          key: save.key,
          articleId: save.articleId,
          draft: save.draft,
          etag: save.etag,
          savedAt: now(),
        });
        await store.removeQueued(save.id);
        result.conflict = { save, current: error.current };
        onChange();
        return result;
      }
      if (isNetworkFailure(error)) {
        await store.updateQueued({ ...save, state: 'waiting' });
        result.offline = true;
        onChange();
        return result;
      }
      const message = error instanceof Error ? error.message : String(error);
      await store.updateQueued({ ...save, state: 'failed', error: message });
      blocked.add(save.key);
    }
    onChange();
  }
  return result;
}

/**
 * Takes a save out of the queue without sending it. Its text becomes the article's draft, unless
 * the admin typed a newer draft of that article after queueing it (that one stays). Returns
 * whether it was taken out: a save being sent cannot be.
 */
export async function cancelQueued(store: EditorStore, id: number): Promise<boolean> {
  const save = (await store.listQueue()).find((s) => s.id === id);
  if (!save || save.state === 'sending') return false;
  const newer = await store.getDraft(save.key);
  if (!newer || newer.savedAt < save.queuedAt)
    await store.putDraft({
      key: save.key,
      articleId: save.articleId,
      draft: save.draft,
      etag: save.etag,
      savedAt: save.queuedAt,
    });
  await store.removeQueued(id);
  return true;
}

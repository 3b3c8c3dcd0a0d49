import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { ArticleInput } from '../../../../common/api/types';
import { userScoped } from '../../../shell/offline';
import type { ArticleDraft } from '../article-editor/article-form';
import type { EditorMode } from '../article-editor/article-editor.types';

/** The key of an article's draft: one per article, and one for the new-article form. */
export const draftKey = (articleId: number | null): string =>
  articleId === null ? 'new' : `article-${articleId}`;

/** What the editor keeps on this device as the admin types. */
export interface StoredDraft {
  key: string;
  articleId: number | null;
  draft: ArticleDraft;
  /** The version (ETag) of the article the draft started from: a save sends it in If-Match. */
  etag: string | null;
  /** When it was kept (ms since the epoch). */
  savedAt: number;
}

export type QueuedState = 'waiting' | 'sending' | 'failed';

/** A save made while offline, sent in order when the connection returns. */
export interface QueuedSave {
  /** Assigned by the store, increasing: the order the saves are sent in. */
  id: number;
  key: string;
  mode: EditorMode;
  articleId: number | null;
  title: string;
  body: ArticleInput;
  /** If-Match: the version the draft was based on. */
  etag: string | null;
  /** The whole draft as typed, so that a refused save reopens it exactly. */
  draft: ArticleDraft;
  queuedAt: number;
  state: QueuedState;
  /** Why the last attempt failed (the server's message), for state `failed`. */
  error?: string;
}

export type NewQueuedSave = Omit<QueuedSave, 'id'>;

/** The editor's storage on this device: drafts and the queue of saves made offline. */
export interface EditorStore {
  getDraft(key: string): Promise<StoredDraft | undefined>;
  putDraft(draft: StoredDraft): Promise<void>;
  deleteDraft(key: string): Promise<void>;
  /** Every queued save, oldest first. */
  listQueue(): Promise<QueuedSave[]>;
  enqueue(save: NewQueuedSave): Promise<QueuedSave>;
  updateQueued(save: QueuedSave): Promise<void>;
  removeQueued(id: number): Promise<void>;
  close(): void;
}

interface EditorDB extends DBSchema {
  drafts: { key: string; value: StoredDraft };
  queue: { key: number; value: QueuedSave };
}

/** The name of the admin's editor database: it belongs to that admin only. */
export const editorDatabaseName = (userId: string | number) => userScoped(userId, 'editor');

/**
 * The editor's store in IndexedDB (`futsal-user-<id>-editor`). The connection closes itself
 * when another tab or the logout cleanup wants to delete or upgrade the database, and opens
 * again on the next use.
 */
export function openEditorStore(userId: string | number): EditorStore {
  let db: Promise<IDBPDatabase<EditorDB>> | null = null;
  const connect = () =>
    (db ??= openDB<EditorDB>(editorDatabaseName(userId), 1, {
      upgrade(database) {
        database.createObjectStore('drafts', { keyPath: 'key' });
        database.createObjectStore('queue', { keyPath: 'id', autoIncrement: true });
      },
      blocking(_current, _blocked, event) {
        (event.target as IDBDatabase).close();
        db = null;
      },
      terminated() {
        db = null;
      },
    }));
  return {
    getDraft: async (key) => (await connect()).get('drafts', key),
    putDraft: async (draft) => {
      await (await connect()).put('drafts', draft);
    },
    deleteDraft: async (key) => (await connect()).delete('drafts', key),
    listQueue: async () => (await connect()).getAll('queue'),
    enqueue: async (save) => {
      const database = await connect();
      // The id comes from the store's key generator.
      const id = await database.add('queue', save as QueuedSave);
      return { ...save, id };
    },
    updateQueued: async (save) => {
      await (await connect()).put('queue', save);
    },
    removeQueued: async (id) => (await connect()).delete('queue', id),
    close: () => {
      const open = db;
      db = null;
      void open?.then((d) => d.close()).catch(() => {});
    },
  };
}

const done = (_: unknown) => Promise.resolve();

/** A store in memory, with the same behaviour: for tests and stories. */
export function memoryEditorStore(
  seed: { drafts?: StoredDraft[]; queue?: NewQueuedSave[] } = {},
): EditorStore & { drafts: Map<string, StoredDraft>; queue: Map<number, QueuedSave> } {
  const drafts = new Map((seed.drafts ?? []).map((d) => [d.key, structuredClone(d)]));
  const queue = new Map<number, QueuedSave>();
  let next = 1;
  for (const s of seed.queue ?? []) queue.set(next, { ...structuredClone(s), id: next++ });
  return {
    drafts,
    queue,
    getDraft: (key) => Promise.resolve(structuredClone(drafts.get(key))),
    putDraft: (d) => done(drafts.set(d.key, structuredClone(d))),
    deleteDraft: (key) => done(drafts.delete(key)),
    listQueue: () =>
      Promise.resolve([...queue.values()].sort((a, b) => a.id - b.id).map((s) => ({ ...s }))),
    enqueue: (s) => {
      const saved = { ...structuredClone(s), id: next++ };
      queue.set(saved.id, saved);
      return Promise.resolve({ ...saved });
    },
    updateQueued: (s) => done(queue.set(s.id, structuredClone(s))),
    removeQueued: (id) => done(queue.delete(id)),
    close: () => {},
  };
}

import { createContext, useContext } from 'react';
import type { QueueInput } from '../article-editor/article-editor.types';
import type { EditorStore, QueuedSave } from './editor-store';

/** The signed-in admin's drafts and queued saves, and what can be done with them. */
export interface OfflineEdits {
  store: EditorStore;
  /** The queued saves, oldest first. */
  queue: QueuedSave[];
  /** Whether the browser says it is online. */
  online: boolean;
  /** Queues a save made offline (and forgets the article's draft: the queued save holds it). */
  enqueue(input: QueueInput): Promise<void>;
  /** Takes a save out of the queue; its text stays as the article's draft. */
  cancel(id: number): Promise<void>;
  /** Sends the queue now. */
  flush(): void;
  /** Counts the queued saves that landed: a list shows them by reloading when it changes. */
  landed: number;
}

export const OfflineEditsContext = createContext<OfflineEdits | null>(null);

/** The admin's offline edits, or null outside the admin area (stories of one screen, tests). */
export const useOfflineEdits = () => useContext(OfflineEditsContext);

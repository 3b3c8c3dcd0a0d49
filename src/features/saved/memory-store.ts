import { SaveError, type SaveFailure, type SavedItem, type SavedStore } from './saved-store';

export interface MemoryStoreOptions {
  items?: SavedItem[];
  /** false: the browser keeps nothing (private mode). */
  available?: boolean;
  /** Every save fails this way after its first file. */
  failWith?: SaveFailure;
  /** A save stops at this many files done and never ends (the progress, as a screenshot). */
  pauseAt?: number;
  /** Each save's number of files. */
  files?: number;
  /** Each save's size in bytes; with a member's part, `memberBytes` more. */
  bytes?: number;
  memberBytes?: number;
  quota?: number;
  /** Member copies by URL (the drill sheet, a members' section). */
  memberCopies?: Record<string, Blob>;
}

/**
 * A saved-articles store in memory, for stories and tests: what it holds, whether saving works,
 * fails or stays in progress, and the quota are set by its options.
 */
export function memorySavedStore(options: MemoryStoreOptions = {}): SavedStore {
  const items = new Map((options.items ?? []).map((i) => [i.path, i]));
  const { files = 5, bytes = 845_000, memberBytes = 0 } = options;
  return {
    available: () => Promise.resolve(options.available ?? true),
    list: () => Promise.resolve([...items.values()].sort((a, b) => b.savedAt - a.savedAt)),
    get: (path) => Promise.resolve(items.get(path) ?? null),
    async save(target, userId, onProgress) {
      const withMember = Boolean(userId && target.member);
      const total = files + (withMember ? 2 : 0);
      for (let done = 0; done <= total; done++) {
        onProgress(done, total);
        if (options.pauseAt === done) await new Promise(() => {});
        if (options.failWith && done === 1) throw new SaveError(options.failWith);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      const item: SavedItem = {
        path: target.path,
        title: target.title,
        where: target.where,
        savedAt: Date.now(),
        bytes,
        urls: [target.path],
        memberBytes: withMember ? memberBytes : 0,
        hasMemberCopy: withMember,
      };
      items.set(item.path, item);
      return item;
    },
    remove: (path) => Promise.resolve(void items.delete(path)),
    removeAll: () => Promise.resolve(items.clear()),
    estimate: () => Promise.resolve({ quota: options.quota }),
    memberCopy: (_, url) => {
      const blob = options.memberCopies?.[url];
      return Promise.resolve(blob ? new Response(blob) : null);
    },
  };
}

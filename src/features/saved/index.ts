export { SaveForOffline } from './SaveForOffline';
export type { SaveForOfflineProps } from './SaveForOffline';
export { SavedStoreProvider, useSavedStore } from './SavedStoreContext';
export { browserSavedStore, documentUrl, blogMembersUrl } from './saved-store';
export type { SavedItem, SavedStore, SaveTarget } from './saved-store';
export { useMemberCopy } from './use-member-copy';
export { memorySavedStore } from './memory-store';
export type { MemoryStoreOptions } from './memory-store';

import { createContext, useContext, type ReactNode } from 'react';
import { browserSavedStore, type SavedStore } from './saved-store';

const SavedStoreContext = createContext<SavedStore>(browserSavedStore);

/** Gives the saved-articles screens another store (stories, tests); the app uses the browser's. */
export function SavedStoreProvider({
  store,
  children,
}: {
  store: SavedStore;
  children: ReactNode;
}) {
  return <SavedStoreContext.Provider value={store}>{children}</SavedStoreContext.Provider>;
}

export const useSavedStore = (): SavedStore => useContext(SavedStoreContext);

import { useSyncExternalStore } from 'react';

/**
 * What the offline layer shows, shared by the service worker's registration (register.ts) and
 * the prompts (OfflineLayer): a waiting new version, the browser's install prompt.
 */
export interface OfflineState {
  /** Takes the waiting new version (the page reloads), or null when there is none. */
  takeUpdate: (() => void) | null;
  /** The browser's deferred install prompt, or null. */
  install: InstallPromptEvent | null;
}

/** `beforeinstallprompt` (Chromium): not in TypeScript's DOM types. */
export interface InstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let state: OfflineState = { takeUpdate: null, install: null };
const listeners = new Set<() => void>();

export function setOfflineState(change: Partial<OfflineState>): void {
  state = { ...state, ...change };
  for (const listener of listeners) listener();
}

export const getOfflineState = (): OfflineState => state;

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useOfflineState(): OfflineState {
  return useSyncExternalStore(subscribe, getOfflineState, getOfflineState);
}

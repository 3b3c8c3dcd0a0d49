// Replaces 'use-sync-external-store/shim' in the bundle (see vite.config.ts):
// React 19 ships useSyncExternalStore, so the shim's fallback code is dead weight.
export { useSyncExternalStore } from 'react';

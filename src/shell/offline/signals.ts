/**
 * The few signals between the app's shell and the offline layer (a lazy chunk), kept tiny: they
 * are on the first load's path. What the service worker says is in src/service-worker/protocol.ts.
 */

/** Raised on window when the connection returns and content shown from a cache must be fetched again. */
export const REFRESH_EVENT = 'futsal:refresh';

let layerEnabled = false;

/**
 * Turns the offline layer on: only the app's browser entry does, in the built site (Storybook and
 * the tests render the app without it, so nothing they assert changes).
 */
export function enableOfflineLayer(): void {
  layerEnabled = true;
}

export const offlineLayerEnabled = (): boolean => layerEnabled;

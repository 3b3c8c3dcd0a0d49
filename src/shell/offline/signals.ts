/**
 * The few signals between the app's shell and the offline layer (a lazy chunk), kept tiny: they
 * are on the first load's path.
 */

/** Raised on window when the connection returns and content shown from a cache must be fetched again. */
export const REFRESH_EVENT = 'futsal:refresh';
/** Raised on window by the API client for an answer the service worker took from its cache. */
export const SAVED_ANSWER_EVENT = 'futsal:saved-answer';
/** The header of such an answer: when it was fetched (ISO date). */
export const SAVED_AT_HEADER = 'X-Saved-At';

export interface SavedAnswerDetail {
  url: string;
  /** When it was fetched (ISO), or null for an answer from the network. */
  at: string | null;
}

let layerEnabled = false;

/**
 * Turns the offline layer on: only the app's browser entry does, in the built site (Storybook and
 * the tests render the app without it, so nothing they assert changes).
 */
export function enableOfflineLayer(): void {
  layerEnabled = true;
}

export const offlineLayerEnabled = (): boolean => layerEnabled;

import { useSyncExternalStore } from 'react';
import { SAVED_ANSWER_EVENT, type SavedAnswerDetail } from '../../service-worker/protocol';
import { pageSavedAt } from './page-marks';

/**
 * The API answers the service worker gave from its cache (with the `X-Saved-At` header): which,
 * and when each was fetched. The API client notes every answer; the lists that show their last
 * known content offline ask when it was fetched, and the offline layer refreshes the page's
 * content when the connection returns if any answer came from a cache.
 */
const savedAt = new Map<string, string>();
const listeners = new Set<() => void>();
let version = 0;

const notify = () => {
  version += 1;
  for (const listener of listeners) listener();
};

/** The API path and query an answer is noted under (`/articles?limit=6`). */
const keyOf = (url: string) => {
  const parsed = new URL(url, 'http://localhost');
  return `${parsed.pathname.replace(/^\/api(?=\/)/, '')}${parsed.search}`;
};

/** Notes an answer of the API (from the network, or from the worker's cache: `at`). */
export function noteAnswer(url: string, at: string | null): void {
  const key = keyOf(url);
  if (at && !Number.isNaN(Date.parse(at))) {
    if (savedAt.get(key) === at) return;
    savedAt.set(key, at);
    notify();
  } else if (savedAt.delete(key)) notify();
}

/** Whether anything shown came from a cache since the last refresh. */
export const hasSavedAnswers = (): boolean => savedAt.size > 0;

/** Forgets the noted answers (the page fetches its content again). */
export function forgetSavedAnswers(): void {
  if (savedAt.size === 0) return;
  savedAt.clear();
  notify();
}

let listening = false;

/** Calls `listener` whenever the noted answers change; returns the unsubscribe. */
export function subscribeSavedAnswers(listener: () => void): () => void {
  // The API client announces each answer (src/api/client.ts); noted from the first subscriber on.
  if (!listening && typeof window !== 'undefined') {
    listening = true;
    window.addEventListener(SAVED_ANSWER_EVENT, (event) => {
      const { url, at } = (event as CustomEvent<SavedAnswerDetail>).detail;
      noteAnswer(url, at);
    });
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const subscribe = subscribeSavedAnswers;

/** The oldest fetch time of the cached answers whose key starts with `prefix`, or null. */
function oldestSavedAt(prefix: string): string | null {
  let oldest: string | null = null;
  for (const [key, at] of savedAt)
    if (key.startsWith(prefix) && (oldest === null || Date.parse(at) < Date.parse(oldest)))
      oldest = at;
  return oldest;
}

/**
 * When the content that answers `prefix` (an API path such as `/articles?`) was fetched, if it came
 * from a cache: the worker's answer, or, for content embedded in the page (`fromPage`), the page's
 * own fetch time when the page came from a cache. Null when it is fresh.
 */
export function useSavedAt(prefix: string, { fromPage = false } = {}): string | null {
  useSyncExternalStore(
    subscribe,
    () => version,
    () => 0,
  );
  return oldestSavedAt(prefix) ?? (fromPage ? pageSavedAt() : null);
}

import { ROUTES } from '../../config/routes';

/**
 * What the service worker marked on the page it answered from a cache (src/service-worker/html.ts):
 * `<html data-offline>` for the offline screen's shell, `<html data-saved-at>` for a page as it was
 * last fetched. They describe the document's first screen only.
 */
export function isOfflineShell(): boolean {
  return typeof document !== 'undefined' && document.documentElement.hasAttribute('data-offline');
}

/** When the page was fetched, if it came from a cache (an ISO date), else null. */
export function pageSavedAt(): string | null {
  if (typeof document === 'undefined') return null;
  const value = document.documentElement.dataset.savedAt ?? '';
  return Number.isNaN(Date.parse(value)) ? null : value;
}

/** Forgets the marks once the visitor has moved on inside the app (they describe the first page). */
export function clearPageMarks(): void {
  document.documentElement.removeAttribute('data-offline');
  document.documentElement.removeAttribute('data-saved-at');
}

/** Pages that work offline on their own (the saved articles' list reads the device's storage). */
export const OFFLINE_READY_PATHS: readonly string[] = [ROUTES.saved];

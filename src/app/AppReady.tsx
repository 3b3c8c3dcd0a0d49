import { useEffect, type ReactNode } from 'react';

/**
 * Dispatched on `document` once the app has attached to the page (hydrated the prerendered or
 * server-rendered HTML, or rendered afresh). The page's inline script (public/prerender-check.js)
 * records the clicks and typing that come before it and replays them then.
 */
export const APP_READY_EVENT = 'app:ready';

/**
 * Renders its children and, after their first commit, dispatches APP_READY_EVENT. A wrapper
 * rather than a sibling: a sibling would shift every useId in the tree, and the ids in the
 * prerendered HTML (aria-controls, label targets) would no longer match the app's.
 */
export function AppReady({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.dispatchEvent(new Event(APP_READY_EVENT));
  }, []);
  return children;
}

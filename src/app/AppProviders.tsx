import { lazy, Suspense, useSyncExternalStore } from 'react';
import { Outlet } from 'react-router-dom';
import { ToastProvider } from '../components/Toast/Toast';
import { RouteTransitions } from '../shell/layout';
import { SessionProvider } from '../shell/session';
import { offlineLayerEnabled } from '../shell/offline/signals';

// The connection banner and the update / install offers: their own chunk, once the page has loaded.
const OfflineLayer = lazy(() => import('../shell/offline/OfflineLayer'));

/** Whether the page has loaded (false in the server render and while hydrating). */
function useLoaded(): boolean {
  return useSyncExternalStore(
    (done) => {
      window.addEventListener('load', done);
      return () => window.removeEventListener('load', done);
    },
    () => document.readyState === 'complete',
    () => false,
  );
}

/**
 * Providers that need the router. Every layout renders below this, and so do the path-change
 * effects every shell shares (scroll to the top, the transition overlay).
 */
export function AppProviders() {
  const loaded = useLoaded();
  return (
    <ToastProvider>
      <SessionProvider>
        {/* Before the page: its scroll-to-top runs before the page's own effects (focus, scroll). */}
        <RouteTransitions />
        <Outlet />
        {loaded && offlineLayerEnabled() && (
          <Suspense fallback={null}>
            <OfflineLayer />
          </Suspense>
        )}
      </SessionProvider>
    </ToastProvider>
  );
}

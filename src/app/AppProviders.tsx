import { Outlet } from 'react-router-dom';
import { ToastProvider } from '../components/Toast/Toast';
import { RouteTransitions } from '../features/layout';
import { SessionProvider } from '../features/session';

/**
 * Providers that need the router. Every layout renders below this, and so do the path-change
 * effects every shell shares (scroll to the top, the transition overlay).
 */
export function AppProviders() {
  return (
    <ToastProvider>
      <SessionProvider>
        {/* Before the page: its scroll-to-top runs before the page's own effects (focus, scroll). */}
        <RouteTransitions />
        <Outlet />
      </SessionProvider>
    </ToastProvider>
  );
}

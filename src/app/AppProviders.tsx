import { Outlet } from 'react-router-dom';
import { ToastProvider } from '../components/Toast/Toast';
import { SessionProvider } from '../features/session';

/** Providers that need the router. Every layout renders below this. */
export function AppProviders() {
  return (
    <ToastProvider>
      <SessionProvider>
        <Outlet />
      </SessionProvider>
    </ToastProvider>
  );
}

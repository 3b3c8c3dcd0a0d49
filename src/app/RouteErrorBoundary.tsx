import { Component, lazy, Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';

// The friendly error screen is its own chunk: no visitor needs it before a page fails.
const ErrorScreen = lazy(async () => ({
  default: (await import('./errors/RouteErrorPage')).ErrorScreen,
}));

interface State {
  error: unknown;
}

const Plain = styled.main`
  max-width: 40rem;
  margin: 0 auto;
  padding: 4rem 1.5rem;
  text-align: center;
`;

/**
 * Shown only when even the error screen cannot be loaded (the network is down):
 * the same words, plain, with a way home.
 */
function OfflineErrorScreen() {
  return (
    <Plain>
      <h1>Waduh, ada yang tidak beres</h1>
      <p>
        Terjadi kesalahan saat menampilkan halaman ini. Coba muat ulang; jika masih terjadi, kembali
        ke beranda.
      </p>
      <p>
        <a href="/">Kembali ke beranda</a>
      </p>
    </Plain>
  );
}

class Boundary extends Component<
  { children: ReactNode; fallback: (error: unknown) => ReactNode; log?: boolean },
  State
> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error ?? new Error('Unknown error') };
  }

  override componentDidCatch(error: unknown) {
    // Logged for developers; the visitor sees the friendly screen.
    if (this.props.log !== false) console.warn('Route failed to render:', error);
  }

  override render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}

const friendlyScreen = (error: unknown) => (
  <Boundary fallback={() => <OfflineErrorScreen />} log={false}>
    <Suspense fallback={null}>
      <ErrorScreen error={error} />
    </Suspense>
  </Boundary>
);

/**
 * The route-level error boundary for the declarative router: a page that throws
 * (or whose lazy chunk fails to load) shows the friendly error screen inside the
 * shell instead of a white page. It resets when the visitor navigates elsewhere.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <Boundary key={pathname} fallback={friendlyScreen}>
      {children}
    </Boundary>
  );
}

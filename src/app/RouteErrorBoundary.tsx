import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorScreen } from '../features/errors/RouteErrorPage';

interface State {
  error: unknown;
}

class Boundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error ?? new Error('Unknown error') };
  }

  override componentDidCatch(error: unknown) {
    // Logged for developers; the visitor sees the friendly screen.
    console.warn('Route failed to render:', error);
  }

  override render() {
    return this.state.error ? <ErrorScreen error={this.state.error} /> : this.props.children;
  }
}

/**
 * The route-level error boundary for the declarative router: a page that throws
 * (or whose lazy chunk fails to load) shows the friendly error screen inside the
 * shell instead of a white page. It resets when the visitor navigates elsewhere.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary key={pathname}>{children}</Boundary>;
}

import { StrictMode, type ReactNode } from 'react';
import { useRoutes } from 'react-router-dom';
import { ThemeModeProvider } from '../theme/ThemeModeProvider';
import { toDeclarative } from './declarative-routes';
import { routes } from './route-table';

/** The site's routes as mounted (lazy routes become React.lazy elements). */
export const siteRoutes = toDeclarative(routes);

function AppRoutes() {
  return useRoutes(siteRoutes);
}

/**
 * The whole app below the router. The browser (main.tsx) wraps it in a
 * BrowserRouter, the prerenderer (entry-server.tsx) in a StaticRouter: the
 * same tree on both sides, so the prerendered HTML hydrates as it is.
 */
export function App({ router: Router }: { router: (props: { children: ReactNode }) => ReactNode }) {
  return (
    <StrictMode>
      <ThemeModeProvider>
        <Router>
          <AppRoutes />
        </Router>
      </ThemeModeProvider>
    </StrictMode>
  );
}

import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Outlet, type RouteObject } from 'react-router-dom';
import { Spinner } from '../components/Spinner/Spinner';
import { RouteErrorBoundary } from './RouteErrorBoundary';

/**
 * The route lists are written as data-router RouteObjects (with `lazy`), but the
 * site mounts them with <BrowserRouter> + useRoutes: the data router adds about
 * 17 KB gzip to the JavaScript needed before the home page is interactive, which
 * the 120 KB budget cannot afford. This turns each `lazy` route into a
 * React.lazy element with a Suspense fallback, recursively, and honours
 * `errorElement` with a real error boundary (RouteErrorBoundary).
 */
export function toDeclarative(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const children = route.children ? toDeclarative(route.children) : undefined;
    const guard = (element: ReactNode) =>
      route.errorElement ? <RouteErrorBoundary>{element}</RouteErrorBoundary> : element;
    if (typeof route.lazy !== 'function') {
      if (!route.errorElement) return { ...route, children } as RouteObject;
      return { ...route, children, element: guard(route.element ?? <Outlet />) } as RouteObject;
    }
    const load = route.lazy as () => Promise<{ Component?: ComponentType | null }>;
    const Component = lazy(async () => {
      const mod = await load();
      if (!mod.Component) throw new Error(`Route ${route.path ?? '(layout)'} has no Component`);
      return { default: mod.Component };
    });
    const { lazy: _lazy, ...rest } = route;
    void _lazy;
    return {
      ...rest,
      children,
      element: guard(
        <Suspense fallback={<RouteFallback />}>
          <Component />
        </Suspense>,
      ),
    } as RouteObject;
  });
}

function RouteFallback() {
  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: '60vh' }}>
      <Spinner />
    </div>
  );
}

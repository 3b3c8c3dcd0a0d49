import { Suspense, type ComponentType, type ReactNode } from 'react';
import { matchRoutes, Outlet, type RouteObject } from 'react-router-dom';
import { Spinner, SpinnerArea } from '../components/Spinner/Spinner';
import { lazyPreload } from '../lib/lazy-preload';
import { RouteErrorBoundary } from './RouteErrorBoundary';

/**
 * The route lists are written as data-router RouteObjects (with `lazy`), but the
 * site mounts them with <BrowserRouter> + useRoutes: the data router adds about
 * 17 KB gzip to the JavaScript needed before the home page is interactive, which
 * the 120 KB budget cannot afford. This turns each `lazy` route into a
 * React.lazy element with a Suspense fallback, recursively, and honours
 * `errorElement` with a real error boundary (RouteErrorBoundary).
 * Each lazy route can be preloaded (`preloadRoutes`), so that a prerendered
 * page hydrates without suspending.
 */
const preloaders = new WeakMap<RouteObject, () => Promise<unknown>>();

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
    const Component = lazyPreload(async () => {
      const mod = await load();
      if (!mod.Component) throw new Error(`Route ${route.path ?? '(layout)'} has no Component`);
      return mod.Component;
    });
    const { lazy: _lazy, ...rest } = route;
    void _lazy;
    const declarative = {
      ...rest,
      children,
      element: guard(
        <Suspense fallback={<RouteFallback />}>
          <Component />
        </Suspense>,
      ),
    } as RouteObject;
    preloaders.set(declarative, Component.preload);
    return declarative;
  });
}

/**
 * Loads the lazy modules of every route that matches `pathname` (routes from toDeclarative). A
 * route's component that mounts a route table of its own (`useRoutes`) names it as its `routes`
 * property: the routes of that table that match the rest of the path are loaded too.
 */
export function preloadRoutes(routes: RouteObject[], pathname: string): Promise<unknown> {
  const matches = matchRoutes(routes, pathname) ?? [];
  return Promise.all(
    matches.flatMap(({ route, pathnameBase }) => {
      const preload = preloaders.get(route);
      if (!preload) return [];
      return preload().then((component) => {
        const table = (component as { routes?: RouteObject[] }).routes;
        // The path as the component's own useRoutes sees it: below the route's matched base.
        const rest = pathnameBase === '/' ? pathname : pathname.slice(pathnameBase.length) || '/';
        return table && preloadRoutes(table, rest);
      });
    }),
  );
}

function RouteFallback() {
  return (
    <SpinnerArea $minHeight="60vh">
      <Spinner />
    </SpinnerArea>
  );
}

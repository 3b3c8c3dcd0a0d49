import { Navigate, type RouteObject } from 'react-router-dom';
import { ROUTES } from '../../config/routes';
import { discoverRoutes } from './discover-routes';
import { lazyPage } from './lazy-page';
import { memberRoutes } from './member-routes';
import { routeErrorElement } from './public-routes';

const loadAreaTeknis = () => import('../../features/areateknis/AreaTeknisPage');
const areaTeknis = (view: 'overview' | 'artikel' | 'teknik' | 'video') => async () => {
  const { AreaTeknisPage } = await loadAreaTeknis();
  return { Component: () => <AreaTeknisPage view={view} /> };
};

/** The Technical Area, the saved articles and the fallback screens. */
const otherPublicRoutes: RouteObject[] = (
  [
    { path: ROUTES.areaTeknis, lazy: areaTeknis('overview') },
    { path: ROUTES.areaTeknisArtikel, lazy: areaTeknis('artikel') },
    { path: ROUTES.areaTeknisTeknik, lazy: areaTeknis('teknik') },
    { path: ROUTES.areaTeknisVideo, lazy: areaTeknis('video') },
    {
      path: `${ROUTES.areaTeknis}/:id`,
      lazy: lazyPage(loadAreaTeknis, 'AreaTeknisArticlePage'),
    },
    {
      // The articles saved for offline reading: it reads only this device's storage.
      path: ROUTES.saved,
      lazy: lazyPage(() => import('../../features/saved/SavedPage'), 'SavedPage'),
    },
    {
      path: ROUTES.underConstruction,
      lazy: lazyPage(() => import('../errors/UnderConstructionPage'), 'UnderConstructionPage'),
    },
    { path: ROUTES.legacyRedirect, element: <Navigate to={ROUTES.home} replace /> },
  ] satisfies RouteObject[]
).map((route) => ({ ...route, errorElement: routeErrorElement }));

/** Must stay last: any unknown path. */
export const notFoundRoute: RouteObject = {
  path: '*',
  errorElement: routeErrorElement,
  lazy: lazyPage(() => import('../errors/NotFoundPage'), 'NotFoundPage'),
};

/**
 * The public shell's pages that the home page does not need at first: every one but home and
 * Free Kick (public-routes.tsx), with the not-found page for any unknown path. The browser loads
 * this table with `MorePages` (a lazy module of its own, mounted at `*` in route-table.tsx) when a path
 * needs it, so neither the table nor its routes' loaders are in the home page's first load. The
 * server reads it directly to tell a page from a 404.
 */
export const moreRoutes: RouteObject[] = [
  ...otherPublicRoutes,
  ...discoverRoutes,
  ...memberRoutes,
  notFoundRoute,
];

import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { Navigate } from 'react-router-dom';
import { ROUTES } from '../../config/routes';
import { lazyPage } from './lazy-page';

/**
 * The route-level error boundary: a page that fails (render error, failed lazy
 * chunk) shows a friendly screen inside the shell, with a reload and a way home.
 * Other route lists can use it too: `{ ...route, errorElement: routeErrorElement }`.
 */
const RouteErrorPage = lazy(async () => ({
  default: (await import('../../features/errors/RouteErrorPage')).RouteErrorPage,
}));
export const routeErrorElement = <RouteErrorPage />;

const freeKick = lazyPage(
  () => import('../../features/articles/free-kick/FreeKickPage'),
  'FreeKickPage',
);
const loadAreaTeknis = () => import('../../features/areateknis/AreaTeknisPage');
const areaTeknis = (view: 'overview' | 'artikel' | 'teknik' | 'video') => async () => {
  const { AreaTeknisPage } = await loadAreaTeknis();
  return { Component: () => <AreaTeknisPage view={view} /> };
};

/** Home, Free Kick, Technical Area and the fallback screens. */
export const publicRoutes: RouteObject[] = (
  [
    {
      path: ROUTES.home,
      lazy: lazyPage(() => import('../../features/home/HomePage'), 'HomePage'),
    },
    { path: ROUTES.freekick, lazy: freeKick },
    // A numeric id is an article; trainingtools, academy, others (any slug) reuse the list.
    { path: `${ROUTES.freekick}/:id`, lazy: freeKick },
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
      lazy: lazyPage(
        () => import('../../features/errors/UnderConstructionPage'),
        'UnderConstructionPage',
      ),
    },
    { path: ROUTES.legacyRedirect, element: <Navigate to={ROUTES.home} replace /> },
  ] satisfies RouteObject[]
).map((route) => ({ ...route, errorElement: routeErrorElement }));

/** Must stay last: any unknown path. */
export const notFoundRoute: RouteObject = {
  path: '*',
  errorElement: routeErrorElement,
  lazy: lazyPage(() => import('../../features/errors/NotFoundPage'), 'NotFoundPage'),
};

import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { ROUTES } from '../../config/routes';
import { lazyPage } from './lazy-page';

/**
 * The route-level error boundary: a page that fails (render error, failed lazy
 * chunk) shows a friendly screen inside the shell, with a reload and a way home.
 * Other route lists can use it too: `{ ...route, errorElement: routeErrorElement }`.
 */
const RouteErrorPage = lazy(async () => ({
  default: (await import('../errors/RouteErrorPage')).RouteErrorPage,
}));
export const routeErrorElement = <RouteErrorPage />;

const freeKick = lazyPage(
  () => import('../../features/articles/free-kick/FreeKickPage'),
  'FreeKickPage',
);
/**
 * Home and Free Kick: the table in the site's entry. Every other page of the public shell is in
 * the lazy table of more-routes.tsx.
 */
export const publicRoutes: RouteObject[] = (
  [
    {
      path: ROUTES.home,
      lazy: lazyPage(() => import('../../features/home/HomePage'), 'HomePage'),
    },
    { path: ROUTES.freekick, lazy: freeKick },
    // A numeric id is an article; trainingtools, academy, others (any slug) reuse the list.
    { path: `${ROUTES.freekick}/:id`, lazy: freeKick },
  ] satisfies RouteObject[]
).map((route) => ({ ...route, errorElement: routeErrorElement }));

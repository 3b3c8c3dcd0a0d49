import type { RouteObject } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import { RootLayout } from './RootLayout';
import { ROUTES } from '../config/routes';
import { lazyPage } from './areas/lazy-page';
import { publicRoutes, routeErrorElement } from './areas/public-routes';

/**
 * The admin area with its own shell (sidebar + top bar), outside the public layout. Its route
 * table is a lazy module (areas/admin-routes.tsx): visitors never load it.
 */
const adminRoute: RouteObject = {
  path: `${ROUTES.admin}/*`,
  lazy: lazyPage(() => import('./areas/admin-routes'), 'AdminArea'),
};

/**
 * Every path the public table below has no page at: the rest of the public shell's pages and
 * the not-found page, whose route table is a lazy module too (areas/more-routes.tsx, mounted by areas/MorePages.tsx).
 */
export const moreRoute: RouteObject = {
  path: '*',
  errorElement: routeErrorElement,
  lazy: lazyPage(() => import('./areas/MorePages'), 'MorePages'),
};

/**
 * Every route is a lazy module. The route lists live in ./areas/, one file per
 * area, so that each area's routes change in one place. The entry holds the
 * table of home and Free Kick (public-routes.tsx); the admin area's and the
 * rest of the public shell's tables load when a path needs them.
 */
export const routes: RouteObject[] = [
  {
    element: <AppProviders />,
    children: [
      adminRoute,
      {
        element: <RootLayout />,
        children: [...publicRoutes, moreRoute],
      },
    ],
  },
];

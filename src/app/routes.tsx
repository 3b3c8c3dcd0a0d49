import type { RouteObject } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import { RootLayout } from './RootLayout';
import { ROUTES } from '../config/routes';
import { lazyPage } from './routes/lazy-page';
import { publicRoutes, routeErrorElement } from './routes/public-routes';

/**
 * The admin area with its own shell (sidebar + top bar), outside the public layout. Its route
 * table is a lazy module (routes/admin-routes.tsx): visitors never load it.
 */
const adminRoute: RouteObject = {
  path: `${ROUTES.admin}/*`,
  lazy: lazyPage(() => import('./routes/admin-routes'), 'AdminArea'),
};

/**
 * Every path the public table below has no page at: the rest of the public shell's pages and
 * the not-found page, whose route table is a lazy module too (routes/more-routes.tsx, mounted by routes/MorePages.tsx).
 */
export const moreRoute: RouteObject = {
  path: '*',
  errorElement: routeErrorElement,
  lazy: lazyPage(() => import('./routes/MorePages'), 'MorePages'),
};

/**
 * Every route is a lazy module. The route lists live in ./routes/, one file per
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

import type { RouteObject } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import { RootLayout } from './RootLayout';
import { notFoundRoute, publicRoutes } from './routes/public-routes';
import { discoverRoutes } from './routes/discover-routes';
import { adminRoutes, memberRoutes } from './routes/member-routes';

/**
 * Every route is a lazy module. The route lists live in ./routes/, one file per
 * area, so that each area's routes change in one place.
 */
export const routes: RouteObject[] = [
  {
    element: <AppProviders />,
    children: [
      // The admin area has its own shell (sidebar + top bar), outside the public layout.
      ...adminRoutes,
      {
        element: <RootLayout />,
        children: [...publicRoutes, ...discoverRoutes, ...memberRoutes, notFoundRoute],
      },
    ],
  },
];

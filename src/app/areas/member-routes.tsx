import type { RouteObject } from 'react-router-dom';
import { ROUTES } from '../../config/routes';
import { lazyPage } from './lazy-page';
import { routeErrorElement } from './public-routes';
import { guarded, withErrorScreen } from './route-helpers';

const studentDashboard = lazyPage(
  () => import('../../features/portal/student-dashboard/StudentDashboardPage'),
  'StudentDashboardPage',
);

/**
 * Login, registration and the student dashboard, inside the public shell.
 * The dashboard is served at /dashboard, /user/dashboard and
 * /portal/dashboard; only the role user gets in, and a visitor without a
 * token goes to /.
 */
export const memberRoutes: RouteObject[] = [
  ...withErrorScreen([
    {
      path: ROUTES.login,
      lazy: lazyPage(() => import('../../features/auth/LoginPage'), 'LoginPage'),
    },
    {
      path: ROUTES.register,
      lazy: lazyPage(() => import('../../features/auth/RegisterPage'), 'RegisterPage'),
    },
  ]),
  {
    lazy: guarded(['user']),
    errorElement: routeErrorElement,
    children: [
      { path: ROUTES.dashboard, lazy: studentDashboard },
      { path: ROUTES.userDashboard, lazy: studentDashboard },
      { path: ROUTES.portalDashboard, lazy: studentDashboard },
    ],
  },
];

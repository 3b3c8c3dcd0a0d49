import type { RouteObject } from 'react-router-dom';
import { Navigate } from 'react-router-dom';
import { ROUTES } from '../../config/routes';
import { RequireRole } from '../../features/guard';

const studentDashboard = async () => ({
  Component: (await import('../../features/portal/StudentDashboardPage')).StudentDashboardPage,
});
const toUnderConstruction = <Navigate to={ROUTES.underConstruction} replace />;
const relative = (path: string) => path.replace(`${ROUTES.admin}/`, '');

/**
 * Login, local accounts and the student dashboard, inside the public shell
 * (portal issue). The dashboard is served at /dashboard, /user/dashboard and
 * /portal/dashboard; only the role user gets in, and a visitor without a
 * token goes to / (SPEC §2).
 */
export const memberRoutes: RouteObject[] = [
  { path: ROUTES.login, lazy: async () => ({ Component: (await import('../../features/auth/LoginPage')).LoginPage }) },
  {
    path: ROUTES.register,
    lazy: async () => ({ Component: (await import('../../features/accounts/AccountsPage')).AccountsPage }),
  },
  {
    element: <RequireRole allowed={['user']} signedOutTo={ROUTES.home} />,
    children: [
      { path: ROUTES.dashboard, lazy: studentDashboard },
      { path: ROUTES.userDashboard, lazy: studentDashboard },
      { path: ROUTES.portalDashboard, lazy: studentDashboard },
    ],
  },
];

/**
 * The admin area with its own shell (sidebar + top bar), outside the public
 * layout. Admins only; a visitor without a token goes to /.
 */
export const adminRoutes: RouteObject[] = [
  {
    path: ROUTES.admin,
    element: <RequireRole allowed={['admin']} signedOutTo={ROUTES.home} />,
    children: [
      {
        lazy: async () => ({ Component: (await import('../../features/admin/AdminShell')).AdminShell }),
        children: [
          { index: true, element: <Navigate to={ROUTES.adminDashboard} replace /> },
          {
            path: relative(ROUTES.adminDashboard),
            lazy: async () => ({ Component: (await import('../../features/admin/AdminDashboardPage')).AdminDashboardPage }),
          },
          {
            path: relative(ROUTES.adminArticles),
            lazy: async () => ({ Component: (await import('../../features/admin/ArticlesAdminPage')).ArticlesAdminPage }),
          },
          {
            path: relative(ROUTES.adminArticle(':id')),
            lazy: async () => ({ Component: (await import('../../features/admin/ArticlePreviewPage')).ArticlePreviewPage }),
          },
          {
            path: relative(ROUTES.adminSetting),
            lazy: async () => ({ Component: (await import('../../features/admin/AdminSettingPage')).AdminSettingPage }),
          },
          // Sidebar links with no screen yet lead to the under-construction screen.
          ...[ROUTES.adminUsers, ROUTES.adminMaterials, ROUTES.adminTeamData, ROUTES.adminPlayers, ROUTES.adminStatistics, ROUTES.adminSettings].map(
            (path) => ({ path: relative(path), element: toUnderConstruction }),
          ),
        ],
      },
    ],
  },
];

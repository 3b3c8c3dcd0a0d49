import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { ROUTES } from '../../config/routes';
import { toDeclarative } from '../declarative-routes';
import { guarded, withErrorScreen } from './member-routes';

// Mounted at /admin/* (member-routes.tsx): these paths are relative to /admin.
const relative = (path: string) => path.replace(`${ROUTES.admin}/`, '');
const toUnderConstruction = <Navigate to={ROUTES.underConstruction} replace />;
/** The admin area: admins only; a visitor without a token goes to /. */
const adminTable: RouteObject[] = [
  {
    lazy: guarded(['admin']),
    children: [
      {
        lazy: async () => ({
          Component: (await import('../../features/admin/AdminShell')).AdminShell,
        }),
        // A failing admin page shows the error screen inside the admin shell.
        children: withErrorScreen([
          { index: true, element: <Navigate to={ROUTES.adminDashboard} replace /> },
          {
            path: relative(ROUTES.adminDashboard),
            lazy: async () => ({
              Component: (await import('../../features/admin/AdminDashboardPage'))
                .AdminDashboardPage,
            }),
          },
          {
            path: relative(ROUTES.adminArticles),
            lazy: async () => ({
              Component: (await import('../../features/admin/ArticlesAdminPage')).ArticlesAdminPage,
            }),
          },
          {
            path: relative(ROUTES.adminArticle(':id')),
            lazy: async () => ({
              Component: (await import('../../features/admin/ArticlePreviewPage'))
                .ArticlePreviewPage,
            }),
          },
          {
            path: relative(ROUTES.adminSetting),
            lazy: async () => ({
              Component: (await import('../../features/admin/AdminSettingPage')).AdminSettingPage,
            }),
          },
          // Sidebar links with no screen yet lead to the under-construction screen.
          ...[
            ROUTES.adminUsers,
            ROUTES.adminMaterials,
            ROUTES.adminTeamData,
            ROUTES.adminPlayers,
            ROUTES.adminStatistics,
            ROUTES.adminSettings,
          ].map((path) => ({ path: relative(path), element: toUnderConstruction })),
        ]),
      },
    ],
  },
];

const adminArea = toDeclarative(adminTable);

/** The admin area's routes, below /admin. */
export function AdminArea() {
  return useRoutes(adminArea);
}

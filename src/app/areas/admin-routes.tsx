import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { ROUTES, UNBUILT_ADMIN_PATHS } from '../../config/routes';
import { toDeclarative } from '../declarative-routes';
import { guarded, loadGuard, withErrorScreen } from './route-helpers';

// The guard and the shell, which every admin page renders inside, start loading as soon as this
// table does, rather than one after the other as each renders: opening the admin area (right
// after an admin's login) waits for one round of chunks after this one, not three.
void loadGuard();
const loadShell = import('../../features/admin/AdminShell');

// Mounted at /admin/* (member-routes.tsx): these paths are relative to /admin.
const relative = (path: string) => path.replace(`${ROUTES.admin}/`, '');
const fallbackPages = () => import('../../features/admin/AdminFallbackPages');
/**
 * The admin area: admins only; a visitor without a token goes to /. Every path below /admin
 * stays inside the admin shell: sidebar items without a screen show a "segera hadir" panel,
 * and any unknown path a not-found panel.
 */
const adminTable: RouteObject[] = [
  {
    lazy: guarded(['admin']),
    children: [
      {
        lazy: async () => ({ Component: (await loadShell).AdminShell }),
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
              Component: (await import('../../features/admin/articles-admin/ArticlesAdminPage'))
                .ArticlesAdminPage,
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
          ...UNBUILT_ADMIN_PATHS.map((path) => ({
            path: relative(path),
            lazy: async () => {
              const { AdminComingSoonPage } = await fallbackPages();
              return { Component: () => <AdminComingSoonPage path={path} /> };
            },
          })),
          {
            path: '*',
            lazy: async () => ({ Component: (await fallbackPages()).AdminNotFoundPage }),
          },
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

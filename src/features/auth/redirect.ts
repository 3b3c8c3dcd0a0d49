import { ROUTES } from '../../config/routes';

/** After login: an admin goes to /admin/dashboard, anyone else to /portal/dashboard. */
export function pathAfterLogin(role: string | undefined): string {
  return role === 'admin' ? ROUTES.adminDashboard : ROUTES.portalDashboard;
}

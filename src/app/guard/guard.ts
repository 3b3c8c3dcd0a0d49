import type { Role } from '../../../common/api/types';
import { ROUTES } from '../../config/routes';

export interface GuardInput {
  /** The stored access token, if any. */
  token: string | null;
  /** The signed-in user's role, or null while it is not known yet. */
  role: Role | null;
  /** The path being opened. */
  path: string;
  /** The roles the route allows. */
  allowed: readonly Role[];
  /** Where a visitor without a token goes: /login by default; the admin shell and the student dashboard send them to /. */
  signedOutTo?: string;
}

export type GuardDecision =
  | { type: 'allow' }
  | { type: 'redirect'; to: string }
  /** A token without a known role: load the current user, then decide. */
  | { type: 'identify' };

const startsWith = (path: string, prefix: string) =>
  path.toLowerCase() === prefix || path.toLowerCase().startsWith(`${prefix}/`);

/**
 * The route guard, as a pure function:
 * - no token → /login (or `signedOutTo`);
 * - an allowed role → the route;
 * - an admin on a /user… path → /admin/dashboard;
 * - a user on an /admin… path → /user/dashboard;
 * - otherwise an admin → /admin/dashboard and anyone else → /user/dashboard.
 */
export function decideAccess({
  token,
  role,
  path,
  allowed,
  signedOutTo = ROUTES.login,
}: GuardInput): GuardDecision {
  if (!token) return { type: 'redirect', to: signedOutTo };
  if (role === null) return { type: 'identify' };
  if (allowed.includes(role)) return { type: 'allow' };
  if (role === 'admin' && startsWith(path, '/user'))
    return { type: 'redirect', to: ROUTES.adminDashboard };
  if (role === 'user' && startsWith(path, '/admin'))
    return { type: 'redirect', to: ROUTES.userDashboard };
  return { type: 'redirect', to: role === 'admin' ? ROUTES.adminDashboard : ROUTES.userDashboard };
}

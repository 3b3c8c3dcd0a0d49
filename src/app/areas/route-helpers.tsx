import type { RouteObject } from 'react-router-dom';
import { ROUTES } from '../../config/routes';
import type { Role } from '../../../common/api/types';
import { routeErrorElement } from './public-routes';

/** The role guard is a lazy module too: visitors of the public pages never load it. */
export const loadGuard = () => import('../guard/RequireRole');
export const guarded = (allowed: Role[]) => async () => {
  const { RequireRole } = await loadGuard();
  return { Component: () => <RequireRole allowed={allowed} signedOutTo={ROUTES.home} /> };
};
export const withErrorScreen = (routes: RouteObject[]): RouteObject[] =>
  routes.map((r) => ({ ...r, errorElement: routeErrorElement }));

// Generated from openapi/openapi.yaml by scripts/generate-operations.ts (npm run api:generate).
// Do not edit: declare access in the contract (x-roles, x-same-for-every-caller) and regenerate.
import type { OperationEntry } from './access';
import type { OperationId } from './types';

/** Every operation of the contract: how it is reached, who may call it, whether its answer is the same for every caller. */
export const OPERATIONS = {
  login: { method: 'POST', path: '/login', roles: [], sameForEveryCaller: false },
  register: { method: 'POST', path: '/register', roles: [], sameForEveryCaller: false },
  getCurrentUser: {
    method: 'GET',
    path: '/user',
    roles: ['user', 'admin'],
    sameForEveryCaller: false,
  },
  deleteCurrentUser: {
    method: 'DELETE',
    path: '/user',
    roles: ['user', 'admin'],
    sameForEveryCaller: false,
  },
  logout: { method: 'POST', path: '/logout', roles: ['user', 'admin'], sameForEveryCaller: false },
  listArticles: { method: 'GET', path: '/articles', roles: [], sameForEveryCaller: true },
  createArticle: { method: 'POST', path: '/articles', roles: ['admin'], sameForEveryCaller: false },
  getArticleStats: { method: 'GET', path: '/articles/stats', roles: [], sameForEveryCaller: true },
  getArticle: { method: 'GET', path: '/articles/{id}', roles: [], sameForEveryCaller: true },
  updateArticle: {
    method: 'PUT',
    path: '/articles/{id}',
    roles: ['admin'],
    sameForEveryCaller: false,
  },
  deleteArticle: {
    method: 'DELETE',
    path: '/articles/{id}',
    roles: ['admin'],
    sameForEveryCaller: false,
  },
  getDocument: {
    method: 'GET',
    path: '/documents/{name}',
    roles: ['user', 'admin'],
    sameForEveryCaller: false,
  },
  getMemberBlogContent: {
    method: 'GET',
    path: '/blog/{id}/members',
    roles: ['user', 'admin'],
    sameForEveryCaller: false,
  },
  listMembers: { method: 'GET', path: '/members', roles: ['admin'], sameForEveryCaller: false },
  setMemberMembership: {
    method: 'PUT',
    path: '/members/{id}/membership',
    roles: ['admin'],
    sameForEveryCaller: false,
  },
} as const satisfies Record<OperationId, OperationEntry>;

import { describe, expect, it } from 'vitest';
import type { Role } from '../../../common/api/types';
import { decideAccess, type GuardDecision } from './guard';

const roles: (Role | null)[] = ['admin', 'user', null];
const tokens = [null, 'tok'];
const paths = [
  '/admin',
  '/admin/dashboard',
  '/admin/artikel/3',
  '/user',
  '/user/dashboard',
  '/portal/dashboard',
  '/dashboard',
  '/administrator',
  '/users',
];
const alloweds: Role[][] = [['admin'], ['user'], ['admin', 'user'], []];
const signedOutTos = [undefined, '/'];

/** The route guard's rule written out once more, case by case, as the oracle. */
function expected(
  token: string | null,
  role: Role | null,
  path: string,
  allowed: Role[],
  signedOutTo = '/login',
): GuardDecision {
  if (!token) return { type: 'redirect', to: signedOutTo };
  if (!role) return { type: 'identify' };
  if (allowed.includes(role)) return { type: 'allow' };
  const inUser = path === '/user' || path.startsWith('/user/');
  const inAdmin = path === '/admin' || path.startsWith('/admin/');
  if (role === 'admin' && inUser) return { type: 'redirect', to: '/admin/dashboard' };
  if (role === 'user' && inAdmin) return { type: 'redirect', to: '/user/dashboard' };
  return { type: 'redirect', to: role === 'admin' ? '/admin/dashboard' : '/user/dashboard' };
}

describe('route guard, every combination of token, role, path and allowed roles', () => {
  const cases = tokens.flatMap((token) =>
    roles.flatMap((role) =>
      paths.flatMap((path) =>
        alloweds.flatMap((allowed) =>
          signedOutTos.map((to) => ({ token, role, path, allowed, to })),
        ),
      ),
    ),
  );

  it('has every combination', () => {
    expect(cases).toHaveLength(2 * 3 * 9 * 4 * 2);
  });

  it.each(cases)(
    'token=$token role=$role path=$path allowed=$allowed signedOutTo=$to',
    ({ token, role, path, allowed, to }) => {
      expect(
        decideAccess({ token, role, path, allowed, ...(to ? { signedOutTo: to } : {}) }),
      ).toEqual(expected(token, role, path, allowed, to));
    },
  );
});

describe('route guard, the cases a user meets', () => {
  it('sends a visitor without a token to /login, or to / from the admin shell and the dashboard', () => {
    expect(
      decideAccess({ token: null, role: 'admin', path: '/admin/dashboard', allowed: ['admin'] }),
    ).toEqual({ type: 'redirect', to: '/login' });
    expect(
      decideAccess({
        token: null,
        role: null,
        path: '/admin',
        allowed: ['admin'],
        signedOutTo: '/',
      }),
    ).toEqual({ type: 'redirect', to: '/' });
  });

  it('sends an admin away from /user… and a user away from /admin…', () => {
    expect(
      decideAccess({ token: 't', role: 'admin', path: '/user/dashboard', allowed: ['user'] }),
    ).toEqual({ type: 'redirect', to: '/admin/dashboard' });
    expect(
      decideAccess({ token: 't', role: 'user', path: '/admin/artikel', allowed: ['admin'] }),
    ).toEqual({ type: 'redirect', to: '/user/dashboard' });
  });

  it('does not mistake /administrator or /users for the areas', () => {
    expect(
      decideAccess({ token: 't', role: 'user', path: '/administrator', allowed: ['admin'] }),
    ).toEqual({ type: 'redirect', to: '/user/dashboard' });
    expect(decideAccess({ token: 't', role: 'admin', path: '/users', allowed: ['user'] })).toEqual({
      type: 'redirect',
      to: '/admin/dashboard',
    });
  });

  it('treats the area prefixes case-insensitively, like the router', () => {
    expect(
      decideAccess({ token: 't', role: 'admin', path: '/User/Dashboard', allowed: ['user'] }),
    ).toEqual({ type: 'redirect', to: '/admin/dashboard' });
  });

  it('asks to identify the user when a token has no known role', () => {
    expect(decideAccess({ token: 't', role: null, path: '/admin', allowed: ['admin'] })).toEqual({
      type: 'identify',
    });
  });
});

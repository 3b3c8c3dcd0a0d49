import { api, unwrap } from './client';
import type { LoginRequest, LoginResponse, RegisterRequest, User } from '../../common/api/types';

export const login = (body: LoginRequest): Promise<LoginResponse> =>
  unwrap(api().then((c) => c.POST('/login', { body })));

/** POST /register: the new member (role user, membership basic), signed in like a login. */
export const register = (body: RegisterRequest): Promise<LoginResponse> =>
  unwrap(api().then((c) => c.POST('/register', { body })));

export const getCurrentUser = (): Promise<User> => unwrap(api().then((c) => c.GET('/user')));

/** POST /logout. Its own 401 ends nothing here: the session is signing out and clears itself. */
export const logout = async (): Promise<void> => {
  await unwrap(
    api().then((c) => c.POST('/logout', { parseAs: 'text' })),
    { endsSessionOn401: false },
  );
};

import { api, unwrap } from './client';
import type {
  DeleteAccountRequest,
  LoginRequest,
  LoginResponse,
  RegisterRequest,
  User,
} from '../../common/api/types';

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

/**
 * DELETE /user: deletes the signed-in account, confirmed by its password. A wrong password is a
 * 403 (the session stays); a 401 means the session had ended already, and ends it here too.
 */
export const deleteAccount = async (body: DeleteAccountRequest): Promise<void> => {
  await unwrap(api().then((c) => c.DELETE('/user', { body, parseAs: 'text' })));
};

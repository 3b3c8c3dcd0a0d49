import { api, unwrap } from './client';
import type { LoginRequest, LoginResponse, User } from './types';

export const login = (body: LoginRequest): Promise<LoginResponse> =>
  unwrap(api().POST('/login', { body }));

export const getCurrentUser = (): Promise<User> => unwrap(api().GET('/user'));

export const logout = async (): Promise<void> => {
  await unwrap(api().POST('/logout', { parseAs: 'text' }));
};

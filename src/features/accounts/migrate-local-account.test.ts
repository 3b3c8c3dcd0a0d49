// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoginResponse, RegisterRequest } from '../../../common/api/types';
import { ApiError } from '../../api/errors';
import { registerLocalUser, signInLocalUser } from './local-auth';
import { readLocalUsers } from './local-user-list';
import { readLocalCurrentUser } from './local-users';
import { migrateLocalAccount, nameFromEmail } from './migrate-local-account';

const FAST = { iterations: 1000 };
const answer = (body: RegisterRequest): LoginResponse => ({
  user: { name: body.name, email: body.email, role: 'user', membership: 'basic' },
  token: 'dari-server',
});

beforeEach(async () => {
  localStorage.clear();
  signInLocalUser(
    await registerLocalUser({ email: 'dewi.lestari@contoh.id', password: 'rahasia-dewi' }, FAST),
  );
  await registerLocalUser({ email: 'budi@contoh.id', password: 'rahasia-budi' }, FAST);
});

describe('a browser-only account moving to the server', () => {
  it('registers a matching account with its email, password and a name from the email, then removes the local copy', async () => {
    const register = vi.fn((body: RegisterRequest) => Promise.resolve(answer(body)));
    const result = await migrateLocalAccount(
      { email: 'Dewi.Lestari@contoh.id', password: 'rahasia-dewi' },
      register,
    );
    expect(register).toHaveBeenCalledWith({
      name: 'Dewi Lestari',
      email: 'dewi.lestari@contoh.id',
      password: 'rahasia-dewi',
    });
    expect(result?.token).toBe('dari-server');
    // Only that account leaves this browser, and it is no longer the "current" local user.
    expect(readLocalUsers().map((u) => u.email)).toEqual(['budi@contoh.id']);
    expect(readLocalCurrentUser()).toBeNull();
  });

  it('answers null, and registers nothing, when the password or the email does not match', async () => {
    const register = vi.fn((body: RegisterRequest) => Promise.resolve(answer(body)));
    expect(
      await migrateLocalAccount(
        { email: 'dewi.lestari@contoh.id', password: 'salah-total' },
        register,
      ),
    ).toBeNull();
    expect(
      await migrateLocalAccount(
        { email: 'orang.lain@contoh.id', password: 'rahasia-dewi' },
        register,
      ),
    ).toBeNull();
    expect(register).not.toHaveBeenCalled();
    expect(readLocalUsers()).toHaveLength(2);
  });

  it('keeps the local account when the server refuses the registration', async () => {
    const register = () => Promise.reject(new ApiError(409, 'Email already exists'));
    await expect(
      migrateLocalAccount({ email: 'budi@contoh.id', password: 'rahasia-budi' }, register),
    ).rejects.toMatchObject({ status: 409 });
    expect(readLocalUsers()).toHaveLength(2);
  });

  it('makes a name of the email, within the server bounds', () => {
    expect(nameFromEmail('dewi.lestari@contoh.id')).toBe('Dewi Lestari');
    expect(nameFromEmail('budi_santoso-99@contoh.id')).toBe('Budi Santoso 99');
    expect(nameFromEmail(`${'a'.repeat(100)}@contoh.id`)).toHaveLength(80);
  });
});

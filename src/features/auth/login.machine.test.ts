import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { LoginResponse } from '../../../common/api/types';
import { ApiError } from '../../api/errors';
import { loginMachine, validateLogin } from './login.machine';
import { pathAfterLogin } from './redirect';

const admin: LoginResponse = {
  user: { name: 'Admin Futsal', email: 'admin@apifutsal.id', role: 'admin', membership: 'basic' },
  token: 't',
};

/** A mocked action effect: takes the action's params, returns nothing. */
type Effect = (params?: unknown) => void;

function harness(request: (input: { email: string; password: string }) => Promise<LoginResponse>) {
  const effects = {
    storeSession: vi.fn<Effect>(),
    showSuccessToast: vi.fn<Effect>(),
    showFailureToast: vi.fn<Effect>(),
    redirectByRole: vi.fn<Effect>(),
    focusFirstInvalid: vi.fn<Effect>(),
  };
  const requests: { email: string; password: string }[] = [];
  const actor = createActor(
    loginMachine.provide({
      actions: {
        storeSession: (_, p) => effects.storeSession(p),
        showSuccessToast: (_, p) => effects.showSuccessToast(p),
        showFailureToast: (_, p) => effects.showFailureToast(p),
        redirectByRole: (_, p) => effects.redirectByRole(p),
        focusFirstInvalid: () => effects.focusFirstInvalid(),
      },
      actors: {
        loginRequest: fromPromise(({ input }) => {
          requests.push(input);
          return request(input);
        }),
      },
    }),
  ).start();
  const fill = (email: string, password: string) => {
    actor.send({ type: 'login.change', field: 'email', value: email });
    actor.send({ type: 'login.change', field: 'password', value: password });
  };
  return { actor, effects, requests, fill };
}

describe('login form validation', () => {
  it('requires an email of email type and a password', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({
      email: 'Email wajib diisi.',
      password: 'Password wajib diisi.',
    });
    expect(validateLogin({ email: 'bukan-email', password: 'x' }).email).toBe(
      'Masukkan alamat email yang valid.',
    );
    expect(validateLogin({ email: 'a@b.co', password: 'x' })).toEqual({});
  });
});

describe('login form machine', () => {
  it('does not submit an invalid form, shows the errors and focuses the first', () => {
    const h = harness(() => Promise.resolve(admin));
    h.actor.send({ type: 'login.submit' });
    expect(h.actor.getSnapshot().value).toBe('idle');
    expect(h.actor.getSnapshot().context.errors.email).toBe('Email wajib diisi.');
    expect(h.effects.focusFirstInvalid).toHaveBeenCalled();
    expect(h.requests).toHaveLength(0);
  });

  it('clears a field error as soon as the field changes', () => {
    const h = harness(() => Promise.resolve(admin));
    h.actor.send({ type: 'login.submit' });
    h.actor.send({ type: 'login.change', field: 'email', value: 'a' });
    expect(h.actor.getSnapshot().context.errors.email).toBeUndefined();
    expect(h.actor.getSnapshot().context.errors.password).toBe('Password wajib diisi.');
  });

  it('is busy while submitting and ignores edits and double submits', async () => {
    let resolve!: (v: LoginResponse) => void;
    const h = harness(() => new Promise((r) => (resolve = r)));
    h.fill(' admin@apifutsal.id ', 'rahasia');
    h.actor.send({ type: 'login.submit' });
    expect(h.actor.getSnapshot().hasTag('busy')).toBe(true);
    h.actor.send({ type: 'login.submit' });
    h.actor.send({ type: 'login.change', field: 'email', value: 'x' });
    expect(h.requests).toEqual([{ email: 'admin@apifutsal.id', password: 'rahasia' }]);
    resolve(admin);
    await waitFor(h.actor, (s) => !s.hasTag('busy'));
  });

  it('on success stores the session, toasts with the name and redirects by role', async () => {
    const h = harness(() => Promise.resolve(admin));
    h.fill('admin@apifutsal.id', 'rahasia');
    h.actor.send({ type: 'login.submit' });
    await waitFor(h.actor, (s) => s.matches('idle'));
    expect(h.effects.storeSession).toHaveBeenCalledWith(admin);
    expect(h.effects.showSuccessToast).toHaveBeenCalledWith({ name: 'Admin Futsal' });
    expect(h.effects.redirectByRole).toHaveBeenCalledWith({ role: 'admin' });
    expect(h.effects.showFailureToast).not.toHaveBeenCalled();
  });

  it('on failure toasts the error and keeps what was typed', async () => {
    const error = new ApiError(401, 'Email atau password salah.');
    const h = harness(() => Promise.reject(error));
    h.fill('admin@apifutsal.id', 'salah');
    h.actor.send({ type: 'login.submit' });
    await waitFor(h.actor, (s) => s.matches('idle'));
    expect(h.effects.showFailureToast).toHaveBeenCalledWith({ error });
    expect(h.effects.storeSession).not.toHaveBeenCalled();
    expect(h.actor.getSnapshot().context).toMatchObject({
      email: 'admin@apifutsal.id',
      password: 'salah',
    });
  });
});

describe('redirect after login', () => {
  it('sends an admin to /admin/dashboard and anyone else to /portal/dashboard', () => {
    expect(pathAfterLogin('admin')).toBe('/admin/dashboard');
    expect(pathAfterLogin('user')).toBe('/portal/dashboard');
    expect(pathAfterLogin(undefined)).toBe('/portal/dashboard');
  });
});

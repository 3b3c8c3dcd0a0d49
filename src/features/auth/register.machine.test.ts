import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { LoginResponse, RegisterRequest } from '../../../common/api/types';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../api/errors';
import {
  REGISTER_MESSAGES,
  registerErrorOf,
  registerMachine,
  validateRegister,
} from './register.machine';

const created: LoginResponse = {
  user: { name: 'Dewi Lestari', email: 'dewi@contoh.id', role: 'user', membership: 'basic' },
  token: 't',
};
type Effect = (params?: unknown) => void;

function harness(request: (input: RegisterRequest) => Promise<LoginResponse>) {
  const effects = {
    storeSession: vi.fn<Effect>(),
    showSuccessToast: vi.fn<Effect>(),
    redirect: vi.fn<Effect>(),
    focusFirstInvalid: vi.fn<Effect>(),
  };
  const requests: RegisterRequest[] = [];
  const actor = createActor(
    registerMachine.provide({
      actions: {
        storeSession: (_, p) => effects.storeSession(p),
        showSuccessToast: (_, p) => effects.showSuccessToast(p),
        redirect: (_, p) => effects.redirect(p),
        focusFirstInvalid: () => effects.focusFirstInvalid(),
      },
      actors: {
        registerRequest: fromPromise(({ input }) => {
          requests.push(input);
          return request(input);
        }),
      },
    }),
  ).start();
  const fill = (values: Partial<Record<'name' | 'email' | 'password' | 'confirm', string>>) => {
    for (const [field, value] of Object.entries(values))
      actor.send({ type: 'register.change', field: field as 'name', value });
  };
  return { actor, effects, requests, fill };
}

const valid = {
  name: '  Dewi Lestari ',
  email: ' dewi@contoh.id',
  password: 'rahasia-dewi',
  confirm: 'rahasia-dewi',
};

describe('register form', () => {
  it('checks the contract bounds before sending anything', () => {
    expect(validateRegister({ name: ' ', email: '', password: '', confirm: '' })).toEqual({
      name: 'Nama wajib diisi.',
      email: 'Email wajib diisi.',
      password: 'Password wajib diisi.',
      confirm: 'Ulangi password Anda.',
    });
    expect(
      validateRegister({
        name: 'N'.repeat(81),
        email: 'bukan',
        password: 'pendek',
        confirm: 'lain',
      }),
    ).toEqual({
      name: 'Nama maksimal 80 karakter.',
      email: 'Masukkan alamat email yang valid.',
      password: 'Password minimal 8 karakter.',
      confirm: 'Konfirmasi password tidak cocok.',
    });
    expect(
      validateRegister({ ...valid, password: 'p'.repeat(129), confirm: 'p'.repeat(129) }).password,
    ).toBe('Password maksimal 128 karakter.');
    expect(validateRegister(valid)).toEqual({});
  });

  it('sends the trimmed name and email, then signs in like a login and redirects by role', async () => {
    const h = harness(() => Promise.resolve(created));
    h.fill(valid);
    h.actor.send({ type: 'register.submit' });
    await waitFor(h.actor, (s) => s.matches('idle') && h.effects.redirect.mock.calls.length > 0);
    expect(h.requests).toEqual([
      { name: 'Dewi Lestari', email: 'dewi@contoh.id', password: 'rahasia-dewi' },
    ]);
    expect(h.effects.storeSession).toHaveBeenCalledWith(created);
    expect(h.effects.showSuccessToast).toHaveBeenCalledWith({ name: 'Dewi Lestari' });
    expect(h.effects.redirect).toHaveBeenCalledWith({ role: 'user' });
  });

  it('a taken email (409) is shown at the email field, and nothing typed is lost', async () => {
    const h = harness(() => Promise.reject(new ApiError(409, 'Email already exists')));
    h.fill(valid);
    h.actor.send({ type: 'register.submit' });
    const s = await waitFor(
      h.actor,
      (x) => x.matches('idle') && Object.keys(x.context.errors).length > 0,
    );
    expect(s.context.errors).toEqual({ email: 'Email already exists' });
    expect(s.context).toMatchObject(valid);
    expect(h.effects.focusFirstInvalid).toHaveBeenCalled();
    expect(h.effects.storeSession).not.toHaveBeenCalled();
  });

  it('places each failure where the user reads it', () => {
    expect(registerErrorOf(new ApiError(400, 'password: minimal 8 karakter.'))).toEqual({
      password: 'Password minimal 8 karakter.',
    });
    expect(registerErrorOf(new ApiError(400, 'body: JSON tidak valid.'))).toEqual({
      form: REGISTER_MESSAGES.invalid,
    });
    const limited = 'Terlalu banyak pendaftaran dari alamat ini. Coba lagi dalam 15 menit.';
    expect(registerErrorOf(new ApiError(429, limited))).toEqual({ form: limited });
    expect(registerErrorOf(new ApiError(429, undefined))).toEqual({
      form: REGISTER_MESSAGES.tooMany,
    });
    expect(registerErrorOf(new ApiError(503, 'Server sedang sibuk memproses login.'))).toEqual({
      form: REGISTER_MESSAGES.busy,
    });
    expect(registerErrorOf(new ApiError(0, undefined, NETWORK_ERROR_MESSAGE))).toEqual({
      form: NETWORK_ERROR_MESSAGE,
    });
    expect(registerErrorOf(new ApiError(500, 'Terjadi kesalahan pada server.'))).toEqual({
      form: REGISTER_MESSAGES.failed,
    });
  });
});

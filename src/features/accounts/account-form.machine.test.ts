import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { accountFormMachine, validateAccount, type AccountMode } from './account-form.machine';
import { LocalAccountError } from './local-auth';
import type { LocalCurrentUser } from './local-users';

const user: LocalCurrentUser = {
  id: '1',
  email: 'a@b.co',
  role: 'user',
  membership: 'basic',
  createdAt: '2026-01-01T00:00:00.000Z',
};

function harness(mode: AccountMode, request: () => Promise<LocalCurrentUser>) {
  const signedIn = vi.fn<(params: unknown) => void>();
  const calls: unknown[] = [];
  const actor = createActor(
    accountFormMachine.provide({
      actions: { signedIn: (_, p) => signedIn(p), focusFirstInvalid: () => {} },
      actors: { submitRequest: fromPromise(({ input }) => (calls.push(input), request())) },
    }),
    { input: { mode } },
  ).start();
  const fill = (email: string, password: string, confirm = '') => {
    actor.send({ type: 'account.change', field: 'email', value: email });
    actor.send({ type: 'account.change', field: 'password', value: password });
    actor.send({ type: 'account.change', field: 'confirm', value: confirm });
  };
  return { actor, signedIn, calls, fill };
}

describe('account form validation', () => {
  it('register needs an email, an 8+ character password and the same confirmation', () => {
    expect(validateAccount({ mode: 'register', email: '', password: '', confirm: '' })).toEqual({
      email: 'Email wajib diisi.',
      password: 'Password wajib diisi.',
      confirm: 'Ulangi password Anda.',
    });
    expect(
      validateAccount({ mode: 'register', email: 'x', password: 'pendek', confirm: 'lain' }),
    ).toEqual({
      email: 'Masukkan alamat email yang valid.',
      password: 'Password minimal 8 karakter.',
      confirm: 'Konfirmasi password tidak cocok.',
    });
    expect(
      validateAccount({
        mode: 'register',
        email: 'a@b.co',
        password: 'rahasia123',
        confirm: 'rahasia123',
      }),
    ).toEqual({});
  });

  it('local login needs only an email and a password', () => {
    expect(validateAccount({ mode: 'login', email: 'a@b.co', password: 'x', confirm: '' })).toEqual(
      {},
    );
  });
});

describe('account form machine', () => {
  it('does not submit an invalid form', () => {
    const h = harness('register', () => Promise.resolve(user));
    h.actor.send({ type: 'account.submit' });
    expect(h.actor.getSnapshot().value).toBe('idle');
    expect(h.calls).toHaveLength(0);
  });

  it('signs in after a successful registration with the trimmed email', async () => {
    const h = harness('register', () => Promise.resolve(user));
    h.fill(' a@b.co ', 'rahasia123', 'rahasia123');
    h.actor.send({ type: 'account.submit' });
    expect(h.actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(h.actor, (s) => s.status === 'done');
    expect(h.calls).toEqual([{ mode: 'register', email: 'a@b.co', password: 'rahasia123' }]);
    expect(h.signedIn).toHaveBeenCalledWith({ user, mode: 'register' });
  });

  it('puts a taken email on the email field and keeps what was typed', async () => {
    const h = harness('register', () =>
      Promise.reject(new LocalAccountError('Email already exists')),
    );
    h.fill('a@b.co', 'rahasia123', 'rahasia123');
    h.actor.send({ type: 'account.submit' });
    await waitFor(h.actor, (s) => s.matches('idle'));
    expect(h.actor.getSnapshot().context).toMatchObject({
      email: 'a@b.co',
      password: 'rahasia123',
      errors: { email: 'Email already exists' },
    });
  });

  it('shows a login mismatch for the whole form, cleared by the next edit', async () => {
    const h = harness('login', () =>
      Promise.reject(new LocalAccountError('Invalid email or password')),
    );
    h.fill('a@b.co', 'salah');
    h.actor.send({ type: 'account.submit' });
    await waitFor(h.actor, (s) => s.matches('idle'));
    expect(h.actor.getSnapshot().context.errors).toEqual({ form: 'Invalid email or password' });
    h.actor.send({ type: 'account.change', field: 'password', value: 'lagi' });
    expect(h.actor.getSnapshot().context.errors).toEqual({});
  });

  it('shows a generic message for an unexpected failure', async () => {
    const h = harness('login', () => Promise.reject(new Error('crypto unavailable')));
    h.fill('a@b.co', 'x');
    h.actor.send({ type: 'account.submit' });
    await waitFor(h.actor, (s) => s.matches('idle'));
    expect(h.actor.getSnapshot().context.errors).toEqual({ form: 'Terjadi kesalahan. Coba lagi.' });
  });
});

import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { LoginRequest, LoginResponse } from '../../../common/api/types';
import { ApiError } from '../../api/errors';
import { loginMachine } from './login.machine';

/** What the server answers a login of a browser-only account: it does not know the email. */
const refusal = new ApiError(401, 'Email atau password salah.');
const migrated: LoginResponse = {
  user: {
    name: 'Dewi Lestari',
    email: 'dewi.lestari@contoh.id',
    role: 'user',
    membership: 'basic',
  },
  token: 'baru',
};

type Effect = (params?: unknown) => void;

function harness(
  login: (input: LoginRequest) => Promise<LoginResponse>,
  migrate: (input: LoginRequest) => Promise<LoginResponse | null>,
) {
  const effects = {
    storeSession: vi.fn<Effect>(),
    showSuccessToast: vi.fn<Effect>(),
    showFailureToast: vi.fn<Effect>(),
    redirectByRole: vi.fn<Effect>(),
  };
  const migrations: LoginRequest[] = [];
  const actor = createActor(
    loginMachine.provide({
      actions: {
        storeSession: (_, p) => effects.storeSession(p),
        showSuccessToast: (_, p) => effects.showSuccessToast(p),
        showFailureToast: (_, p) => effects.showFailureToast(p),
        redirectByRole: (_, p) => effects.redirectByRole(p),
        focusFirstInvalid: () => {},
      },
      actors: {
        loginRequest: fromPromise(({ input }) => login(input)),
        migrateLocal: fromPromise(({ input }) => {
          migrations.push(input);
          return migrate(input);
        }),
      },
    }),
  ).start();
  actor.send({ type: 'login.change', field: 'email', value: ' dewi.lestari@contoh.id ' });
  actor.send({ type: 'login.change', field: 'password', value: 'rahasia-dewi' });
  actor.send({ type: 'login.submit' });
  const settled = () => waitFor(actor, (s) => s.matches('idle'));
  return { actor, effects, migrations, settled };
}

describe('login of a browser-only account: it becomes a server account', () => {
  it('after a 401, a matching browser-only account is registered and signed in like a login', async () => {
    const h = harness(
      () => Promise.reject(refusal),
      () => Promise.resolve(migrated),
    );
    const migrating = await waitFor(h.actor, (s) => s.matches('migrating'));
    // Busy the whole time: the button keeps saying so.
    expect(migrating.hasTag('busy')).toBe(true);
    await h.settled();
    expect(h.migrations).toEqual([{ email: 'dewi.lestari@contoh.id', password: 'rahasia-dewi' }]);
    expect(h.effects.storeSession).toHaveBeenCalledWith(migrated);
    expect(h.effects.showSuccessToast).toHaveBeenCalledWith({ name: 'Dewi Lestari' });
    expect(h.effects.redirectByRole).toHaveBeenCalledWith({ role: 'user' });
    expect(h.effects.showFailureToast).not.toHaveBeenCalled();
  });

  it('without a matching browser-only account, the 401 is shown as the server sent it', async () => {
    const h = harness(
      () => Promise.reject(refusal),
      () => Promise.resolve(null),
    );
    await h.settled();
    expect(h.effects.showFailureToast).toHaveBeenCalledWith({ error: refusal });
    expect(h.effects.storeSession).not.toHaveBeenCalled();
    // What was typed stays.
    expect(h.actor.getSnapshot().context).toMatchObject({
      email: ' dewi.lestari@contoh.id ',
      password: 'rahasia-dewi',
    });
  });

  it('when the email already has a server account (409), the 401 is shown, not the 409', async () => {
    const h = harness(
      () => Promise.reject(refusal),
      () => Promise.reject(new ApiError(409, 'Email already exists')),
    );
    await h.settled();
    expect(h.effects.showFailureToast).toHaveBeenCalledWith({ error: refusal });
  });

  it('a registration that failed for another reason (429) says so', async () => {
    const limited = new ApiError(
      429,
      'Terlalu banyak pendaftaran dari alamat ini. Coba lagi dalam 15 menit.',
    );
    const h = harness(
      () => Promise.reject(refusal),
      () => Promise.reject(limited),
    );
    await h.settled();
    expect(h.effects.showFailureToast).toHaveBeenCalledWith({ error: limited });
  });

  it('only a 401 looks for a browser-only account: a 429 or a network failure at login does not', async () => {
    for (const error of [new ApiError(429, 'Terlalu sering login.'), new ApiError(0, undefined)]) {
      const h = harness(
        () => Promise.reject(error),
        () => Promise.resolve(migrated),
      );
      await h.settled();
      expect(h.migrations).toEqual([]);
      expect(h.effects.showFailureToast).toHaveBeenCalledWith({ error });
    }
  });

  it('a server login that succeeds never looks at browser-only accounts', async () => {
    const server: LoginResponse = { ...migrated, token: 'server' };
    const h = harness(
      () => Promise.resolve(server),
      () => Promise.resolve(migrated),
    );
    await h.settled();
    expect(h.migrations).toEqual([]);
    expect(h.effects.storeSession).toHaveBeenCalledWith(server);
  });
});

import { assign, fromPromise, setup } from 'xstate';
import type { LoginRequest, LoginResponse } from '../../../common/api/types';
import { ApiError } from '../../api/errors';

export type LoginField = 'email' | 'password';
export type LoginErrors = Partial<Record<LoginField, string>>;

export interface LoginContext {
  email: string;
  password: string;
  errors: LoginErrors;
  /** The server's refusal (401), kept while a browser-only account is looked for. */
  refusal: unknown;
}

export type LoginEvent =
  { type: 'login.change'; field: LoginField; value: string } | { type: 'login.submit' };

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** email is required and email-typed; password is required. */
export function validateLogin({
  email,
  password,
}: {
  email: string;
  password: string;
}): LoginErrors {
  const errors: LoginErrors = {};
  if (!email.trim()) errors.email = 'Email wajib diisi.';
  else if (!EMAIL_RE.test(email.trim())) errors.email = 'Masukkan alamat email yang valid.';
  if (!password) errors.password = 'Password wajib diisi.';
  return errors;
}

/** A registration that cannot be made of this login: the email has a server account, or the server refuses the body. */
const refusedRegistration = (error: unknown) =>
  error instanceof ApiError && (error.status === 409 || error.status === 400);

/**
 * The login form: idle → submitting → idle. Success stores the session, toasts and redirects
 * by role; failure toasts. What was typed stays.
 *
 * When the server answers 401, the form first looks for a browser-only account of this
 * browser with the same email and password (`migrateLocal`, which registers it on the server
 * and answers that session, or `null`): found, the login succeeds with the new server account;
 * not found, or when the email already has a server account, the 401 is shown as it came. A
 * registration that failed for another reason (429, 503, no network) is shown instead.
 */
export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
  },
  actions: {
    storeSession: (_, _params: LoginResponse) => {},
    showSuccessToast: (_, _params: { name: string | undefined }) => {},
    showFailureToast: (_, _params: { error: unknown }) => {},
    redirectByRole: (_, _params: { role: string }) => {},
    focusFirstInvalid: () => {},
  },
  actors: {
    loginRequest: fromPromise<LoginResponse, LoginRequest>(() =>
      Promise.reject(new Error('loginRequest not provided')),
    ),
    migrateLocal: fromPromise<LoginResponse | null, LoginRequest>(() => Promise.resolve(null)),
  },
  guards: {
    isValid: ({ context }) => Object.keys(validateLogin(context)).length === 0,
  },
}).createMachine({
  id: 'loginForm',
  context: { email: '', password: '', errors: {}, refusal: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'login.change': {
          actions: assign(({ context, event }) => {
            const errors = { ...context.errors };
            delete errors[event.field];
            return { ...context, [event.field]: event.value, errors };
          }),
        },
        'login.submit': [
          { guard: 'isValid', target: 'submitting', actions: assign({ errors: {} }) },
          {
            actions: [
              assign(({ context }) => ({ errors: validateLogin(context) })),
              'focusFirstInvalid',
            ],
          },
        ],
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        src: 'loginRequest',
        input: ({ context }) => ({ email: context.email.trim(), password: context.password }),
        onDone: {
          target: 'idle',
          actions: [
            { type: 'storeSession', params: ({ event }) => event.output },
            {
              type: 'showSuccessToast',
              params: ({ event }) => ({ name: event.output.user?.name }),
            },
            {
              type: 'redirectByRole',
              params: ({ event }) => ({ role: event.output.user?.role ?? 'user' }),
            },
          ],
        },
        onError: [
          {
            guard: ({ event }) => event.error instanceof ApiError && event.error.status === 401,
            target: 'migrating',
            actions: assign({ refusal: ({ event }) => event.error }),
          },
          {
            target: 'idle',
            actions: { type: 'showFailureToast', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    migrating: {
      tags: ['busy'],
      invoke: {
        src: 'migrateLocal',
        input: ({ context }) => ({ email: context.email.trim(), password: context.password }),
        onDone: [
          {
            guard: ({ event }) => event.output !== null,
            target: 'idle',
            actions: [
              { type: 'storeSession', params: ({ event }) => event.output! },
              {
                type: 'showSuccessToast',
                params: ({ event }) => ({ name: event.output!.user.name }),
              },
              {
                type: 'redirectByRole',
                params: ({ event }) => ({ role: event.output!.user.role }),
              },
            ],
          },
          {
            target: 'idle',
            actions: {
              type: 'showFailureToast',
              params: ({ context }) => ({ error: context.refusal }),
            },
          },
        ],
        onError: {
          target: 'idle',
          actions: {
            type: 'showFailureToast',
            params: ({ context, event }) => ({
              error: refusedRegistration(event.error) ? context.refusal : event.error,
            }),
          },
        },
      },
    },
  },
});

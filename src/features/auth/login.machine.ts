import { assign, fromPromise, setup } from 'xstate';
import type { LoginRequest, LoginResponse } from '../../../common/api/types';

export type LoginField = 'email' | 'password';
export type LoginErrors = Partial<Record<LoginField, string>>;

export interface LoginContext {
  email: string;
  password: string;
  errors: LoginErrors;
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

/**
 * The login form: idle → submitting → idle. Success stores the session, toasts and redirects
 * by role; failure toasts. What was typed stays.
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
  },
  guards: {
    isValid: ({ context }) => Object.keys(validateLogin(context)).length === 0,
  },
}).createMachine({
  id: 'loginForm',
  context: { email: '', password: '', errors: {} },
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
        onError: {
          target: 'idle',
          actions: { type: 'showFailureToast', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});

import { assign, fromPromise, setup } from 'xstate';
import { MEMBER_STRINGS } from '../../config/member-strings';
import { LocalAccountError, type Credentials } from './local-auth';
import type { LocalCurrentUser } from './local-users';

export type AccountMode = 'register' | 'login';
export type AccountField = 'email' | 'password' | 'confirm';
export type AccountErrors = Partial<Record<AccountField | 'form', string>>;

export interface AccountContext {
  mode: AccountMode;
  email: string;
  password: string;
  confirm: string;
  errors: AccountErrors;
}

export type AccountEvent =
  { type: 'account.change'; field: AccountField; value: string } | { type: 'account.submit' };

export const PASSWORD_MIN_LENGTH = 8;
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const ACCOUNT_MESSAGES = {
  emailRequired: 'Email wajib diisi.',
  emailInvalid: 'Masukkan alamat email yang valid.',
  passwordRequired: 'Password wajib diisi.',
  passwordShort: `Password minimal ${PASSWORD_MIN_LENGTH} karakter.`,
  confirmRequired: 'Ulangi password Anda.',
  confirmMismatch: 'Konfirmasi password tidak cocok.',
  unexpected: 'Terjadi kesalahan. Coba lagi.',
} as const;

/** Register: email (email type), password (8+), confirmation (the same). Local login: email and password. */
export function validateAccount({
  mode,
  email,
  password,
  confirm,
}: Omit<AccountContext, 'errors'>): AccountErrors {
  const errors: AccountErrors = {};
  if (!email.trim()) errors.email = ACCOUNT_MESSAGES.emailRequired;
  else if (!EMAIL_RE.test(email.trim())) errors.email = ACCOUNT_MESSAGES.emailInvalid;
  if (!password) errors.password = ACCOUNT_MESSAGES.passwordRequired;
  else if (mode === 'register' && password.length < PASSWORD_MIN_LENGTH)
    errors.password = ACCOUNT_MESSAGES.passwordShort;
  if (mode === 'register') {
    if (!confirm) errors.confirm = ACCOUNT_MESSAGES.confirmRequired;
    else if (confirm !== password) errors.confirm = ACCOUNT_MESSAGES.confirmMismatch;
  }
  return errors;
}

/**
 * The register and local-login forms: idle → submitting → signedIn, or back to
 * idle with the error (a taken email on the email field, a mismatch for the form).
 */
export const accountFormMachine = setup({
  types: {
    context: {} as AccountContext,
    events: {} as AccountEvent,
    input: {} as { mode: AccountMode },
  },
  actions: {
    focusFirstInvalid: () => {},
    signedIn: (_, _params: { user: LocalCurrentUser; mode: AccountMode }) => {},
  },
  actors: {
    submitRequest: fromPromise<LocalCurrentUser, Credentials & { mode: AccountMode }>(() =>
      Promise.reject(new Error('submitRequest not provided')),
    ),
  },
  guards: {
    isValid: ({ context }) => Object.keys(validateAccount(context)).length === 0,
  },
}).createMachine({
  id: 'accountForm',
  context: ({ input }) => ({ mode: input.mode, email: '', password: '', confirm: '', errors: {} }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'account.change': {
          actions: assign(({ context, event }) => {
            const errors = { ...context.errors };
            delete errors[event.field];
            delete errors.form;
            return { [event.field]: event.value, errors };
          }),
        },
        'account.submit': [
          { guard: 'isValid', target: 'submitting', actions: assign({ errors: {} }) },
          {
            actions: [
              assign(({ context }) => ({ errors: validateAccount(context) })),
              'focusFirstInvalid',
            ],
          },
        ],
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        src: 'submitRequest',
        input: ({ context }) => ({
          mode: context.mode,
          email: context.email.trim(),
          password: context.password,
        }),
        onDone: {
          target: 'signedIn',
          actions: {
            type: 'signedIn',
            params: ({ event, context }) => ({ user: event.output, mode: context.mode }),
          },
        },
        onError: {
          target: 'idle',
          actions: [
            assign(({ event }) => {
              // A taken email belongs to the email field; a mismatch or anything else to the whole form.
              const message =
                event.error instanceof LocalAccountError
                  ? event.error.message
                  : ACCOUNT_MESSAGES.unexpected;
              return {
                errors:
                  message === MEMBER_STRINGS.accounts.emailExists
                    ? { email: message }
                    : { form: message },
              };
            }),
            'focusFirstInvalid',
          ],
        },
      },
    },
    signedIn: { type: 'final' },
  },
});

import { assign, fromPromise, setup } from 'xstate';
import type { LoginResponse, RegisterRequest } from '../../../common/api/types';
import { ApiError } from '../../api/errors';
import { MEMBER_STRINGS } from '../../config/member-strings';

export type RegisterField = 'name' | 'email' | 'password' | 'confirm';
export type RegisterErrors = Partial<Record<RegisterField | 'form', string>>;

export interface RegisterContext {
  name: string;
  email: string;
  password: string;
  confirm: string;
  errors: RegisterErrors;
}

export type RegisterEvent =
  { type: 'register.change'; field: RegisterField; value: string } | { type: 'register.submit' };

/** The contract's bounds of POST /register (RegisterRequest). */
export const REGISTER_LIMITS = { nameMax: 80, emailMax: 254, passwordMin: 8, passwordMax: 128 };
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const REGISTER_MESSAGES = {
  nameRequired: 'Nama wajib diisi.',
  nameLong: `Nama maksimal ${REGISTER_LIMITS.nameMax} karakter.`,
  emailRequired: 'Email wajib diisi.',
  emailInvalid: 'Masukkan alamat email yang valid.',
  passwordRequired: 'Password wajib diisi.',
  passwordShort: `Password minimal ${REGISTER_LIMITS.passwordMin} karakter.`,
  passwordLong: `Password maksimal ${REGISTER_LIMITS.passwordMax} karakter.`,
  confirmRequired: 'Ulangi password Anda.',
  confirmMismatch: 'Konfirmasi password tidak cocok.',
  invalid: 'Data pendaftaran belum sesuai. Periksa kembali isian Anda.',
  tooMany: 'Terlalu banyak pendaftaran dari jaringan Anda. Coba lagi nanti.',
  busy: 'Server sedang sibuk memproses pendaftaran. Coba lagi dalam beberapa detik.',
  failed: 'Pendaftaran gagal karena kesalahan pada server. Coba lagi.',
} as const;

/** Name 1–80 characters (not blank), an email address, a password of 8–128, the same password again. */
export function validateRegister({
  name,
  email,
  password,
  confirm,
}: Omit<RegisterContext, 'errors'>): RegisterErrors {
  const errors: RegisterErrors = {};
  if (!name.trim()) errors.name = REGISTER_MESSAGES.nameRequired;
  else if (name.trim().length > REGISTER_LIMITS.nameMax) errors.name = REGISTER_MESSAGES.nameLong;
  const mail = email.trim();
  if (!mail) errors.email = REGISTER_MESSAGES.emailRequired;
  else if (!EMAIL_RE.test(mail) || mail.length > REGISTER_LIMITS.emailMax)
    errors.email = REGISTER_MESSAGES.emailInvalid;
  if (!password) errors.password = REGISTER_MESSAGES.passwordRequired;
  else if (password.length < REGISTER_LIMITS.passwordMin)
    errors.password = REGISTER_MESSAGES.passwordShort;
  else if (password.length > REGISTER_LIMITS.passwordMax)
    errors.password = REGISTER_MESSAGES.passwordLong;
  if (!confirm) errors.confirm = REGISTER_MESSAGES.confirmRequired;
  else if (confirm !== password) errors.confirm = REGISTER_MESSAGES.confirmMismatch;
  return errors;
}

const FIELD_LABELS: Record<Exclude<RegisterField, 'confirm'>, string> = {
  name: 'Nama',
  email: 'Email',
  password: 'Password',
};

/**
 * Where a failed registration is shown: a taken email at the email field (the product's
 * 'Email already exists'); a 400 at the field its message names (`password: minimal 8
 * karakter.` → "Password minimal 8 karakter."); everything else above the form.
 */
export function registerErrorOf(error: unknown): RegisterErrors {
  if (!(error instanceof ApiError)) return { form: REGISTER_MESSAGES.failed };
  if (error.isNetworkError) return { form: error.message };
  switch (error.status) {
    case 409:
      return { email: MEMBER_STRINGS.accounts.emailExists };
    case 400: {
      const m = /^(name|email|password): (.+)$/.exec(error.serverMessage ?? '');
      if (m) {
        const field = m[1] as keyof typeof FIELD_LABELS;
        return { [field]: `${FIELD_LABELS[field]} ${m[2]}` };
      }
      return { form: REGISTER_MESSAGES.invalid };
    }
    case 429:
      return { form: error.serverMessage ?? REGISTER_MESSAGES.tooMany };
    case 503:
      return { form: REGISTER_MESSAGES.busy };
    default:
      return { form: REGISTER_MESSAGES.failed };
  }
}

/**
 * The register form: idle → submitting → idle. Success hands the token to the session like a
 * login, toasts and redirects; a failure puts its message at its field or above the form and
 * focuses it. What was typed always stays.
 */
export const registerMachine = setup({
  types: {
    context: {} as RegisterContext,
    events: {} as RegisterEvent,
  },
  actions: {
    storeSession: (_, _params: LoginResponse) => {},
    showSuccessToast: (_, _params: { name: string }) => {},
    redirect: (_, _params: { role: string }) => {},
    focusFirstInvalid: () => {},
  },
  actors: {
    registerRequest: fromPromise<LoginResponse, RegisterRequest>(() =>
      Promise.reject(new Error('registerRequest not provided')),
    ),
  },
  guards: {
    isValid: ({ context }) => Object.keys(validateRegister(context)).length === 0,
  },
}).createMachine({
  id: 'registerForm',
  context: { name: '', email: '', password: '', confirm: '', errors: {} },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'register.change': {
          actions: assign(({ context, event }) => {
            const errors = { ...context.errors };
            delete errors[event.field];
            delete errors.form;
            return { [event.field]: event.value, errors };
          }),
        },
        'register.submit': [
          { guard: 'isValid', target: 'submitting', actions: assign({ errors: {} }) },
          {
            actions: [
              assign(({ context }) => ({ errors: validateRegister(context) })),
              'focusFirstInvalid',
            ],
          },
        ],
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        src: 'registerRequest',
        input: ({ context }) => ({
          name: context.name.trim(),
          email: context.email.trim(),
          password: context.password,
        }),
        onDone: {
          target: 'idle',
          actions: [
            { type: 'storeSession', params: ({ event }) => event.output },
            { type: 'showSuccessToast', params: ({ event }) => ({ name: event.output.user.name }) },
            { type: 'redirect', params: ({ event }) => ({ role: event.output.user.role }) },
          ],
        },
        onError: {
          target: 'idle',
          actions: [
            assign(({ event }) => ({ errors: registerErrorOf(event.error) })),
            'focusFirstInvalid',
          ],
        },
      },
    },
  },
});

import type { ChangeEvent } from 'react';
import { Field, type FieldProps } from './Field';

type Credential = 'email' | 'password';

/**
 * The email and password fields of a sign-in or sign-up form, each with its error, read-only
 * while the form is busy. They autocomplete as a sign-in; `email` and `password` add to or
 * replace what each field is given (a sign-up's autocomplete, minimum length, hint).
 */
export function CredentialFields({
  values,
  errors,
  onChange,
  busy,
  email,
  password,
}: {
  values: Record<Credential, string>;
  errors: Partial<Record<Credential, string>>;
  onChange: (field: Credential) => (e: ChangeEvent<HTMLInputElement>) => void;
  busy: boolean;
  email?: Partial<FieldProps>;
  password?: Partial<FieldProps>;
}) {
  return (
    <>
      <Field
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        placeholder="nama@contoh.com"
        value={values.email}
        onChange={onChange('email')}
        error={errors.email}
        readOnly={busy}
        {...email}
      />
      <Field
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={values.password}
        onChange={onChange('password')}
        error={errors.password}
        readOnly={busy}
        {...password}
      />
    </>
  );
}

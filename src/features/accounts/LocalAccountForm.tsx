import { useId, type ChangeEvent, type FormEvent } from 'react';
import styled from 'styled-components';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { Button } from '../../components/Button/Button';
import { Field } from '../../components/Field/Field';
import { CredentialFields } from '../../components/Field/CredentialFields';
import {
  accountFormMachine,
  PASSWORD_MIN_LENGTH,
  type AccountField,
  type AccountMode,
} from './account-form.machine';
import { loginLocalUser, registerLocalUser } from './local-auth';
import type { LocalCurrentUser } from './local-users';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;
const FormError = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1.5px solid ${({ theme }) => theme.color.danger};
  color: ${({ theme }) => theme.color.danger};
  font-weight: 600;
`;

export interface LocalAccountFormProps {
  mode: AccountMode;
  onSignedIn: (user: LocalCurrentUser, mode: AccountMode) => void;
}

/** The register form (email, password, confirmation) or the local login form (email, password). */
export function LocalAccountForm({ mode, onSignedIn }: LocalAccountFormProps) {
  const formId = useId();
  const [state, send] = useMachine(
    accountFormMachine.provide({
      actors: {
        submitRequest: fromPromise(({ input }) =>
          input.mode === 'register' ? registerLocalUser(input) : loginLocalUser(input),
        ),
      },
      actions: {
        signedIn: (_, { user, mode: m }) => onSignedIn(user, m),
        focusFirstInvalid: () => {
          setTimeout(() =>
            document
              .getElementById(formId)
              ?.querySelector<HTMLInputElement>('[aria-invalid="true"]')
              ?.focus(),
          );
        },
      },
    }),
    { input: { mode } },
  );
  const busy = state.hasTag('busy');
  const { email, password, confirm, errors } = state.context;
  const change = (field: AccountField) => (e: ChangeEvent<HTMLInputElement>) =>
    send({ type: 'account.change', field, value: e.target.value });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    send({ type: 'account.submit' });
  };
  const register = mode === 'register';

  return (
    <Form id={formId} onSubmit={submit} noValidate aria-busy={busy}>
      {errors.form && <FormError role="alert">{errors.form}</FormError>}
      <CredentialFields
        values={{ email, password }}
        errors={errors}
        onChange={change}
        busy={busy}
        email={{ autoComplete: register ? 'email' : 'username' }}
        password={
          register
            ? {
                autoComplete: 'new-password',
                minLength: PASSWORD_MIN_LENGTH,
                hint: `Minimal ${PASSWORD_MIN_LENGTH} karakter.`,
              }
            : {}
        }
      />
      {register && (
        <Field
          label="Konfirmasi password"
          name="confirm"
          type="password"
          autoComplete="new-password"
          required
          value={confirm}
          onChange={change('confirm')}
          error={errors.confirm}
          readOnly={busy}
        />
      )}
      <Button type="submit" $block $size="lg" disabled={busy}>
        {register ? (busy ? 'Mendaftarkan...' : 'Daftar') : busy ? 'Memeriksa...' : 'Masuk'}
      </Button>
    </Form>
  );
}

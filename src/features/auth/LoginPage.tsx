import type { ChangeEvent, FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { login } from '../../api/auth';
import { ApiError } from '../../api/errors';
import { BRAND } from '../../config/brand';
import { ROUTES } from '../../config/routes';
import { STRINGS } from '../../config/strings';
import { Button } from '../../components/Button/Button';
import { CredentialFields } from '../../components/Field/CredentialFields';
import { useToast } from '../../components/Toast/Toast';
import { useSessionActor } from '../../shell/session';
import { loginMachine, type LoginField } from './login.machine';
import { pathAfterLogin } from './redirect';
import {
  FormCard,
  FormEyebrow,
  FormLead,
  FormPage,
  FormTitle,
} from '../../components/FormPage/FormPage';
import { shade } from '../../theme/themes';
import { translucent } from '../../theme/translucent';

const GLOW = `radial-gradient(circle at 20% 10%, ${translucent(shade.rust, 0.16)}, transparent 40%), radial-gradient(circle at 85% 90%, ${translucent(shade.leaf, 0.18)}, transparent 45%)`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin-top: ${({ theme }) => theme.space[6]};
`;
const Foot = styled.div`
  margin-top: ${({ theme }) => theme.space[6]};
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
  p {
    margin: 0;
  }
  a {
    font-weight: 700;
  }
`;

/** The login page. */
export function LoginPage() {
  const navigate = useNavigate();
  const session = useSessionActor();
  const { toast } = useToast();

  const [state, send] = useMachine(
    loginMachine.provide({
      actors: {
        loginRequest: fromPromise(({ input }) => login(input)),
      },
      actions: {
        storeSession: (_, { user, token }) => session.send({ type: 'session.login', user, token }),
        showSuccessToast: (_, { name }) =>
          toast({
            title: STRINGS.login.successTitle,
            description: STRINGS.login.successDescription(name || STRINGS.login.fallbackName),
          }),
        showFailureToast: (_, { error }) =>
          toast({
            title: STRINGS.login.failureTitle,
            description:
              (error instanceof ApiError && error.serverMessage) || STRINGS.login.failureFallback,
            variant: 'destructive',
          }),
        redirectByRole: (_, { role }) => {
          void navigate(pathAfterLogin(role), { replace: true });
        },
        focusFirstInvalid: () => {
          // Runs after the errors are assigned; focus the first field that has one.
          setTimeout(() =>
            document.querySelector<HTMLInputElement>('#login-form [aria-invalid="true"]')?.focus(),
          );
        },
      },
    }),
  );

  const busy = state.hasTag('busy');
  const { email, password, errors } = state.context;
  const change = (field: LoginField) => (e: ChangeEvent<HTMLInputElement>) =>
    send({ type: 'login.change', field, value: e.target.value });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    send({ type: 'login.submit' });
  };

  return (
    <FormPage $glow={GLOW}>
      <title>{`Login | ${BRAND.name}`}</title>
      <meta
        name="description"
        content={`Masuk ke akun ${BRAND.name} untuk mengakses materi pelatih.`}
      />
      <FormCard $maxWidth="26rem" as="section" aria-labelledby="login-title">
        <FormEyebrow>{BRAND.name}</FormEyebrow>
        <FormTitle id="login-title">{STRINGS.login.title}</FormTitle>
        <FormLead>Masuk untuk melanjutkan belajar dan mengelola akun pelatih Anda.</FormLead>
        <Form id="login-form" onSubmit={submit} noValidate aria-busy={busy}>
          <CredentialFields
            values={{ email, password }}
            errors={errors}
            onChange={change}
            busy={busy}
          />
          {/* aria-disabled rather than disabled: the button keeps focus while busy (no focus loss);
              the machine ignores submits while submitting. */}
          <Button type="submit" $block $size="lg" aria-disabled={busy || undefined}>
            {busy ? STRINGS.login.submitting : STRINGS.login.submit}
          </Button>
        </Form>
        <Foot>
          <p>
            Belum punya akun? <Link to={ROUTES.register}>Daftar di sini</Link>
          </p>
          <p>
            Untuk pendaftaran sementara, silakan hubungi penyedia layanan melalui{' '}
            <a href={`mailto:${BRAND.infoEmail}`}>{BRAND.infoEmail}</a>.
          </p>
        </Foot>
      </FormCard>
    </FormPage>
  );
}

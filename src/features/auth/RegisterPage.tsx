import { useId, type ChangeEvent, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { register } from '../../api/auth';
import { BRAND } from '../../config/brand';
import { ROUTES } from '../../config/routes';
import { Button, ButtonLink } from '../../components/Button/Button';
import { CredentialFields } from '../../components/Field/CredentialFields';
import { Field } from '../../components/Field/Field';
import { useToast } from '../../components/Toast/Toast';
import { useSession, useSessionActor } from '../../shell/session';
import { pathAfterLogin } from './redirect';
import { REGISTER_LIMITS, registerMachine, type RegisterField } from './register.machine';
import {
  FormCard,
  FormEyebrow,
  FormLead,
  FormPage,
  FormTitle,
} from '../../components/FormPage/FormPage';
import { shade } from '../../theme/themes';
import { translucent } from '../../theme/translucent';

const GLOW = `radial-gradient(circle at 80% 10%, ${translucent(shade.rust, 0.14)}, transparent 40%), radial-gradient(circle at 15% 90%, ${translucent(shade.leaf, 0.16)}, transparent 45%)`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin-top: ${({ theme }) => theme.space[6]};
`;
const FormError = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1.5px solid ${({ theme }) => theme.color.danger};
  color: ${({ theme }) => theme.color.danger};
  font-weight: 600;
`;
const Foot = styled.p`
  margin: ${({ theme }) => theme.space[6]} 0 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
  a {
    font-weight: 700;
  }
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[6]};
`;

/** The tab of the former browser-only login (`/register?tab=masuk`): it now leads to /login. */
export const LEGACY_LOGIN_TAB = 'masuk';

/** Only a path on this site (not "//host"), so `next` cannot send the visitor elsewhere. */
export function safeNext(value: string | null): string | null {
  return value && /^\/(?![/\\])/.test(value) ? value : null;
}

/**
 * Registration (/register): name, email, password and its confirmation, sent to
 * POST /api/register. The new member is signed in at once, like a login, and goes to
 * `?next=` (where the members-only prompt was) or to the member dashboard.
 */
export function RegisterPage() {
  const [params] = useSearchParams();
  const { signedIn, user } = useSession();
  if (params.get('tab') === LEGACY_LOGIN_TAB) return <Navigate to={ROUTES.login} replace />;
  return (
    <FormPage $glow={GLOW}>
      <title>{`Daftar | ${BRAND.name}`}</title>
      <meta
        name="description"
        content={`Buat akun ${BRAND.name} gratis untuk membuka konten khusus anggota.`}
      />
      <FormCard $maxWidth="28rem" as="section" aria-labelledby="register-title">
        <FormEyebrow>{BRAND.name}</FormEyebrow>
        {signedIn ? (
          <>
            <FormTitle id="register-title">Anda sudah masuk</FormTitle>
            <FormLead>
              Anda masuk sebagai {user?.name || user?.email || 'anggota'}. Konten khusus anggota
              sudah terbuka untuk Anda.
            </FormLead>
            <Actions>
              <ButtonLink to={pathAfterLogin(user?.role)}>Buka Dashboard</ButtonLink>
              <ButtonLink to={ROUTES.blog} $variant="secondary">
                Buka Blog
              </ButtonLink>
            </Actions>
          </>
        ) : (
          <RegisterForm next={safeNext(params.get('next'))} />
        )}
      </FormCard>
    </FormPage>
  );
}

function RegisterForm({ next }: { next: string | null }) {
  const formId = useId();
  const navigate = useNavigate();
  const session = useSessionActor();
  const { toast } = useToast();
  const [state, send] = useMachine(
    registerMachine.provide({
      actors: { registerRequest: fromPromise(({ input }) => register(input)) },
      actions: {
        storeSession: (_, { user, token }) => session.send({ type: 'session.login', user, token }),
        showSuccessToast: (_, { name }) =>
          toast({
            title: 'Pendaftaran berhasil!',
            description: `Selamat datang, ${name}! Akun Anda sudah aktif dan Anda sudah masuk.`,
          }),
        redirect: (_, { role }) => {
          void navigate(next ?? pathAfterLogin(role), { replace: true });
        },
        focusFirstInvalid: () => {
          // After the errors render: the first field with one, else the message above the form.
          setTimeout(() => {
            const form = document.getElementById(formId);
            form?.querySelector<HTMLElement>('[aria-invalid="true"], [data-form-error]')?.focus();
          });
        },
      },
    }),
  );
  const busy = state.hasTag('busy');
  const { name, email, password, confirm, errors } = state.context;
  const change = (field: RegisterField) => (e: ChangeEvent<HTMLInputElement>) =>
    send({ type: 'register.change', field, value: e.target.value });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    send({ type: 'register.submit' });
  };

  return (
    <>
      <FormTitle id="register-title">Buat Akun</FormTitle>
      <FormLead>
        Daftar gratis untuk membuka konten khusus anggota di blog. Anda langsung masuk setelah
        mendaftar.
      </FormLead>
      <Form id={formId} onSubmit={submit} noValidate aria-busy={busy}>
        {errors.form && (
          <FormError role="alert" tabIndex={-1} data-form-error>
            {errors.form}
          </FormError>
        )}
        <Field
          label="Nama"
          name="name"
          autoComplete="name"
          required
          maxLength={REGISTER_LIMITS.nameMax}
          value={name}
          onChange={change('name')}
          error={errors.name}
          readOnly={busy}
        />
        <CredentialFields
          values={{ email, password }}
          errors={errors}
          onChange={change}
          busy={busy}
          password={{
            autoComplete: 'new-password',
            minLength: REGISTER_LIMITS.passwordMin,
            maxLength: REGISTER_LIMITS.passwordMax,
            hint: `Minimal ${REGISTER_LIMITS.passwordMin} karakter.`,
          }}
        />
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
        {/* aria-disabled rather than disabled: the button keeps focus while busy; the machine
            ignores submits while submitting. */}
        <Button type="submit" $block $size="lg" aria-disabled={busy || undefined}>
          {busy ? 'Mendaftarkan...' : 'Daftar'}
        </Button>
      </Form>
      <Foot>
        Sudah punya akun? <Link to={ROUTES.login}>Login di sini</Link>
      </Foot>
    </>
  );
}

import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { BRAND } from '../../config/brand';
import { MEMBER_STRINGS } from '../../config/member-strings';
import { ROUTES } from '../../config/routes';
import { Button, ButtonLink } from '../../components/Button/Button';
import { Tabs } from '../../components/Tabs/Tabs';
import { useToast } from '../../components/Toast/Toast';
import { formatDateID } from '../../lib/format';
import { LocalAccountForm } from './LocalAccountForm';
import { signInLocalUser } from './local-auth';
import { logoutLocalUser, type LocalCurrentUser } from './local-users';
import { MembershipSelect } from './MembershipSelect';
import { useLocalCurrentUser } from './use-local-accounts';
import {
  FormCard,
  FormEyebrow,
  FormLead,
  FormPage,
  FormTitle,
} from '../../components/FormPage/FormPage';

const GLOW =
  'radial-gradient(circle at 80% 10%, rgba(194, 65, 12, 0.14), transparent 40%), radial-gradient(circle at 15% 90%, rgba(22, 101, 52, 0.16), transparent 45%)';

const Foot = styled.p`
  margin: ${({ theme }) => theme.space[6]} 0 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
  a {
    font-weight: 700;
  }
`;
const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  margin: ${({ theme }) => theme.space[4]} 0;
  dt {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
  dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[6]};
`;

export const TAB_REGISTER = 'daftar';
export const TAB_LOGIN = 'masuk';

/** Only a path on this site (not "//host"), so `next` cannot send the visitor elsewhere. */
export function safeNext(value: string | null): string | null {
  return value && /^\/(?![/\\])/.test(value) ? value : null;
}

/**
 * Local accounts: register with email, password and confirmation,
 * or sign in with a local account ('Masuk dengan akun lokal', /register?tab=masuk).
 * `?next=/blog/1` returns the visitor to where the login prompt was.
 */
export function AccountsPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const { toast } = useToast();
  const current = useLocalCurrentUser();
  const tab = params.get('tab') === TAB_LOGIN ? TAB_LOGIN : TAB_REGISTER;
  const next = safeNext(params.get('next'));

  const onSignedIn = (user: LocalCurrentUser, mode: 'register' | 'login') => {
    toast({
      title: mode === 'register' ? 'Pendaftaran berhasil!' : 'Berhasil masuk',
      description: 'Konten khusus anggota kini terbuka untuk Anda.',
    });
    signInLocalUser(user);
    if (next) void navigate(next, { replace: true });
  };

  return (
    <FormPage $glow={GLOW}>
      <title>{`${tab === TAB_LOGIN ? MEMBER_STRINGS.accounts.localLoginTab : 'Daftar'} | ${BRAND.name}`}</title>
      <meta
        name="description"
        content={`Buat akun ${BRAND.name} atau masuk dengan akun lokal untuk membuka konten khusus anggota.`}
      />
      <FormCard $maxWidth="28rem" as="section" aria-labelledby="account-title">
        <FormEyebrow>{BRAND.name}</FormEyebrow>
        {current ? (
          <>
            <FormTitle id="account-title">Akun Anda</FormTitle>
            <FormLead>
              Anda masuk dengan akun lokal. Konten khusus anggota di blog sudah terbuka.
            </FormLead>
            <Facts>
              <dt>Email</dt>
              <dd>{current.email}</dd>
              <dt>Terdaftar</dt>
              <dd>{formatDateID(current.createdAt) || '-'}</dd>
            </Facts>
            <MembershipSelect userId={current.id} value={current.membership} />
            <Actions>
              <ButtonLink to={next ?? ROUTES.blog}>{next ? 'Lanjutkan' : 'Buka Blog'}</ButtonLink>
              <Button $variant="secondary" onClick={() => logoutLocalUser()}>
                Keluar
              </Button>
            </Actions>
          </>
        ) : (
          <>
            <FormTitle id="account-title">{tab === TAB_LOGIN ? 'Masuk' : 'Buat Akun'}</FormTitle>
            <FormLead>
              {tab === TAB_LOGIN
                ? 'Masuk dengan akun lokal yang Anda daftarkan di perangkat ini.'
                : 'Daftar gratis untuk membuka konten khusus anggota di blog.'}
            </FormLead>
            <Tabs
              label="Akun"
              value={tab}
              onChange={(id) => {
                const nextParams = new URLSearchParams(params);
                if (id === TAB_LOGIN) nextParams.set('tab', TAB_LOGIN);
                else nextParams.delete('tab');
                setParams(nextParams, { replace: true });
              }}
              items={[
                {
                  id: TAB_REGISTER,
                  label: 'Daftar',
                  content: (
                    <LocalAccountForm key="register" mode="register" onSignedIn={onSignedIn} />
                  ),
                },
                {
                  id: TAB_LOGIN,
                  label: MEMBER_STRINGS.accounts.localLoginTab,
                  content: <LocalAccountForm key="login" mode="login" onSignedIn={onSignedIn} />,
                },
              ]}
            />
            <Foot>
              Punya akun pelatih dari {BRAND.name}? <Link to={ROUTES.login}>Login di sini</Link>
            </Foot>
          </>
        )}
      </FormCard>
    </FormPage>
  );
}

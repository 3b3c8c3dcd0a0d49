import { useId } from 'react';
import styled from 'styled-components';
import { BRAND } from '../../config/brand';
import { Badge } from '../../components/Badge/Badge';
import { Spinner } from '../../components/Spinner/Spinner';
import { media } from '../../theme/tokens';
import { useThemeMode } from '../../theme/ThemeModeProvider';
import type { ThemeMode } from '../../theme/themes';
import { useSession } from '../../shell/session';
import { AdminPageHead } from './AdminPageHead';
import { MembershipsSection } from './memberships/MembershipsSection';
import { MEMBER_STRINGS } from '../../config/member-strings';

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  ${media.xl} {
    grid-template-columns: 1fr 1fr;
    align-items: start;
  }
`;
const Panel = styled.section`
  /* A grid item no wider than its column: the accounts' table scrolls inside it on a phone. */
  min-width: 0;
  padding: ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  h2 {
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
  > p {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;
const Wide = styled(Panel)`
  ${media.xl} {
    grid-column: 1 / -1;
  }
`;
const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[6]};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;
const Choices = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  legend {
    font-weight: 600;
    margin-bottom: ${({ theme }) => theme.space[2]};
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    min-height: 2.75rem;
    padding: 0 ${({ theme }) => theme.space[4]};
    border: 1.5px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
    cursor: pointer;
    font-weight: 600;
  }
  label:has(input:checked) {
    border-color: ${({ theme }) => theme.color.primary};
  }
  input {
    width: 1.125rem;
    height: 1.125rem;
    accent-color: ${({ theme }) => theme.color.primary};
  }
`;
const THEME_LABELS: Record<ThemeMode, string> = { light: 'Terang', dark: 'Gelap' };

/** /admin/setting: the profile from GET /user, the theme preference and the accounts' memberships. */
export function AdminSettingPage() {
  const { user } = useSession();
  const { mode, setMode } = useThemeMode();
  const themeName = useId();

  return (
    <main>
      <title>{`Pengaturan | Admin ${BRAND.name}`}</title>
      <meta name="description" content="Profil admin, preferensi tema dan keanggotaan akun." />
      <AdminPageHead
        title="Profil & Preferensi"
        lead="Data profil berasal dari akun Anda di server; preferensi tema disimpan di perangkat ini."
      />
      <Grid>
        <Panel aria-labelledby="profile-title">
          <h2 id="profile-title">Profil</h2>
          {user ? (
            <Facts>
              <dt>Nama</dt>
              <dd>{user.name}</dd>
              <dt>Email</dt>
              <dd>{user.email}</dd>
              <dt>Peran</dt>
              <dd>
                <Badge $tone="primary">{user.role === 'admin' ? 'Admin' : 'Anggota'}</Badge>
              </dd>
            </Facts>
          ) : (
            <Spinner label="Memuat profil..." />
          )}
        </Panel>
        <Panel aria-labelledby="theme-title">
          <h2 id="theme-title">Tampilan</h2>
          <p>Pilih tema yang nyaman untuk mata Anda.</p>
          <Choices>
            <legend>Tema</legend>
            {(['light', 'dark'] as const).map((m) => (
              <label key={m}>
                <input
                  type="radio"
                  name={themeName}
                  value={m}
                  checked={mode === m}
                  onChange={() => setMode(m)}
                />
                {THEME_LABELS[m]}
              </label>
            ))}
          </Choices>
        </Panel>
        <Wide aria-labelledby="members-title">
          <h2 id="members-title">{MEMBER_STRINGS.memberships.title}</h2>
          <p>{MEMBER_STRINGS.memberships.lead}</p>
          <MembershipsSection />
        </Wide>
      </Grid>
    </main>
  );
}

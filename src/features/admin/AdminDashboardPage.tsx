import styled from 'styled-components';
import { BRAND } from '../../config/brand';
import { ROUTES } from '../../config/routes';
import { ButtonLink } from '../../components/Button/Button';
import { SampleNotice } from '../../components/SampleNotice/SampleNotice';
import { formatIDR, formatNumber } from '../../lib/format';
import { media } from '../../theme/tokens';
import { useSession } from '../../shell/session';
import { ADMIN_STATS } from './admin-stats';
import { AdminPageHead } from './AdminPageHead';

const Stats = styled.dl`
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${media.md} {
    grid-template-columns: repeat(3, 1fr);
  }
  div {
    padding: ${({ theme }) => theme.space[5]};
    border-radius: ${({ theme }) => theme.radius.lg};
    background: ${({ theme }) => theme.color.surface};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-top: 4px solid ${({ theme }) => theme.color.primary};
  }
  div:nth-child(2) {
    border-top-color: ${({ theme }) => theme.color.accent};
  }
  div:nth-child(3) {
    border-top-color: ${({ theme }) => theme.color.focus};
  }
  dt {
    color: ${({ theme }) => theme.color.textMuted};
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
  dd {
    margin: ${({ theme }) => theme.space[2]} 0 0;
    font-family: ${({ theme }) => theme.font.heading};
    font-size: ${({ theme }) => theme.fontSize['2xl']};
    font-weight: 800;
  }
  dd span {
    display: block;
  }
  small {
    display: block;
    margin-top: 0.25rem;
    font-family: ${({ theme }) => theme.font.body};
    font-weight: 400;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`;
const Panel = styled.section`
  margin-top: ${({ theme }) => theme.space[8]};
  padding: ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  h2 {
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
  p {
    color: ${({ theme }) => theme.color.textMuted};
  }
  div {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[3]};
  }
`;

/**
 * The admin dashboard: the sample statistics 2034 users, 512 paid users, Rp 125.000.000, said
 * to be sample data so that nobody takes them for the site's own.
 */
export function AdminDashboardPage() {
  const { user } = useSession();
  const { totalUsers, paidUsers, revenue } = ADMIN_STATS;
  const paidShare = new Intl.NumberFormat('id-ID', {
    style: 'percent',
    maximumFractionDigits: 1,
  }).format(paidUsers / totalUsers);
  return (
    <main>
      <title>{`Admin Dashboard | ${BRAND.name}`}</title>
      <meta
        name="description"
        content="Area admin: ringkasan pengguna, pendapatan dan pengelolaan artikel."
      />
      <AdminPageHead
        title="Dashboard"
        lead={`Selamat datang kembali, ${user?.name ?? 'Admin'}. Berikut ringkasan platform hari ini.`}
      />
      <SampleNotice>
        Statistik di bawah ini contoh tampilan, belum dihitung dari akun dan pembayaran situs ini.
      </SampleNotice>
      <Stats aria-label="Statistik platform (data contoh)">
        <div>
          <dt>Total pengguna</dt>
          <dd>
            <span>{formatNumber(totalUsers)}</span>
            <small>Akun pelatih terdaftar</small>
          </dd>
        </div>
        <div>
          <dt>Pengguna berbayar</dt>
          <dd>
            <span>{formatNumber(paidUsers)}</span>
            <small>{paidShare} dari total pengguna</small>
          </dd>
        </div>
        <div>
          <dt>Pendapatan</dt>
          <dd>
            <span>{formatIDR(revenue)}</span>
            <small>Dari langganan dan kursus</small>
          </dd>
        </div>
      </Stats>
      <Panel aria-labelledby="quick-actions">
        <h2 id="quick-actions">Aksi cepat</h2>
        <p>Tulis artikel teknis baru atau perbarui materi yang sudah tayang di Free Kick.</p>
        <div>
          <ButtonLink to={ROUTES.adminArticles}>Kelola artikel</ButtonLink>
          <ButtonLink to={ROUTES.adminSetting} $variant="secondary">
            Profil & preferensi
          </ButtonLink>
        </div>
      </Panel>
    </main>
  );
}

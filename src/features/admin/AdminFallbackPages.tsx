import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink } from '../../components/Button/Button';
import { StatePanel } from '../../components/StatePanel/StatePanel';
import { BRAND } from '../../config/brand';
import { ROUTES } from '../../config/routes';
import { adminLabelOf } from './admin-nav';
import { AdminPageHead } from './AdminPageHead';

const Panel = styled(StatePanel)`
  align-content: center;
  background: ${({ theme }) => theme.color.surface};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.xl};
    color: ${({ theme }) => theme.color.text};
  }
  p {
    max-width: 36rem;
    overflow-wrap: anywhere;
  }
`;

interface AdminStatusProps {
  /** The document title, before " | Admin API Futsal". */
  documentTitle: string;
  title: string;
  lead: string;
  heading: string;
  children: ReactNode;
}

/** A page of the admin area that has nothing to show yet: heading, a panel saying why, and the way back to the dashboard. */
function AdminStatus({ documentTitle, title, lead, heading, children }: AdminStatusProps) {
  return (
    <main>
      <title>{`${documentTitle} | Admin ${BRAND.name}`}</title>
      <AdminPageHead title={title} lead={lead} />
      <Panel>
        <h2>{heading}</h2>
        {children}
        <ButtonLink to={ROUTES.adminDashboard}>Kembali ke Dashboard</ButtonLink>
      </Panel>
    </main>
  );
}

/** A sidebar item without a screen yet (UNBUILT_ADMIN_PATHS): titled with its label, inside the admin shell. */
export function AdminComingSoonPage({ path }: { path: string }) {
  const label = adminLabelOf(path) ?? 'Fitur ini';
  return (
    <AdminStatus
      documentTitle={label}
      title={label}
      lead="Belum tersedia di panel admin"
      heading="Segera hadir"
    >
      <p>
        Halaman {label} sedang kami siapkan dan akan segera tersedia di panel admin. Sementara itu,
        lihat ringkasan platform dan kelola artikel dari Dashboard.
      </p>
    </AdminStatus>
  );
}

/** Any unknown path under /admin, inside the admin shell. */
export function AdminNotFoundPage() {
  const { pathname } = useLocation();
  return (
    <AdminStatus
      documentTitle="Halaman tidak ditemukan"
      title="Halaman tidak ditemukan"
      lead="Panel admin"
      heading="Alamat ini tidak ada"
    >
      <p>
        Maaf, halaman “{pathname}” tidak ada di panel admin. Periksa alamatnya, pilih menu admin,
        atau kembali ke Dashboard.
      </p>
    </AdminStatus>
  );
}

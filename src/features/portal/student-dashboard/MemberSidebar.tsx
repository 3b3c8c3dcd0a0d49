import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Membership } from '../../../../common/api/types';
import { MEMBERSHIP_LABELS } from '../../../config/membership';
import { ROUTES } from '../../../config/routes';
import { Avatar, Nav, Plan, Profile, Side } from './StudentDashboardPage.styles';

/** The sidebar: profile, payment history, notifications, settings and logout. */
const SIDEBAR: { label: string; to: string }[] = [
  { label: 'Kursus Saya', to: ROUTES.dashboard },
  { label: 'Profil', to: ROUTES.underConstruction },
  { label: 'Riwayat Pembayaran', to: ROUTES.underConstruction },
  { label: 'Notifikasi', to: ROUTES.underConstruction },
  { label: 'Pengaturan', to: ROUTES.underConstruction },
];

/** Up to two capitals from the name ("Budi Santoso": "BS"). */
const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join('');

/** An email with a line-break opportunity before its @: a long one wraps there first. */
const withBreakAtSign = (email: string) => {
  const at = email.lastIndexOf('@');
  return at <= 0 ? (
    email
  ) : (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
};

/** The member's menu: who is signed in, the portal's pages, Logout and deleting the account. */
export function MemberSidebar({
  name,
  email,
  membership,
  signingOut,
  onLogout,
  account,
}: {
  name: string;
  email: string;
  /** The plan GET /user answered; unknown until the server has answered one. */
  membership?: Membership;
  signingOut: boolean;
  onLogout: () => void;
  /** The last item: deleting the account (its button and dialog). */
  account?: ReactNode;
}) {
  return (
    <Side aria-label="Menu anggota">
      <Profile>
        <Avatar aria-hidden="true">{initialsOf(name) || 'P'}</Avatar>
        <div>
          <p>
            <strong>{name}</strong>
          </p>
          <small>{withBreakAtSign(email)}</small>
          {membership && (
            <Plan>
              Keanggotaan: <strong>{MEMBERSHIP_LABELS[membership]}</strong>
            </Plan>
          )}
        </div>
      </Profile>
      <Nav aria-label="Portal anggota">
        <ul>
          {SIDEBAR.map((item) => (
            <li key={item.label}>
              <Link to={item.to} aria-current={item.to === ROUTES.dashboard ? 'page' : undefined}>
                {item.label}
              </Link>
            </li>
          ))}
          <li>
            <button type="button" disabled={signingOut} onClick={onLogout}>
              Logout
            </button>
          </li>
          {account && <li>{account}</li>}
        </ul>
      </Nav>
    </Side>
  );
}

import type { Role } from '../../../common/api/types';
import { MEMBER_STRINGS } from '../../config/member-strings';
import { ROUTES } from '../../config/routes';

export interface AdminLink {
  label: string;
  to: string;
  /** Who sees it; undefined means every signed-in user. */
  roles?: readonly Role[];
  group: 'manage' | 'account';
}

/**
 * The admin sidebar. Every link but Dashboard, the profile and the main page is for admins only.
 * The links to a path in UNBUILT_ADMIN_PATHS (src/config/routes.ts, the one list the admin
 * routes read too) have no screen yet: they show a "segera hadir" panel inside the admin shell,
 * titled with the link's label (`adminLabelOf`).
 */
export const ADMIN_LINKS: readonly AdminLink[] = [
  { label: 'Dashboard', to: ROUTES.adminDashboard, group: 'manage' },
  { label: 'Artikel', to: ROUTES.adminArticles, roles: ['admin'], group: 'manage' },
  { label: MEMBER_STRINGS.admin.users, to: ROUTES.adminUsers, roles: ['admin'], group: 'manage' },
  {
    label: MEMBER_STRINGS.admin.blogPost,
    to: ROUTES.adminMaterials,
    roles: ['admin'],
    group: 'manage',
  },
  {
    label: MEMBER_STRINGS.admin.teamData,
    to: ROUTES.adminTeamData,
    roles: ['admin'],
    group: 'manage',
  },
  { label: 'Pemain', to: ROUTES.adminPlayers, roles: ['admin'], group: 'manage' },
  { label: 'Statistik', to: ROUTES.adminStatistics, roles: ['admin'], group: 'manage' },
  { label: 'Profil & Preferensi', to: ROUTES.adminSetting, group: 'account' },
  { label: 'Pengaturan Sistem', to: ROUTES.adminSettings, roles: ['admin'], group: 'account' },
  { label: MEMBER_STRINGS.admin.home, to: ROUTES.home, group: 'account' },
];

/** The links a role sees: admins everything, other roles only Dashboard, their profile and the main page. */
export function adminLinksFor(role: Role | null | undefined): AdminLink[] {
  return ADMIN_LINKS.filter((l) => !l.roles || (role != null && l.roles.includes(role)));
}

/** The sidebar label of an admin path, if the sidebar links to it. */
export function adminLabelOf(path: string): string | undefined {
  return ADMIN_LINKS.find((l) => l.to === path)?.label;
}

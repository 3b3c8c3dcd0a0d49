import { describe, expect, it } from 'vitest';
import { UNBUILT_ADMIN_PATHS } from '../../config/routes';
import { adminLabelOf, adminLinksFor } from './admin-nav';

describe('admin sidebar links', () => {
  it('shows an admin Users, Blog Post and Team Data, pemain, statistik, settings and Halaman Utama', () => {
    const links = adminLinksFor('admin').map((l) => [l.label, l.to]);
    expect(links).toEqual(
      expect.arrayContaining([
        ['Dashboard', '/admin/dashboard'],
        ['Users', '/admin/users'],
        ['Blog Post', '/admin/Materials'],
        ['Team Data', '/admin/TeamData'],
        ['Pemain', '/admin/pemain'],
        ['Statistik', '/admin/statistik'],
        ['Pengaturan Sistem', '/admin/settings'],
        ['Halaman Utama', '/'],
      ]),
    );
  });

  it('shows other roles only Dashboard, their profile and the main page', () => {
    expect(adminLinksFor('user').map((l) => l.label)).toEqual([
      'Dashboard',
      'Profil & Preferensi',
      'Halaman Utama',
    ]);
    expect(adminLinksFor(null).map((l) => l.label)).toEqual([
      'Dashboard',
      'Profil & Preferensi',
      'Halaman Utama',
    ]);
  });

  it('titles every sidebar item without a screen with its sidebar label', () => {
    expect(UNBUILT_ADMIN_PATHS.map(adminLabelOf)).toEqual([
      'Users',
      'Blog Post',
      'Team Data',
      'Pemain',
      'Statistik',
      'Pengaturan Sistem',
    ]);
    expect(adminLabelOf('/admin/nope')).toBeUndefined();
  });
});

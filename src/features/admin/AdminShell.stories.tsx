import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createHandlers } from '../../../mocks/handlers';
import { fixtures } from '../../../mocks/contract';
import { AdminDashboardPage } from './AdminDashboardPage';
import { AdminSettingPage } from './AdminSettingPage';
import { AdminShell } from './AdminShell';
import { adminLinksFor } from './admin-nav';
import { phoneWidth } from '../../test/story-layout';
import { PHONE_LAYER_MODES } from '../../../.storybook/modes';
import { pageParameters } from '../../../.storybook/page-parameters';
import { useToast, type ToastInput } from '../../components/Toast/Toast';
import { OFFLINE_EDIT_STRINGS } from './offline-edits/offline-edit-strings';
import { expectDrawnOnTop } from './articles-admin/articles-admin.story-helpers';

/** The admin shell with its real child pages, mounted under /admin/*. */
function AdminArea() {
  return (
    <Routes>
      <Route element={<AdminShell />}>
        <Route path="dashboard" element={<AdminDashboardPage />} />
        <Route path="setting" element={<AdminSettingPage />} />
        <Route path="*" element={<p data-testid="admin-child">Halaman admin</p>} />
      </Route>
    </Routes>
  );
}

const meta = {
  title: 'Pages/Admin/Shell',
  component: AdminArea,
  tags: ['page'],
  parameters: pageParameters('/admin/dashboard', {
    path: '/admin/*',
    session: 'admin',
  }),
} satisfies Meta<typeof AdminArea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const admin = fixtures.adminUser();
    await expect(await canvas.findByText(`Halo, ${admin.name}!`)).toBeVisible();
    await expect(canvas.getByText(admin.email)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Logout' })).toBeVisible();
    // The 16 rem sidebar with every link an admin has (admin-nav.test.ts names them).
    const nav = canvas.getByRole('complementary', { name: 'Navigasi admin' });
    await expect(nav.getBoundingClientRect().width).toBe(256);
    const links = within(nav);
    for (const { label, to } of adminLinksFor('admin')) {
      await expect(links.getByRole('link', { name: label })).toHaveAttribute('href', to);
    }
    await expect(links.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // The dashboard's hard-coded statistics, id-ID formatted, said to be sample data.
    await expect(canvas.getByRole('note')).toHaveTextContent(
      /^Data contoh Statistik di bawah ini contoh tampilan, belum dihitung/,
    );
    await expect(canvas.getByText('2.034')).toBeVisible();
    await expect(canvas.getByText('512')).toBeVisible();
    await expect(canvas.getByText('Rp 125.000.000')).toBeVisible();
    // The burger belongs to small screens only.
    await expect(canvas.queryByRole('button', { name: 'Buka menu' })).toBeNull();
    // The theme toggle looks like a button: a border that stands out from the top bar (3:1).
    const toggle = canvas.getByRole('button', { name: /^Gunakan tema (gelap|terang)$/ });
    const style = getComputedStyle(toggle);
    const bar = getComputedStyle(toggle.closest('header')!).backgroundColor;
    await expect(style.borderTopStyle).toBe('solid');
    await expect(contrast(style.borderTopColor, bar)).toBeGreaterThanOrEqual(3);
    await expect(contrast(style.color, style.backgroundColor)).toBeGreaterThanOrEqual(4.5);
    // Its name says what a press does in the theme the story is drawn in (the stories fix the
    // theme per mode, so the press itself is the theme provider's, proven with the public toggle).
    await expect(toggle).toHaveAccessibleName(
      document.documentElement.dataset.theme === 'dark'
        ? 'Gunakan tema terang'
        : 'Gunakan tema gelap',
    );
  },
};

/** The WCAG contrast ratio of two opaque computed colours (`rgb(r, g, b)`). */
function contrast(a: string, b: string): number {
  const luminance = (colour: string) => {
    const [r = 0, g = 0, bl = 0] = (colour.match(/[\d.]+/g) ?? []).map(Number).map((v) => {
      const c = v / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi = 0, lo = 0] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

export const LoadsTheUserFromTheServer: Story = {
  parameters: {
    msw: createHandlers({
      getCurrentUser: {
        status: 200,
        body: { name: 'Rina Kartika', email: 'rina@apifutsal.id', role: 'admin' },
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Halo, Rina Kartika!')).toBeVisible();
    await expect(canvas.getByText('rina@apifutsal.id')).toBeVisible();
    await waitFor(() =>
      expect(
        (JSON.parse(localStorage.getItem('user') ?? 'null') as { name?: string } | null)?.name,
      ).toBe('Rina Kartika'),
    );
  },
};

export const Logout: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    localStorage.setItem('role', 'admin');
    await userEvent.click(await canvas.findByRole('button', { name: 'Logout' }));
    await expect(await canvas.findByTestId('location')).toHaveTextContent(/^\/$/);
    await expect([
      localStorage.getItem('ACCESS_TOKEN'),
      localStorage.getItem('user'),
      localStorage.getItem('role'),
    ]).toEqual([null, null, null]);
  },
};

export const LogoutFailureStillSignsOut: Story = {
  parameters: { msw: createHandlers({ logout: 500 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Logout' }));
    await expect(await canvas.findByTestId('location')).toHaveTextContent(/^\/$/);
    await expect(localStorage.getItem('ACCESS_TOKEN')).toBeNull();
  },
};

export const SettingPage: Story = {
  parameters: { route: '/admin/setting' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const admin = fixtures.adminUser();
    await expect(await canvas.findByRole('heading', { name: 'Profil & Preferensi' })).toBeVisible();
    await expect(canvas.getAllByText(admin.email).length).toBeGreaterThanOrEqual(2);
    await expect(canvas.getByRole('radio', { name: 'Terang' })).toBeChecked();
    // The accounts of GET /members, each with its plan.
    const member = fixtures.memberUser();
    await expect(
      await canvas.findByRole('combobox', { name: `Keanggotaan ${member.email}` }),
    ).toHaveValue(member.membership);
  },
};

/** Small screens: the sidebar is a slide-in drawer with an overlay (the shell sized like a phone). */
export const MobileDrawer: Story = {
  parameters: { chromatic: { modes: PHONE_LAYER_MODES } },
  decorators: [phoneWidth],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const burger = await canvas.findByRole('button', { name: 'Buka menu' });
    await expect(canvas.queryByRole('complementary', { name: 'Navigasi admin' })).toBeNull();
    await expect(burger).toHaveAttribute('aria-expanded', 'false');

    // Opens as a modal: focus moves in and stays in (the page behind is inert).
    await userEvent.click(burger);
    const drawer = await canvas.findByRole('dialog', { name: 'Menu admin' });
    await expect(burger).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));
    for (let i = 0; i < 14; i++) {
      await userEvent.tab();
      await expect(drawer).toContainElement(document.activeElement as HTMLElement);
    }

    // Its close button closes it and focus returns to the burger (Escape: e2e/admin-articles.spec.ts).
    await userEvent.click(within(drawer).getByRole('button', { name: 'Tutup menu' }));
    await waitFor(() => expect(canvas.queryByRole('dialog', { name: 'Menu admin' })).toBeNull());
    await waitFor(() => expect(burger).toHaveFocus());

    // Navigating closes it too.
    await userEvent.click(burger);
    const again = await canvas.findByRole('dialog', { name: 'Menu admin' });
    await userEvent.click(within(again).getByRole('link', { name: 'Profil & Preferensi' }));
    await expect(await canvas.findByRole('heading', { name: 'Profil & Preferensi' })).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('dialog', { name: 'Menu admin' })).toBeNull());

    // Left open for the screenshot.
    await userEvent.click(burger);
    await expect(await canvas.findByRole('dialog', { name: 'Menu admin' })).toBeVisible();
  },
};

/** The story's toast function, for a toast that comes while the drawer is open (a queued save landing). */
let showToast: ((input: ToastInput) => void) | undefined;
function ToastHandle() {
  const { toast } = useToast();
  useEffect(() => {
    showToast = toast;
    return () => {
      showToast = undefined;
    };
  }, [toast]);
  return null;
}

/**
 * A toast that comes while the phone drawer is open is drawn above the drawer and its backdrop.
 * Captured: the top of the drawer, its first links and the toast over it.
 */
export const MobileDrawerToast: Story = {
  parameters: {
    // The phone only, in both themes: a desktop capture repeats it in a 390 px frame.
    chromatic: {
      modes: {
        ...PHONE_LAYER_MODES,
        'light desktop': { disable: true },
        'dark desktop': { disable: true },
      },
    },
    visual: {
      target: '[data-testid="toast"], #admin-drawer nav > ul:first-of-type > li:nth-child(-n+2)',
    },
  },
  decorators: [phoneWidth],
  render: () => (
    <>
      <AdminArea />
      <ToastHandle />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Buka menu' }));
    const drawer = await canvas.findByRole('dialog', { name: 'Menu admin' });
    await waitFor(() => expect(showToast).toBeDefined());
    showToast?.({ title: OFFLINE_EDIT_STRINGS.landedTitle(1) });
    const toast = await canvas.findByTestId('toast');
    await expect(toast).toHaveTextContent(OFFLINE_EDIT_STRINGS.landedTitle(1));
    // Once it has faded in.
    await waitFor(() => expect(toast).toBeVisible());
    // Inside the open modal (the page behind it is inert) and what the browser hits at its middle.
    await expect(drawer).toContainElement(toast);
    await expectDrawnOnTop(toast);
    // Its close button is reachable above the drawer; the drawer stays open.
    await userEvent.click(within(toast).getByRole('button', { name: 'Tutup notifikasi' }));
    await waitFor(() => expect(canvas.queryByTestId('toast')).toBeNull());
    await expect(canvas.getByRole('dialog', { name: 'Menu admin' })).toBeVisible();

    // Left on the screen for the screenshot: the drawer open, the toast above it.
    showToast?.({ title: OFFLINE_EDIT_STRINGS.landedTitle(1) });
    await expectDrawnOnTop(await canvas.findByTestId('toast'));
  },
};

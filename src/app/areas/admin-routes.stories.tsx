import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PHONE_LAYER_MODES } from '../../../.storybook/modes';
import { pageParameters } from '../../../.storybook/page-parameters';
import { AdminArea } from './admin-routes';
import { phoneWidth } from '../../test/story-layout';

/**
 * The admin area's real route table (guard, shell, pages), mounted under /admin/* as the site
 * mounts it: the paths with no screen of their own stay inside the admin shell.
 */
const meta = {
  title: 'Pages/Admin/Fallbacks',
  component: AdminArea,
  tags: ['page'],
  parameters: pageParameters('/admin/users', {
    path: '/admin/*',
    session: 'admin',
  }),
} satisfies Meta<typeof AdminArea>;
export default meta;
type Story = StoryObj<typeof meta>;

const sidebar = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('complementary', { name: 'Navigasi admin' }));

/** A sidebar item without a screen yet: its label as the title, a "segera hadir" panel, the sidebar with the item marked. */
export const ComingSoon: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Segera hadir' })).toBeVisible();
    await expect(canvas.getByText(/Halaman Users sedang kami siapkan/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Kembali ke Dashboard' })).toHaveAttribute(
      'href',
      '/admin/dashboard',
    );
    const nav = sidebar(canvasElement);
    await expect(nav.getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    await waitFor(() => expect(document.title).toBe('Users | Admin API Futsal'));
  },
};

/** On a phone the sidebar is the drawer: it marks the current item too. */
export const ComingSoonPhone: Story = {
  parameters: { route: '/admin/TeamData', chromatic: { modes: PHONE_LAYER_MODES } },
  decorators: [phoneWidth],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Team Data' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Segera hadir' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Buka menu' }));
    const drawer = within(await canvas.findByRole('dialog', { name: 'Menu admin' }));
    await expect(drawer.getByRole('link', { name: 'Team Data' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Left open for the screenshot: the drawer over the panel, the item marked.
  },
};

/** An unknown path under /admin: a not-found panel inside the shell, with the way back. */
export const NotFound: Story = {
  parameters: { route: '/admin/nope' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Halaman tidak ditemukan' }),
    ).toBeVisible();
    await expect(canvas.getByText(/“\/admin\/nope” tidak ada di panel admin/)).toBeVisible();
    const nav = sidebar(canvasElement);
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(nav.queryByRole('link', { current: 'page' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Kembali ke Dashboard' })).toHaveAttribute(
      'href',
      '/admin/dashboard',
    );
    await waitFor(() => expect(document.title).toBe('Halaman tidak ditemukan | Admin API Futsal'));
  },
};

/** The way back leads to the dashboard, still in the shell. */
export const NotFoundBackToDashboard: Story = {
  parameters: { route: '/admin/nope' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: 'Kembali ke Dashboard' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(sidebar(canvasElement).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

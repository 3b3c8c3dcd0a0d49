import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRoutes } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { pageParameters } from '../../../.storybook/page-parameters';
import { fixtures } from '../../../mocks/contract';
import { siteRoutes } from '../App';

/** The site's real route table, as the browser mounts it. */
function Site() {
  return useRoutes(siteRoutes);
}

/**
 * The member portal has no shell of its own: its pages sit in the public site's shell, and an
 * unknown path below /user, /dashboard or /portal is the site's not-found page in that shell.
 */
const meta = {
  title: 'Pages/Portal/Fallbacks',
  component: Site,
  tags: ['page'],
  parameters: pageParameters('/user/nope', {
    path: '/*',
    session: 'member',
  }),
} satisfies Meta<typeof Site>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Halaman tidak ditemukan' }),
    ).toBeVisible();
    await expect(canvas.getByText(/“\/user\/nope”/)).toBeVisible();
    // In the site's shell, signed in: the header with the member's name and Logout.
    await expect(canvas.getByRole('link', { name: 'API Futsal, ke beranda' })).toBeVisible();
    await expect(canvas.getByText(fixtures.memberUser().name)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Kembali ke beranda' })).toHaveAttribute(
      'href',
      '/',
    );
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { NotFoundPage } from './NotFoundPage';
import { ErrorScreen } from './RouteErrorPage';
import { UnderConstructionPage } from './UnderConstructionPage';
import { pageParameters } from '../../../.storybook/page-parameters';

const meta = {
  title: 'Pages/Fallback',
  component: NotFoundPage,
  tags: ['page'],
  parameters: pageParameters('/halaman-yang-hilang'),
} satisfies Meta<typeof NotFoundPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Halaman tidak ditemukan' }),
    ).toBeVisible();
    await expect(canvas.getByText(/“\/halaman-yang-hilang”/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Baca artikel Free Kick' })).toHaveAttribute(
      'href',
      '/freekick',
    );
    await expect(canvas.getByRole('link', { name: 'Kembali ke beranda' })).toHaveAttribute(
      'href',
      '/',
    );
  },
};

export const NotFoundGoesHome: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Kembali ke beranda' }));
    await expect(await canvas.findByTestId('location')).toHaveTextContent(/^\/$/);
  },
};

export const UnderConstruction: Story = {
  render: () => <UnderConstructionPage />,
  parameters: { route: '/segera-hadir' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Halaman sedang dibangun' }),
    ).toBeVisible();
    const banner = canvas.getByRole('link', {
      name: 'Halaman sedang dibangun. Kembali ke beranda',
    });
    await expect(banner).toHaveAttribute('href', '/');
    await expect(banner.querySelector('img')).toHaveAttribute(
      'src',
      '/images/hero/under-construction.svg',
    );
  },
};

export const UnderConstructionBannerGoesHome: Story = {
  render: () => <UnderConstructionPage />,
  parameters: { route: '/segera-hadir' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('link', { name: 'Halaman sedang dibangun. Kembali ke beranda' }),
    );
    await expect(await canvas.findByTestId('location')).toHaveTextContent(/^\/$/);
  },
};

export const RouteError: Story = {
  render: () => <ErrorScreen error={new Error('Cannot read properties of undefined')} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Waduh, ada yang tidak beres' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Muat ulang halaman' })).toBeEnabled();
    // Nothing technical is shown to the visitor.
    await expect(canvas.queryByText(/Cannot read properties/)).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Kembali ke beranda' })).toHaveAttribute(
      'href',
      '/',
    );
  },
};

export const ChunkLoadError: Story = {
  render: () => (
    <ErrorScreen
      error={new TypeError('Failed to fetch dynamically imported module: /assets/HomePage-abc.js')}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Situs baru saja diperbarui' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Muat ulang halaman' })).toBeVisible();
  },
};

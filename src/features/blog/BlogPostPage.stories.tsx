import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BlogPostPage } from './BlogPostPage';
import { pageParameters } from '../../../.storybook/page-parameters';

const meta = {
  title: 'Pages/Blog/Post',
  component: BlogPostPage,
  tags: ['page'],
  parameters: pageParameters('/blog/1', {
    path: '/blog/:id',
  }),
} satisfies Meta<typeof BlogPostPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = 'Rondo 4v1: Latihan Pembuka yang Mengajarkan Segalanya';

export const LockedSignedOut: Story = {
  parameters: { visual: { target: '[aria-labelledby="locked-title"]' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Kenapa rondo?' })).toBeVisible();
    const prompt = canvas.getByRole('region', { name: 'Lanjutan artikel ini khusus anggota' });
    await expect(within(prompt).getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/login',
    );
    await expect(within(prompt).getByRole('link', { name: 'Daftar' })).toHaveAttribute(
      'href',
      '/register',
    );
    await expect(canvas.queryByText('Progresi untuk pemain yang sudah mahir')).toBeNull();
    // The video is a facade: nothing is loaded from YouTube before a click.
    await expect(canvas.getByRole('button', { name: `Putar video: ${TITLE}` })).toBeVisible();
    await expect(canvasElement.querySelector('iframe')).toBeNull();
  },
};

export const UnlockedMember: Story = {
  parameters: { visual: { target: '[aria-labelledby="members-title"]' }, session: 'member' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Materi khusus anggota' })).toBeVisible();
    await expect(
      canvas.getByRole('heading', { name: 'Progresi untuk pemain yang sudah mahir' }),
    ).toBeVisible();
    await expect(
      canvas.queryByRole('region', { name: 'Lanjutan artikel ini khusus anggota' }),
    ).toBeNull();
    const pdf = canvas.getByRole('link', { name: 'Unduh drill sheet (PDF)' });
    await expect(pdf).toHaveAttribute('href', '/docs/drill-sheet-rondo-4v1.pdf');
    await expect(pdf).toHaveAttribute('download', 'drill-sheet-rondo-4v1.pdf');
    const res = await fetch(pdf.getAttribute('href') ?? '');
    await expect(res.ok).toBe(true);
    await expect((await res.text()).startsWith('%PDF-1.4')).toBe(true);
  },
};

export const PdfLoginRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Unduh drill sheet (PDF)' }));
    await expect(await canvas.findByTestId('location')).toHaveTextContent('/login');
    await waitFor(() => expect(canvas.getByTestId('toast')).toHaveTextContent('Login Required'));
    // Hovering pauses the toast, so it is still there for the screenshots.
    await userEvent.hover(canvas.getByTestId('toast'));
  },
};

export const WithoutLockedSection: Story = {
  parameters: { route: '/blog/3' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Komunikasi Pelatih di Pinggir Lapangan' }),
    ).toBeVisible();
    await expect(
      canvas.queryByRole('region', { name: 'Lanjutan artikel ini khusus anggota' }),
    ).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Unduh drill sheet/ })).toBeNull();
  },
};

export const NotFound: Story = {
  parameters: { route: '/blog/404' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Post not found!' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Kembali ke blog' })).toHaveAttribute(
      'href',
      '/blog',
    );
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BlogPage } from './BlogPage';
import { pageParameters } from '../../../.storybook/page-parameters';

const meta = {
  title: 'Pages/Blog/List',
  component: BlogPage,
  tags: ['page'],
  parameters: pageParameters('/blog'),
} satisfies Meta<typeof BlogPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Blog Pelatih' })).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(4);
    await expect(canvas.getAllByText('Materi anggota')).toHaveLength(3);
    await expect(canvas.getByText(/28 Oktober 2026/)).toBeVisible();
    await userEvent.click(
      canvas.getByRole('link', { name: 'Rondo 4v1: Latihan Pembuka yang Mengajarkan Segalanya' }),
    );
    await expect(await canvas.findByTestId('location')).toHaveTextContent('/blog/1');
  },
};

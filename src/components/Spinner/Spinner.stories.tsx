import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RowSection } from '../../test/story-layout';
import { Spinner } from './Spinner';

const meta = { title: 'UI/Spinner', component: Spinner } satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Sizes: Story = {
  render: () => (
    <RowSection $gap={8} $centre>
      <Spinner size={20} label="Memuat kecil" />
      <Spinner />
      <Spinner size={48} label="Memuat halaman..." />
    </RowSection>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Announced politely, with a name screen readers read out.
    await expect(canvas.getByText('Memuat...')).toBeInTheDocument();
    await expect(canvas.getByText('Memuat halaman...').closest('[role="status"]')).toHaveAttribute(
      'aria-live',
      'polite',
    );
    await expect(canvas.getAllByText(/Memuat/)).toHaveLength(3);
  },
};

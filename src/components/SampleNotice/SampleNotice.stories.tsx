import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SampleNotice } from './SampleNotice';

const meta = { title: 'UI/SampleNotice', component: SampleNotice } satisfies Meta<
  typeof SampleNotice
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: {
    children: 'Angka di bawah ini contoh tampilan, belum dihitung dari data situs ini.',
  },
  play: async ({ canvasElement }) => {
    const note = within(canvasElement).getByRole('note');
    await expect(note).toHaveTextContent(
      'Data contoh Angka di bawah ini contoh tampilan, belum dihitung dari data situs ini.',
    );
  },
};

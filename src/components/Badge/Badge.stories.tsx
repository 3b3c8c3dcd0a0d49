import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RowSection } from '../../test/story-layout';
import { Badge } from './Badge';

const meta = { title: 'UI/Badge', component: Badge } satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Tones: Story = {
  render: () => (
    <RowSection $gap={3}>
      <Badge>Taktik</Badge>
      <Badge $tone="primary">BEST VALUE</Badge>
      <Badge $tone="success">Aktif</Badge>
      <Badge $tone="danger">Ditutup</Badge>
    </RowSection>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const text of ['Taktik', 'BEST VALUE', 'Aktif', 'Ditutup'])
      await expect(canvas.getByText(text)).toBeVisible();
    // Primary differs from neutral (tone is visible, not only in the text).
    await expect(getComputedStyle(canvas.getByText('BEST VALUE')).backgroundColor).not.toBe(
      getComputedStyle(canvas.getByText('Taktik')).backgroundColor,
    );
  },
};

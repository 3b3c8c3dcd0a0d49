import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Section } from '../Section/Section';
import { Row, StackSection } from '../../test/story-layout';
import { Button, ButtonLink } from './Button';

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { onClick: fn() },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Variants: Story = {
  render: (args) => (
    <StackSection $gap={4}>
      <Row $gap={3} $centre>
        <Button {...args}>Simpan</Button>
        <Button $variant="secondary">Batal</Button>
        <Button $variant="ghost">Lainnya</Button>
        <Button $variant="danger">Hapus</Button>
        <Button disabled>Menyimpan...</Button>
      </Row>
      <Row $gap={3} $centre>
        <Button $size="sm">Kecil</Button>
        <Button $size="md">Sedang</Button>
        <Button $size="lg">Besar</Button>
        <ButtonLink to="/pricing">Lihat paket</ButtonLink>
      </Row>
      <Button $block>Lebar penuh</Button>
    </StackSection>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const save = canvas.getByRole('button', { name: 'Simpan' });
    await expect(save).toHaveAttribute('type', 'button');
    await userEvent.click(save);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: 'Menyimpan...' })).toBeDisabled();
    // Keyboard order follows the layout and skips the disabled button.
    save.focus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Batal' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Kecil' })).toHaveFocus();
    await expect(canvas.getByRole('link', { name: 'Lihat paket' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    for (const b of canvas.getAllByRole('button')) {
      const { height, width } = b.getBoundingClientRect();
      await expect(Math.min(height, width)).toBeGreaterThanOrEqual(24);
    }
  },
};

export const LinkNavigates: Story = {
  render: () => (
    <Section>
      <ButtonLink to="/pricing">Lihat paket</ButtonLink>
    </Section>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Lihat paket' }));
    await expect(await canvas.findByTestId('location')).toHaveTextContent('/pricing');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { RowSection } from '../../test/story-layout';
import { useToast } from './Toast';

function Demo() {
  const { toast } = useToast();
  return (
    <RowSection $gap={3}>
      <Button onClick={() => toast({ title: 'Artikel dihapus.', duration: 60_000 })}>Info</Button>
      <Button
        $variant="danger"
        onClick={() =>
          toast({
            title: 'Login gagal',
            description: 'Terjadi kesalahan saat login. Coba lagi.',
            variant: 'destructive',
            duration: 60_000,
          })
        }
      >
        Gagal
      </Button>
      <Button $variant="secondary" onClick={() => toast({ title: 'Sebentar saja', duration: 300 })}>
        Singkat
      </Button>
    </RowSection>
  );
}

const meta = { title: 'UI/Toast', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Info' }));
    const toast = await canvas.findByTestId('toast');
    await expect(toast).toHaveTextContent('Artikel dihapus.');
    await expect(toast.closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');
  },
};

export const DestructiveReplacesCurrent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Info' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Gagal' }));
    // One toast at a time.
    await waitFor(() => expect(canvas.getAllByTestId('toast')).toHaveLength(1));
    const toast = canvas.getByTestId('toast');
    await expect(toast.closest('[role="alert"]')).not.toBeNull();
    await expect(toast).toHaveTextContent('Terjadi kesalahan saat login. Coba lagi.');
  },
};

export const DismissAndExpire: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Info' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Tutup notifikasi' }));
    await waitFor(() => expect(canvas.queryByTestId('toast')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Singkat' }));
    await expect(await canvas.findByTestId('toast')).toHaveTextContent('Sebentar saja');
    await waitFor(() => expect(canvas.queryByTestId('toast')).toBeNull(), { timeout: 3000 });
  },
};

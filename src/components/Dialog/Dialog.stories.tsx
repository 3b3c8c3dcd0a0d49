import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Section } from '../Section/Section';
import { Row } from '../../test/story-layout';
import { Dialog } from './Dialog';

function Demo({ alert = false }: { alert?: boolean }) {
  const [open, setOpen] = useState(false);
  const [result, setResult] = useState('belum ada');
  return (
    <Section>
      <Button onClick={() => setOpen(true)}>
        {alert ? 'Hapus artikel' : 'Tonton cerita kami'}
      </Button>
      <p>
        Hasil: <output>{result}</output>
      </p>
      <Dialog
        open={open}
        onClose={() => {
          setOpen(false);
          setResult('ditutup');
        }}
        title={alert ? 'Hapus artikel ini?' : 'Cerita API Futsal'}
        description={alert ? 'Artikel yang dihapus tidak bisa dikembalikan.' : undefined}
        alert={alert}
        hideClose={alert}
        size="sm"
      >
        <Row $gap={2} $end>
          <Button
            $variant="secondary"
            onClick={() => {
              setOpen(false);
              setResult('batal');
            }}
          >
            Batal
          </Button>
          <Button
            $variant={alert ? 'danger' : 'primary'}
            onClick={() => {
              setOpen(false);
              setResult('ya');
            }}
          >
            {alert ? 'Hapus' : 'Mengerti'}
          </Button>
        </Row>
      </Dialog>
    </Section>
  );
}

const meta = { title: 'UI/Dialog', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FocusTrapAndEscape: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole('button', { name: 'Tonton cerita kami' });
    await userEvent.click(opener);
    const dialog = await canvas.findByRole('dialog', { name: 'Cerita API Futsal' });
    await expect(dialog).toBeVisible();
    // Focus is inside; Tab cycles within the dialog.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    // The page behind is inert while the modal is open: it cannot take focus.
    opener.focus();
    await expect(opener).not.toHaveFocus();
    await expect(dialog.contains(document.activeElement)).toBe(true);
    // Escape: the browser fires `cancel` on the modal (a synthetic keydown cannot, so fire what it fires).
    dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(opener).toHaveFocus();
    await expect(canvas.getByText('ditutup', { selector: 'output' })).toBeVisible();
  },
};

export const CloseButton: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Tonton cerita kami' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Tutup' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Tonton cerita kami' })).toHaveFocus();
  },
};

export const OpenConfirmation: Story = {
  args: { alert: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Hapus artikel' }));
    const dialog = await canvas.findByRole('alertdialog', { name: 'Hapus artikel ini?' });
    await expect(dialog).toHaveAccessibleDescription(
      'Artikel yang dihapus tidak bisa dikembalikan.',
    );
    await expect(within(dialog).queryByRole('button', { name: 'Tutup' })).toBeNull();
    await expect(within(dialog).getByRole('button', { name: 'Hapus' })).toBeVisible();
  },
};

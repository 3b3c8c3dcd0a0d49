import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { EventDetailPage } from './EventDetailPage';
import { PAGE_MODES } from '../../../../.storybook/modes';

const meta = {
  title: 'Pages/Events/EventDetail',
  component: EventDetailPage,
  tags: ['page'],
  parameters: {
    chromatic: { modes: PAGE_MODES },
    route: '/events/webinars/1',
    path: '/events/webinars/:id',
  },
} satisfies Meta<typeof EventDetailPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const loaded = async (
  canvasElement: HTMLElement,
  title = 'Indonesia Futsal Coaching Summit 2026',
) => {
  const canvas = within(canvasElement);
  await expect(
    await canvas.findByRole('heading', { level: 1, name: title }, { timeout: 3000 }),
  ).toBeVisible();
  return canvas;
};

/** Replaces the Web Share API and the clipboard for one story; restores them afterwards. */
function fakeShareEnv({
  share,
  writeText,
}: {
  share?: (d: ShareData) => Promise<void>;
  writeText?: (t: string) => Promise<void>;
}) {
  return () => {
    const copied: string[] = [];
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    Object.defineProperty(navigator, 'clipboard', {
      value: writeText
        ? { writeText: (t: string) => writeText(t).then(() => void copied.push(t)) }
        : undefined,
      configurable: true,
    });
    return () => {
      delete (navigator as { share?: unknown }).share;
      delete (navigator as { clipboard?: unknown }).clipboard;
    };
  };
}

export const Loading: Story = {
  args: { loadMs: 2_000_000_000 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(within(canvas.getByRole('main')).getByRole('status')).toHaveTextContent(
      'Memuat detail event...',
    );
    await expect(canvas.getByRole('main')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
  },
};

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(canvas.getByText('5 Desember 2026')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Pembicara' })).toHaveTextContent(
      'Dr. Bima Prasetyo',
    );
    const tickets = canvas.getByRole('group', { name: 'Jenis tiket' });
    await expect(within(tickets).getAllByRole('radio')).toHaveLength(4);
    await expect(tickets).toHaveTextContent('$500,000.00');
    await expect(tickets).toHaveTextContent('$1,000,000.00');
    await expect(canvas.getByLabelText('Jumlah tiket')).toHaveValue(1);
  },
};

export const TicketRequired: Story = {
  parameters: { visual: { target: '[aria-labelledby="tickets-title"]' } },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Lanjut ke Checkout' }));
    const message = await canvas.findByText('Please select a ticket type to continue.');
    await expect(message).toHaveAttribute('role', 'alert');
    await expect(canvas.getByRole('group', { name: 'Jenis tiket' })).toHaveAccessibleDescription(
      'Please select a ticket type to continue.',
    );
  },
};

export const ProceedsToCheckout: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Lanjut ke Checkout' }));
    await canvas.findByText('Please select a ticket type to continue.');
    await userEvent.click(canvas.getByRole('radio', { name: /VIP \+ Workshop/ }));
    await expect(canvas.queryByText('Please select a ticket type to continue.')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Tambah jumlah' }));
    await expect(canvas.getByText('$258.00')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Lanjut ke Checkout' }));
    await expect(await canvas.findByTestId('location')).toHaveTextContent('/checkout/1');
  },
};

export const QuantityBounds: Story = {
  parameters: { visual: { target: '[aria-labelledby="tickets-title"]' } },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const input = canvas.getByLabelText('Jumlah tiket');
    const minus = canvas.getByRole('button', { name: 'Kurangi jumlah' });
    const plus = canvas.getByRole('button', { name: 'Tambah jumlah' });
    await expect(minus).toBeDisabled();
    for (let i = 0; i < 9; i++) await userEvent.click(plus);
    await expect(input).toHaveValue(10);
    await expect(plus).toBeDisabled();
    await expect(minus).toBeEnabled();
    await userEvent.clear(input);
    await userEvent.type(input, '42');
    await expect(input).toHaveValue(10);
    // While the field is empty the visitor can type a new number; the quantity itself never leaves 1..10.
    await userEvent.clear(input);
    await expect(input).toHaveValue(null);
    await userEvent.type(input, '3');
    await expect(input).toHaveValue(3);
    await expect(minus).toBeEnabled();
    await userEvent.clear(input);
    await userEvent.tab();
    await expect(input).toHaveValue(3);
    await userEvent.clear(input);
    await userEvent.type(input, '0');
    await expect(input).toHaveValue(1);
    await expect(minus).toBeDisabled();
  },
};

export const ShareCopiesLink: Story = {
  beforeEach: fakeShareEnv({ writeText: () => Promise.resolve() }),
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Bagikan event' }));
    const toast = await canvas.findByTestId('toast');
    await expect(toast).toHaveTextContent('Tautan disalin');
    // Hovering pauses the toast, so it is still there for the screenshots.
    await userEvent.hover(toast);
  },
};

export const CopyFailed: Story = {
  beforeEach: fakeShareEnv({ writeText: () => Promise.reject(new Error('denied')) }),
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Bagikan event' }));
    await waitFor(() => expect(canvas.getByTestId('toast')).toHaveTextContent('Copy failed'));
    await userEvent.hover(canvas.getByTestId('toast'));
    await expect(canvas.getByRole('button', { name: 'Bagikan event' })).toBeEnabled();
  },
};

export const SharingFailed: Story = {
  beforeEach: fakeShareEnv({
    share: () => Promise.reject(new Error('boom')),
    writeText: () => Promise.resolve(),
  }),
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Bagikan event' }));
    await waitFor(() => expect(canvas.getByTestId('toast')).toHaveTextContent('Sharing failed'));
    await userEvent.hover(canvas.getByTestId('toast'));
  },
};

export const NotFound: Story = {
  parameters: { route: '/events/webinars/999' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Event Not Found' }, { timeout: 3000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Lihat semua event' })).toHaveAttribute(
      'href',
      '/events/webinars',
    );
  },
};

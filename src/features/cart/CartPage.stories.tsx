import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CartPage } from './CartPage';
import { SAMPLE_CART, withCart } from './story-helpers';
import { pageParameters } from '../../../.storybook/page-parameters';

const meta = {
  title: 'Pages/Courses/Cart',
  component: CartPage,
  tags: ['page'],
  parameters: pageParameters('/cart'),
} satisfies Meta<typeof CartPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  decorators: withCart(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Keranjang Anda kosong' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Lihat kursus' })).toHaveAttribute(
      'href',
      '/courses',
    );
  },
};

export const WithItems: Story = {
  decorators: withCart(JSON.stringify(SAMPLE_CART)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Kursus di keranjang' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByTestId('cart-total')).toHaveTextContent('Rp 1.450.000');
    await expect(
      canvas.getByRole('button', { name: 'Hapus Taktik Futsal Modern: Rotasi dan Pressing' }),
    ).toBeVisible();
  },
};

export const RemoveItem: Story = {
  decorators: withCart(JSON.stringify(SAMPLE_CART)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Hapus Taktik Futsal Modern: Rotasi dan Pressing' }),
    );
    await expect(canvas.getByTestId('cart-total')).toHaveTextContent('Rp 500.000');
    await expect(JSON.parse(localStorage.getItem('cartItems') ?? '[]')).toHaveLength(1);
    // Removing the last item empties the cart (and its stored entry). The screenshot shows
    // this end state: a half-emptied list repaints its rounded corners differently from run to run.
    await userEvent.click(
      canvas.getByRole('button', { name: 'Hapus Pembinaan Usia Dini (7–12 Tahun)' }),
    );
    await expect(
      await canvas.findByRole('heading', { name: 'Keranjang Anda kosong' }),
    ).toBeVisible();
    await expect(localStorage.getItem('cartItems')).toBeNull();
  },
};

export const ClearConfirmation: Story = {
  decorators: withCart(JSON.stringify(SAMPLE_CART)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const clear = canvas.getByRole('button', { name: 'Kosongkan keranjang' });
    await userEvent.click(clear);
    const dialog = await canvas.findByRole('alertdialog', { name: 'Kosongkan keranjang?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).toBeNull());
    await expect(clear).toHaveFocus();
    await userEvent.click(clear);
    await userEvent.click(
      within(await canvas.findByRole('alertdialog')).getByRole('button', { name: 'Kosongkan' }),
    );
    await expect(
      await canvas.findByRole('heading', { name: 'Keranjang Anda kosong' }),
    ).toBeVisible();
    await expect(localStorage.getItem('cartItems')).toBeNull();
  },
};

export const CorruptedStorage: Story = {
  decorators: withCart(
    '[{"id":1,"title":"<img src=x onerror=alert(1)>","image":"javascript:alert(1)"',
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Keranjang Anda kosong' })).toBeVisible();
    // The bad entry is repaired (removed), not kept around.
    await expect(localStorage.getItem('cartItems')).toBeNull();
  },
};

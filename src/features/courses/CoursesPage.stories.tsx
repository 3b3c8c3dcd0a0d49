import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CartProvider } from '../cart';
import { CoursesPage } from './CoursesPage';
import { pageParameters } from '../../../.storybook/page-parameters';

const meta = {
  title: 'Pages/Courses/Catalogue',
  component: CoursesPage,
  tags: ['page'],
  parameters: pageParameters('/courses'),
  decorators: [
    (Story) => (
      <CartProvider>
        <Story />
      </CartProvider>
    ),
  ],
} satisfies Meta<typeof CoursesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const COURSE = 'Taktik Futsal Modern: Rotasi dan Pressing';

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Kursus Profesional' }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(6);
    await expect(canvas.getAllByRole('button', { name: /^Add to Cart/ })).toHaveLength(6);
    await expect(canvas.getByText('Rp 1.250.000')).toBeVisible();
    await expect(canvas.getByText('Rp 950.000')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Lihat keranjang (0)' })).toHaveAttribute(
      'href',
      '/cart',
    );
  },
};

export const AddedToCart: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: `Add to Cart: ${COURSE}` }));
    await waitFor(() =>
      expect(canvas.getByTestId('toast')).toHaveTextContent('Ditambahkan ke keranjang'),
    );
    // Hovering pauses the toast, so it is still there for the screenshots.
    await userEvent.hover(canvas.getByTestId('toast'));
    await expect(canvas.getByRole('link', { name: 'Lihat keranjang (1)' })).toBeVisible();
    await expect(canvas.getByText('✓ Di keranjang')).toBeVisible();
    const stored = JSON.parse(localStorage.getItem('cartItems') ?? '[]') as {
      title: string;
      quantity: number;
    }[];
    await expect(stored).toEqual([expect.objectContaining({ title: COURSE, quantity: 1 })]);
  },
};

export const DuplicateWarning: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const add = canvas.getByRole('button', { name: `Add to Cart: ${COURSE}` });
    await userEvent.click(add);
    await userEvent.click(add);
    const alert = await canvas.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('Course Already in Cart'));
    await userEvent.hover(canvas.getByTestId('toast'));
    await expect(canvas.getByRole('link', { name: 'Lihat keranjang (1)' })).toBeVisible();
    await expect(JSON.parse(localStorage.getItem('cartItems') ?? '[]')).toHaveLength(1);
  },
};

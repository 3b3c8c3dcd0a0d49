import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CartIndicator } from './CartIndicator';
import { SAMPLE_CART, withCart } from './story-helpers';
import { Frame } from '../../test/story-layout';

const meta = {
  title: 'Cart/CartIndicator',
  component: CartIndicator,
  parameters: { route: '/courses', layout: 'centered' },
} satisfies Meta<typeof CartIndicator>;
export default meta;
type Story = StoryObj<typeof meta>;

const inFrame = (Story: () => React.JSX.Element) => (
  <Frame $padding={4}>
    <Story />
  </Frame>
);

export const EmptyCart: Story = {
  decorators: [inFrame, ...withCart()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Keranjang (0 item)' })).toHaveAttribute(
      'href',
      '/cart',
    );
  },
};

export const WithItems: Story = {
  decorators: [inFrame, ...withCart(JSON.stringify(SAMPLE_CART))],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Keranjang (2 item)' });
    await expect(link).toHaveTextContent('2');
    await userEvent.click(link);
    await expect(await canvas.findByTestId('location')).toHaveTextContent('/cart');
  },
};

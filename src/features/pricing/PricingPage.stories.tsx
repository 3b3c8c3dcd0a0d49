import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PricingPage } from './PricingPage';
import { pageParameters } from '../../../.storybook/page-parameters';

const meta = {
  title: 'Pages/Pricing',
  component: PricingPage,
  tags: ['page'],
  parameters: pageParameters('/pricing'),
} satisfies Meta<typeof PricingPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Paket Langganan' })).toBeVisible();
    const plans = canvas.getAllByRole('article');
    await expect(plans.map((p) => within(p).getByRole('heading').textContent)).toEqual([
      '1 Bulan',
      '6 Bulan',
      '1 Tahun',
    ]);
    await expect(plans[0]).toHaveTextContent('Rp 225.800.000');
    await expect(plans[1]).toHaveTextContent('Rp 427.500.000');
    await expect(plans[2]).toHaveTextContent('Rp 628.000.000');
    await expect(within(plans[2] as HTMLElement).getByText('BEST VALUE')).toBeVisible();
    await expect(canvas.getAllByText('BEST VALUE')).toHaveLength(1);
    await expect(canvas.getAllByRole('button', { name: /^Pilih Paket/ })).toHaveLength(3);
  },
};

export const ChoosePlan: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Pilih Paket 1 Tahun' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/Hubungi kami untuk berlangganan paket 1 Tahun/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'info@apifutsal.id' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:info@apifutsal\.id\?subject=/),
    );
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BRAND } from '../config/brand';
import { Footer } from './Footer';

const meta = {
  title: 'Shell/Footer',
  component: Footer,
  args: { year: 2026 },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(BRAND.tagline)).toBeVisible();
    await expect(canvas.getByRole('link', { name: /YouTube/ })).toHaveAttribute(
      'href',
      BRAND.social.youtube,
    );
    await expect(canvas.getByRole('link', { name: /Instagram/ })).toHaveAttribute(
      'href',
      BRAND.social.instagram,
    );
    await expect(canvas.getByRole('link', { name: `Email ${BRAND.infoEmail}` })).toHaveAttribute(
      'href',
      `mailto:${BRAND.infoEmail}`,
    );
    // Support and Legal have no destination: text, not links, and never href="#".
    for (const label of [
      'Help Center',
      'Contact Us',
      'FAQs',
      'Refund Policy',
      'Terms of Service',
      'Privacy Policy',
      'Cookie Policy',
    ]) {
      await expect(canvas.getByText(label)).toBeVisible();
      await expect(canvas.queryByRole('link', { name: label })).toBeNull();
    }
    await expect(canvasElement.querySelector('a[href="#"]')).toBeNull();
    await expect(canvas.getByRole('list', { name: 'Support' })).toHaveAccessibleDescription(
      /segera tersedia/,
    );
    await expect(canvas.getByText(`© 2026 ${BRAND.company}. Hak cipta dilindungi.`)).toBeVisible();
  },
};

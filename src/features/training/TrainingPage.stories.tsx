import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TrainingPage } from './TrainingPage';
import { pageParameters } from '../../../.storybook/page-parameters';

const meta = {
  title: 'Pages/Events/Training',
  component: TrainingPage,
  tags: ['page'],
  parameters: pageParameters('/events/training'),
} satisfies Meta<typeof TrainingPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Program Pelatihan' }),
    ).toBeVisible();
    const cards = canvas.getAllByRole('article');
    await expect(cards).toHaveLength(5);
    for (const category of ['Professional', 'Workshop', 'Certification', 'Beginner']) {
      await expect(canvas.getAllByText(category).length).toBeGreaterThan(0);
    }
    const links = canvas.getAllByRole('link');
    await expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/training/1',
      '/training/2',
      '/training/3',
      '/training/4',
      '/training/5',
    ]);
  },
};

/** /training/{id} is not defined in this version: following a card leaves the page (the app shows its not-found page). */
export const OpensTrainingDetail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('link', { name: 'Workshop Taktik: Rotasi 3-1 dan 4-0' }),
    );
    await expect(await canvas.findByTestId('location')).toHaveTextContent('/training/2');
  },
};

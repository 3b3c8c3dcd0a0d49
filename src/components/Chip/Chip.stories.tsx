import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Section } from '../Section/Section';
import { Row } from '../../test/story-layout';
import { Chip } from './Chip';

const CATEGORIES = ['All', 'Music', 'Sports', 'Theater'];

function ChipGroup() {
  const [value, setValue] = useState('All');
  return (
    <Section>
      <Row role="group" aria-label="Kategori" $gap={2}>
        {CATEGORIES.map((c) => (
          <Chip key={c} aria-pressed={value === c} onClick={() => setValue(c)}>
            {c}
          </Chip>
        ))}
      </Row>
      <p>
        Dipilih: <output>{value}</output>
      </p>
    </Section>
  );
}

const meta = { title: 'UI/Chip', component: ChipGroup } satisfies Meta<typeof ChipGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ToggleGroup: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'All' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Sports' }));
    await expect(canvas.getByRole('button', { name: 'Sports' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'All' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    // Keyboard: Tab to a chip, Space presses it.
    canvas.getByRole('button', { name: 'Music' }).focus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('button', { name: 'Music' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByText('Music', { selector: 'output' })).toBeVisible();
  },
};

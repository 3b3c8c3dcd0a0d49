import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Section } from '../Section/Section';
import { Tabs } from './Tabs';

function Demo() {
  const [value, setValue] = useState('aktif');
  return (
    <Section>
      <Tabs
        label="Kursus saya"
        value={value}
        onChange={setValue}
        items={[
          { id: 'aktif', label: 'Kursus Aktif', content: <p>Dua kursus sedang berjalan.</p> },
          { id: 'riwayat', label: 'Riwayat Kursus', content: <p>Satu kursus selesai.</p> },
          { id: 'semua', label: 'Semua Kursus', content: <p>Tiga kursus.</p> },
        ]}
      />
    </Section>
  );
}

const meta = { title: 'UI/Tabs', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tabs = canvas.getAllByRole('tab');
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Dua kursus sedang berjalan.');
    await expect(canvas.getByRole('tabpanel')).toHaveAccessibleName('Kursus Aktif');
    tabs[0]!.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Riwayat Kursus' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Satu kursus selesai.');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Semua Kursus' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Kursus Aktif' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{Home}');
    await expect(canvas.getByRole('tab', { name: 'Kursus Aktif' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // Only the selected tab is in the tab order.
    await expect(canvas.getByRole('tab', { name: 'Riwayat Kursus' })).toHaveAttribute(
      'tabindex',
      '-1',
    );
    await userEvent.click(canvas.getByRole('tab', { name: 'Riwayat Kursus' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Satu kursus selesai.');
  },
};

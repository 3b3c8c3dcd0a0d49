import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { StackSection } from '../../test/story-layout';
import { Field } from './Field';

function Form() {
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const error = touched && !email.includes('@') ? 'Masukkan alamat email yang valid.' : undefined;
  return (
    <StackSection $gap={4} $width="28rem">
      <Field
        label="Email"
        type="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        onBlur={() => setTouched(true)}
        error={error}
        hint="Kami tidak membagikan email Anda."
      />
      <Field label="Nama lengkap" placeholder="Budi Santoso" />
      <Field label="Kota" disabled defaultValue="Jakarta" />
    </StackSection>
  );
}

const meta = { title: 'UI/Field', component: Form } satisfies Meta<typeof Form>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByLabelText('Email');
    await expect(email).toHaveAccessibleDescription('Kami tidak membagikan email Anda.');
    await expect(email).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByLabelText('Kota')).toBeDisabled();
  },
};

export const WithError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByLabelText('Email');
    await userEvent.type(email, 'pelatih');
    await userEvent.tab();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(/Masukkan alamat email yang valid\./);
    await userEvent.type(email, '@apifutsal.id');
    await expect(email).not.toHaveAttribute('aria-invalid');
    await userEvent.clear(email);
    await userEvent.type(email, 'x');
    await expect(canvas.getByText('Masukkan alamat email yang valid.')).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createHandlers } from '../../../mocks/handlers';
import { fixtures } from '../../../mocks/contract';
import { BRAND } from '../../config/brand';
import { LoginPage } from './LoginPage';
import { pageParameters } from '../../../.storybook/page-parameters';

const meta = {
  title: 'Pages/Login',
  component: LoginPage,
  tags: ['page'],
  parameters: pageParameters('/login'),
} satisfies Meta<typeof LoginPage>;
export default meta;
type Story = StoryObj<typeof meta>;

async function fillAndSubmit(
  canvasElement: HTMLElement,
  who: 'admin' | 'member' | 'wrongPassword' = 'admin',
) {
  const canvas = within(canvasElement);
  const { email, password } = fixtures.loginCredentials(who);
  await userEvent.type(canvas.getByLabelText('Email'), email);
  await userEvent.type(canvas.getByLabelText('Password'), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
  return { canvas, email, password };
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    await expect(canvas.getByLabelText('Email')).toHaveAttribute('type', 'email');
    await expect(canvas.getByLabelText('Email')).toBeRequired();
    await expect(canvas.getByLabelText('Password')).toBeRequired();
    await expect(canvas.getByRole('button', { name: 'Login' })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: 'Daftar di sini' })).toHaveAttribute(
      'href',
      '/register',
    );
    await expect(canvas.getByRole('link', { name: BRAND.infoEmail })).toHaveAttribute(
      'href',
      `mailto:${BRAND.infoEmail}`,
    );
  },
};

export const ValidationErrors: Story = {
  parameters: { visual: { target: 'section[aria-labelledby="login-title"]' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(await canvas.findByText('Email wajib diisi.')).toBeVisible();
    await expect(canvas.getByText('Password wajib diisi.')).toBeVisible();
    await waitFor(() => expect(canvas.getByLabelText('Email')).toHaveFocus());
    await expect(canvas.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(canvas.getByLabelText('Email'), 'bukan-email');
    await userEvent.type(canvas.getByLabelText('Password'), 'x');
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(await canvas.findByText('Masukkan alamat email yang valid.')).toBeVisible();
    await expect(canvas.queryByText('Password wajib diisi.')).toBeNull();
  },
};

export const Submitting: Story = {
  parameters: {
    visual: { target: 'section[aria-labelledby="login-title"]' },
    msw: createHandlers({ login: { delay: 'infinite' } }),
  },
  play: async ({ canvasElement }) => {
    const { canvas } = await fillAndSubmit(canvasElement);
    const button = await canvas.findByRole('button', { name: 'Logging in...' });
    // Disabled for assistive tech and the form, while keeping keyboard focus.
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Logging in...' })).toBeVisible();
    await expect(canvas.getByLabelText('Email')).toHaveAttribute('readonly');
  },
};

export const FailureWithServerMessage: Story = {
  parameters: { msw: createHandlers({ login: 401 }) },
  play: async ({ canvasElement }) => {
    const { canvas, email, password } = await fillAndSubmit(canvasElement, 'wrongPassword');
    const alert = await canvas.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('Login gagal'));
    await expect(alert).toHaveTextContent(fixtures.wrongPasswordMessage());
    // Nothing typed is lost, and the form is usable again.
    await expect(canvas.getByLabelText('Email')).toHaveValue(email);
    await expect(canvas.getByLabelText('Password')).toHaveValue(password);
    await expect(canvas.getByRole('button', { name: 'Login' })).toBeEnabled();
    await expect(localStorage.getItem('ACCESS_TOKEN')).toBeNull();
  },
};

export const FailureWithoutMessage: Story = {
  parameters: { msw: createHandlers({ login: { status: 500, body: {} } }) },
  play: async ({ canvasElement }) => {
    const { canvas } = await fillAndSubmit(canvasElement);
    const alert = await canvas.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('Login gagal'));
    await expect(alert).toHaveTextContent('Terjadi kesalahan saat login. Coba lagi.');
  },
};

export const NetworkFailure: Story = {
  parameters: { msw: createHandlers({ login: 'network' }) },
  play: async ({ canvasElement }) => {
    const { canvas } = await fillAndSubmit(canvasElement);
    const alert = await canvas.findByRole('alert');
    await waitFor(() =>
      expect(alert).toHaveTextContent('Terjadi kesalahan saat login. Coba lagi.'),
    );
    await expect(canvas.getByRole('button', { name: 'Login' })).toBeEnabled();
  },
};

export const SuccessAdmin: Story = {
  play: async ({ canvasElement }) => {
    const { canvas } = await fillAndSubmit(canvasElement, 'admin');
    const { user, token } = fixtures.adminLogin();
    await expect(await canvas.findByTestId('location')).toHaveTextContent('/admin/dashboard');
    const toast = await canvas.findByTestId('toast');
    await expect(toast).toHaveTextContent('Login berhasil!');
    await expect(toast).toHaveTextContent(`Selamat datang kembali, ${user.name}!`);
    // Announced politely to screen readers.
    await expect(toast.closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');
    await expect(localStorage.getItem('ACCESS_TOKEN')).toBe(token);
    await expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(user);
  },
};

export const SuccessMember: Story = {
  play: async ({ canvasElement }) => {
    const { canvas } = await fillAndSubmit(canvasElement, 'member');
    await expect(await canvas.findByTestId('location')).toHaveTextContent('/portal/dashboard');
    await waitFor(() => expect(canvas.getByText('Login berhasil!')).toBeVisible());
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AccountsPage } from './AccountsPage';
import type { LocalCurrentUser, LocalUser } from './local-users';
import { pageParameters } from '../../../.storybook/page-parameters';

const meta = {
  title: 'Pages/Accounts/Register',
  component: AccountsPage,
  tags: ['page'],
  parameters: pageParameters('/register', {
    session: null,
  }),
} satisfies Meta<typeof AccountsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const EMAIL = 'pelatih.baru@contoh.id';
const PASSWORD = 'latihan2026';

/** What the app stored under `key` in localStorage (JSON), or null. */
const stored = <T,>(key: string) => JSON.parse(localStorage.getItem(key) ?? 'null') as T | null;
const SLOW = { timeout: 5000 };

async function register(
  canvasElement: HTMLElement,
  email = EMAIL,
  password = PASSWORD,
  confirm = password,
) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('Email'), email);
  await userEvent.type(canvas.getByLabelText('Password'), password);
  await userEvent.type(canvas.getByLabelText('Konfirmasi password'), confirm);
  await userEvent.click(canvas.getByRole('button', { name: 'Daftar' }));
  return canvas;
}

/** Toasts hide themselves after 5 s; close them so that the screenshots never depend on timing. */
async function dismissToast(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const toast = canvas.queryByTestId('toast');
  if (toast) await userEvent.click(within(toast).getByRole('button', { name: 'Tutup notifikasi' }));
  await waitFor(() => expect(canvas.queryByTestId('toast')).toBeNull());
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Buat Akun' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Daftar' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tab', { name: 'Masuk dengan akun lokal' })).toBeVisible();
    await expect(canvas.getByLabelText('Email')).toHaveAttribute('type', 'email');
    await expect(canvas.getByLabelText('Konfirmasi password')).toBeRequired();
    await expect(canvas.getByRole('link', { name: 'Login di sini' })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};

export const ValidationErrors: Story = {
  parameters: { visual: { target: 'section[aria-labelledby="account-title"]' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Daftar' }));
    await expect(await canvas.findByText('Email wajib diisi.')).toBeVisible();
    await expect(canvas.getByText('Password wajib diisi.')).toBeVisible();
    await expect(canvas.getByText('Ulangi password Anda.')).toBeVisible();
    await waitFor(() => expect(canvas.getByLabelText('Email')).toHaveFocus());
    await userEvent.type(canvas.getByLabelText('Email'), 'bukan-email');
    await userEvent.type(canvas.getByLabelText('Password'), 'pendek');
    await userEvent.type(canvas.getByLabelText('Konfirmasi password'), 'lain');
    await userEvent.click(canvas.getByRole('button', { name: 'Daftar' }));
    await expect(await canvas.findByText('Masukkan alamat email yang valid.')).toBeVisible();
    await expect(canvas.getByText('Password minimal 8 karakter.')).toBeVisible();
    await expect(canvas.getByText('Konfirmasi password tidak cocok.')).toBeVisible();
  },
};

export const RegisterSuccess: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await register(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Akun Anda' }, SLOW)).toBeVisible();
    await expect(canvas.getByText(EMAIL)).toBeVisible();
    await expect(canvas.getByLabelText('Keanggotaan')).toHaveValue('basic');
    await waitFor(() =>
      expect(canvas.getByTestId('toast')).toHaveTextContent('Pendaftaran berhasil!'),
    );
    // Stored in the local users list with a salted hash; the current user has no password.
    const users = stored<LocalUser[]>('localUsers') ?? [];
    await expect(users).toHaveLength(1);
    await expect(users[0]).toMatchObject({ email: EMAIL, role: 'user', membership: 'basic' });
    await expect(JSON.stringify(users)).not.toContain(PASSWORD);
    await expect(stored<object>('localCurrentUser') ?? {}).not.toHaveProperty('password');
    // Membership can be updated.
    await userEvent.selectOptions(canvas.getByLabelText('Keanggotaan'), 'premium');
    await expect(stored<LocalUser[]>('localUsers')?.[0]?.membership).toBe('premium');
    await dismissToast(canvasElement);
  },
};

export const DuplicateEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await register(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Keluar' }, SLOW));
    await register(canvasElement, EMAIL.toUpperCase(), 'lainnya2026');
    await expect(await canvas.findByText('Email already exists', {}, SLOW)).toBeVisible();
    await expect(canvas.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText('Email')).toHaveValue(EMAIL.toUpperCase());
    await expect(stored<LocalUser[]>('localUsers') ?? []).toHaveLength(1);
    await dismissToast(canvasElement);
  },
};

export const RegisterReturnsToNext: Story = {
  parameters: { route: '/register?next=/blog/1', path: '/register' },
  play: async ({ canvasElement }) => {
    const canvas = await register(canvasElement);
    // Back to where the locked content asked for an account.
    await expect(await canvas.findByTestId('location', {}, SLOW)).toHaveTextContent('/blog/1');
    await expect(stored<LocalCurrentUser>('localCurrentUser')?.email).toBe(EMAIL);
    await dismissToast(canvasElement);
  },
};

export const LocalLogin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // An account registered earlier on this device, then signed out.
    await register(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Keluar' }, SLOW));
    await expect(localStorage.getItem('localCurrentUser')).toBeNull();
    await userEvent.click(await canvas.findByRole('tab', { name: 'Masuk dengan akun lokal' }));
    await expect(canvas.getByRole('heading', { name: 'Masuk' })).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Email'), EMAIL);
    await userEvent.type(canvas.getByLabelText('Password'), PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: 'Masuk' }));
    await expect(await canvas.findByRole('heading', { name: 'Akun Anda' }, SLOW)).toBeVisible();
    await waitFor(() => expect(canvas.getByTestId('toast')).toHaveTextContent('Berhasil masuk'));
    await expect(stored<LocalCurrentUser>('localCurrentUser')?.email).toBe(EMAIL);
    await dismissToast(canvasElement);
  },
};

export const LocalLoginMismatch: Story = {
  parameters: {
    visual: { target: 'section[aria-labelledby="account-title"]' },
    route: '/register?tab=masuk',
    path: '/register',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Masuk dengan akun lokal' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.type(canvas.getByLabelText('Email'), EMAIL);
    await userEvent.type(canvas.getByLabelText('Password'), 'salah-sekali');
    await userEvent.click(canvas.getByRole('button', { name: 'Masuk' }));
    await expect(await canvas.findByText('Invalid email or password', {}, SLOW)).toBeVisible();
    await expect(canvas.getByLabelText('Password')).toHaveValue('salah-sekali');
    await expect(localStorage.getItem('localCurrentUser')).toBeNull();
  },
};

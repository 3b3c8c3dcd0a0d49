import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createHandlers } from '../../../mocks/handlers';
import { fixtures, responseExample } from '../../../mocks/contract';
import { RegisterPage } from './RegisterPage';
import { pageParameters } from '../../../.storybook/page-parameters';

const meta = {
  title: 'Pages/Register',
  component: RegisterPage,
  tags: ['page'],
  parameters: pageParameters('/register', { session: null }),
} satisfies Meta<typeof RegisterPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const NAME = 'Dewi Lestari';
const EMAIL = 'dewi.lestari@contoh.id';
const PASSWORD = 'latihan-futsal-2026';
const CARD = { visual: { target: 'section[aria-labelledby="register-title"]' } };
const SLOW = { timeout: 5000 };

async function fillAndSubmit(canvasElement: HTMLElement, email = EMAIL, password = PASSWORD) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('Nama'), NAME);
  await userEvent.type(canvas.getByLabelText('Email'), email);
  await userEvent.type(canvas.getByLabelText('Password'), password);
  await userEvent.type(canvas.getByLabelText('Konfirmasi password'), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Daftar' }));
  return canvas;
}

/**
 * The form's own error. The page's toast region is also an alert (always present, empty until a
 * toast shows), so the query looks inside the registration card only.
 */
function formAlert(canvas: Awaited<ReturnType<typeof fillAndSubmit>>) {
  return within(canvas.getByRole('region', { name: 'Buat Akun' })).findByRole('alert', {}, SLOW);
}

/** Nothing typed is lost after a refusal, and the form is usable again. */
async function expectKept(
  canvas: Awaited<ReturnType<typeof fillAndSubmit>>,
  email = EMAIL,
  password = PASSWORD,
) {
  await expect(canvas.getByLabelText('Nama')).toHaveValue(NAME);
  await expect(canvas.getByLabelText('Email')).toHaveValue(email);
  await expect(canvas.getByLabelText('Password')).toHaveValue(password);
  await expect(canvas.getByLabelText('Konfirmasi password')).toHaveValue(password);
  await expect(canvas.getByRole('button', { name: 'Daftar' })).not.toHaveAttribute('aria-disabled');
  await expect(localStorage.getItem('ACCESS_TOKEN')).toBeNull();
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Buat Akun' })).toBeVisible();
    await expect(canvas.getByLabelText('Nama')).toHaveAttribute('autocomplete', 'name');
    await expect(canvas.getByLabelText('Email')).toHaveAttribute('type', 'email');
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password');
    await expect(canvas.getByLabelText('Konfirmasi password')).toBeRequired();
    // No browser-only login any more: one account, at /login.
    await expect(canvas.queryByRole('tab')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Login di sini' })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};

export const ValidationErrors: Story = {
  parameters: CARD,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Daftar' }));
    await expect(await canvas.findByText('Nama wajib diisi.')).toBeVisible();
    await expect(canvas.getByText('Email wajib diisi.')).toBeVisible();
    await expect(canvas.getByText('Password wajib diisi.')).toBeVisible();
    await expect(canvas.getByText('Ulangi password Anda.')).toBeVisible();
    await waitFor(() => expect(canvas.getByLabelText('Nama')).toHaveFocus());
    await userEvent.type(canvas.getByLabelText('Nama'), NAME);
    await userEvent.type(canvas.getByLabelText('Email'), 'bukan-email');
    await userEvent.type(canvas.getByLabelText('Password'), 'pendek');
    await userEvent.type(canvas.getByLabelText('Konfirmasi password'), 'lain');
    await userEvent.click(canvas.getByRole('button', { name: 'Daftar' }));
    await expect(await canvas.findByText('Masukkan alamat email yang valid.')).toBeVisible();
    await expect(canvas.getByText('Password minimal 8 karakter.')).toBeVisible();
    await expect(canvas.getByText('Konfirmasi password tidak cocok.')).toBeVisible();
    await waitFor(() => expect(canvas.getByLabelText('Email')).toHaveFocus());
  },
};

export const Created: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement);
    // Signed in at once, like a login: the member goes to their dashboard.
    await expect(await canvas.findByTestId('location', {}, SLOW)).toHaveTextContent(
      '/portal/dashboard',
    );
    const toast = await canvas.findByTestId('toast');
    await expect(toast).toHaveTextContent('Pendaftaran berhasil!');
    await expect(toast).toHaveTextContent(`Selamat datang, ${NAME}!`);
    await expect(localStorage.getItem('ACCESS_TOKEN')).toBe(fixtures.registered().token);
    await expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual({
      name: NAME,
      email: EMAIL,
      role: 'user',
      membership: 'basic',
    });
  },
};

export const CreatedReturnsToNext: Story = {
  parameters: { route: '/register?next=/blog/1', path: '/register' },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement);
    // Back to where the locked content asked for an account.
    await expect(await canvas.findByTestId('location', {}, SLOW)).toHaveTextContent('/blog/1');
  },
};

export const Submitting: Story = {
  parameters: { ...CARD, msw: createHandlers({ register: { delay: 'infinite' } }) },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement);
    const button = await canvas.findByRole('button', { name: 'Mendaftarkan...' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByLabelText('Email')).toHaveAttribute('readonly');
  },
};

export const DuplicateEmail: Story = {
  parameters: { ...CARD, msw: createHandlers({ register: 409 }) },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement);
    await expect(await canvas.findByText('Email already exists', {}, SLOW)).toBeVisible();
    const email = canvas.getByLabelText('Email');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Email already exists');
    await waitFor(() => expect(email).toHaveFocus());
    await expectKept(canvas);
    // Typing a new email clears the message.
    await userEvent.type(email, 'x');
    await expect(canvas.queryByText('Email already exists')).toBeNull();
  },
};

/** The contract's 400 of a registration whose email the server does not take as an address. */
const invalidEmail = responseExample<{ message: string }>(
  '/register',
  'post',
  '400',
  'invalidEmail',
);

export const Invalid: Story = {
  parameters: { ...CARD, msw: createHandlers({ register: { status: 400, body: invalidEmail } }) },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement);
    // The server named the field: its message is shown there, in the form's words.
    await expect(
      await canvas.findByText('Email harus alamat email yang valid.', {}, SLOW),
    ).toBeVisible();
    await waitFor(() => expect(canvas.getByLabelText('Email')).toHaveFocus());
    await expect(canvas.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    await expectKept(canvas);
  },
};

/** The contract's answer to one registration too many from an address. */
const tooMany = responseExample<{ message: string }>(
  '/register',
  'post',
  '429',
  'tooManyRegistrations',
);

export const RateLimited: Story = {
  parameters: { ...CARD, msw: createHandlers({ register: { status: 429, body: tooMany } }) },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement);
    const alert = await formAlert(canvas);
    // The server's own message says how long to wait.
    await expect(alert).toHaveTextContent(tooMany.message);
    await waitFor(() => expect(alert).toHaveFocus());
    await expectKept(canvas);
  },
};

export const Busy: Story = {
  parameters: { msw: createHandlers({ register: 503 }) },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement);
    await expect(await formAlert(canvas)).toHaveTextContent(
      'Server sedang sibuk memproses pendaftaran. Coba lagi dalam beberapa detik.',
    );
    await expectKept(canvas);
  },
};

export const NetworkFailure: Story = {
  parameters: { msw: createHandlers({ register: 'network' }) },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement);
    await expect(await formAlert(canvas)).toHaveTextContent(
      'Tidak dapat terhubung ke server. Periksa koneksi Anda.',
    );
    await expectKept(canvas);
  },
};

export const OldLocalLoginTabLeadsToLogin: Story = {
  parameters: { route: '/register?tab=masuk', path: '/register' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('location')).toHaveTextContent('/login');
  },
};

export const AlreadySignedIn: Story = {
  parameters: { ...CARD, session: 'member' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Anda sudah masuk' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Buka Dashboard' })).toHaveAttribute(
      'href',
      '/portal/dashboard',
    );
    await expect(canvas.queryByLabelText('Password')).toBeNull();
  },
};

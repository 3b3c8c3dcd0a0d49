import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createHandlers } from '../../../../mocks/handlers';
import { fixtures } from '../../../../mocks/contract';
import { pageParameters } from '../../../../.storybook/page-parameters';
import { AdminSettingPage } from '../AdminSettingPage';

const meta = {
  title: 'Pages/Admin/Memberships',
  component: AdminSettingPage,
  tags: ['page'],
  parameters: pageParameters('/admin/setting', { session: 'admin' }),
} satisfies Meta<typeof AdminSettingPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const section = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('region', { name: 'Keanggotaan akun' }));

/** The admin makes a basic member premium: the select saves at once and the page says so. */
export const SetsPremium: Story = {
  play: async ({ canvasElement }) => {
    const members = fixtures.members();
    const basic = members.find((m) => m.role === 'user' && m.membership === 'basic')!;
    const region = await section(canvasElement);
    await expect(await region.findByRole('cell', { name: basic.name })).toBeVisible();
    await expect(
      region.getByText(`Menampilkan ${members.length} dari ${members.length} akun`),
    ).toBeVisible();
    const select = region.getByRole('combobox', { name: `Keanggotaan ${basic.email}` });
    await expect(select).toHaveValue('basic');
    await userEvent.selectOptions(select, 'premium');
    await waitFor(() =>
      expect(region.getByRole('status')).toHaveTextContent(
        `Keanggotaan ${basic.email} sekarang Premium.`,
      ),
    );
    await expect(select).toHaveValue('premium');
    await expect(select).toBeEnabled();
  },
};

/** The list cannot be loaded: the server's words, and a retry that loads it. */
export const LoadFailed: Story = {
  parameters: { msw: createHandlers({ listMembers: 500 }) },
  play: async ({ canvasElement }) => {
    const region = await section(canvasElement);
    const alert = await region.findByRole('alert');
    await expect(alert).toHaveTextContent('Daftar akun belum bisa dimuat.');
    await expect(alert).toHaveTextContent(fixtures.errorMessage('/members', 'get', '500'));
    await expect(region.getByRole('button', { name: 'Coba lagi' })).toBeVisible();
  },
};

/** A save the server refuses: the plan goes back and the alert names the account. */
export const SaveRefused: Story = {
  parameters: { msw: createHandlers({ setMemberMembership: 404 }) },
  play: async ({ canvasElement }) => {
    const basic = fixtures.members().find((m) => m.membership === 'basic' && m.role === 'user')!;
    const region = await section(canvasElement);
    const select = await region.findByRole('combobox', { name: `Keanggotaan ${basic.email}` });
    await userEvent.selectOptions(select, 'premium');
    const alert = await region.findByRole('alert');
    await expect(alert).toHaveTextContent(`Keanggotaan ${basic.email} belum tersimpan.`);
    await expect(alert).toHaveTextContent(
      fixtures.errorMessage('/members/{id}/membership', 'put', '404'),
    );
    await waitFor(() => expect(select).toHaveValue('basic'));
  },
};

/** No account yet: the section says so instead of an empty table. */
export const Empty: Story = {
  parameters: { msw: createHandlers({ listMembers: { status: 200, body: [] } }) },
  play: async ({ canvasElement }) => {
    const region = await section(canvasElement);
    await expect(await region.findByText('Belum ada akun terdaftar.')).toBeVisible();
    await expect(region.queryByRole('table')).toBeNull();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createHandlers } from '../../../../mocks/handlers';
import { fixtures } from '../../../../mocks/contract';
import {
  DASHBOARD_STORY_PARAMETERS,
  STORY_MEMBER as member,
} from '../student-dashboard/dashboard.story-helpers';
import { NETWORK_ERROR_MESSAGE } from '../../../api/errors';
import { MEMBER_STRINGS } from '../../../config/member-strings';
import { StudentDashboardPage } from '../student-dashboard/StudentDashboardPage';

const STRINGS = MEMBER_STRINGS.deleteAccount;

/** The member's dashboard, where "Hapus akun" is the last item of the menu. */
const meta = {
  title: 'Pages/Portal/Dashboard/Hapus akun',
  component: StudentDashboardPage,
  tags: ['page'],
  parameters: DASHBOARD_STORY_PARAMETERS,
} satisfies Meta<typeof StudentDashboardPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the dialog from the menu: the password field has focus. */
async function openDialog(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const nav = within(canvas.getByRole('navigation', { name: 'Portal anggota' }));
  await userEvent.click(nav.getByRole('button', { name: STRINGS.open }));
  const dialog = await canvas.findByRole('alertdialog', { name: STRINGS.title });
  await expect(dialog).toHaveAccessibleDescription(STRINGS.description);
  const password = within(dialog).getByLabelText(STRINGS.password);
  await waitFor(() => expect(password).toHaveFocus());
  return { canvas, dialog: within(dialog), password };
}

/** Types a password and confirms; the answer (an error) shows under the field, which has focus. */
async function failWith(canvasElement: HTMLElement, password: string, message: string) {
  const { dialog, password: field } = await openDialog(canvasElement);
  await userEvent.type(field, password);
  await userEvent.click(dialog.getByRole('button', { name: STRINGS.confirm }));
  await waitFor(() => expect(field).toHaveAccessibleDescription(message));
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveFocus();
  // Still signed in: nothing was deleted.
  await expect(localStorage.getItem('ACCESS_TOKEN')).not.toBeNull();
  await expect(dialog.getByRole('button', { name: STRINGS.confirm })).toBeEnabled();
}

/**
 * Escape closes the dialog and focus returns to the menu item; an empty password is asked for
 * before anything is sent; the contract's wrong password is refused with the server's message.
 */
export const WrongPassword: Story = {
  play: async ({ canvasElement }) => {
    const { canvas } = await openDialog(canvasElement);
    // Escape: the browser fires `cancel` on the modal (a synthetic keydown cannot).
    canvas.getByRole('alertdialog').dispatchEvent(new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: STRINGS.open })).toHaveFocus();
    // Again: confirming with no password asks for it.
    const again = await openDialog(canvasElement);
    await userEvent.click(again.dialog.getByRole('button', { name: STRINGS.confirm }));
    await expect(again.password).toHaveAccessibleDescription(STRINGS.passwordRequired);
    await userEvent.click(again.dialog.getByRole('button', { name: STRINGS.cancel }));
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).toBeNull());
    await failWith(
      canvasElement,
      fixtures.deleteAccountBody('wrongPassword').password,
      fixtures.errorMessage('/user', 'delete', '403'),
    );
  },
};

/** No connection: the dialog stays open and says so; the member can try again. */
export const Offline: Story = {
  parameters: {
    msw: createHandlers({
      getCurrentUser: { status: 200, body: member },
      deleteCurrentUser: 'network',
    }),
  },
  play: async ({ canvasElement }) => {
    await failWith(
      canvasElement,
      fixtures.deleteAccountBody('confirm').password,
      NETWORK_ERROR_MESSAGE,
    );
  },
};

/** The right password: signed out, tokens cleared, back home with a notice. */
export const Deleted: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, dialog, password } = await openDialog(canvasElement);
    await userEvent.type(password, fixtures.deleteAccountBody('confirm').password);
    await userEvent.click(dialog.getByRole('button', { name: STRINGS.confirm }));
    await expect(await canvas.findByTestId('location')).toHaveTextContent(/^\/$/);
    await expect([localStorage.getItem('ACCESS_TOKEN'), localStorage.getItem('user')]).toEqual([
      null,
      null,
    ]);
    const toast = await canvas.findByTestId('toast');
    await expect(toast).toHaveTextContent(STRINGS.deletedTitle);
    await expect(toast).toHaveTextContent(STRINGS.deletedDescription);
  },
};

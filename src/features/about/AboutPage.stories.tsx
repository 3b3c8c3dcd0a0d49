import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AboutPage } from './AboutPage';
import { pageParameters } from '../../../.storybook/page-parameters';
import { createHandlers } from '../../../mocks/handlers';
import {
  apiRequests,
  catchDownloads,
  recordApiRequests,
  resetApiRequests,
  signature,
} from '../../test/downloads';

const meta = {
  title: 'Pages/About',
  component: AboutPage,
  tags: ['page'],
  parameters: pageParameters('/about', { msw: [recordApiRequests, ...createHandlers()] }),
  beforeEach: resetApiRequests,
} satisfies Meta<typeof AboutPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Membangun pelatih');
    await expect(canvas.getByRole('heading', { name: 'Misi kami' })).toBeVisible();
    for (const value of ['20.000+', '15.000+', '500+', '95%'])
      await expect(canvas.getByText(value)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Perjalanan kami' })).toBeVisible();
    await expect(canvas.getByText('2015')).toBeVisible();
    await expect(canvas.getByRole('button', { name: PROFILE })).toBeVisible();
  },
};

const PROFILE = 'Unduh company profile (PDF)';

export const ProfileLoginRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: PROFILE }));
    await expect(await canvas.findByTestId('location')).toHaveTextContent('/login');
    await waitFor(() => expect(canvas.getByTestId('toast')).toHaveTextContent('Login Required'));
    // Signed out, the file is not even asked for.
    await expect(apiRequests().filter((r) => r.includes('/documents/'))).toEqual([]);
    // Hovering pauses the toast, so it is still there for the screenshots.
    await userEvent.hover(canvas.getByTestId('toast'));
  },
};

export const ProfileSignedIn: Story = {
  parameters: {
    visual: { target: 'section[aria-labelledby="profile-title"]' },
    session: 'member',
    msw: [recordApiRequests, ...createHandlers({ getDocument: { delay: 300 } })],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const downloads = catchDownloads();
    try {
      const button = canvas.getByRole('button', { name: PROFILE });
      await userEvent.click(button);
      await expect(button).toHaveTextContent('Mengunduh...');
      await expect(button).toHaveAttribute('aria-disabled', 'true');
      await waitFor(() => expect(downloads.saved).toHaveLength(1));
      await expect(downloads.saved[0]!.fileName).toBe('company-profile-api-futsal.pdf');
      await expect(signature(await downloads.saved[0]!.bytes())).toBe('%PDF-');
      await expect(apiRequests()).toContain('GET /api/documents/company-profile-api-futsal.pdf');
      // Keyboard: Enter on the focused button downloads again.
      button.focus();
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(downloads.saved).toHaveLength(2));
      await expect(button).toHaveFocus();
    } finally {
      downloads.stop();
    }
  },
};

export const ProfileDownloadFailed: Story = {
  parameters: { session: 'member', msw: createHandlers({ getDocument: 'network' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: PROFILE }));
    await waitFor(() => expect(canvas.getByTestId('toast')).toHaveTextContent('Unduhan gagal'));
    await expect(canvas.getByTestId('toast')).toHaveTextContent('Tidak dapat terhubung ke server.');
    await expect(canvas.getByRole('button', { name: PROFILE })).not.toHaveAttribute(
      'aria-disabled',
    );
    await userEvent.hover(canvas.getByTestId('toast'));
  },
};

export const ProfileSessionExpired: Story = {
  parameters: { session: 'member', msw: createHandlers({ getDocument: 401 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: PROFILE }));
    await expect(await canvas.findByTestId('location')).toHaveTextContent('/login');
    await waitFor(() => expect(canvas.getByTestId('toast')).toHaveTextContent('Login Required'));
    await userEvent.hover(canvas.getByTestId('toast'));
  },
};

/**
 * Opened from the keyboard; closing returns focus to the button. (Escape and the
 * focus trap need real key presses, which a play function cannot make: the
 * about journey in e2e/discover.spec.ts checks them with Playwright's keyboard.)
 */
export const VideoDialogFocusReturn: Story = {
  parameters: { visual: { target: 'div:has(> button:focus)' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const open = canvas.getByRole('button', { name: 'Tonton cerita kami' });
    open.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await canvas.findByRole('dialog', { name: 'Cerita API Futsal' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await expect(
      within(dialog).getByRole('button', { name: 'Putar video: Cerita API Futsal' }),
    ).toBeVisible();
    // A facade: nothing is requested from YouTube until the visitor presses play.
    await expect(dialog.querySelector('iframe')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tutup' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(open).toHaveFocus());
  },
};

export const VideoDialogOpen: Story = {
  parameters: { visual: { target: 'dialog[open]' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Tonton cerita kami' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Cerita API Futsal' });
    await expect(dialog).toHaveAccessibleDescription(
      'Perjalanan kami dari lapangan kampung ke 20.000 pelatih.',
    );
    await expect(within(dialog).getByRole('button', { name: 'Tutup' })).toBeVisible();
  },
};

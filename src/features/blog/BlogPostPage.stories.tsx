import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BlogPostPage } from './BlogPostPage';
import { pageParameters } from '../../../.storybook/page-parameters';
import { createHandlers } from '../../../mocks/handlers';
import { fixtures } from '../../../mocks/contract';
import {
  apiRequests,
  catchDownloads,
  recordApiRequests,
  resetApiRequests,
  signature,
} from '../../test/downloads';
import { holdRequestsOpen } from '../../test/hold-requests-open';

const meta = {
  title: 'Pages/Blog/Post',
  component: BlogPostPage,
  tags: ['page'],
  parameters: pageParameters('/blog/1', {
    path: '/blog/:id',
    msw: [recordApiRequests, ...createHandlers()],
  }),
  beforeEach: resetApiRequests,
} satisfies Meta<typeof BlogPostPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = 'Rondo 4v1: Latihan Pembuka yang Mengajarkan Segalanya';
/** The heading of the contract's example members' section, which the mock answers. */
const MEMBERS_HEADING = 'Contoh materi anggota';
const PDF = 'Unduh drill sheet (PDF)';

export const LockedSignedOut: Story = {
  parameters: { visual: { target: '[aria-labelledby="locked-title"]' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Kenapa rondo?' })).toBeVisible();
    const prompt = canvas.getByRole('region', { name: 'Lanjutan artikel ini khusus anggota' });
    await expect(within(prompt).getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/login',
    );
    await expect(within(prompt).getByRole('link', { name: 'Daftar' })).toHaveAttribute(
      'href',
      '/register',
    );
    await expect(canvas.queryByRole('heading', { name: 'Materi khusus anggota' })).toBeNull();
    // Signed out, the members' section is not even asked for.
    await expect(apiRequests().filter((r) => r.includes('/members'))).toEqual([]);
    // The video is a facade: nothing is loaded from YouTube before a click.
    await expect(canvas.getByRole('button', { name: `Putar video: ${TITLE}` })).toBeVisible();
    await expect(canvasElement.querySelector('iframe')).toBeNull();
  },
};

export const UnlockedMember: Story = {
  parameters: { visual: { target: '[aria-labelledby="members-title"]' }, session: 'member' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: 'Materi khusus anggota' });
    await expect(
      await within(section).findByRole('heading', { name: MEMBERS_HEADING }),
    ).toBeVisible();
    await expect(section).toHaveAttribute('aria-busy', 'false');
    await expect(apiRequests()).toContain('GET /api/blog/1/members');
    await expect(
      canvas.queryByRole('region', { name: 'Lanjutan artikel ini khusus anggota' }),
    ).toBeNull();
  },
};

export const MembersLoading: Story = {
  parameters: {
    visual: { target: '[aria-labelledby="members-title"]' },
    session: 'member',
    msw: createHandlers({ getMemberBlogContent: { delay: 'infinite' } }),
  },
  beforeEach: holdRequestsOpen,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: 'Materi khusus anggota' });
    await expect(section).toHaveAttribute('aria-busy', 'true');
    await expect(within(section).getByRole('status')).toHaveTextContent('Memuat materi anggota...');
  },
};

let membersCalls = 0;
/** The members' section fails once (500), then answers. */
const failsOnce = http.get('*/api/blog/:id/members', () =>
  membersCalls++ === 0
    ? HttpResponse.json(
        { message: fixtures.errorMessage('/blog/{id}/members', 'get', '500') },
        { status: 500 },
      )
    : undefined,
);

export const MembersErrorThenRetry: Story = {
  parameters: {
    visual: { target: '[aria-labelledby="members-title"]' },
    session: 'member',
    msw: [failsOnce, ...createHandlers()],
  },
  beforeEach: () => {
    membersCalls = 0;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: 'Materi khusus anggota' });
    const alert = await within(section).findByRole('alert');
    await expect(alert).toHaveTextContent('Materi anggota belum dapat dimuat.');
    await expect(alert).toHaveTextContent('Server sedang bermasalah.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    await expect(
      await within(section).findByRole('heading', { name: MEMBERS_HEADING }),
    ).toBeVisible();
    // Focus waited on the section while it loaded, and stays there.
    await expect(section).toHaveFocus();
  },
};

export const MembersFailing: Story = {
  parameters: {
    visual: { target: '[aria-labelledby="members-title"]' },
    session: 'member',
    msw: createHandlers({ getMemberBlogContent: 'network' }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: 'Materi khusus anggota' });
    const alert = await within(section).findByRole('alert');
    await expect(alert).toHaveTextContent('Tidak dapat terhubung ke server.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    // It fails again: focus comes back to "Coba lagi".
    await waitFor(() =>
      expect(
        within(within(section).getByRole('alert')).getByRole('button', { name: 'Coba lagi' }),
      ).toHaveFocus(),
    );
  },
};

export const MembersSessionExpired: Story = {
  parameters: {
    visual: { target: '[aria-labelledby="locked-title"]' },
    session: 'member',
    msw: createHandlers({ getMemberBlogContent: 401 }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The server no longer knows the session: the visitor is asked to log in again.
    await expect(
      await canvas.findByRole('region', { name: 'Lanjutan artikel ini khusus anggota' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: MEMBERS_HEADING })).toBeNull();
  },
};

export const PdfLoginRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: PDF }));
    await expect(await canvas.findByTestId('location')).toHaveTextContent('/login');
    await waitFor(() => expect(canvas.getByTestId('toast')).toHaveTextContent('Login Required'));
    await expect(apiRequests().filter((r) => r.includes('/documents/'))).toEqual([]);
    // Hovering pauses the toast, so it is still there for the screenshots.
    await userEvent.hover(canvas.getByTestId('toast'));
  },
};

export const PdfDownload: Story = {
  parameters: {
    visual: { target: 'section[aria-labelledby="pdf-title"]' },
    session: 'member',
    msw: [recordApiRequests, ...createHandlers({ getDocument: { delay: 300 } })],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const downloads = catchDownloads();
    try {
      const button = canvas.getByRole('button', { name: PDF });
      await userEvent.click(button);
      // While the file loads the button says so and takes no second click.
      await expect(button).toHaveTextContent('Mengunduh...');
      await expect(button).toHaveAttribute('aria-disabled', 'true');
      await userEvent.click(button);
      await waitFor(() => expect(downloads.saved).toHaveLength(1));
      await expect(button).toHaveTextContent(PDF);
      await expect(button).not.toHaveAttribute('aria-disabled');
      await expect(downloads.saved[0]!.fileName).toBe('drill-sheet-rondo-4v1.pdf');
      await expect(signature(await downloads.saved[0]!.bytes())).toBe('%PDF-');
      await expect(
        apiRequests().filter((r) => r === 'GET /api/documents/drill-sheet-rondo-4v1.pdf'),
      ).toHaveLength(1);
    } finally {
      downloads.stop();
    }
  },
};

export const PdfDownloadFailed: Story = {
  parameters: { session: 'member', msw: createHandlers({ getDocument: 500 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const downloads = catchDownloads();
    try {
      await userEvent.click(canvas.getByRole('button', { name: PDF }));
      await waitFor(() => expect(canvas.getByTestId('toast')).toHaveTextContent('Unduhan gagal'));
      await expect(canvas.getByTestId('toast')).toHaveTextContent(
        'Dokumen tidak dapat diunduh saat ini.',
      );
      await expect(downloads.saved).toEqual([]);
      // The button is ready for another try.
      await expect(canvas.getByRole('button', { name: PDF })).not.toHaveAttribute('aria-disabled');
      await userEvent.hover(canvas.getByTestId('toast'));
    } finally {
      downloads.stop();
    }
  },
};

export const PdfSessionExpired: Story = {
  parameters: { session: 'member', msw: createHandlers({ getDocument: 401 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: PDF }));
    await expect(await canvas.findByTestId('location')).toHaveTextContent('/login');
    await waitFor(() => expect(canvas.getByTestId('toast')).toHaveTextContent('Login Required'));
    await userEvent.hover(canvas.getByTestId('toast'));
  },
};

export const WithoutLockedSection: Story = {
  parameters: { route: '/blog/3', session: 'member' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Komunikasi Pelatih di Pinggir Lapangan' }),
    ).toBeVisible();
    await expect(
      canvas.queryByRole('region', { name: 'Lanjutan artikel ini khusus anggota' }),
    ).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Materi khusus anggota' })).toBeNull();
    await expect(apiRequests().filter((r) => r.includes('/members'))).toEqual([]);
    await expect(canvas.queryByRole('button', { name: /Unduh drill sheet/ })).toBeNull();
  },
};

export const NotFound: Story = {
  parameters: { route: '/blog/404' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Post not found!' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Kembali ke blog' })).toHaveAttribute(
      'href',
      '/blog',
    );
  },
};

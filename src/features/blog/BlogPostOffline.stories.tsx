import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { pageParameters } from '../../../.storybook/page-parameters';
import { createHandlers } from '../../../mocks/handlers';
import { SAVED_STRINGS } from '../../config/saved-strings';
import { catchDownloads, signature } from '../../test/downloads';
import { blogMembersUrl, documentUrl, memorySavedStore } from '../saved';
import { DRILL_SHEET_PDF } from './blog-data';
import { BlogPostPage } from './BlogPostPage';

const PDF = 'Unduh drill sheet (PDF)';
const SAVED_SECTION = 'Progresi tersimpan untuk lapangan';

/** No network: every members' request fails as a dropped connection would. */
const offline = [
  http.get('*/api/blog/:id/members', () => HttpResponse.error()),
  http.get('*/api/documents/:name', () => HttpResponse.error()),
  ...createHandlers(),
];

/** What this member saved with the post: its members' section and the drill sheet. */
const savedCopies = () =>
  memorySavedStore({
    memberCopies: {
      [blogMembersUrl(1)]: new Blob(
        [JSON.stringify({ html: `<h3>${SAVED_SECTION}</h3><p>Dua sentuhan, lalu satu.</p>` })],
        { type: 'application/json' },
      ),
      [documentUrl(DRILL_SHEET_PDF)]: new Blob(['%PDF-1.4 drill sheet'], {
        type: 'application/pdf',
      }),
    },
  });

const meta = {
  title: 'Pages/Blog/Post offline',
  component: BlogPostPage,
  tags: ['page'],
  parameters: pageParameters('/blog/1', { path: '/blog/:id', session: 'member', msw: offline }),
} satisfies Meta<typeof BlogPostPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Offline, a member who saved the post reads its members' section and opens the PDF. */
export const SavedCopy: Story = {
  parameters: {
    savedStore: savedCopies(),
    visual: { target: '[aria-labelledby="members-title"]' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: 'Materi khusus anggota' });
    await expect(
      await within(section).findByRole('heading', { name: SAVED_SECTION }),
    ).toBeVisible();
    await expect(section).toHaveTextContent(SAVED_STRINGS.membersOffline);
    const downloads = catchDownloads();
    try {
      await userEvent.click(canvas.getByRole('button', { name: PDF }));
      await waitFor(() => expect(downloads.saved).toHaveLength(1));
      await expect(downloads.saved[0]!.fileName).toBe(DRILL_SHEET_PDF);
      await expect(signature(await downloads.saved[0]!.bytes())).toBe('%PDF-');
    } finally {
      downloads.stop();
    }
  },
};

/** Offline with nothing saved: the PDF's failure says it was not kept and how to keep it. */
export const NothingSaved: Story = {
  parameters: { visual: { target: '[aria-labelledby="members-title"]' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: 'Materi khusus anggota' });
    await expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Materi anggota belum dapat dimuat.',
    );
    const downloads = catchDownloads();
    try {
      await userEvent.click(canvas.getByRole('button', { name: PDF }));
      await waitFor(() =>
        expect(canvas.getByTestId('toast')).toHaveTextContent(SAVED_STRINGS.pdfOfflineMissing),
      );
      await expect(downloads.saved).toEqual([]);
      await userEvent.hover(canvas.getByTestId('toast'));
    } finally {
      downloads.stop();
    }
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within, type queries } from 'storybook/test';
import { createHandlers } from '../../../../mocks/handlers';
import { fixtures } from '../../../../mocks/contract';
import { toSummary } from '../../../../common/articles';
import { initialDataKey } from '../../../../common/initial-data-id';
import { InitialDataProvider } from '../../../lib/initial-data';
import { FreeKickPage } from './FreeKickPage';
import { pageParameters } from '../../../../.storybook/page-parameters';

/**
 * Free Kick when the API is down or answers only in part: an outage is not an empty site,
 * and no count shows a 0 (or any figure) that the server did not give.
 */
const meta = {
  title: 'Pages/FreeKick/Outage',
  component: FreeKickPage,
  tags: ['page'],
  parameters: pageParameters('/freekick', {
    path: '/freekick/:id?',
    // The counts and the list's "N artikel" line, where these states live (with the first
    // row of cards beside them on a desktop), rather than every card.
    visual: {
      target:
        '[aria-label="Penelusuran Free Kick"], [aria-label="Ringkasan Free Kick"], [data-testid="result-count"]',
    },
  }),
} satisfies Meta<typeof FreeKickPage>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within<typeof queries>>;

const articles = fixtures.articles();
const authors = new Set(articles.map((a) => a.author)).size;
const serverError = () =>
  HttpResponse.json({ message: 'Terjadi kesalahan pada server.' }, { status: 500 });

/** A count shown as unknown: a dash, and words for screen readers; never a figure. */
async function unknownCount(canvas: Canvas, id: string) {
  const count = canvas.getByTestId(id);
  await expect(count).toHaveTextContent(/^–tidak diketahui$/);
  await expect(count.querySelector('[aria-hidden="true"]')).toHaveTextContent('–');
}

/** The server is down until the story brings it back (`recover`). */
let listDown = true;
let statsDown = true;

export const OutageRetry: Story = {
  parameters: {
    msw: [
      http.get('*/api/articles', () => (listDown ? serverError() : undefined)),
      ...createHandlers(),
    ],
  },
  beforeEach: () => {
    listDown = true;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Tidak ada artikel ditemukan.')).toBeVisible();
    // Told apart from an empty site: what happened, and a way to try again.
    await expect(canvas.getByText(/^Daftar artikel gagal dimuat/)).toBeVisible();
    await unknownCount(canvas, 'count-articles');
    await unknownCount(canvas, 'count-authors');
    const retry = canvas.getByRole('button', { name: 'Coba lagi' });
    // Still down: the retry asks again and fails again; focus is back on the button.
    await userEvent.click(retry);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Coba lagi' })).toHaveFocus());
    // The server is back: the retry brings the list and its counts.
    listDown = false;
    await userEvent.click(canvas.getByRole('button', { name: 'Coba lagi' }));
    await expect(await canvas.findAllByRole('article')).toHaveLength(articles.length);
    await expect(canvas.queryByText('Tidak ada artikel ditemukan.')).toBeNull();
    await expect(canvas.getByTestId('count-articles')).toHaveTextContent(String(articles.length));
    await expect(canvas.getByTestId('count-authors')).toHaveTextContent(String(authors));
    await expect(canvas.getByRole('region', { name: 'Daftar artikel' })).toHaveFocus();
  },
};

/**
 * The stats states live in the summary: its counts and their retry (on a phone it follows the
 * list, so a target that also named the search would capture every card between them).
 */
const summaryOnly = {
  visual: { target: '[aria-label="Ringkasan Free Kick"]' },
};

export const StatsFailure: Story = {
  parameters: { msw: createHandlers({ getArticleStats: 500 }), ...summaryOnly },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('article')).toHaveLength(articles.length);
    // The total comes with the list (X-Total-Count); the authors are unknown, not 0.
    await expect(canvas.getByTestId('count-articles')).toHaveTextContent(String(articles.length));
    await unknownCount(canvas, 'count-authors');
    await expect(canvas.getByText('Jumlah penulis belum bisa dimuat.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Coba lagi' })).toHaveAccessibleDescription(
      'Jumlah penulis belum bisa dimuat.',
    );
  },
};

export const StatsRetry: Story = {
  parameters: {
    msw: [
      http.get('*/api/articles/stats', () => (statsDown ? serverError() : undefined)),
      ...createHandlers(),
    ],
    ...summaryOnly,
  },
  beforeEach: () => {
    statsDown = true;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('article')).toHaveLength(articles.length);
    await unknownCount(canvas, 'count-authors');
    statsDown = false;
    await userEvent.click(canvas.getByRole('button', { name: 'Coba lagi' }));
    await waitFor(() =>
      expect(canvas.getByTestId('count-authors')).toHaveTextContent(String(authors)),
    );
    await expect(canvas.queryByRole('button', { name: 'Coba lagi' })).toBeNull();
    // The list was not asked again: the cards stayed.
    await expect(canvas.getAllByRole('article')).toHaveLength(articles.length);
  },
};

/** An older or partial backend: the list without X-Total-Count. */
const withoutTotal = http.get('*/api/articles', () => HttpResponse.json(articles.map(toSummary)));

export const WithoutTotalCount: Story = {
  parameters: { msw: [withoutTotal, ...createHandlers()] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('article')).toHaveLength(articles.length);
    await expect(canvas.queryByText('Tidak ada artikel ditemukan.')).toBeNull();
    // The total is the stats' count.
    await waitFor(() =>
      expect(canvas.getByTestId('count-articles')).toHaveTextContent(String(articles.length)),
    );
    await expect(canvas.getByTestId('result-count')).toHaveTextContent(
      `${articles.length} artikel`,
    );
  },
};

export const WithoutTotalOrStats: Story = {
  parameters: { msw: [withoutTotal, ...createHandlers({ getArticleStats: 500 })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('article')).toHaveLength(articles.length);
    await expect(canvas.queryByText('Tidak ada artikel ditemukan.')).toBeNull();
    // At least the cards on screen; the authors unknown.
    await expect(canvas.getByTestId('count-articles')).toHaveTextContent(
      `${articles.length}+sedikitnya ${articles.length}`,
    );
    await expect(canvas.getByTestId('result-count')).toHaveTextContent(
      `Sedikitnya ${articles.length} artikel`,
    );
    await unknownCount(canvas, 'count-authors');
    await expect(canvas.getByText('Jumlah artikel dan penulis belum bisa dimuat.')).toBeVisible();
  },
};

/**
 * Rendered by the server while the stats failed: the first page is embedded with
 * `stats: null`. The list shows at once, the counts as unknown, with a retry.
 */
export const ServerRenderedWithoutStats: Story = {
  parameters: summaryOnly,
  decorators: [
    (Story) => (
      <InitialDataProvider
        data={
          new Map([
            [
              initialDataKey.freekickList.path,
              {
                page: { items: articles.map(toSummary), total: articles.length, counted: true },
                stats: null,
              },
            ],
          ])
        }
      >
        <Story />
      </InitialDataProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(articles.length);
    await expect(canvas.getByTestId('count-articles')).toHaveTextContent(String(articles.length));
    await unknownCount(canvas, 'count-authors');
    await expect(canvas.getByRole('button', { name: 'Coba lagi' })).toBeVisible();
  },
};

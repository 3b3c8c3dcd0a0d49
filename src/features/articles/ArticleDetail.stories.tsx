import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createHandlers } from '../../../mocks/handlers';
import { fixtures } from '../../../mocks/contract';
import { formatDateID } from '../../lib/format';
import { InitialDataProvider } from '../../lib/initial-data';
import { FreeKickPage } from './free-kick/FreeKickPage';
import { pageParameters } from '../../../.storybook/page-parameters';
import { holdRequestsOpen } from '../../test/hold-requests-open';

const meta = {
  title: 'Pages/FreeKick/Article',
  component: FreeKickPage,
  tags: ['page'],
  parameters: pageParameters('/freekick/2', {
    path: '/freekick/:id',
  }),
} satisfies Meta<typeof FreeKickPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const article = fixtures.articles()[1]!;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: article.title }),
    ).toBeVisible();
    await expect(canvas.getByText(article.author)).toBeVisible();
    await expect(canvas.getByText(formatDateID(article.date))).toBeVisible();
    await expect(canvas.getByText(article.category, { selector: 'span' })).toBeVisible();
    for (const t of article.tags) await expect(canvas.getByText(`#${t.name}`)).toBeVisible();
    for (const s of article.sections)
      await expect(canvas.getByRole('heading', { level: 2, name: s.subtitle })).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: `Putar video: ${article.sections[0]!.subtitle}` }),
    ).toBeVisible();
    await expect(canvasElement.querySelector('iframe')).toBeNull();
    await expect(
      within(canvas.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', {
        name: 'Free Kick',
      }),
    ).toHaveAttribute('href', '/freekick');
  },
};

/**
 * Opened by its address, the page comes rendered by the server with the article
 * embedded (server/article-pages.ts): the first render draws it, and the API is
 * never asked (here it would never answer).
 */
export const ServerRendered: Story = {
  parameters: { msw: createHandlers({ getArticle: { delay: 'infinite' } }) },
  beforeEach: holdRequestsOpen,
  decorators: [
    (Story) => (
      <InitialDataProvider data={new Map([['/articles/2', article]])}>
        <Story />
      </InitialDataProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
    await expect(canvas.queryByText('Memuat artikel...')).toBeNull();
    for (const s of article.sections)
      await expect(canvas.getByRole('heading', { level: 2, name: s.subtitle })).toBeVisible();
  },
};

export const BackToList: Story = {
  parameters: { route: '/freekick/1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: '← Kembali ke Free Kick' }));
    await expect(await canvas.findByTestId('location')).toHaveTextContent('/freekick');
  },
};

export const Loading: Story = {
  parameters: { msw: createHandlers({ getArticle: { delay: 'infinite' } }) },
  beforeEach: holdRequestsOpen,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Memuat artikel...', { selector: '.visually-hidden' }),
    ).toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
  },
};

export const NotFound: Story = {
  parameters: { route: '/freekick/404' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: 'Artikel tidak ditemukan atau gagal dimuat.',
      }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Kembali ke Free Kick' })).toHaveAttribute(
      'href',
      '/freekick',
    );
    // The server said there is no such article: trying again would not help.
    await expect(canvas.queryByRole('button', { name: 'Coba lagi' })).toBeNull();
  },
};

export const NotFoundBackToList: Story = {
  parameters: { route: '/freekick/404' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: 'Kembali ke Free Kick' }));
    await expect(await canvas.findByTestId('location')).toHaveTextContent('/freekick');
  },
};

/** The spec's words, what happened, and a retry (the failure was not a 404). */
async function failedWithRetry(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(
    await canvas.findByRole('heading', {
      level: 1,
      name: 'Artikel tidak ditemukan atau gagal dimuat.',
    }),
  ).toBeVisible();
  await expect(canvas.getByText(/^Server tidak dapat dihubungi/)).toBeVisible();
  await expect(canvas.getByRole('button', { name: 'Coba lagi' })).toBeVisible();
  await expect(canvas.getByRole('link', { name: 'Kembali ke Free Kick' })).toBeVisible();
}

export const ServerError: Story = {
  parameters: { msw: createHandlers({ getArticle: 500 }) },
  play: async ({ canvasElement }) => {
    await failedWithRetry(canvasElement);
  },
};

export const NetworkError: Story = {
  parameters: { msw: createHandlers({ getArticle: 'network' }) },
  play: async ({ canvasElement }) => {
    await failedWithRetry(canvasElement);
  },
};

/** Down until the story brings the server back. */
let articleDown = true;

export const ServerErrorRetry: Story = {
  parameters: {
    msw: [
      http.get('*/api/articles/:id', () =>
        articleDown
          ? HttpResponse.json({ message: 'Terjadi kesalahan pada server.' }, { status: 500 })
          : undefined,
      ),
      ...createHandlers(),
    ],
  },
  beforeEach: () => {
    articleDown = true;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await failedWithRetry(canvasElement);
    articleDown = false;
    await userEvent.click(canvas.getByRole('button', { name: 'Coba lagi' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: article.title }),
    ).toBeVisible();
    // Focus waited on the page while the article loaded, not on a button that is gone.
    await waitFor(() => expect(canvasElement.querySelector('main')).toHaveFocus());
  },
};

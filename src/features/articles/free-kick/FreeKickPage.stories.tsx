import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within, type queries } from 'storybook/test';
import { createHandlers } from '../../../../mocks/handlers';
import { fixtures } from '../../../../mocks/contract';
import { FreeKickPage } from './FreeKickPage';
import { PAGE_MODES } from '../../../../.storybook/modes';
import { holdRequestsOpen } from '../../../test/hold-requests-open';

const meta = {
  title: 'Pages/FreeKick/List',
  component: FreeKickPage,
  tags: ['page'],
  parameters: {
    chromatic: { modes: PAGE_MODES },
    route: '/freekick',
    path: '/freekick/:id?',
  },
} satisfies Meta<typeof FreeKickPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const articles = fixtures.articles();
const authors = new Set(articles.map((a) => a.author)).size;

async function counts(canvas: { getByTestId: (id: string) => HTMLElement }, a: number, p: number) {
  await waitFor(() => expect(canvas.getByTestId('count-articles')).toHaveTextContent(String(a)));
  await expect(canvas.getByTestId('count-authors')).toHaveTextContent(String(p));
  await expect(canvas.getByTestId('count-videos')).toHaveTextContent('0');
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('article')).toHaveLength(articles.length);
    await counts(canvas, articles.length, authors);
    await expect(canvas.getByText('Video Komentar')).toBeVisible();
    for (const a of articles)
      await expect(canvas.getByRole('link', { name: a.title })).toHaveAttribute(
        'href',
        `/freekick/${a.id}`,
      );
    // The side topics are there, reachable, and do nothing.
    for (const topic of ['Futsalpedia', 'Training Tools', 'Partners', 'Others']) {
      const button = canvas.getByRole('button', { name: topic });
      await expect(button).toHaveAttribute('aria-disabled', 'true');
      await expect(button).toHaveAccessibleDescription('Topik ini segera hadir.');
      await userEvent.click(button);
    }
    await expect(canvas.getAllByRole('article')).toHaveLength(articles.length);
  },
};

export const SearchByAuthor: Story = {
  parameters: {
    visual: {
      target:
        '[aria-label="Penelusuran Free Kick"], [aria-label="Ringkasan Free Kick"], [aria-label="Daftar artikel"]',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('article');
    await userEvent.type(canvas.getByLabelText('Cari artikel'), 'rina');
    const expected = articles.filter((a) => a.author.toLowerCase().includes('rina'));
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(expected.length), {
      timeout: 5000,
    });
    await counts(canvas, expected.length, 1);
    // Leave the field (stable screenshots: no focus ring or hover on the search box).
    await userEvent.click(canvas.getByRole('heading', { level: 1 }));
  },
};

export const SearchByCategory: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('article');
    await userEvent.type(canvas.getByLabelText('Cari artikel'), 'TAKTIK');
    const expected = articles.filter(
      (a) => a.category === 'Taktik' || a.title.toLowerCase().includes('taktik'),
    );
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(expected.length), {
      timeout: 5000,
    });
    await counts(canvas, expected.length, new Set(expected.map((a) => a.author)).size);
    // Leave the field (stable screenshots: no focus ring or hover on the search box).
    await userEvent.click(canvas.getByRole('heading', { level: 1 }));
  },
};

export const SearchByTitle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('article');
    await userEvent.type(canvas.getByLabelText('Cari artikel'), 'power play');
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(1), { timeout: 5000 });
    await expect(canvas.getByRole('link', { name: /Power Play/ })).toHaveAttribute(
      'href',
      '/freekick/8',
    );
    await userEvent.clear(canvas.getByLabelText('Cari artikel'));
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(articles.length), {
      timeout: 5000,
    });
    // Leave the field (stable screenshots: no focus ring or hover on the search box).
    await userEvent.click(canvas.getByRole('heading', { level: 1 }));
  },
};

export const SearchNoResults: Story = {
  parameters: {
    visual: {
      target:
        '[aria-label="Penelusuran Free Kick"], [aria-label="Ringkasan Free Kick"], [aria-label="Daftar artikel"]',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('article');
    await userEvent.type(canvas.getByLabelText('Cari artikel'), 'bulutangkis');
    await expect(await canvas.findByText('Tidak ada artikel ditemukan.')).toBeVisible();
    await expect(canvas.queryAllByRole('article')).toHaveLength(0);
    await counts(canvas, 0, 0);
    // Leave the field (stable screenshots: no focus ring or hover on the search box).
    await userEvent.click(canvas.getByRole('heading', { level: 1 }));
  },
};

export const Loading: Story = {
  parameters: { msw: createHandlers({ listArticles: { delay: 'infinite' } }) },
  beforeEach: holdRequestsOpen,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Memuat artikel...', { selector: '.visually-hidden' }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'Daftar artikel' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.queryByText('Tidak ada artikel ditemukan.')).toBeNull();
  },
};

/** The spec's words, what happened, a retry, and counts that are unknown rather than 0. */
async function outage(canvas: ReturnType<typeof within<typeof queries>>) {
  await expect(await canvas.findByText('Tidak ada artikel ditemukan.')).toBeVisible();
  await expect(canvas.getByText(/^Daftar artikel gagal dimuat/)).toBeVisible();
  await expect(canvas.getByRole('button', { name: 'Coba lagi' })).toBeVisible();
  // No counter shows a 0 for what is unknown: not even the fixed Video Komentar count.
  for (const id of ['count-articles', 'count-authors', 'count-videos'])
    await expect(canvas.getByTestId(id)).toHaveTextContent(/^–tidak diketahui$/);
}

export const LoadFailure: Story = {
  parameters: { msw: createHandlers({ listArticles: 500 }) },
  play: async ({ canvasElement }) => {
    await outage(within(canvasElement));
  },
};

export const NetworkFailure: Story = {
  parameters: { msw: createHandlers({ listArticles: 'network' }) },
  play: async ({ canvasElement }) => {
    await outage(within(canvasElement));
  },
};

export const SlugShowsList: Story = {
  parameters: { route: '/freekick/trainingtools' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('article')).toHaveLength(articles.length);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Artikel untuk pelatih futsal' }),
    ).toBeVisible();
  },
};

export const SearchFromLink: Story = {
  parameters: {
    visual: {
      target:
        '[aria-label="Penelusuran Free Kick"], [aria-label="Ringkasan Free Kick"], [aria-label="Daftar artikel"]',
    },
    route: '/freekick/others?q=kiper',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Cari artikel')).toHaveValue('kiper');
    const expected = articles.filter((a) =>
      [a.title, a.category, a.author].some((v) => v.toLowerCase().includes('kiper')),
    );
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(expected.length), {
      timeout: 5000,
    });
  },
};

// A list long enough to page: 30 articles made from the contract's examples, 12 a page.
const many = fixtures.manyArticles(30);
const manyAuthors = new Set(many.map((a) => a.author)).size;
const manyHandlers = (overrides: Parameters<typeof createHandlers>[0] = {}) =>
  createHandlers(overrides, { articles: many });
/**
 * What a state's screenshot shows, rather than the whole list of cards: the search side with
 * the counts and the list's "N artikel" line (the first row of cards beside them on a
 * desktop); the end of the list, its last two cards and what follows them ("Muat lagi", a
 * failure and its retry, or nothing once every article is shown); or, for a search that
 * found nothing, the search side and the empty list.
 */
const searchAndCount = {
  visual: {
    target:
      '[aria-label="Penelusuran Free Kick"], [aria-label="Ringkasan Free Kick"], [data-testid="result-count"]',
  },
};
const listEnd = {
  visual: {
    target:
      '[aria-label="Daftar artikel"] > ul > li:nth-last-child(-n+2), [aria-label="Daftar artikel"] > ul + div',
  },
};
const searchAndList = {
  visual: {
    target:
      '[aria-label="Penelusuran Free Kick"], [aria-label="Ringkasan Free Kick"], [aria-label="Daftar artikel"]',
  },
};

export const FirstPage: Story = {
  parameters: { msw: manyHandlers(), ...searchAndCount },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('article')).toHaveLength(12);
    await expect(canvas.getByTestId('result-count')).toHaveTextContent(
      '30 artikel, 12 ditampilkan',
    );
    await counts(canvas, 30, manyAuthors);
    await expect(canvas.getByRole('button', { name: 'Muat lagi' })).toBeVisible();
  },
};

export const LoadMore: Story = {
  parameters: { msw: manyHandlers(), ...listEnd },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('article')).toHaveLength(12);
    await userEvent.click(canvas.getByRole('button', { name: 'Muat lagi' }));
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(24));
    // Reading goes on at the first new card.
    await waitFor(() => expect(canvas.getByRole('link', { name: many[12]!.title })).toHaveFocus());
    await expect(canvas.getByTestId('result-count')).toHaveTextContent(
      '30 artikel, 24 ditampilkan',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Muat lagi' }));
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(30));
    // Everything shown: no button, the count says so.
    await expect(canvas.queryByRole('button', { name: 'Muat lagi' })).toBeNull();
    await expect(canvas.getByTestId('result-count')).toHaveTextContent(/^30 artikel$/);
    await userEvent.click(canvas.getByRole('heading', { level: 1 }));
  },
};

export const PagesFromLink: Story = {
  parameters: { msw: manyHandlers(), route: '/freekick?halaman=2', ...listEnd },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(24));
    await expect(canvas.getByRole('button', { name: 'Muat lagi' })).toBeVisible();
  },
};

export const SearchOnServer: Story = {
  parameters: { msw: manyHandlers(), ...searchAndCount },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('article');
    // Case and accents do not matter, and the field keeps what was typed.
    await userEvent.type(canvas.getByLabelText('Cari artikel'), 'PRÉSSING');
    const expected = many.filter((a) =>
      [a.title, a.category, a.author].join(' ').toLowerCase().includes('pressing'),
    );
    await waitFor(() =>
      expect(canvas.getByTestId('result-count')).toHaveTextContent(
        `${expected.length} artikel untuk “PRÉSSING”`,
      ),
    );
    await expect(canvas.getAllByRole('article')).toHaveLength(expected.length);
    await expect(canvas.getByLabelText('Cari artikel')).toHaveValue('PRÉSSING');
    await counts(canvas, expected.length, new Set(expected.map((a) => a.author)).size);
    await expect(canvas.queryByRole('button', { name: 'Muat lagi' })).toBeNull();
    await userEvent.click(canvas.getByRole('heading', { level: 1 }));
  },
};

export const SearchNoMatchOnServer: Story = {
  parameters: { msw: manyHandlers(), ...searchAndList },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('article');
    await userEvent.type(canvas.getByLabelText('Cari artikel'), 'zzzz');
    await expect(await canvas.findByText('Tidak ada artikel ditemukan.')).toBeVisible();
    await expect(canvas.getByText(/Coba kata kunci lain/)).toBeVisible();
    await expect(canvas.queryAllByRole('article')).toHaveLength(0);
    await counts(canvas, 0, 0);
    await expect(canvas.queryByRole('button', { name: 'Muat lagi' })).toBeNull();
    await userEvent.click(canvas.getByRole('heading', { level: 1 }));
  },
};

export const LoadMoreFailure: Story = {
  parameters: {
    msw: [
      // The first page loads; every next page fails.
      http.get('*/api/articles', ({ request }) =>
        new URL(request.url).searchParams.get('offset') ? HttpResponse.error() : undefined,
      ),
      ...manyHandlers(),
    ],
    ...listEnd,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('article')).toHaveLength(12);
    await userEvent.click(canvas.getByRole('button', { name: 'Muat lagi' }));
    await expect(await canvas.findByText(/^Gagal memuat artikel berikutnya\./)).toHaveAttribute(
      'role',
      'alert',
    );
    // The cards stay, no spinner, and the button offers a retry.
    await expect(canvas.getAllByRole('article')).toHaveLength(12);
    await expect(canvas.getByRole('region', { name: 'Daftar artikel' })).toHaveAttribute(
      'aria-busy',
      'false',
    );
    const retry = canvas.getByRole('button', { name: 'Coba lagi' });
    await userEvent.click(retry);
    await expect(await canvas.findByText(/^Gagal memuat artikel berikutnya\./)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Coba lagi' })).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(12);
    await userEvent.click(canvas.getByRole('heading', { level: 1 }));
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within, type queries } from 'storybook/test';
import { createHandlers } from '../../../mocks/handlers';
import { fixtures } from '../../../mocks/contract';
import { excerpt } from '../../lib/format';
import { HomePage } from './HomePage';
import { pageParameters } from '../../../.storybook/page-parameters';
import { holdRequestsOpen } from '../../test/hold-requests-open';

const meta = {
  title: 'Pages/Home',
  component: HomePage,
  tags: ['page'],
  parameters: pageParameters('/'),
} satisfies Meta<typeof HomePage>;
export default meta;
type Story = StoryObj<typeof meta>;

const articles = fixtures.articles();

async function seesTheRest(canvas: ReturnType<typeof within<typeof queries>>) {
  await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
  // The sections below the hero are their own chunk: wait for them.
  // The figures in id-ID: "20.000+", as "20.000 pelatih" elsewhere.
  await expect(await canvas.findByText('20.000+', {}, { timeout: 5000 })).toBeVisible();
  for (const value of ['15.000+', '500+', '95%'])
    await expect(canvas.getByText(value)).toBeVisible();
  for (const name of [
    'Garuda Sport',
    'Nusantara League',
    'Arena Pro',
    'Kiper.id',
    'Sepakat Academy',
    'Bola Kita',
  ]) {
    await expect(canvas.getByRole('img', { name })).toBeInTheDocument();
  }
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await seesTheRest(canvas);
    const latest = await canvas.findByRole('region', { name: 'Artikel terbaru' });
    const cards = await within(latest).findAllByRole('article');
    await expect(cards).toHaveLength(6);
    // The cards are the first six articles; the first is featured as well.
    for (const [i, card] of cards.entries()) {
      const a = articles[i]!;
      await expect(within(card).getByRole('link', { name: a.title })).toHaveAttribute(
        'href',
        `/freekick/${a.id}`,
      );
      await expect(card).toHaveTextContent(excerpt(a.sections[0]!.content, 150));
    }
    // Article 7 is not on home.
    await expect(canvas.queryByText(articles[6]!.title)).toBeNull();
    const featured = within(canvas.getByRole('region', { name: 'Artikel pilihan minggu ini' }));
    await expect(featured.getByText(excerpt(articles[0]!.sections[0]!.content, 250))).toBeVisible();
    await expect(
      featured.getByRole('link', { name: `Baca artikel: ${articles[0]!.title}` }),
    ).toHaveAttribute('href', '/freekick/1');
  },
};

export const OpenArticle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const latest = await canvas.findByRole('region', { name: 'Artikel terbaru' });
    await userEvent.click(await within(latest).findByRole('link', { name: articles[2]!.title }));
    await expect(await canvas.findByTestId('location')).toHaveTextContent('/freekick/3');
  },
};

export const Loading: Story = {
  parameters: {
    visual: { target: 'section[aria-busy="true"]' },
    msw: createHandlers({ listArticles: { delay: 'infinite' } }),
  },
  beforeEach: holdRequestsOpen,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await seesTheRest(canvas);
    await expect(canvas.getByRole('region', { name: 'Artikel terbaru' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.queryAllByRole('article')).toHaveLength(0);
  },
};

/** The notice in place of the article sections: what happened, and a retry. */
async function seesTheNotice(canvas: ReturnType<typeof within<typeof queries>>) {
  const notice = await canvas.findByRole(
    'region',
    { name: 'Artikel Free Kick belum bisa dimuat' },
    { timeout: 5000 },
  );
  await expect(within(notice).getByText(/^Server tidak dapat dihubungi/)).toBeVisible();
  await expect(within(notice).getByRole('button', { name: 'Coba lagi' })).toBeVisible();
  await expect(canvas.queryByRole('region', { name: 'Artikel terbaru' })).toBeNull();
  await expect(canvas.queryByRole('region', { name: 'Artikel pilihan minggu ini' })).toBeNull();
}

export const LoadFailure: Story = {
  parameters: {
    visual: {
      target:
        'section[aria-labelledby="home-partners"], section[aria-labelledby="home-articles-failed"], section[aria-labelledby="home-cta"]',
    },
    msw: createHandlers({ listArticles: 500 }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Logged (console.warn), and the rest of the page still renders.
    await seesTheRest(canvas);
    await seesTheNotice(canvas);
    await expect(canvas.getByRole('link', { name: 'Lihat paket langganan' })).toHaveAttribute(
      'href',
      '/pricing',
    );
  },
};

/** Down until the story brings the server back. */
let listDown = true;

export const LoadFailureRetry: Story = {
  parameters: {
    msw: [
      http.get('*/api/articles', () =>
        listDown
          ? HttpResponse.json({ message: 'Terjadi kesalahan pada server.' }, { status: 500 })
          : undefined,
      ),
      ...createHandlers(),
    ],
  },
  beforeEach: () => {
    listDown = true;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await seesTheNotice(canvas);
    // Still down: the notice comes back, with focus on its button.
    await userEvent.click(canvas.getByRole('button', { name: 'Coba lagi' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Coba lagi' })).toHaveFocus());
    listDown = false;
    await userEvent.click(canvas.getByRole('button', { name: 'Coba lagi' }));
    const latest = await canvas.findByRole('region', { name: 'Artikel terbaru' });
    await expect(await within(latest).findAllByRole('article')).toHaveLength(6);
    await expect(
      canvas.queryByRole('region', { name: 'Artikel Free Kick belum bisa dimuat' }),
    ).toBeNull();
  },
};

export const HeroHover: Story = {
  parameters: { visual: { target: 'div:has(> [data-testid="hero-overlay"])' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const overlay = canvas.getByTestId('hero-overlay');
    const board = canvas.getByRole('button', { name: 'Sematkan sorotan Free Kick' });
    await expect(overlay).not.toBeVisible();
    // A pointer that hovers gets the hint in its words; a touch screen's wording stays hidden.
    await expect(
      canvas.getByText('Arahkan kursor ke papan, klik untuk menyematkan.'),
    ).toBeVisible();
    await expect(canvas.getByText('Ketuk papan untuk menyematkan.')).not.toBeVisible();
    await userEvent.hover(board);
    await waitFor(() => expect(overlay).toBeVisible());
    await expect(within(overlay).getByText(/Pola latihan, analisis taktik/)).toBeVisible();
    // Hover alone never shows the link.
    await expect(within(overlay).queryByRole('link')).toBeNull();
    await userEvent.unhover(board);
    await expect(overlay).not.toBeVisible();
    await userEvent.hover(board);
  },
};

export const HeroPinned: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const overlay = canvas.getByTestId('hero-overlay');
    const board = canvas.getByRole('button', { name: 'Sematkan sorotan Free Kick' });
    await userEvent.click(board);
    await expect(board).toHaveAttribute('aria-pressed', 'true');
    await expect(within(overlay).getByRole('link', { name: /Baca Free Kick/ })).toHaveAttribute(
      'href',
      '/freekick',
    );
    // Stays pinned when the pointer leaves.
    await userEvent.unhover(board);
    await expect(overlay).toBeVisible();
    // Unpin: the link goes.
    await userEvent.click(board);
    await expect(board).toHaveAttribute('aria-pressed', 'false');
    await expect(within(overlay).queryByRole('link')).toBeNull();
    // Pin again and follow the link.
    await userEvent.click(board);
    await userEvent.click(within(overlay).getByRole('link', { name: /Baca Free Kick/ }));
    await expect(await canvas.findByTestId('location')).toHaveTextContent('/freekick');
  },
};

export const HeroPinnedByKeyboard: Story = {
  parameters: { visual: { target: 'div:has(> [data-testid="hero-overlay"])' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const board = canvas.getByRole('button', { name: 'Sematkan sorotan Free Kick' });
    board.focus();
    await waitFor(() => expect(canvas.getByTestId('hero-overlay')).toBeVisible());
    await userEvent.keyboard('{Enter}');
    await expect(board).toHaveAttribute('aria-pressed', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: /Baca Free Kick →/ })).toHaveFocus();
  },
};

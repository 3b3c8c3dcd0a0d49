import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { createHandlers } from '../../../mocks/handlers';
import { fixtures } from '../../../mocks/contract';
import { AreaTeknisArticlePage, AreaTeknisPage } from './AreaTeknisPage';
import { pageParameters } from '../../../.storybook/page-parameters';
import { holdRequestsOpen } from '../../test/hold-requests-open';

const meta = {
  title: 'Pages/AreaTeknis',
  component: AreaTeknisPage,
  tags: ['page'],
  parameters: pageParameters('/areateknis'),
} satisfies Meta<typeof AreaTeknisPage>;
export default meta;
type Story = StoryObj<typeof meta>;

async function comingSoon(canvasElement: HTMLElement, title: string, heading: string) {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(canvas.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  await expect(canvas.getByText('Segera hadir')).toBeVisible();
  await expect(canvas.getByRole('link', { name: 'Baca artikel Free Kick' })).toHaveAttribute(
    'href',
    '/freekick',
  );
  return canvas;
}

export const Overview: Story = {
  args: { view: 'overview' },
  play: async ({ canvasElement }) => {
    const canvas = await comingSoon(canvasElement, 'Area Teknis', 'Artikel teknis segera hadir');
    const tabs = within(canvas.getByRole('navigation', { name: 'Area Teknis' }));
    await expect(tabs.getByRole('link', { name: 'Semua' })).toHaveAttribute('aria-current', 'page');
    await expect(tabs.getByRole('link', { name: 'Video' })).toHaveAttribute(
      'href',
      '/areateknis/video',
    );
  },
};

export const TabNavigates: Story = {
  args: { view: 'overview' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      within(canvas.getByRole('navigation', { name: 'Area Teknis' })).getByRole('link', {
        name: 'Video',
      }),
    );
    await expect(await canvas.findByTestId('location')).toHaveTextContent('/areateknis/video');
  },
};

export const Artikel: Story = {
  args: { view: 'artikel' },
  parameters: { route: '/areateknis/artikel' },
  play: async ({ canvasElement }) => {
    const canvas = await comingSoon(canvasElement, 'Artikel Teknis', 'Belum ada artikel teknis');
    await expect(canvas.getByRole('link', { name: 'Artikel' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const Teknik: Story = {
  args: { view: 'teknik' },
  parameters: { route: '/areateknis/artikel/teknik' },
  play: async ({ canvasElement }) => {
    const canvas = await comingSoon(canvasElement, 'Teknik', 'Materi teknik segera hadir');
    await expect(canvas.getByRole('link', { name: 'Teknik' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const Video: Story = {
  args: { view: 'video' },
  parameters: { route: '/areateknis/video' },
  play: async ({ canvasElement }) => {
    const canvas = await comingSoon(canvasElement, 'Video Teknis', 'Video latihan segera hadir');
    await expect(canvas.getByRole('link', { name: 'Video' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

const article = fixtures.articles()[4]!;

export const ArticleDetail: Story = {
  render: () => <AreaTeknisArticlePage />,
  parameters: { route: `/areateknis/${article.id}`, path: '/areateknis/:id' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: article.title }),
    ).toBeVisible();
    await expect(
      within(canvas.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', {
        name: 'Area Teknis',
      }),
    ).toHaveAttribute('href', '/areateknis');
  },
};

export const ArticleNotFound: Story = {
  render: () => <AreaTeknisArticlePage />,
  parameters: {
    route: '/areateknis/77',
    path: '/areateknis/:id',
    msw: createHandlers({ getArticle: 404 }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Artikel tidak ditemukan.' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Kembali ke Area Teknis' })).toHaveAttribute(
      'href',
      '/areateknis',
    );
  },
};

export const ArticleSlugNotFound: Story = {
  render: () => <AreaTeknisArticlePage />,
  parameters: { route: '/areateknis/dribbling-dasar', path: '/areateknis/:id' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', {
        level: 1,
        name: 'Artikel tidak ditemukan.',
      }),
    ).toBeVisible();
  },
};

export const ArticleLoading: Story = {
  render: () => <AreaTeknisArticlePage />,
  beforeEach: holdRequestsOpen,
  parameters: {
    route: '/areateknis/3',
    path: '/areateknis/:id',
    msw: createHandlers({ getArticle: { delay: 'infinite' } }),
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Memuat artikel...', { selector: '.visually-hidden' }),
    ).toBeInTheDocument();
  },
};

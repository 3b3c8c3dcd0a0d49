import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { createHandlers } from '../../../mocks/handlers';
import { fixtures } from '../../../mocks/contract';
import { ArticlePreviewPage } from './ArticlePreviewPage';
import { Frame } from '../../test/story-layout';
import { pageParameters } from '../../../.storybook/page-parameters';

const article = fixtures.articles()[0]!;

const meta = {
  title: 'Pages/Admin/ArticlePreview',
  component: ArticlePreviewPage,
  tags: ['page'],
  parameters: pageParameters(`/admin/artikel/${article.id}`, {
    path: '/admin/artikel/:id',
    session: 'admin',
  }),
  // In the app the admin shell pads its pages; the story does the same.
  decorators: [
    (StoryFn) => (
      <Frame $padding={6}>
        <StoryFn />
      </Frame>
    ),
  ],
} satisfies Meta<typeof ArticlePreviewPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Rendered by the public ArticleView: title, author, sections.
    await expect(
      await canvas.findByRole('heading', { level: 1, name: article.title }),
    ).toBeVisible();
    await expect(canvas.getByText(article.author)).toBeVisible();
    for (const s of article.sections.filter((x) => x.subtitle.trim())) {
      await expect(canvas.getByRole('heading', { level: 2, name: s.subtitle })).toBeVisible();
    }
    await expect(canvas.getByRole('link', { name: '← Kembali ke daftar artikel' })).toHaveAttribute(
      'href',
      '/admin/artikel',
    );
  },
};

export const NotFound: Story = {
  parameters: { msw: createHandlers({ getArticle: 404 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Artikel tidak ditemukan atau gagal dimuat.' }),
    ).toBeVisible();
  },
};

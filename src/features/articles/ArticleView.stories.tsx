import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { fixtures } from '../../../mocks/contract';
import type { Article } from '../../../common/api/types';
import { Section } from '../../components/Section/Section';
import { ArticleView } from './ArticleView';

const first = fixtures.articles()[0] as Article;

const hostile: Article = {
  id: 99,
  version: 1,
  title: '<img src=x onerror="window.__xss=1"> Judul <script>window.__xss=1</script>',
  author: '<b>Penulis</b>',
  date: null,
  category: '<i>Kategori</i>',
  banner: 'javascript:window.__xss=1',
  tags: [{ name: '<svg onload="window.__xss=1">' }],
  sections: [
    {
      subtitle: '<h1>Subjudul</h1>',
      content: 'Paragraf <a href="javascript:window.__xss=1">klik</a>\n\nParagraf kedua.',
      youtube: 'javascript:window.__xss=1',
      images: [
        { path: 'javascript:window.__xss=1' },
        { path: '/images/articles/latihan-zona.svg' },
      ],
    },
  ],
};

const meta = {
  title: 'Features/Articles/ArticleView',
  component: ArticleView,
  decorators: [
    (Story) => (
      <Section>
        <Story />
      </Section>
    ),
  ],
} satisfies Meta<typeof ArticleView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { article: first },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
    await expect(canvas.getByText(first.author)).toBeVisible();
    await expect(canvas.getByText('28 Oktober 2026')).toHaveAttribute('datetime', '2026-10-28');
    await expect(canvas.getByText(first.category)).toBeVisible();
    const tags = within(canvas.getByRole('list', { name: 'Tag' })).getAllByRole('listitem');
    await expect(tags.map((t) => t.textContent)).toEqual(first.tags.map((t) => `#${t.name}`));
    for (const section of first.sections) {
      await expect(canvas.getByRole('heading', { level: 2, name: section.subtitle })).toBeVisible();
    }
    await expect(
      canvas.getByRole('img', { name: `Gambar utama artikel: ${first.title}` }),
    ).toHaveAttribute('src', first.banner);
    // The video is a facade: nothing from YouTube is loaded until the visitor presses play.
    await expect(
      canvas.getByRole('button', { name: `Putar video: ${first.sections[0]?.subtitle}` }),
    ).toBeVisible();
    await expect(canvasElement.querySelector('iframe')).toBeNull();
  },
};

export const WithoutOptionalFields: Story = {
  args: {
    article: { ...first, id: 50, date: null, author: '', banner: null, tags: [], sections: [] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
    await expect(canvas.getByText('Artikel ini belum memiliki isi.')).toBeVisible();
    await expect(canvas.getByRole('img', { name: /Gambar utama/ })).toHaveAttribute(
      'src',
      '/images/articles/banner-default.svg',
    );
    await expect(canvas.queryByRole('list', { name: 'Tag' })).toBeNull();
    await expect(canvas.queryByText(/^Oleh/)).toBeNull();
  },
};

export const HostileContentIsText: Story = {
  args: { article: hostile },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Markup from the server shows as text and never runs.
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(hostile.title);
    await expect(canvas.getByText(hostile.tags[0]!.name, { exact: false })).toBeVisible();
    await expect(
      canvasElement.querySelector('script, svg[onload], a[href^="javascript"], img[onerror]'),
    ).toBeNull();
    const srcs = [...canvasElement.querySelectorAll('img')].map((i) => i.getAttribute('src') ?? '');
    await expect(srcs.some((s) => s.toLowerCase().includes('javascript'))).toBe(false);
    await expect(srcs).toContain('/images/articles/banner-default.svg');
    await expect(srcs).toContain('/images/articles/latihan-zona.svg');
    await expect(canvas.queryByRole('button', { name: /Putar video/ })).toBeNull();
    await expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
  },
};

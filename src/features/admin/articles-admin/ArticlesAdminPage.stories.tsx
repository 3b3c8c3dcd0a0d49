import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createHandlers } from '../../../../mocks/handlers';
import { fixtures } from '../../../../mocks/contract';
import { ArticlesAdminPage } from './ArticlesAdminPage';
import {
  adminArticlesStory,
  dismissToast,
  listReady,
  recording,
  seenRequests,
} from './articles-admin.story-helpers';

// The editor's stories (Editor*, opened from this page) share this title: article-editor/.
const meta = {
  title: 'Pages/Admin/Articles',
  component: ArticlesAdminPage,
  tags: ['page'],
  ...adminArticlesStory,
} satisfies Meta<typeof ArticlesAdminPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const articles = fixtures.articles();
const first = () => articles[0]!;
const byDateDesc = [...articles].sort((a, b) => (b.date ?? '').localeCompare(a.date ?? ''));

export const Default: Story = {
  parameters: { msw: recording() },
  play: async ({ canvasElement }) => {
    const canvas = await listReady(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Artikel', level: 1 })).toBeVisible();
    await expect(
      canvas.getByText(`Menampilkan ${articles.length} dari ${articles.length} artikel`),
    ).toBeVisible();
    // Newest first by default.
    const titles = canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    await expect(titles).toEqual(byDateDesc.map((a) => a.title));
    await expect(canvas.getByRole('link', { name: `Pratinjau ${first().title}` })).toHaveAttribute(
      'href',
      `/admin/artikel/${first().id}`,
    );
    await expect(
      seenRequests().filter((r) => r.method === 'GET' && r.path === '/api/articles'),
    ).toHaveLength(1);
  },
};

export const Loading: Story = {
  parameters: { msw: createHandlers({ listArticles: { delay: 'infinite' } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Memuat artikel...', { selector: 'p' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '+ Tulis artikel' })).toBeEnabled();
  },
};

export const Empty: Story = {
  parameters: { msw: createHandlers({ listArticles: { status: 200, body: [] } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Belum ada artikel. Tulis artikel pertama Anda.'),
    ).toBeVisible();
  },
};

export const LoadFailure: Story = {
  parameters: { msw: createHandlers({ listArticles: 500 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('Gagal memuat artikel dari server'));
    await expect(canvas.getByRole('button', { name: 'Coba lagi' })).toBeVisible();
    await dismissToast(canvasElement);
  },
};

export const SearchAndSort: Story = {
  parameters: { msw: recording() },
  play: async ({ canvasElement }) => {
    const canvas = await listReady(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('Urutkan tanggal'), 'oldest');
    await waitFor(() =>
      expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(
        [...byDateDesc].reverse().map((a) => a.title),
      ),
    );
    // The search goes to the server (title, category, author), once the typing stops.
    const word = first().title.split(' ')[0]!;
    await userEvent.type(canvas.getByLabelText('Cari artikel'), word);
    const expected = articles.filter((a) =>
      [a.title, a.category, a.author].some((v) => v.toLowerCase().includes(word.toLowerCase())),
    );
    await waitFor(() =>
      expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(expected.length),
    );
    await expect(
      seenRequests().filter((r) => r.path === '/api/articles' && r.method === 'GET').length,
    ).toBeLessThanOrEqual(6);
    await userEvent.clear(canvas.getByLabelText('Cari artikel'));
    await userEvent.type(canvas.getByLabelText('Cari artikel'), 'tidak-ada-yang-cocok');
    await expect(
      await canvas.findByText('Tidak ada artikel yang cocok dengan “tidak-ada-yang-cocok”.'),
    ).toBeVisible();
  },
};

// 45 articles made from the contract's examples: three pages of 20.
const many = fixtures.manyArticles(45);

export const Paging: Story = {
  parameters: { msw: createHandlers({}, { articles: many }) },
  play: async ({ canvasElement }) => {
    const canvas = await listReady(canvasElement);
    await expect(canvas.getByText('Menampilkan 20 dari 45 artikel')).toBeVisible();
    await expect(canvas.getByText('Halaman 1 dari 3')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '← Sebelumnya' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Berikutnya →' }));
    await waitFor(() =>
      expect(canvas.getAllByRole('heading', { level: 2 })[0]).toHaveTextContent(many[20]!.title),
    );
    await expect(canvas.getByText('Halaman 2 dari 3')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Berikutnya →' }));
    await waitFor(() => expect(canvas.getByText('Menampilkan 5 dari 45 artikel')).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Berikutnya →' })).toBeDisabled();
    // A search starts again at page 1, on the server's matches.
    await userEvent.type(canvas.getByLabelText('Cari artikel'), 'kiper');
    const found = many.filter((a) =>
      [a.title, a.category, a.author].join(' ').toLowerCase().includes('kiper'),
    );
    await waitFor(() =>
      expect(
        canvas.getByText(`Menampilkan ${found.length} dari ${found.length} artikel`),
      ).toBeVisible(),
    );
    await expect(canvas.queryByRole('navigation', { name: 'Halaman daftar artikel' })).toBeNull();
    await userEvent.clear(canvas.getByLabelText('Cari artikel'));
    await waitFor(() => expect(canvas.getByText('Halaman 1 dari 3')).toBeVisible());
    await userEvent.click(canvas.getByRole('heading', { level: 1 }));
  },
};

export const EditorLoadFailure: Story = {
  parameters: { msw: createHandlers({ getArticle: 500 }) },
  play: async ({ canvasElement }) => {
    const canvas = await listReady(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: `Edit ${first().title}` }));
    const alert = await canvas.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('Gagal memuat artikel dari server'));
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(canvas.getByRole('button', { name: `Edit ${first().title}` })).toHaveTextContent(
      'Edit',
    );
    await dismissToast(canvasElement);
  },
};

export const DeleteConfirm: Story = {
  parameters: { visual: { target: 'dialog[open]' }, msw: recording() },
  play: async ({ canvasElement }) => {
    const canvas = await listReady(canvasElement);
    const a = first();
    const trigger = canvas.getByRole('button', { name: `Hapus ${a.title}` });
    await userEvent.click(trigger);
    const confirm = await canvas.findByRole('alertdialog', { name: 'Hapus artikel ini?' });
    await expect(confirm).toHaveTextContent(a.title);
    // Cancelling sends no request; focus returns to the trigger (Escape: e2e/admin-articles.spec.ts).
    await userEvent.click(within(confirm).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(seenRequests().some((r) => r.method === 'DELETE')).toBe(false);
    // Confirming deletes and reloads.
    await userEvent.click(trigger);
    await userEvent.click(
      within(await canvas.findByRole('alertdialog')).getByRole('button', { name: 'Hapus' }),
    );
    await waitFor(() => expect(canvas.getByTestId('toast')).toHaveTextContent('Artikel dihapus.'));
    await expect(
      seenRequests()
        .filter((r) => r.method === 'DELETE')
        .map((r) => r.path),
    ).toEqual([`/api/articles/${a.id}`]);
    await waitFor(() =>
      expect(
        seenRequests().filter((r) => r.method === 'GET' && r.path === '/api/articles'),
      ).toHaveLength(2),
    );
    await dismissToast(canvasElement);
    // Left open for the screenshot.
    await userEvent.click(canvas.getByRole('button', { name: `Hapus ${a.title}` }));
    await expect(
      await canvas.findByRole('alertdialog', { name: 'Hapus artikel ini?' }),
    ).toBeVisible();
  },
};

export const DeleteFailure: Story = {
  parameters: { msw: createHandlers({ deleteArticle: 500 }) },
  play: async ({ canvasElement }) => {
    const canvas = await listReady(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: `Hapus ${first().title}` }));
    await userEvent.click(
      within(await canvas.findByRole('alertdialog')).getByRole('button', { name: 'Hapus' }),
    );
    const alert = await canvas.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('Gagal menghapus artikel'));
    await expect(canvas.getByRole('heading', { name: first().title })).toBeVisible();
    await dismissToast(canvasElement);
  },
};

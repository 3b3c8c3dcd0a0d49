import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createHandlers } from '../../../mocks/handlers';
import { fixtures } from '../../../mocks/contract';
import { ArticlesAdminPage } from './ArticlesAdminPage';
import { PAGE_MODES } from '../../../.storybook/modes';

const meta = {
  title: 'Pages/Admin/Articles',
  component: ArticlesAdminPage,
  tags: ['page'],
  parameters: { chromatic: { modes: PAGE_MODES }, route: '/admin/artikel', session: 'admin' },
  // In the app the admin shell pads its pages; the story does the same.
  decorators: [
    (StoryFn) => (
      <div style={{ padding: '2rem' }}>
        <StoryFn />
      </div>
    ),
  ],
  beforeEach: () => {
    log.__adminRequests = [];
  },
} satisfies Meta<typeof ArticlesAdminPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const articles = fixtures.articles();
const first = () => articles[0]!;
const byDateDesc = [...articles].sort((a, b) => (b.date ?? '').localeCompare(a.date ?? ''));

type Seen = { method: string; path: string; body: unknown };
const log = globalThis as { __adminRequests?: Seen[] };
const seenRequests = () => log.__adminRequests ?? [];

/** Records the requests the page sends (reset before each story), on top of the contract handlers. */
function recording(overrides: Parameters<typeof createHandlers>[0] = {}) {
  const spy = http.all('*/api/*', async ({ request }) => {
    const body = ['POST', 'PUT'].includes(request.method)
      ? await request
          .clone()
          .json()
          .catch(() => null)
      : null;
    (log.__adminRequests ??= []).push({
      method: request.method,
      path: new URL(request.url).pathname,
      body,
    });
    return undefined;
  });
  return [spy, ...createHandlers(overrides)];
}

async function listReady(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('list', { name: 'Daftar artikel' });
  return canvas;
}

async function openNew(canvasElement: HTMLElement) {
  const canvas = await listReady(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: '+ Tulis artikel' }));
  const dialog = await canvas.findByRole('dialog', { name: 'Tulis artikel' });
  return { canvas, dialog: within(dialog), dialogEl: dialog };
}

function pngFile(name = 'banner.png') {
  const bytes = Uint8Array.from(
    atob(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    ),
    (c) => c.charCodeAt(0),
  );
  return new File([bytes], name, { type: 'image/png' });
}

/** Toasts hide themselves after 5 s; close them so that the screenshots never depend on timing. */
async function dismissToast(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const toast = canvas.queryByTestId('toast');
  if (toast) await userEvent.click(within(toast).getByRole('button', { name: 'Tutup notifikasi' }));
  await waitFor(() => expect(canvas.queryByTestId('toast')).toBeNull());
}

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

export const EditorNew: Story = {
  parameters: { visual: { target: 'dialog[open]' } },
  play: async ({ canvasElement }) => {
    const { dialog, dialogEl } = await openNew(canvasElement);
    await waitFor(() => expect(dialogEl).toContainElement(document.activeElement as HTMLElement));
    await userEvent.type(dialog.getByLabelText('Judul'), 'Rotasi 3-1 untuk tim muda');
    await userEvent.type(dialog.getByLabelText('Penulis (opsional)'), 'Coach Rina');
    await userEvent.type(dialog.getByLabelText('Kategori (opsional)'), 'Taktik');
    // Tags: only non-blank and new ones; removable.
    await userEvent.click(dialog.getByRole('button', { name: 'Tambah tag' }));
    await expect(dialog.getByText('Tag tidak boleh kosong.')).toBeVisible();
    await userEvent.type(dialog.getByLabelText('Tag baru'), 'rotasi{Enter}');
    await userEvent.type(dialog.getByLabelText('Tag baru'), 'Rotasi{Enter}');
    await expect(dialog.getByText('Tag sudah ada di daftar.')).toBeVisible();
    await userEvent.clear(dialog.getByLabelText('Tag baru'));
    await userEvent.type(dialog.getByLabelText('Tag baru'), 'U-16{Enter}');
    await expect(
      within(dialog.getByRole('list', { name: 'Tag artikel' }))
        .getAllByRole('listitem')
        .map((li) => li.firstChild?.textContent),
    ).toEqual(['rotasi', 'U-16']);
    await userEvent.click(dialog.getByRole('button', { name: 'Hapus tag U-16' }));
    // Banner: a non-image is refused with a clear error; an image shows its name.
    await userEvent.upload(
      dialog.getByLabelText('Pilih gambar banner'),
      new File(['%PDF'], 'materi.pdf', { type: 'application/pdf' }),
      { applyAccept: false },
    );
    await expect(
      dialog.getByText('File harus berupa gambar PNG, JPEG, GIF, WebP atau SVG.'),
    ).toBeVisible();
    await userEvent.upload(dialog.getByLabelText('Pilih gambar banner'), pngFile());
    await expect(await dialog.findByText('banner.png')).toBeVisible();
    await expect(
      dialog.queryByText('File harus berupa gambar PNG, JPEG, GIF, WebP atau SVG.'),
    ).toBeNull();
    // Sections: add two, fill, reorder, with a validated YouTube link and its preview.
    await userEvent.click(dialog.getByRole('button', { name: '+ Tambah bagian' }));
    await userEvent.click(dialog.getByRole('button', { name: '+ Tambah bagian' }));
    await userEvent.type(dialog.getByLabelText('Subjudul bagian 1'), 'Pemanasan');
    await userEvent.type(dialog.getByLabelText('Subjudul bagian 2'), 'Inti latihan');
    await userEvent.click(dialog.getByRole('button', { name: 'Pindahkan bagian 2 ke atas' }));
    await expect(dialog.getByLabelText('Subjudul bagian 1')).toHaveValue('Inti latihan');
    await userEvent.type(
      dialog.getByLabelText('Tautan YouTube bagian 1 (opsional)'),
      'https://youtu.be/dQw4w9WgXcQ',
    );
    await expect(dialog.getByText('Video YouTube terdeteksi: dQw4w9WgXcQ')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Simpan artikel' })).toBeEnabled();
  },
};

export const EditorValidationError: Story = {
  parameters: { visual: { target: 'dialog[open]' } },
  play: async ({ canvasElement }) => {
    const { dialog } = await openNew(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: '+ Tambah bagian' }));
    await userEvent.type(
      dialog.getByLabelText('Tautan YouTube bagian 1 (opsional)'),
      'https://vimeo.com/12345',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Simpan artikel' }));
    await expect(await dialog.findByText('Judul wajib diisi.')).toBeVisible();
    await expect(
      dialog.getByText('Masukkan tautan YouTube yang valid (youtube.com atau youtu.be).'),
    ).toBeVisible();
    await waitFor(() => expect(dialog.getByLabelText('Judul')).toHaveFocus());
    await expect(dialog.getByLabelText('Judul')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const EditorSaving: Story = {
  parameters: {
    visual: { target: 'dialog[open]' },
    msw: createHandlers({ createArticle: { delay: 'infinite' } }),
  },
  play: async ({ canvasElement }) => {
    const { dialog } = await openNew(canvasElement);
    await userEvent.type(dialog.getByLabelText('Judul'), 'Rotasi 3-1');
    await userEvent.click(dialog.getByRole('button', { name: 'Simpan artikel' }));
    const busy = await dialog.findByRole('button', { name: 'Menyimpan...' });
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
    await expect(busy).toHaveFocus();
    // A second click sends nothing more: still one request, still saving.
    await userEvent.click(busy);
    await expect(dialog.getByRole('button', { name: 'Menyimpan...' })).toBeVisible();
    await expect(dialog.getByLabelText('Judul')).toBeDisabled();
  },
};

export const EditorFailure: Story = {
  parameters: { msw: createHandlers({ createArticle: 500 }) },
  play: async ({ canvasElement }) => {
    const { canvas, dialog } = await openNew(canvasElement);
    await userEvent.type(dialog.getByLabelText('Judul'), 'Rotasi 3-1');
    await userEvent.type(dialog.getByLabelText('Penulis (opsional)'), 'Coach Rina');
    await userEvent.click(dialog.getByRole('button', { name: 'Simpan artikel' }));
    const alert = await canvas.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('Gagal menyimpan artikel.'));
    // The modal stays open with everything typed.
    await expect(dialog.getByLabelText('Judul')).toHaveValue('Rotasi 3-1');
    await expect(dialog.getByLabelText('Penulis (opsional)')).toHaveValue('Coach Rina');
    await expect(dialog.getByRole('button', { name: 'Simpan artikel' })).toBeEnabled();
    await dismissToast(canvasElement);
  },
};

export const EditorSuccess: Story = {
  parameters: { msw: recording() },
  play: async ({ canvasElement }) => {
    const { canvas, dialog } = await openNew(canvasElement);
    await userEvent.type(dialog.getByLabelText('Judul'), '  Rotasi 3-1  ');
    await userEvent.type(dialog.getByLabelText('Tag baru'), 'taktik{Enter}');
    await userEvent.click(dialog.getByRole('button', { name: '+ Tambah bagian' }));
    await userEvent.type(dialog.getByLabelText('Isi bagian 1'), 'Isi latihan.');
    await userEvent.click(dialog.getByRole('button', { name: 'Simpan artikel' }));
    await waitFor(() =>
      expect(canvas.getByTestId('toast')).toHaveTextContent('Artikel berhasil dibuat.'),
    );
    await waitFor(() => expect(canvas.queryByRole('dialog', { name: 'Tulis artikel' })).toBeNull());
    // Exactly the contract's ArticleInput; empty optional fields left out.
    const post = seenRequests().find((r) => r.method === 'POST');
    await expect(post?.body).toEqual({
      title: 'Rotasi 3-1',
      tags: ['taktik'],
      sections: [{ subtitle: '', content: 'Isi latihan.', images: [] }],
    });
    // The list reloads, and focus returns to the button that opened the editor.
    await waitFor(() =>
      expect(
        seenRequests().filter((r) => r.method === 'GET' && r.path === '/api/articles'),
      ).toHaveLength(2),
    );
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: '+ Tulis artikel' })).toHaveFocus(),
    );
    await dismissToast(canvasElement);
  },
};

export const EditorEdit: Story = {
  parameters: { msw: recording() },
  play: async ({ canvasElement }) => {
    const canvas = await listReady(canvasElement);
    const a = first();
    await userEvent.click(canvas.getByRole('button', { name: `Edit ${a.title}` }));
    const dialogEl = await canvas.findByRole('dialog', { name: 'Edit artikel' });
    const dialog = within(dialogEl);
    await expect(dialog.getByLabelText('Judul')).toHaveValue(a.title);
    // Tags as plain names, images as their paths.
    for (const t of a.tags) await expect(dialog.getByText(t.name)).toBeVisible();
    if (a.banner) await expect(dialog.getByText(a.banner)).toBeVisible();
    await expect(dialog.getByLabelText('Ganti gambar banner')).toBeVisible();
    await userEvent.clear(dialog.getByLabelText('Judul'));
    await userEvent.type(dialog.getByLabelText('Judul'), 'Judul baru');
    await userEvent.click(dialog.getByRole('button', { name: 'Simpan perubahan' }));
    await waitFor(() =>
      expect(canvas.getByTestId('toast')).toHaveTextContent('Artikel berhasil diperbarui.'),
    );
    const put = seenRequests().find((r) => r.method === 'PUT');
    await expect(put?.path).toBe(`/api/articles/${a.id}`);
    await expect(put?.body).toMatchObject({ title: 'Judul baru', tags: a.tags.map((t) => t.name) });
    await dismissToast(canvasElement);
  },
};

export const EditorCloseAsksFirst: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, dialog } = await openNew(canvasElement);
    await userEvent.type(dialog.getByLabelText('Judul'), 'Draf');
    // The × button (Escape does the same; a real key press is in e2e/admin-articles.spec.ts).
    await userEvent.click(dialog.getByRole('button', { name: 'Tutup' }));
    const confirm = await canvas.findByRole('alertdialog', { name: 'Buang perubahan?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Lanjut mengedit' }));
    await expect(dialog.getByLabelText('Judul')).toHaveValue('Draf');
    await userEvent.click(dialog.getByRole('button', { name: 'Batal' }));
    await userEvent.click(
      within(await canvas.findByRole('alertdialog', { name: 'Buang perubahan?' })).getByRole(
        'button',
        { name: 'Buang perubahan' },
      ),
    );
    await waitFor(() => expect(canvas.queryByRole('dialog', { name: 'Tulis artikel' })).toBeNull());
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: '+ Tulis artikel' })).toHaveFocus(),
    );
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

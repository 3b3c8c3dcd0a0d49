import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createHandlers } from '../../../../mocks/handlers';
import { fixtures } from '../../../../mocks/contract';
import { ArticlesAdminPage } from '../articles-admin/ArticlesAdminPage';
import { storedImageName } from './article-form';
import {
  adminArticlesStory,
  dismissToast,
  expectDrawnOnTop,
  listReady,
  openNew,
  pngFile,
  recording,
  seenRequests,
} from '../articles-admin/articles-admin.story-helpers';

/**
 * The editor as the admin opens it, from the article list page: these stories carry the
 * page's title (the page's own stories are in articles-admin/).
 */
const meta = {
  title: 'Pages/Admin/Articles',
  component: ArticlesAdminPage,
  tags: ['page'],
  ...adminArticlesStory,
} satisfies Meta<typeof ArticlesAdminPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const first = () => fixtures.articles()[0]!;

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

const REFUSED = 'sections[0].content: maksimal 20000 karakter.';

/**
 * A section over the contract's 20,000 characters: the counter says so as the admin types, the
 * server refuses the save with its reason, and the toast that says it is drawn above the editor;
 * the reason stands beside the section's text, which is kept whole.
 */
export const EditorRefusedByServer: Story = {
  parameters: {
    msw: createHandlers({ createArticle: { status: 400, body: { message: REFUSED } } }),
    visual: { target: 'dialog[open]' },
  },
  play: async ({ canvasElement }) => {
    const { canvas, dialog } = await openNew(canvasElement);
    await userEvent.type(dialog.getByLabelText('Judul'), 'Rotasi 3-1');
    await expect(dialog.getByText('10 / 300 karakter')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: '+ Tambah bagian' }));
    const content = dialog.getByLabelText('Isi bagian 1');
    await userEvent.click(content);
    await userEvent.paste('a'.repeat(18_000));
    // Near the limit: how many are left, said politely to a screen reader too.
    const near = '18.000 / 20.000 karakter, sisa 2.000';
    await expect(content).toHaveAccessibleDescription(near);
    await expect(dialog.getByText(near, { selector: '[aria-live="polite"]' })).toBeInTheDocument();
    await userEvent.paste('a'.repeat(2_001));
    await expect(content).toHaveAccessibleDescription('20.001 / 20.000 karakter, kelebihan 1');
    await userEvent.click(dialog.getByRole('button', { name: 'Simpan artikel' }));
    const alert = await canvas.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('Gagal menyimpan artikel.'));
    await expect(alert).toHaveTextContent(REFUSED);
    await expectDrawnOnTop(canvas.getByTestId('toast'));
    // The reason beside the field it names, the focus on it, and the text kept whole.
    await waitFor(() => expect(content).toHaveFocus());
    await expect(content).toHaveAttribute('aria-invalid', 'true');
    await expect(content).toHaveAccessibleDescription(
      'Maksimal 20000 karakter. 20.001 / 20.000 karakter, kelebihan 1',
    );
    await expect((content as HTMLTextAreaElement).value).toHaveLength(20_001);
    await expect(dialog.getByLabelText('Judul')).toHaveValue('Rotasi 3-1');
    // Editing the text takes the reason away.
    await userEvent.type(content, '{Backspace}');
    await expect(content).not.toHaveAttribute('aria-invalid');
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
    // Tags as plain names, images by their file names, the date day first.
    for (const t of a.tags) await expect(dialog.getByText(t.name)).toBeVisible();
    if (a.banner) await expect(dialog.getByText(storedImageName(a.banner))).toBeVisible();
    if (a.date)
      await expect(dialog.getByLabelText('Tanggal (opsional)')).toHaveValue(
        a.date.split('-').reverse().join('/'),
      );
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

import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Article } from '../../../../common/api/types';
import { createHandlers } from '../../../../mocks/handlers';
import { fixtures, responseExample } from '../../../../mocks/contract';
import { ArticlesAdminPage } from '../articles-admin/ArticlesAdminPage';
import {
  adminArticlesStory,
  dismissToast,
  expectDrawnOnTop,
  listReady,
} from '../articles-admin/articles-admin.story-helpers';

type Write = { method: string; ifMatch: string | null; title?: string };
const log = globalThis as { __conflictWrites?: Write[] };
const writes = () => log.__conflictWrites ?? [];

/**
 * Two admins, one article: this admin opened version 1, the other saved version 2 meanwhile
 * (the contract's 412 example), so the save is refused and the conflict dialog offers their
 * version, keeping mine, or copying my text. The list's delete is refused the same way.
 */
const meta = {
  title: 'Pages/Admin/Articles',
  component: ArticlesAdminPage,
  tags: ['page'],
  ...adminArticlesStory,
  beforeEach: () => {
    adminArticlesStory.beforeEach();
    log.__conflictWrites = [];
  },
} satisfies Meta<typeof ArticlesAdminPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** What this admin loaded (version 1) and what the other admin saved meanwhile (version 2). */
const mine = (): Article => fixtures.articles()[0]!;
const theirs = (): Article => responseExample<Article>('/articles/{id}', 'put', '412');

/**
 * The server holds their version; the editor opens on mine (as read before they saved). Every
 * write is recorded with its If-Match.
 */
function serverWithTheirVersion(overrides: Parameters<typeof createHandlers>[0] = {}) {
  const spy = http.all('*/api/articles/*', async ({ request }) => {
    if (request.method === 'PUT' || request.method === 'DELETE') {
      const body = (await request
        .clone()
        .json()
        .catch(() => null)) as { title?: string } | null;
      (log.__conflictWrites ??= []).push({
        method: request.method,
        ifMatch: request.headers.get('If-Match'),
        title: body?.title,
      });
    }
    return undefined;
  });
  const articles = fixtures.articles().map((a) => (a.id === theirs().id ? theirs() : a));
  return [
    spy,
    ...createHandlers({ getArticle: { status: 200, body: mine() }, ...overrides }, { articles }),
  ];
}

/** Opens the article, types a new title and saves: the conflict dialog answers. */
async function saveOverTheirs(canvasElement: HTMLElement) {
  const canvas = await listReady(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: `Edit ${theirs().title}` }));
  const editorEl = await canvas.findByRole('dialog', { name: 'Edit artikel' });
  const editor = within(editorEl);
  await userEvent.clear(editor.getByLabelText('Judul'));
  await userEvent.type(editor.getByLabelText('Judul'), 'Judul versi saya');
  await userEvent.click(editor.getByRole('button', { name: 'Simpan perubahan' }));
  const dialogEl = await canvas.findByRole('alertdialog', { name: 'Artikel sudah diubah' });
  await expect(writes()).toEqual([{ method: 'PUT', ifMatch: '"1"', title: 'Judul versi saya' }]);
  return { canvas, editor, editorEl, dialog: within(dialogEl), dialogEl };
}

export const ConflictOnSave: Story = {
  parameters: { msw: serverWithTheirVersion(), visual: { target: 'dialog[open]' } },
  play: async ({ canvasElement }) => {
    const { dialog, dialogEl, editor } = await saveOverTheirs(canvasElement);
    // A real modal: labelled and described, focus inside it, the editor behind it inert.
    await expect(dialogEl).toHaveAccessibleDescription(
      /Admin lain menyimpan perubahan pada artikel ini setelah Anda membukanya/,
    );
    await waitFor(() => expect(dialogEl).toContainElement(document.activeElement as HTMLElement));
    await expect(dialog.getByRole('button', { name: 'Lihat versi mereka' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    for (const name of ['Salin teks saya', 'Simpan versi saya', 'Kembali ke editor'])
      await expect(dialog.getByRole('button', { name })).toBeVisible();
    await expect(
      dialog.getByText('Menyimpan versi Anda akan menimpa perubahan mereka.'),
    ).toBeVisible();
    await expect(editor.getByLabelText('Judul')).toHaveValue('Judul versi saya');
  },
};

export const ConflictBackToEditor: Story = {
  parameters: { msw: serverWithTheirVersion(), visual: { target: 'dialog[open]' } },
  play: async ({ canvasElement }) => {
    const { canvas, editor, dialog } = await saveOverTheirs(canvasElement);
    // "Kembali ke editor" (Escape does the same; a real key press is in e2e-server/conflict.spec.ts).
    await userEvent.click(dialog.getByRole('button', { name: 'Kembali ke editor' }));
    await waitFor(() =>
      expect(canvas.queryByRole('alertdialog', { name: 'Artikel sudah diubah' })).toBeNull(),
    );
    // Back in the editor, everything typed still there, focus on the save button again.
    await expect(editor.getByLabelText('Judul')).toHaveValue('Judul versi saya');
    await waitFor(() =>
      expect(editor.getByRole('button', { name: 'Simpan perubahan' })).toHaveFocus(),
    );
  },
};

export const ConflictTheirVersion: Story = {
  parameters: { msw: serverWithTheirVersion(), visual: { target: 'dialog[open]' } },
  play: async ({ canvasElement }) => {
    const { dialog } = await saveOverTheirs(canvasElement);
    const toggle = dialog.getByRole('button', { name: 'Lihat versi mereka' });
    await userEvent.click(toggle);
    const table = dialog.getByRole('table', { name: 'Perbandingan versi' });
    await expect(toggle).toHaveAccessibleName('Sembunyikan versi mereka');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const title = within(table).getByRole('row', { name: /^Judul/ });
    await expect(title).toHaveTextContent(theirs().title);
    await expect(title).toHaveTextContent('Judul versi saya');
    await expect(within(title).getByText('Berbeda')).toBeVisible();
    await expect(within(table).getByRole('row', { name: /^Bagian 1/ })).toHaveTextContent(
      theirs().sections[0]!.content,
    );
  },
};

export const ConflictKeepMine: Story = {
  parameters: { msw: serverWithTheirVersion() },
  play: async ({ canvasElement }) => {
    const { canvas, dialog } = await saveOverTheirs(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Simpan versi saya' }));
    await waitFor(() =>
      expect(canvas.getByTestId('toast')).toHaveTextContent('Artikel berhasil diperbarui.'),
    );
    await waitFor(() => expect(canvas.queryByRole('dialog', { name: 'Edit artikel' })).toBeNull());
    // The same text again, this time over their version (its ETag from the 412).
    await expect(writes()).toEqual([
      { method: 'PUT', ifMatch: '"1"', title: 'Judul versi saya' },
      { method: 'PUT', ifMatch: '"2"', title: 'Judul versi saya' },
    ]);
    await dismissToast(canvasElement);
  },
};

export const ConflictCopyMine: Story = {
  parameters: { msw: serverWithTheirVersion(), visual: { target: 'dialog[open]' } },
  play: async ({ canvasElement }) => {
    // The story's clipboard: the browser's needs a permission the test browser does not grant.
    let copied = '';
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: (text: string) => ((copied = text), Promise.resolve()) },
    });
    const { canvas, editor } = await saveOverTheirs(canvasElement);
    await userEvent.click(
      within(canvas.getByRole('alertdialog', { name: 'Artikel sudah diubah' })).getByRole(
        'button',
        { name: 'Salin teks saya' },
      ),
    );
    await waitFor(() =>
      expect(canvas.getByTestId('toast')).toHaveTextContent('Teks Anda disalin.'),
    );
    // Above the editor it returns to, not under its backdrop.
    await expectDrawnOnTop(canvas.getByTestId('toast'));
    await expect(copied).toContain('Judul: Judul versi saya');
    await expect(copied).toContain(mine().sections[0]!.content);
    // The editor stays open with the draft; nothing was saved.
    await waitFor(() =>
      expect(canvas.queryByRole('alertdialog', { name: 'Artikel sudah diubah' })).toBeNull(),
    );
    await expect(editor.getByLabelText('Judul')).toHaveValue('Judul versi saya');
    await expect(writes()).toHaveLength(1);
    await dismissToast(canvasElement);
  },
};

/** Deletes from the list over a version that is gone: the notice answers, nothing deleted. */
async function deleteOverTheirs(canvasElement: HTMLElement) {
  const canvas = await listReady(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: `Hapus ${theirs().title}` }));
  const confirm = await canvas.findByRole('alertdialog', { name: 'Hapus artikel ini?' });
  await userEvent.click(within(confirm).getByRole('button', { name: 'Hapus' }));
  const notice = await canvas.findByRole('alertdialog', { name: 'Artikel sudah diubah' });
  await expect(notice).toHaveAccessibleDescription(/diubah oleh admin lain .* belum dihapus/);
  await expect(writes()).toEqual([{ method: 'DELETE', ifMatch: '"2"', title: undefined }]);
  await expect(canvas.queryByTestId('toast')).toBeNull();
  return { canvas, notice };
}

export const DeleteChangedNotice: Story = {
  parameters: {
    msw: serverWithTheirVersion({ deleteArticle: 412 }),
    visual: { target: 'dialog[open]' },
  },
  play: async ({ canvasElement }) => {
    const { notice } = await deleteOverTheirs(canvasElement);
    await waitFor(() => expect(notice).toContainElement(document.activeElement as HTMLElement));
  },
};

export const DeleteChangedMeanwhile: Story = {
  parameters: { msw: serverWithTheirVersion({ deleteArticle: 412 }) },
  play: async ({ canvasElement }) => {
    const { canvas, notice } = await deleteOverTheirs(canvasElement);
    await userEvent.click(within(notice).getByRole('button', { name: 'Muat ulang artikel' }));
    await waitFor(() =>
      expect(canvas.queryByRole('alertdialog', { name: 'Artikel sudah diubah' })).toBeNull(),
    );
    await expect(await canvas.findByText(theirs().title)).toBeVisible();
  },
};

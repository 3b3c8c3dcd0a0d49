import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Article } from '../../../../common/api/types';
import { createHandlers } from '../../../../mocks/handlers';
import { fixtures, responseExample } from '../../../../mocks/contract';
import { FIXED_NOW } from '../../../../.storybook/fixed-clock';
import { ArticlesAdminPage } from '../articles-admin/ArticlesAdminPage';
import {
  adminArticlesStory,
  dismissToast,
  listReady,
} from '../articles-admin/articles-admin.story-helpers';
import { draftFromArticle } from '../article-editor/article-form';
import {
  draftKey,
  memoryEditorStore,
  type EditorStore,
  type NewQueuedSave,
  type StoredDraft,
} from './editor-store';
import { OfflineEditsProvider } from './OfflineEditsProvider';

type Seed = { drafts?: StoredDraft[]; queue?: NewQueuedSave[] };
const stores = globalThis as {
  __offlineStore?: EditorStore & ReturnType<typeof memoryEditorStore>;
};
const store = () => stores.__offlineStore!;

/** The admin area's offline edits, on a store in memory seeded by the story (`offline` parameter). */
const withOfflineEdits: Decorator = (StoryFn, { parameters }) => {
  stores.__offlineStore ??= memoryEditorStore((parameters.offline as Seed | undefined) ?? {});
  return (
    <OfflineEditsProvider userId="story" store={stores.__offlineStore}>
      <StoryFn />
    </OfflineEditsProvider>
  );
};

/**
 * The article editor on a weak signal: a draft kept on this device is offered back, a save made
 * offline waits in the queue (shown above the list, each save can be cancelled), and a queued save
 * that someone else's save overtook opens the conflict dialog with the text as typed.
 */
const meta = {
  title: 'Pages/Admin/Articles Offline',
  component: ArticlesAdminPage,
  tags: ['page'],
  ...adminArticlesStory,
  decorators: [withOfflineEdits, ...adminArticlesStory.decorators],
  beforeEach: () => {
    adminArticlesStory.beforeEach();
    delete stores.__offlineStore;
  },
} satisfies Meta<typeof ArticlesAdminPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const mine = (): Article => fixtures.articles()[0]!;
const theirs = (): Article => responseExample<Article>('/articles/{id}', 'put', '412');
const HOUR = 3_600_000;

const keptDraft = (): StoredDraft => ({
  key: draftKey(mine().id),
  articleId: mine().id,
  draft: { ...draftFromArticle(mine()), title: 'Judul dari draf yang belum disimpan' },
  etag: '"1"',
  savedAt: FIXED_NOW - HOUR,
});

function queuedSave(article: Article, title: string, extra: Partial<NewQueuedSave> = {}) {
  const draft = { ...draftFromArticle(article), title };
  return {
    key: draftKey(article.id),
    mode: 'edit',
    articleId: article.id,
    title,
    body: { title },
    etag: '"1"',
    draft,
    queuedAt: FIXED_NOW - 2 * HOUR,
    state: 'waiting',
    ...extra,
  } satisfies NewQueuedSave;
}

async function openEditor(canvasElement: HTMLElement, title: string) {
  const canvas = await listReady(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: `Edit ${title}` }));
  const editorEl = await canvas.findByRole('dialog', { name: 'Edit artikel' });
  return { canvas, editorEl, editor: within(editorEl) };
}

export const RestoreDraftOffer: Story = {
  parameters: {
    msw: createHandlers({ getArticle: { status: 200, body: mine() } }),
    offline: { drafts: [keptDraft()] },
    visual: { target: 'dialog[open]' },
  },
  play: async ({ canvasElement }) => {
    const { editor } = await openEditor(canvasElement, mine().title);
    const offer = editor.getByRole('region', { name: 'Ada draf yang belum disimpan' });
    await expect(offer).toHaveTextContent('22 November 2026 pukul 08.00');
    // Focus waits on the offer; the form is held until the admin chooses.
    const restore = within(offer).getByRole('button', { name: 'Pulihkan draf' });
    await waitFor(() => expect(restore).toHaveFocus());
    await expect(editor.getByLabelText('Judul')).toBeDisabled();
    await expect(editor.getByLabelText('Judul')).toHaveValue(mine().title);
  },
};

export const RestoreDraft: Story = {
  parameters: {
    msw: createHandlers({ getArticle: { status: 200, body: mine() } }),
    offline: { drafts: [keptDraft()] },
  },
  play: async ({ canvasElement }) => {
    const { editor } = await openEditor(canvasElement, mine().title);
    await waitFor(() =>
      expect(editor.getByRole('button', { name: 'Pulihkan draf' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await expect(editor.queryByRole('region', { name: 'Ada draf yang belum disimpan' })).toBeNull();
    await expect(editor.getByLabelText('Judul')).toBeEnabled();
    await expect(editor.getByLabelText('Judul')).toHaveValue('Judul dari draf yang belum disimpan');
  },
};

export const DiscardDraft: Story = {
  parameters: {
    msw: createHandlers({ getArticle: { status: 200, body: mine() } }),
    offline: { drafts: [keptDraft()] },
  },
  play: async ({ canvasElement }) => {
    const { editor } = await openEditor(canvasElement, mine().title);
    await userEvent.click(editor.getByRole('button', { name: 'Buang draf' }));
    await expect(editor.getByLabelText('Judul')).toHaveValue(mine().title);
    await waitFor(() => expect(store().drafts.size).toBe(0));
  },
};

export const OfflineSaveQueued: Story = {
  parameters: {
    msw: createHandlers({ getArticle: { status: 200, body: mine() }, updateArticle: 'network' }),
    visual: { target: '[data-testid="queued-saves"]' },
  },
  play: async ({ canvasElement }) => {
    const { canvas, editor, editorEl } = await openEditor(canvasElement, mine().title);
    await userEvent.clear(editor.getByLabelText('Judul'));
    await userEvent.type(editor.getByLabelText('Judul'), 'Judul ditulis tanpa sinyal');
    await userEvent.click(editor.getByRole('button', { name: 'Simpan perubahan' }));
    // The admin is told, the editor closes, the save waits in the queue above the list.
    await waitFor(() =>
      expect(canvas.getByTestId('toast')).toHaveTextContent('Tersimpan di perangkat ini'),
    );
    await expect(canvas.getByTestId('toast')).toHaveTextContent(
      'akan dikirim otomatis saat koneksi kembali',
    );
    await waitFor(() => expect(editorEl).not.toBeInTheDocument());
    const panel = canvas.getByRole('region', { name: 'Antrean penyimpanan' });
    await expect(within(panel).getByText('Judul ditulis tanpa sinyal')).toBeVisible();
    await expect(within(panel).getByText('Menunggu koneksi')).toBeVisible();
    const [save] = await store().listQueue();
    await expect(save).toMatchObject({
      etag: '"1"',
      body: { title: 'Judul ditulis tanpa sinyal' },
    });
    await dismissToast(canvasElement);
  },
};

const twoQueued = (): Seed => ({
  queue: [
    queuedSave(mine(), 'Rondo 4 lawan 2 untuk pemanasan'),
    queuedSave(fixtures.articles()[1]!, fixtures.articles()[1]!.title, {
      state: 'failed',
      error: 'Judul maksimal 300 karakter.',
      queuedAt: FIXED_NOW - HOUR,
    }),
  ],
});

export const QueuedSaves: Story = {
  // Still offline: every send fails on the network, so the saves keep waiting.
  parameters: {
    msw: createHandlers({ updateArticle: 'network' }),
    offline: twoQueued(),
    visual: { target: '[data-testid="queued-saves"]' },
  },
  play: async ({ canvasElement }) => {
    const canvas = await listReady(canvasElement);
    const panel = await canvas.findByRole('region', { name: 'Antrean penyimpanan' });
    const items = within(within(panel).getByRole('list')).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await waitFor(() => expect(items[0]).toHaveTextContent('Menunggu koneksi'));
    await expect(items[0]).toHaveTextContent('Masuk antrean 22 Nov 2026, 07.00');
    await expect(items[1]).toHaveTextContent('Gagal dikirim');
    await expect(items[1]).toHaveTextContent('Judul maksimal 300 karakter.');
  },
};

export const CancelQueuedSave: Story = {
  parameters: {
    msw: createHandlers({ updateArticle: 'network' }),
    offline: twoQueued(),
    visual: { target: 'dialog[open]' },
  },
  play: async ({ canvasElement }) => {
    const canvas = await listReady(canvasElement);
    const panel = await canvas.findByRole('region', { name: 'Antrean penyimpanan' });
    const cancel = within(panel).getByRole('button', {
      name: 'Batalkan penyimpanan Rondo 4 lawan 2 untuk pemanasan',
    });
    await waitFor(() => expect(cancel).toBeEnabled());
    await userEvent.click(cancel);
    const confirm = await canvas.findByRole('alertdialog', { name: 'Batalkan penyimpanan ini?' });
    await expect(confirm).toHaveAccessibleDescription(/tetap tersimpan sebagai draf/);
    await waitFor(() => expect(confirm).toContainElement(document.activeElement as HTMLElement));
    // "Tetap kirim" keeps it; focus returns to the button that opened the question.
    await userEvent.click(within(confirm).getByRole('button', { name: 'Tetap kirim' }));
    await waitFor(() => expect(cancel).toHaveFocus());
    await userEvent.click(cancel);
    const again = await canvas.findByRole('alertdialog', { name: 'Batalkan penyimpanan ini?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Batalkan penyimpanan' }));
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(1));
    // Its text is the article's draft now: opening the article offers it back.
    await expect(store().drafts.get(draftKey(mine().id))?.draft.title).toBe(
      'Rondo 4 lawan 2 untuk pemanasan',
    );
    await waitFor(() =>
      expect(canvas.getByTestId('toast')).toHaveTextContent('Penyimpanan dibatalkan.'),
    );
    await dismissToast(canvasElement);
    // A new question for the screenshot.
    await userEvent.click(within(panel).getAllByRole('button', { name: /^Batalkan/ })[0]!);
    await canvas.findByRole('alertdialog', { name: 'Batalkan penyimpanan ini?' });
  },
};

export const ConflictAfterOfflineEdit: Story = {
  // Back online: the queued save (made at version 1) meets their version 2 on the server.
  parameters: {
    msw: createHandlers(
      {},
      { articles: fixtures.articles().map((a) => (a.id === theirs().id ? theirs() : a)) },
    ),
    offline: { queue: [queuedSave(mine(), 'Judul saya dari antrean')] },
    visual: { target: 'dialog[open]' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialogEl = await canvas.findByRole('alertdialog', { name: 'Artikel sudah diubah' });
    await waitFor(() => expect(dialogEl).toContainElement(document.activeElement as HTMLElement));
    const editor = within(canvas.getByRole('dialog', { name: 'Edit artikel', hidden: true }));
    await expect(editor.getByLabelText('Judul')).toHaveValue('Judul saya dari antrean');
    await userEvent.click(within(dialogEl).getByRole('button', { name: 'Lihat versi mereka' }));
    const title = within(within(dialogEl).getByRole('table')).getByRole('row', { name: /^Judul/ });
    await expect(title).toHaveTextContent(theirs().title);
    await expect(title).toHaveTextContent('Judul saya dari antrean');
    // The queue moved the text to the article's draft: nothing typed is lost.
    await expect(await store().listQueue()).toEqual([]);
    await expect(store().drafts.get(draftKey(mine().id))?.draft.title).toBe(
      'Judul saya dari antrean',
    );
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FIXED_NOW } from '../../../.storybook/fixed-clock';
import { pageParameters } from '../../../.storybook/page-parameters';
import { SAVED_STRINGS as S } from '../../config/saved-strings';
import { memorySavedStore } from './memory-store';
import type { SavedItem } from './saved-store';
import { SavedPage } from './SavedPage';

const HOUR = 3600_000;
const item = (
  path: string,
  title: string,
  where: string,
  hoursAgo: number,
  bytes: number,
  memberBytes = 0,
): SavedItem => ({
  path,
  title,
  where,
  savedAt: FIXED_NOW - hoursAgo * HOUR,
  bytes,
  urls: [path],
  memberBytes,
  hasMemberCopy: memberBytes > 0,
});
const ITEMS = [
  item('/freekick/12', 'Pressing Tinggi 3-1 di Lapangan Futsal', 'Free Kick', 2, 1_240_000),
  item(
    '/blog/1',
    'Rondo 4v1: Latihan Pembuka yang Mengajarkan Segalanya',
    'Blog',
    26,
    412_000,
    182_000,
  ),
  item('/areateknis/7', 'Posisi Kiper saat Power Play Lawan', 'Area Teknis', 74, 2_310_000),
];

const meta = {
  title: 'Pages/Saved',
  component: SavedPage,
  tags: ['page'],
  parameters: pageParameters('/tersimpan'),
} satisfies Meta<typeof SavedPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing saved yet: what the list is for, and where to find articles to save. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: S.empty })).toBeVisible();
    await expect(canvas.getByText(S.emptyHint)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Buka Free Kick' })).toHaveAttribute(
      'href',
      '/freekick',
    );
    // Only where articles can be saved: Area Teknis has none yet.
    const empty = within(canvas.getByRole('heading', { name: S.empty }).parentElement!);
    await expect(empty.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/freekick',
      '/blog',
    ]);
  },
};

/** Three saved articles, newest first: where, when, size; the space they use. */
export const Default: Story = {
  parameters: {
    savedStore: memorySavedStore({ items: ITEMS, quota: 1_200_000_000 }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Artikel tersimpan' });
    const rows = within(list).getAllByRole('listitem');
    await expect(rows).toHaveLength(3);
    await expect(within(rows[0]!).getByRole('link')).toHaveAttribute('href', '/freekick/12');
    await expect(rows[1]).toHaveTextContent('dengan materi anggota');
    await expect(canvas.getByTestId('storage-used')).toHaveTextContent(
      'Ruang terpakai: 4 MB dari sekitar 1,1 GB yang tersedia',
    );
    await expect(canvas.getByRole('heading', { name: '3 artikel' })).toBeVisible();
  },
};

/** Removing one: the list and the space used follow, focus on the list's heading. */
export const RemoveOne: Story = {
  parameters: { savedStore: memorySavedStore({ items: ITEMS }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: `Hapus ${ITEMS[0]!.title}` }));
    await waitFor(() => expect(canvas.getByRole('heading', { name: '2 artikel' })).toHaveFocus());
    await expect(canvas.getByTestId('storage-used')).toHaveTextContent('Ruang terpakai: 2,8 MB');
  },
};

/** "Hapus semua" asks first; confirming empties the list. */
export const RemoveAll: Story = {
  // The page then looks as in Empty: the capture is the heading that takes the focus.
  parameters: { savedStore: memorySavedStore({ items: ITEMS }), visual: { target: 'main h2' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: S.removeAll }));
    const dialog = await page.findByRole('alertdialog', { name: S.confirmRemoveAll });
    await expect(dialog).toHaveTextContent(S.confirmRemoveAllText);
    await userEvent.click(within(dialog).getByRole('button', { name: S.cancel }));
    await expect(canvas.getByRole('heading', { name: '3 artikel' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: S.removeAll }));
    await userEvent.click(
      within(await page.findByRole('alertdialog')).getByRole('button', { name: S.removeAll }),
    );
    await expect(await canvas.findByRole('heading', { name: S.empty })).toHaveFocus();
  },
};

/** The question before everything goes, over the list. */
export const ConfirmRemoveAll: Story = {
  parameters: { savedStore: memorySavedStore({ items: ITEMS }), visual: { target: 'dialog' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: S.removeAll }));
    const dialog = await page.findByRole('alertdialog', { name: S.confirmRemoveAll });
    await expect(within(dialog).getByRole('button', { name: S.cancel })).toBeVisible();
  },
};

/** A browser that keeps nothing (private mode): the page says why. */
export const Unavailable: Story = {
  parameters: { savedStore: memorySavedStore({ available: false }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(S.unavailable)).toBeVisible();
  },
};

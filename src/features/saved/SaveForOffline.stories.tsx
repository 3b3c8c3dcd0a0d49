import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import styled from 'styled-components';
import { FIXED_NOW } from '../../../.storybook/fixed-clock';
import { SAVED_STRINGS as S } from '../../config/saved-strings';
import { memorySavedStore } from './memory-store';
import { SaveForOffline } from './SaveForOffline';
import type { SavedItem, SaveTarget } from './saved-store';

const Frame = styled.div`
  max-width: 40rem;
  padding: 2rem 1rem;
`;

const ARTICLE: SaveTarget = {
  path: '/freekick/12',
  title: 'Pressing Tinggi 3-1 di Lapangan Futsal',
  where: 'Free Kick',
  api: ['/api/articles/12'],
  images: ['/media/pressing.webp'],
};
const POST: SaveTarget = {
  path: '/blog/1',
  title: 'Rondo 4v1: Latihan Pembuka yang Mengajarkan Segalanya',
  where: 'Blog',
  api: [],
  images: ['/images/blog/rondo-4v1.svg'],
  member: { blogPost: 1, documents: ['drill-sheet-rondo-4v1.pdf'] },
};
const savedItem = (target: SaveTarget, member: boolean): SavedItem => ({
  path: target.path,
  title: target.title,
  where: target.where,
  savedAt: FIXED_NOW - 3 * 3600_000,
  bytes: 1_240_000,
  urls: [target.path],
  memberBytes: member ? 182_000 : 0,
  hasMemberCopy: member,
});

/** The saving panel's own content (the page's toast region is a status and an alert too). */
const panel = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('region', { name: S.save }));

const meta = {
  title: 'Saved/SaveForOffline',
  component: SaveForOffline,
  args: { target: ARTICLE },
  decorators: [
    (Story) => (
      <Frame>
        <Story />
      </Frame>
    ),
  ],
} satisfies Meta<typeof SaveForOffline>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Not saved yet: one button. A click saves it, with progress, and it shows "Tersimpan". */
export const SaveAndSaved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await panel(canvasElement);
    const save = await canvas.findByRole('button', { name: S.save });
    await userEvent.click(save);
    await expect(await canvas.findByRole('status')).toHaveTextContent(S.saved);
    await expect(canvas.getByText(/Disimpan 22 Nov 2026.*825,2 KB/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: S.openList })).toHaveAttribute(
      'href',
      '/tersimpan',
    );
    // Focus follows: the first action of the saved state.
    await expect(canvas.getByRole('button', { name: S.update })).toHaveFocus();
  },
};

/** While it saves: the count of files done, and a progress bar. */
export const Saving: Story = {
  parameters: { savedStore: memorySavedStore({ pauseAt: 2 }) },
  play: async ({ canvasElement }) => {
    const canvas = await panel(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: S.save }));
    const bar = await canvas.findByRole('progressbar', { name: S.saving(2, 5) });
    await expect(bar).toHaveAttribute('value', '2');
    await expect(canvas.getByRole('button', { name: S.saving(2, 5) })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** Saved before, by a signed-in member: the drill sheet and the members' part are with it. */
export const SavedWithMemberCopy: Story = {
  args: { target: POST },
  parameters: {
    session: 'member',
    savedStore: memorySavedStore({ items: [savedItem(POST, true)] }),
  },
  play: async ({ canvasElement }) => {
    const canvas = await panel(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent(S.saved);
    await expect(canvas.getByText(S.memberNote)).toBeVisible();
    await expect(canvas.getByText(/1,4 MB/)).toBeVisible();
  },
};

/** Removing it: back to the button, focused. */
export const Remove: Story = {
  parameters: { savedStore: memorySavedStore({ items: [savedItem(ARTICLE, false)] }) },
  play: async ({ canvasElement }) => {
    const canvas = await panel(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: S.remove }));
    await expect(await canvas.findByRole('button', { name: S.save })).toHaveFocus();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** Offline while saving: says why, and "Coba lagi". */
export const FailsOffline: Story = {
  parameters: { savedStore: memorySavedStore({ failWith: 'offline' }) },
  play: async ({ canvasElement }) => {
    const canvas = await panel(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: S.save }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(S.errorTitle);
    await expect(alert).toHaveTextContent(S.errorOffline);
    await expect(within(alert).getByRole('button', { name: S.retry })).toHaveFocus();
  },
};

/** The device is full: says so, and leads to the list to make room. */
export const FailsQuota: Story = {
  parameters: { savedStore: memorySavedStore({ failWith: 'quota' }) },
  play: async ({ canvasElement }) => {
    const canvas = await panel(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: S.save }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(S.errorQuota);
    await expect(within(alert).getByRole('link', { name: S.openList })).toHaveAttribute(
      'href',
      '/tersimpan',
    );
  },
};

/** A browser that keeps nothing (private mode): no button that would fail, but why. */
export const Unavailable: Story = {
  parameters: { savedStore: memorySavedStore({ available: false }) },
  play: async ({ canvasElement }) => {
    const canvas = await panel(canvasElement);
    await expect(await canvas.findByText(S.unavailable)).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

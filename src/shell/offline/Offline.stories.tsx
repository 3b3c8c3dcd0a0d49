import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PHONE_LAYER_MODES } from '../../../.storybook/modes';
import { OfflineScreen } from './OfflineScreen';
import { ConnectionBanner, InstallPrompt, UpdatePrompt } from './prompts';
import { SavedAtNote } from './SavedAtNote';

/**
 * The offline site's visible parts, as the offline layer shows them (the layer itself only runs in
 * the built site, under its service worker).
 */
const meta = {
  title: 'Offline/Parts',
  component: ConnectionBanner,
  args: { state: 'offline' },
} satisfies Meta<typeof ConnectionBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

const everyMode = { chromatic: { modes: PHONE_LAYER_MODES } };

/**
 * No connection: a strip at the top of the page, before the app, announced politely. It is in
 * the flow: the page starts below it, and nothing of the page is under it.
 */
export const BannerOffline: Story = {
  play: async ({ canvasElement }) => {
    const text = within(document.body).getByText(
      'Anda sedang offline. Halaman yang pernah dibuka tetap bisa dibaca.',
    );
    await expect(text).toBeVisible();
    await expect(text.closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');
    await expect(getComputedStyle(text).position).toBe('static');
    const strip = text.getBoundingClientRect();
    await expect(canvasElement.getBoundingClientRect().top).toBeGreaterThanOrEqual(strip.bottom);
  },
};

/** The connection returned: said for a moment, while the page fetches its content again. */
export const BannerBackOnline: Story = {
  args: { state: 'back' },
  play: async () => {
    const text = within(document.body).getByText('Koneksi kembali. Konten sedang diperbarui.');
    await expect(text.closest('[role="status"]')).toBeInTheDocument();
  },
};

/** "Versi baru tersedia": reload takes it; "Nanti saja" leaves it for the next navigation. */
export const UpdateAvailable: StoryObj<typeof UpdatePrompt> = {
  parameters: everyMode,
  args: { onReload: fn(), onLater: fn() },
  render: (args) => <UpdatePrompt {...args} />,
  play: async ({ canvasElement, args }) => {
    const card = within(within(canvasElement).getByRole('region', { name: 'Versi baru tersedia' }));
    await expect(card.getByText('Muat ulang untuk memakai versi terbaru situs ini.')).toBeVisible();
    await userEvent.click(card.getByRole('button', { name: 'Nanti saja' }));
    await expect(args.onLater).toHaveBeenCalledOnce();
    await expect(args.onReload).not.toHaveBeenCalled();
    // Keyboard: Tab reaches "Muat ulang" first, Enter takes the new version.
    card.getByRole('button', { name: 'Muat ulang' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onReload).toHaveBeenCalledOnce();
  },
};

/** The offer to install the app (from the second page or visit on), once. */
export const InstallOffer: StoryObj<typeof InstallPrompt> = {
  args: { onInstall: fn(), onDismiss: fn() },
  render: (args) => <InstallPrompt {...args} />,
  play: async ({ canvasElement, args }) => {
    const card = within(within(canvasElement).getByRole('region', { name: 'Pasang API Futsal' }));
    card.getByRole('button', { name: 'Pasang' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onInstall).toHaveBeenCalledOnce();
    await userEvent.click(card.getByRole('button', { name: 'Tidak, terima kasih' }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};

/** A page not on the device, with no connection: what is available instead. */
export const OfflinePage: StoryObj<typeof OfflineScreen> = {
  parameters: everyMode,
  tags: ['page'],
  args: {
    recent: [
      { href: '/freekick/3', title: 'Pressing Tinggi dalam Futsal: Prinsip, Pemicu, dan Latihan' },
      { href: '/areateknis/5', title: 'Rotasi 3-1 untuk Tim Muda' },
    ],
  },
  render: (args) => <OfflineScreen {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Anda sedang offline' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Beranda' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('link', { name: 'Artikel tersimpan' })).toHaveAttribute(
      'href',
      '/tersimpan',
    );
    const recent = within(canvas.getByRole('list', { name: 'Baru saja Anda baca' }));
    await expect(recent.getAllByRole('link')).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: 'Coba lagi' })).toBeEnabled();
  },
};

/** Content shown from the cache, with when it was fetched (today, then an earlier day). */
export const SavedAtMarker: StoryObj<typeof SavedAtNote> = {
  args: { at: '2026-11-22T01:15:00.000Z', now: new Date('2026-11-22T02:00:00.000Z') },
  render: (args) => (
    <div>
      <SavedAtNote {...args} /> <SavedAtNote at="2026-11-20T11:40:00.000Z" now={args.now} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Disimpan pukul 08.15')).toHaveAttribute(
      'datetime',
      '2026-11-22T01:15:00.000Z',
    );
    await expect(canvas.getByText('Disimpan 20 Nov pukul 18.40')).toBeVisible();
  },
};

/** What the admin article stories share: the requests the page sends, and the steps they repeat. */
import type { Decorator } from '@storybook/react-vite';
import { http } from 'msw';
import styled from 'styled-components';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createHandlers } from '../../../../mocks/handlers';
import { PAGE_MODES } from '../../../../.storybook/modes';

/** In the app the admin shell pads its pages; the stories do the same. */
const ShellPadding = styled.div`
  padding: ${({ theme }) => theme.space[8]};
`;
const padded: Decorator = (StoryFn) => (
  <ShellPadding>
    <StoryFn />
  </ShellPadding>
);

type Seen = { method: string; path: string; body: unknown };
const log = globalThis as { __adminRequests?: Seen[] };
/** Forgets the requests seen so far (before each story). */
export const resetRequests = () => {
  log.__adminRequests = [];
};
export const seenRequests = () => log.__adminRequests ?? [];

/** The page's setting in every admin article story: its route, an admin session, the shell's padding. */
export const adminArticlesStory = {
  parameters: { chromatic: { modes: PAGE_MODES }, route: '/admin/artikel', session: 'admin' },
  decorators: [padded],
  beforeEach: resetRequests,
};

/** Records the requests the page sends (reset before each story), on top of the contract handlers. */
export function recording(overrides: Parameters<typeof createHandlers>[0] = {}) {
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

export async function listReady(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('list', { name: 'Daftar artikel' });
  return canvas;
}

export async function openNew(canvasElement: HTMLElement) {
  const canvas = await listReady(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: '+ Tulis artikel' }));
  const dialog = await canvas.findByRole('dialog', { name: 'Tulis artikel' });
  return { canvas, dialog: within(dialog), dialogEl: dialog };
}

export function pngFile(name = 'banner.png') {
  const bytes = Uint8Array.from(
    atob(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    ),
    (c) => c.charCodeAt(0),
  );
  return new File([bytes], name, { type: 'image/png' });
}

/** Toasts hide themselves after 5 s; close them so that the screenshots never depend on timing. */
export async function dismissToast(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const toast = canvas.queryByTestId('toast');
  if (toast) await userEvent.click(within(toast).getByRole('button', { name: 'Tutup notifikasi' }));
  await waitFor(() => expect(canvas.queryByTestId('toast')).toBeNull());
}

/**
 * The element is what the browser hits at its middle: drawn above every dialog and backdrop
 * (a toast drawn under a modal's backdrop is not).
 */
export async function expectDrawnOnTop(el: HTMLElement) {
  const r = el.getBoundingClientRect();
  const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  await expect(hit && el.contains(hit)).toBe(true);
}

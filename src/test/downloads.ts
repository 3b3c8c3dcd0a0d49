/**
 * For stories of members' downloads: the files the page saves (a link with `download`
 * clicked by the page) are caught instead of downloaded, and the requests to the API are
 * recorded, so a play function can check the file and what was asked.
 */
import { http } from 'msw';

export interface SavedFile {
  fileName: string;
  /** The saved file's bytes, read from its object URL. */
  bytes: () => Promise<Uint8Array>;
}

/** Catches every file the page saves from now on, until `stop()`. */
export function catchDownloads() {
  const saved: SavedFile[] = [];
  const onClick = (event: MouseEvent) => {
    const link = event.target;
    if (!(link instanceof HTMLAnchorElement) || !link.hasAttribute('download')) return;
    event.preventDefault();
    const href = link.href;
    saved.push({
      fileName: link.download,
      bytes: async () => new Uint8Array(await (await fetch(href)).arrayBuffer()),
    });
  };
  document.addEventListener('click', onClick, true);
  return { saved, stop: () => document.removeEventListener('click', onClick, true) };
}

const log = globalThis as { __apiRequests?: string[] };
/** Forgets the requests seen so far (a story's `beforeEach`). */
export const resetApiRequests = () => {
  log.__apiRequests = [];
};
/** `GET /api/blog/1/members`, … in the order the page sent them. */
export const apiRequests = () => log.__apiRequests ?? [];
/** An MSW handler that records each API request and lets the next handler answer it. */
export const recordApiRequests = http.all('*/api/*', ({ request }) => {
  (log.__apiRequests ??= []).push(`${request.method} ${new URL(request.url).pathname}`);
  return undefined;
});

/** The first bytes of a file as text: `%PDF-` for a PDF. */
export const signature = (bytes: Uint8Array, length = 5) =>
  String.fromCharCode(...bytes.subarray(0, length));

import type { BrowserContext, Page } from '@playwright/test';
import { CACHE } from '../src/service-worker/protocol';
import { expect, test, type ServerProcess } from './fixtures';

// The offline site, with its service worker, against the reference server: pages read before
// open with no connection after a cold start, a page never opened shows "Anda sedang offline".

test.use({ serviceWorkers: 'allow' });

/** The service worker controls the page. */
async function controlled(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null);
}

/** `path` is kept in the cache `cacheName` (the worker fills it in the background). */
async function kept(page: Page, cacheName: string, path: string) {
  const href = new URL(path, page.url()).href;
  await expect
    .poll(() =>
      page.evaluate(
        async ({ name, url }) =>
          !!(await (await caches.open(name)).match(url, { ignoreVary: true })),
        { name: cacheName, url: href },
      ),
    )
    .toBe(true);
}

/**
 * No connection: the browser is offline, and the server is down too, since the browser's offline
 * emulation does not reach the service worker's own fetches. Returns a new tab (nothing in memory,
 * everything from the worker's caches).
 */
async function coldOffline(context: BrowserContext, server: ServerProcess) {
  await context.setOffline(true);
  await server.stop();
  return context.newPage();
}

/** The connection returns (the server is back first, as on a real network). */
async function backOnline(context: BrowserContext, server: ServerProcess) {
  await server.start();
  await context.setOffline(false);
}

// Whatever a test did, the next one finds the server up.
test.afterEach(async ({ server }) => {
  if (
    !(await fetch(server.url).then(
      () => true,
      () => false,
    ))
  )
    await server.start();
});

test('home and an article read before open offline after a cold start', async ({
  page,
  context,
  server,
}) => {
  await page.goto('/');
  await controlled(page);
  const latest = page.getByRole('region', { name: 'Artikel terbaru' });
  const firstArticle = latest.getByRole('article').first().getByRole('link').first();
  const title = (await firstArticle.textContent())?.trim() ?? '';
  expect(title).not.toBe('');
  // The first visit's page and its API answers were fetched before the worker: kept now.
  await kept(page, CACHE.pages, '/');

  await firstArticle.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const articlePath = new URL(page.url()).pathname;
  await kept(page, CACHE.pages, articlePath);
  await kept(page, CACHE.api, '/api/articles?limit=6&view=summary');

  const offline = await coldOffline(context, server);
  await offline.goto(articlePath);
  await expect(offline.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(offline.getByRole('status').getByText(/^Anda sedang offline\./)).toBeVisible();

  await offline.goto('/');
  await expect(offline.getByRole('heading', { level: 1 })).toBeVisible();
  const offlineLatest = offline.getByRole('region', { name: 'Artikel terbaru' });
  await expect(offlineLatest.getByRole('link', { name: title }).first()).toBeVisible();
  // Marked with when it was fetched.
  await expect(offlineLatest.getByText(/^Disimpan pukul \d{2}\.\d{2}$/)).toBeVisible();

  // The connection returns: the banner says so and goes.
  await backOnline(context, server);
  await expect(offline.getByRole('status').getByText(/^Koneksi kembali/)).toBeVisible();
  await expect(offline.getByText('Anda sedang offline')).toHaveCount(0);
});

test('a page never opened shows "Anda sedang offline" with links to what is available', async ({
  page,
  context,
  server,
}) => {
  await page.goto('/freekick');
  await controlled(page);
  await kept(page, CACHE.pages, '/freekick');

  const offline = await coldOffline(context, server);
  await offline.goto('/areateknis/video');
  await expect(
    offline.getByRole('heading', { level: 1, name: 'Anda sedang offline' }),
  ).toBeVisible();
  await expect(offline.getByRole('link', { name: 'Beranda', exact: true })).toHaveAttribute(
    'href',
    '/',
  );
  await expect(offline.getByRole('link', { name: 'Artikel tersimpan' })).toHaveAttribute(
    'href',
    '/tersimpan',
  );
  // Not the browser's own error page, and the site's shell around it.
  await expect(offline.getByRole('navigation', { name: 'Navigasi utama' })).toBeVisible();
});

import { CACHE } from '../src/service-worker/protocol';
import { STORAGE_KEYS } from '../src/config/storage-keys';
import { expect, MEMBER, submitLogin, test } from './fixtures';

// A signed-in member reads like anyone: the article answers the site fetches while they are signed
// in carry their token, as every request does, and the service worker keeps them all the same (the
// contract says their answer is the same for every caller), so a search they made opens with no
// connection.

test.use({ serviceWorkers: 'allow' });

test('a signed-in member’s Free Kick search opens offline, from answers kept while signed in', async ({
  page,
  context,
  server,
}) => {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(MEMBER.email);
  await page.getByLabel('Password', { exact: true }).fill(MEMBER.password);
  await submitLogin(page);
  // Signed in: the session holds the member's token.
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.accessToken))
    .toBeTruthy();

  await page.goto('/freekick');
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null);
  const searched = page.waitForResponse(
    (r) =>
      new URL(r.url()).pathname === '/api/articles' &&
      new URL(r.url()).searchParams.get('q') === 'futsal',
  );
  await page.getByLabel('Cari artikel').fill('futsal');
  const answer = await searched;
  expect(answer.request().headers().authorization).toMatch(/^Bearer [0-9a-f]{64}$/);
  // What the search found (other journeys on this server may have added articles of their own).
  const titles = ((await answer.json()) as { title: string }[]).map((a) => a.title);
  expect(titles.length).toBeGreaterThan(0);
  const headings = page.getByRole('article').getByRole('heading');
  await expect(headings).toHaveText(titles);
  await expect
    .poll(() =>
      page.evaluate(
        async ({ name, url }) =>
          !!(await (await caches.open(name)).match(url, { ignoreVary: true })),
        { name: CACHE.api, url: answer.url() },
      ),
    )
    .toBe(true);

  // No connection: the browser is offline and the server down (the browser's offline emulation
  // does not reach the service worker's own fetches); a new tab has nothing in memory.
  await context.setOffline(true);
  await server.stop();
  const offline = await context.newPage();
  await offline.goto('/freekick?q=futsal');
  await expect(offline.getByLabel('Cari artikel')).toHaveValue('futsal');
  await expect(offline.getByRole('article').getByRole('heading')).toHaveText(titles);
  await server.start();
  await context.setOffline(false);
});

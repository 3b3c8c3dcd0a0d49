import { test, expect, openFreeKickFromHome } from './fixtures';

// The Free Kick list against the contract's mock (Prism). Prism answers the
// contract's examples and does not filter, so these journeys prove what the
// site asks and how it shows the answers; filtering and paging themselves are
// proven against the reference server (e2e-server/journeys.spec.ts).

const FIRST_TITLE = 'Pressing Tinggi dalam Futsal: Prinsip, Pemicu, dan Latihan';

test('/freekick arrives with its first cards in the HTML, and hydrates without asking for them again', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/freekick', { headers: { accept: 'text/html' } })).text();
  expect(html).toMatch(new RegExp(`<a [^>]*href="/freekick/1"[^>]*>${FIRST_TITLE}</a>`));
  expect(html).toContain('<script type="application/json" id="initial-data">');
  const asked: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/articles')) asked.push(r.url());
  });
  await page.goto('/freekick');
  await expect(page.getByRole('link', { name: FIRST_TITLE })).toBeVisible();
  await expect(page.getByTestId('count-articles')).toHaveText('8');
  await expect(page.getByTestId('result-count')).toHaveText('8 artikel');
  expect(asked).toEqual([]);
});

test('the search goes to the server once the typing stops, keeps the text, and says when nothing matches', async ({
  page,
}) => {
  const searches: string[] = [];
  // A search for "zzzz" gets the contract's no-match examples: an empty page and zero counts.
  await page.route(/\/api\/articles(\/stats)?\?.*q=zzzz/, (route) =>
    route.continue({ headers: { ...route.request().headers(), prefer: 'example=noMatch' } }),
  );
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === '/api/articles' && url.searchParams.has('q'))
      searches.push(url.searchParams.get('q')!);
  });
  await page.goto('/freekick');
  await expect(page.getByRole('article')).toHaveCount(8);
  await page.getByLabel('Cari artikel').pressSequentially('zzzz');
  await expect(page.getByText('Tidak ada artikel ditemukan.')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
  await expect(page.getByTestId('count-articles')).toHaveText('0');
  await expect(page.getByTestId('count-authors')).toHaveText('0');
  await expect(page.getByLabel('Cari artikel')).toHaveValue('zzzz');
  await expect(page).toHaveURL('/freekick?q=zzzz');
  // Not one request per keystroke, and the last one is for the whole word. (A keystroke that a
  // busy machine delays past the 300 ms pause may send one more: a visitor who pauses gets that too.)
  expect(searches.length).toBeLessThan(4);
  expect(searches.at(-1)).toBe('zzzz');
  // A shared link opens the same search.
  await page.reload();
  await expect(page.getByLabel('Cari artikel')).toHaveValue('zzzz');
  await expect(page.getByText('Tidak ada artikel ditemukan.')).toBeVisible();
});

test('a failed page load says no articles were found, without an endless spinner or a count of 0, and its retry brings the list', async ({
  page,
  checkA11y,
}) => {
  // The server render fails too (the page request's Prefer goes along to its API request).
  await page.route('**/freekick', (route) =>
    route.continue({ headers: { ...route.request().headers(), prefer: 'code=500' } }),
  );
  let down = true;
  await page.route(/\/api\/articles(\?|\/stats)/, (route) =>
    down
      ? route.continue({ headers: { ...route.request().headers(), prefer: 'code=500' } })
      : route.fallback(),
  );
  expect((await page.goto('/freekick'))!.status()).toBe(200);
  await expect(page.getByText('Tidak ada artikel ditemukan.')).toBeVisible();
  await expect(page.getByText(/^Daftar artikel gagal dimuat/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Daftar artikel' })).toHaveAttribute(
    'aria-busy',
    'false',
  );
  // Unknown, not 0.
  for (const id of ['count-articles', 'count-authors']) {
    await expect(page.getByTestId(id)).toHaveText('–tidak diketahui');
    await expect(page.getByTestId(id)).not.toHaveText(/\d/);
  }
  await checkA11y();
  // The server is back: "Coba lagi" asks again and the list appears, with its counts.
  down = false;
  await page.getByRole('button', { name: 'Coba lagi' }).click();
  await expect(page.getByRole('link', { name: FIRST_TITLE })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(8);
  await expect(page.getByText('Tidak ada artikel ditemukan.')).toHaveCount(0);
  await expect(page.getByTestId('count-articles')).toHaveText('8');
  await expect(page.getByTestId('count-authors')).toHaveText(/^\d+$/);
});

test('with the counts failing, the list shows and the authors are unknown, never 0', async ({
  page,
}) => {
  await page.route(/\/api\/articles\/stats/, (route) =>
    route.continue({ headers: { ...route.request().headers(), prefer: 'code=500' } }),
  );
  await openFreeKickFromHome(page);
  await expect(page.getByRole('article')).toHaveCount(8);
  // The article count comes with the list (X-Total-Count); the authors only from the stats.
  await expect(page.getByTestId('count-articles')).toHaveText('8');
  await expect(page.getByTestId('count-authors')).toHaveText('–tidak diketahui');
  await expect(page.getByText('Jumlah penulis belum bisa dimuat.')).toBeVisible();
  await expect(page.getByText('Tidak ada artikel ditemukan.')).toHaveCount(0);
});

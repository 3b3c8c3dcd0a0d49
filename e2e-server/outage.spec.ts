import { expect, test } from './fixtures';

// An outage is not an empty site, on the production build served by the reference server:
// the browser's own article requests fail (the page itself arrives), the visitor is told,
// offered "Coba lagi", and no count the server did not give reads 0.

/** Makes the browser's requests to `pattern` fail with a 500 while `down()` holds. */
async function failWhile(
  page: import('@playwright/test').Page,
  pattern: RegExp,
  down: () => boolean,
) {
  await page.route(pattern, (route) =>
    down()
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ message: 'Terjadi kesalahan pada server.' }),
        })
      : route.fallback(),
  );
}

test('the home page and a Free Kick search say the articles failed, and "Coba lagi" brings them', async ({
  page,
}) => {
  let down = true;
  await failWhile(page, /\/api\/articles(\?|$)/, () => down);

  await page.goto('/');
  const notice = page.getByText('Artikel Free Kick belum bisa dimuat');
  await expect(notice).toBeVisible();
  down = false;
  await page.getByRole('button', { name: 'Coba lagi' }).click();
  await expect(notice).toHaveCount(0);
  await expect(page.locator('a[href="/freekick/1"]').first()).toBeVisible();

  // A search is the browser's own request (a query string is never rendered on the server).
  down = true;
  await page.goto('/freekick?q=futsal');
  await expect(page.getByText('Tidak ada artikel ditemukan.')).toBeVisible();
  await expect(page.getByText(/^Daftar artikel gagal dimuat/)).toBeVisible();
  for (const id of ['count-articles', 'count-authors']) {
    await expect(page.getByTestId(id)).toHaveText('–tidak diketahui');
    await expect(page.getByTestId(id)).not.toHaveText(/\d/);
  }
  down = false;
  await page.getByRole('button', { name: 'Coba lagi' }).click();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByText('Tidak ada artikel ditemukan.')).toHaveCount(0);
  await expect(page.getByTestId('count-articles')).toHaveText(/^\d+$/);
});

test('with the counts failing, Free Kick shows its articles and no wrong author count', async ({
  page,
}) => {
  await failWhile(page, /\/api\/articles\/stats/, () => true);
  await page.goto('/freekick?q=futsal');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByTestId('count-articles')).toHaveText(/^\d+$/);
  await expect(page.getByTestId('count-authors')).toHaveText('–tidak diketahui');
  await expect(page.getByText('Jumlah penulis belum bisa dimuat.')).toBeVisible();
  await expect(page.getByText('Tidak ada artikel ditemukan.')).toHaveCount(0);
});

import { test, expect } from './fixtures';

test('a page that fails to load shows the friendly error screen inside the shell, not a white page', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('main').first()).toBeVisible();
  // The Free Kick page's code cannot be fetched (e.g. the site was redeployed meanwhile).
  await page.route(/\/assets\/FreeKickPage-[^/]+\.js$/, (route) => route.abort());
  await page.goto('/freekick');
  await expect(page.getByRole('heading', { name: 'Situs baru saja diperbarui' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Muat ulang halaman' })).toBeVisible();
  // The shell still works: the visitor can go home.
  await page.unroute(/\/assets\/FreeKickPage-[^/]+\.js$/);
  await page
    .getByRole('banner')
    .getByRole('link', { name: /beranda|API Futsal/i })
    .first()
    .click();
  await expect(page).toHaveURL('/');
});

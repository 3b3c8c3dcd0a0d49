import fs from 'node:fs';
import { expect, MEMBER, submitLogin, test } from './fixtures';

// "Simpan untuk offline" with the service worker, then the site with no network: the Tersimpan
// list opens after a cold reload and a saved article opens from it, even once the recently opened
// pages and answers have expired (their caches are deleted here); a signed-in member's saved post
// opens with its members' section and drill sheet PDF from the member's own copy.

test.use({ serviceWorkers: 'allow' });

test('the Tersimpan list and a saved article open offline after a cold reload', async ({
  page,
  context,
  server,
}) => {
  const list = (await (await server.api('/articles?view=summary&limit=1')).json()) as {
    id: number;
    title: string;
  }[];
  const article = list[0]!;

  await page.goto(`/freekick/${article.id}`);
  await page.evaluate(() => navigator.serviceWorker.ready);
  const panel = page.getByRole('region', { name: 'Simpan untuk offline' });
  await panel.getByRole('button', { name: 'Simpan untuk offline' }).click();
  await expect(panel.getByRole('status')).toHaveText('Tersimpan', { timeout: 30_000 });

  // What the service worker kept of recent visits expires after some days: only the saved copy stays.
  await page.evaluate(async () => {
    for (const name of await caches.keys())
      if (/^futsal-(pages|api|images)-/.test(name)) await caches.delete(name);
  });

  await context.setOffline(true);
  await page.goto('/tersimpan');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Tersimpan' })).toBeVisible();
  const row = page.getByRole('listitem').filter({ hasText: article.title });
  await expect(row).toContainText('Free Kick');

  await row.getByRole('link', { name: article.title }).click();
  await expect(page).toHaveURL(`/freekick/${article.id}`);
  await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Simpan untuk offline' })).toContainText(
    'Tersimpan',
  );
  await context.setOffline(false);
});

test('a member’s saved post, its members’ section and drill sheet open offline after a cold reload', async ({
  page,
  context,
}) => {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(MEMBER.email);
  await page.getByLabel('Password', { exact: true }).fill(MEMBER.password);
  await submitLogin(page);
  await expect(page).not.toHaveURL(/\/login$/);
  await page.goto('/blog/1');
  await page.evaluate(() => navigator.serviceWorker.ready);
  const panel = page.getByRole('region', { name: 'Simpan untuk offline' });
  await panel.getByRole('button', { name: 'Simpan untuk offline' }).click();
  await expect(panel.getByRole('status')).toHaveText('Tersimpan', { timeout: 30_000 });

  await context.setOffline(true);
  await page.reload();
  const section = page.getByRole('region', { name: 'Materi khusus anggota' });
  await expect(
    section.getByRole('heading', { name: 'Progresi untuk pemain yang sudah mahir' }),
  ).toBeVisible();
  await expect(section).toContainText('Dibuka dari salinan tersimpan di perangkat ini.');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Unduh drill sheet (PDF)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('drill-sheet-rondo-4v1.pdf');
  const bytes = fs.readFileSync(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.toString('latin1')).toContain('Rondo 4v1');
  await context.setOffline(false);
});

import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, MEMBER, submitLogin, test } from './fixtures';

// What only signed-in users may read, through the built site and the reference server:
// the members' PDFs and the members' section of a blog post. Nothing here is mocked.

async function logInAsMember(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(MEMBER.email);
  await page.getByLabel('Password', { exact: true }).fill(MEMBER.password);
  await submitLogin(page);
  await expect(page).not.toHaveURL(/\/login$/);
}

test('a signed-out visitor gets no PDF and no members section, from the API or the site', async ({
  page,
}) => {
  for (const name of ['drill-sheet-rondo-4v1.pdf', 'company-profile-api-futsal.pdf']) {
    const api = await page.request.get(`/api/documents/${name}`);
    expect(api.status()).toBe(401);
    expect(api.headers()['content-type']).toMatch(/^application\/json/);
    // The files are no part of the built site either.
    const site = await page.request.get(`/docs/${name}`);
    expect((await site.body()).subarray(0, 5).toString('latin1')).not.toBe('%PDF-');
  }
  expect((await page.request.get('/api/blog/1/members')).status()).toBe(401);

  await page.goto('/blog/1');
  await expect(
    page.getByRole('heading', { name: 'Lanjutan artikel ini khusus anggota' }),
  ).toBeVisible();
  await expect(page.getByText('Progresi untuk pemain yang sudah mahir')).toHaveCount(0);
  await page.getByRole('button', { name: 'Unduh drill sheet (PDF)' }).click();
  await expect(page).toHaveURL('/login');
  await expect(page.getByText('Login Required')).toBeVisible();
});

test('a signed-in member reads the members section and downloads both PDFs from the pages', async ({
  page,
  checkA11y,
}) => {
  await logInAsMember(page);

  await page.goto('/blog/1');
  const section = page.getByRole('region', { name: 'Materi khusus anggota' });
  await expect(
    section.getByRole('heading', { name: 'Progresi untuk pemain yang sudah mahir' }),
  ).toBeVisible();
  await expect(section.getByText('Kesalahan yang sering terjadi')).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Lanjutan artikel ini khusus anggota' }),
  ).toHaveCount(0);
  await checkA11y();

  const drill = await downloadFrom(page, 'Unduh drill sheet (PDF)');
  expect(drill.name).toBe('drill-sheet-rondo-4v1.pdf');
  expect(drill.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(drill.bytes.toString('latin1')).toContain('Rondo 4v1');

  await page.goto('/about');
  const profile = await downloadFrom(page, 'Unduh company profile (PDF)');
  expect(profile.name).toBe('company-profile-api-futsal.pdf');
  expect(profile.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(profile.bytes.toString('latin1')).toContain('PT API Futsal Indonesia');
});

/** Clicks the download button and returns the file the browser saved. */
async function downloadFrom(page: Page, label: string) {
  const button = page.getByRole('button', { name: label });
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  // The button is ready again once the file is saved.
  await expect(page.getByRole('button', { name: label })).not.toHaveAttribute('aria-disabled');
  return {
    name: download.suggestedFilename(),
    bytes: fs.readFileSync(await download.path()),
  };
}

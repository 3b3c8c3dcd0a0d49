import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures';

// A new deployment while a visitor has the site open: the new service worker waits, "Versi baru
// tersedia" is offered, and "Muat ulang" takes it, with a working page, never a mix of versions.

test.use({ serviceWorkers: 'allow' });

const DIST = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', 'dist');
let site = '';

test.beforeAll(() => {
  // A copy of the build to deploy over (dist/ stays as built for the other journeys).
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'apifutsal-deploy-'));
  fs.cpSync(DIST, site, { recursive: true });
});
test.afterAll(async ({ server }) => {
  delete process.env.STATIC_DIR;
  await server.restart();
  fs.rmSync(site, { recursive: true, force: true });
});

test('a new version is announced and taken with "Muat ulang", the page whole', async ({
  page,
  server,
  errors,
}) => {
  process.env.STATIC_DIR = site;
  await server.restart();
  await page.goto('/freekick');
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null);
  const firstWorker = await page.evaluate(
    async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL,
  );
  expect(firstWorker).toMatch(/\/sw\.js$/);
  await expect(page.getByRole('region', { name: 'Versi baru tersedia' })).toHaveCount(0);

  // The deployment: a changed service worker (as a new build's precache list changes it).
  fs.appendFileSync(path.join(site, 'sw.js'), '\n// versi berikutnya\n');
  await server.restart();
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

  const offer = page.getByRole('region', { name: 'Versi baru tersedia' });
  await expect(offer).toBeVisible();
  // Until accepted, the page keeps its version: the new worker waits.
  expect(
    await page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.waiting),
  ).toBe(true);

  const reloaded = page.waitForEvent('load');
  await offer.getByRole('button', { name: 'Muat ulang' }).click();
  await reloaded;
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Versi baru tersedia' })).toHaveCount(0);
  const after = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return { waiting: !!registration?.waiting, controlled: !!navigator.serviceWorker.controller };
  });
  expect(after).toEqual({ waiting: false, controlled: true });
  expect(errors).toEqual([]);
});

import { test, expect, openFreeKickFromHome } from './fixtures';
import type { Page } from '@playwright/test';

// Injection payloads in article titles, sections, tags (served by the
// mock from the contract's `xssPayload` example) never execute.
async function servePayload(page: Page) {
  // The single article: Prism answers with the contract's hostile example.
  await page.route(/\/api\/articles\/\d+$/, (route) =>
    route.continue({ headers: { ...route.request().headers(), prefer: 'example=xssPayload' } }),
  );
  // The list: the same hostile article first, then the regular examples.
  await page.route(/\/api\/articles(\?.*)?$/, async (route) => {
    const list = (await (await route.fetch()).json()) as unknown[];
    const payload = (await (
      await route.fetch({
        url: route
          .request()
          .url()
          .replace(/\/articles(\?.*)?$/, '/articles/99'),
        headers: { prefer: 'example=xssPayload' },
      })
    ).json()) as unknown;
    await route.fulfill({ json: [payload, ...list] });
  });
}

async function expectInert(page: Page) {
  expect(
    await page.evaluate(() => (window as unknown as { __xss?: number }).__xss),
  ).toBeUndefined();
  // No element carries an inline event handler or a javascript: URL.
  const hostile = await page.evaluate(
    () =>
      [...document.querySelectorAll('*')].filter((el) =>
        [...el.attributes].some(
          (a) =>
            /^on/i.test(a.name) ||
            /^\s*javascript:/i.test(a.value) ||
            /^\s*data:text\/html/i.test(a.value),
        ),
      ).length,
  );
  expect(hostile).toBe(0);
}

/** The payload article's page shows its title and tags as text, and nothing in it runs. */
async function expectPayloadAsText(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    '<img src=x onerror="window.__xss=1">Judul',
  );
  await expect(page.getByText('<script>window.__xss=1</script>').first()).toBeVisible();
  await page.mouse.move(200, 300);
  await expectInert(page);
}

test('a hostile article renders as plain text on its server-rendered detail page', async ({
  page,
}) => {
  await servePayload(page);
  // The page's own request too: the preview passes its Prefer header to the API for the server render.
  await page.route('**/freekick/99', (route) =>
    route.continue({ headers: { ...route.request().headers(), prefer: 'example=xssPayload' } }),
  );
  const html = await (await page.goto('/freekick/99'))!.text();
  // Rendered on the server: the payload is in the HTML as text and as JSON, and nothing ends the data block early.
  expect(html).toContain('&lt;img src=x onerror=&quot;window.__xss=1&quot;&gt;Judul');
  expect(html).toContain('"name":"\\u003cscript\\u003ewindow.__xss=1\\u003c/script\\u003e"');
  expect(html).not.toContain('<script>window.__xss');
  await expectPayloadAsText(page);
});

test('a hostile article opened from the list renders as plain text too', async ({ page }) => {
  await servePayload(page);
  await openFreeKickFromHome(page);
  // Rendered in the browser, from the API's answer.
  await page.getByRole('link', { name: /Judul/ }).first().click();
  await expect(page).toHaveURL('/freekick/99');
  await expectPayloadAsText(page);
});

test('a hostile article in the list is inert on the home page and in Free Kick', async ({
  page,
}) => {
  await servePayload(page);
  await page.goto('/');
  await expect(page.getByText(/Judul/).first()).toBeVisible();
  await expectInert(page);
  await openFreeKickFromHome(page);
  await expect(page.getByText(/Judul/).first()).toBeVisible();
  await expectInert(page);
});

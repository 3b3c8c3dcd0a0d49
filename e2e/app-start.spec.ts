import fs from 'node:fs';
import { test, expect } from './fixtures';

// The page's first script (public/prerender-check.js) starts the app's entry itself. For a visitor
// the prerendered HTML does not fit (signed in, dark theme), it does so at once, from <head>: a
// module script added that way runs as soon as it is fetched, where the page may not yet be
// parsed and #root, where the app mounts, not yet there.

test.use({ waitForHydration: false });

const CHECK = fs.readFileSync('public/prerender-check.js', 'utf8');

test('the app starts only once the page is parsed, however soon its script arrives', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  // The entry, from memory at once, tells what it found; a script in the body holds the parser
  // before #root for a second, as a slow connection or a busy phone does.
  await page.route('**/app-start-probe/entry.js', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: "window.rootAtStart = document.getElementById('root') !== null;",
    }),
  );
  await page.route('**/app-start-probe/slow.js', async (route) => {
    await new Promise((r) => setTimeout(r, 1_000));
    await route.fulfill({ contentType: 'text/javascript', body: '' });
  });
  await page.route('**/app-start-probe', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body:
        '<!doctype html><html data-prerender="skip"><head>' +
        `<script data-prerender-check data-entry="/app-start-probe/entry.js">${CHECK}</script>` +
        '</head><body><script src="/app-start-probe/slow.js"></script><div id="root"></div></body></html>',
    }),
  );
  await page.goto('/app-start-probe');
  await page.waitForFunction(() => 'rootAtStart' in window);
  expect(await page.evaluate(() => (window as { rootAtStart?: boolean }).rootAtStart)).toBe(true);
});

import type { Page } from '@playwright/test';
import { test, expect, waitForApp } from './fixtures';

// Public pages are prerendered at build time (scripts/prerender.ts): the HTML
// carries the page, the app hydrates it in place. See server/prerendered-pages.ts.

const MAIN_SCRIPT = /\/assets\/index-[^/]+\.js$/;

test('a public page arrives as HTML with its content, title and styles', async ({ request }) => {
  const page = (url: string) => request.get(url, { headers: { accept: 'text/html' } });
  const response = await page('/courses');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('<title>Kursus Profesional | API Futsal</title>');
  expect(html).toMatch(/<h1[^>]*>Kursus Profesional<\/h1>/);
  expect(html).toMatch(/<style nonce="[^"]+" data-styled="true"/);
  // No inline script without this answer's nonce, and no style attribute: the strict CSP allows neither.
  const nonce = /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1];
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1]);
  expect(inline).toHaveLength(1);
  expect(inline[0]).toContain(`nonce="${nonce}" data-prerender-check`);
  expect(html).not.toMatch(/ style="/);
  // A page that is not prerendered, or a query string, gets the app shell.
  expect(await (await page('/courses?utm=1')).text()).toContain('<div id="root"></div>');
  expect(await (await page('/cart')).text()).toContain('<div id="root"></div>');
});

// Article pages are rendered per request with their article (server/article-pages.ts).
const ARTICLE_TITLE = 'Pressing Tinggi dalam Futsal: Prinsip, Pemicu, dan Latihan';

test('an article page arrives as HTML with its article, and the article as data', async ({
  request,
}) => {
  for (const url of ['/freekick/1', '/areateknis/1?ref=x']) {
    const response = await request.get(url, { headers: { accept: 'text/html' } });
    const html = await response.text();
    expect(html, url).toContain(`<title>${ARTICLE_TITLE} | API Futsal</title>`);
    expect(html, url).toMatch(new RegExp(`<h1[^>]*>${ARTICLE_TITLE}</h1>`));
    expect(html, url).toMatch(/<meta name="description" content="Pressing tinggi memaksa lawan/);
    // Two inline scripts: the prerender check, which runs only with this answer's CSP nonce,
    // and the data block, JSON, which never runs.
    const nonce = /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1];
    expect(nonce, url).toBeTruthy();
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([^]*?)<\/script>/g)];
    expect(
      inline.map((m) => m[1]!.replace(/ data-(entry|preload)="[^"]*"/g, '')),
      url,
    ).toEqual([
      ` nonce="${nonce}" data-prerender-check`,
      ' type="application/json" id="initial-data"',
    ]);
    const data = JSON.parse(inline[1]![2]!) as Record<string, { title?: string } | undefined>;
    expect(data['/articles/1']?.title, url).toBe(ARTICLE_TITLE);
  }
  // The server bundle that renders it is not a file of the site.
  expect((await request.get('/.ssr/entry-server.js')).status()).toBe(404);
});

test('the article page hydrates from the article it came with, then loads fresh data on the next visit', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (r) => {
    if (/\/api\/articles\/\d+$/.test(r.url())) asked.push(new URL(r.url()).pathname);
  });
  await page.goto('/freekick/1');
  await expect(page.getByRole('heading', { level: 1, name: ARTICLE_TITLE })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Putar video/ })).toBeVisible();
  expect(asked).toEqual([]);
  // Off to the list and back: this visit asks the API.
  await page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link', { name: 'Free Kick' })
    .click();
  await expect(page).toHaveURL('/freekick');
  await page.getByRole('link', { name: ARTICLE_TITLE }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: ARTICLE_TITLE })).toBeVisible();
  expect(asked).toEqual(['/api/articles/1']);
});

test('without the server render (the API failing for it), the browser loads the article and says when it cannot', async ({
  page,
}) => {
  // The preview passes a page's Prefer header to its own API request: here, a 500.
  await page.route('**/freekick/1', (route) =>
    route.continue({ headers: { ...route.request().headers(), prefer: 'code=500' } }),
  );
  await page.route(/\/api\/articles\/\d+$/, (route) =>
    route.continue({ headers: { ...route.request().headers(), prefer: 'code=500' } }),
  );
  expect((await page.goto('/freekick/1'))!.status()).toBe(200);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Artikel tidak ditemukan atau gagal dimuat.' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Kembali ke Free Kick' })).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, waitForHydration: false });

  test('the home page reads and its links lead on', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Latih tim Anda dengan ilmu, bukan tebakan.',
    );
    await expect(
      page
        .getByRole('navigation', { name: 'Navigasi utama' })
        .getByRole('link', { name: 'Free Kick' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Jelajahi kursus' }).click();
    await expect(page).toHaveURL(/\/courses$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Kursus Profesional' })).toBeVisible();
  });
});

test.describe('while the app is still loading', () => {
  // These journeys hold the app's script back themselves.
  test.use({ waitForHydration: false });

  /** Holds the app's script back until `release()`: the page shows its server-rendered HTML meanwhile. */
  async function holdAppScript(page: Page): Promise<() => void> {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(MAIN_SCRIPT, async (route) => {
      await held;
      await route.continue();
    });
    return release;
  }

  /**
   * Opens `url` as a visitor with the dark theme stored: the light server-rendered
   * HTML is there but hidden until the app has drawn the page dark.
   */
  async function openHiddenUntilDark(page: Page, url: string): Promise<void> {
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    const release = await holdAppScript(page);
    await page.goto(url, { waitUntil: 'commit' });
    await expect(page.locator('h1')).toBeAttached();
    await expect(page.locator('#root')).toHaveCSS('visibility', 'hidden');
    release();
    await waitForApp(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  }

  test("the app's scripts wait until the first screen is painted, its images included", async ({
    page,
  }) => {
    // The hero board, the home page's largest paint, arrives only once released: after the text.
    let releaseImage!: () => void;
    const imageHeld = new Promise<void>((resolve) => (releaseImage = resolve));
    await page.route('**/images/hero/hero-board.svg', async (route) => {
      await imageHeld;
      await route.continue();
    });
    let scriptRequested = false;
    page.on('request', (request) => {
      if (MAIN_SCRIPT.test(request.url())) scriptRequested = true;
    });
    await page.goto('/', { waitUntil: 'commit' });
    // The text is on the screen (the browser reports the first contentful paint once it is),
    // and two more frames have passed: the app's scripts would have started by now.
    await page.waitForFunction(
      () => performance.getEntriesByName('first-contentful-paint').length > 0,
    );
    await page.evaluate(
      () =>
        new Promise((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))),
        ),
    );
    expect(scriptRequested, 'the app script was requested before the hero board had come').toBe(
      false,
    );
    releaseImage();
    await waitForApp(page);
    await page.getByRole('button', { name: 'Sematkan sorotan Free Kick' }).click();
    await expect(page.getByRole('link', { name: 'Baca Free Kick →' })).toBeVisible();
  });

  test('the app hydrates the prerendered page in place, and it works', async ({ page }) => {
    // Hold the app's script until the prerendered HTML has been marked.
    const release = await holdAppScript(page);
    await page.goto('/', { waitUntil: 'commit' });
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    await heading.evaluate((el) => el.setAttribute('data-was-prerendered', ''));
    release();
    await waitForApp(page);
    // The same element, adopted by React rather than drawn again.
    await expect(page.locator('h1[data-was-prerendered]')).toHaveCount(1);
    await page.getByRole('button', { name: 'Sematkan sorotan Free Kick' }).click();
    await expect(page.getByRole('link', { name: 'Baca Free Kick →' })).toBeVisible();
  });

  test('a visitor with the dark theme stored never sees the light prerendered page', async ({
    page,
  }) => {
    await openHiddenUntilDark(page, '/blog');
    await expect(page.locator('#root')).toHaveCSS('visibility', 'visible');
    await expect(page.getByRole('heading', { level: 1, name: 'Blog Pelatih' })).toBeVisible();
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(11, 17, 32)');
  });

  test('a dark-theme visitor gets the server-rendered article drawn dark, without asking the API', async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (r) => {
      if (/\/api\/articles\/\d+$/.test(r.url())) asked.push(r.url());
    });
    await openHiddenUntilDark(page, '/areateknis/1');
    await expect(page.getByRole('heading', { level: 1, name: ARTICLE_TITLE })).toBeVisible();
    await expect(
      page
        .getByRole('navigation', { name: 'Breadcrumb' })
        .getByRole('link', { name: 'Area Teknis' }),
    ).toBeVisible();
    expect(asked).toEqual([]);
  });
});

test('a signed-in visitor gets the header with their account, not the signed-out one', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill('admin@apifutsal.id');
  await page.getByLabel('Password', { exact: true }).fill('admin12345');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Latih tim Anda dengan ilmu, bukan tebakan.',
  );
  await expect(page.getByRole('button', { name: 'Logout' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login', exact: true })).toHaveCount(0);
});

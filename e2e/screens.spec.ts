import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

// Articles come from the contract's examples, served by Prism (the first example: 8 articles,
// ids 1 to 8, newest first).

test('home: "the first 6 articles as cards linking to /freekick/{id}. A featured first-article block."', async ({
  page,
}) => {
  await page.goto('/');
  const cards = page.getByRole('region', { name: 'Artikel terbaru' }).getByRole('article');
  await expect(cards).toHaveCount(6);
  const hrefs = await cards.evaluateAll((all) =>
    all.map((card) => card.querySelector('h2 a, h3 a')?.getAttribute('href')),
  );
  expect(hrefs).toEqual([1, 2, 3, 4, 5, 6].map((id) => `/freekick/${id}`));
  // The featured block is the first article, which is also the first card.
  const featured = page.getByRole('region', { name: 'Artikel pilihan minggu ini' });
  await expect(featured.getByRole('link', { name: /^Baca artikel: / })).toHaveAttribute(
    'href',
    '/freekick/1',
  );
});

/** A member signed in whose GET /user answers a 28-character email. */
async function longEmailMember(page: Page) {
  const email = 'pelatih.senayan@apifutsal.id';
  expect(email).toHaveLength(28);
  await page.route('**/api/user', async (route) => {
    const response = await route.fetch({
      headers: { ...route.request().headers(), prefer: 'example=member' },
    });
    const json = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...json, email } });
  });
  await page.addInitScript((address) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    const user = { name: 'Pelatih Futsal', email: address, role: 'user' };
    localStorage.setItem('user', JSON.stringify(user));
    localStorage.setItem('ACCESS_TOKEN', 'seeded-token');
  }, email);
  return email;
}

for (const width of [390, 1280]) {
  test(`the member dashboard at ${width} px: nothing runs out of its card, tile or row`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const email = await longEmailMember(page);
    await page.goto('/user/dashboard');
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Kursus Aktif' })).toBeVisible();
    await expect(page.getByText(/^Rp\s5\.950\.000$/)).toBeVisible();
    // Every box keeps its content: no scroll inside it, no child past its edges.
    const boxes = [
      page.getByRole('complementary', { name: 'Menu anggota' }),
      page.getByRole('navigation', { name: 'Portal anggota' }).getByRole('list'),
      page.getByRole('tablist'),
      ...(await page.getByRole('list', { name: 'Ringkasan kursus' }).getByRole('listitem').all()),
    ];
    for (const box of boxes) {
      const fit = await box.evaluate((el) => {
        const outer = el.getBoundingClientRect();
        const inside = [...el.querySelectorAll('*')].every((child) => {
          const r = child.getBoundingClientRect();
          return r.width === 0 || (r.left >= outer.left - 0.5 && r.right <= outer.right + 0.5);
        });
        return { scroll: el.scrollWidth - el.clientWidth, inside };
      });
      expect(fit, await box.evaluate((el) => el.outerHTML.slice(0, 80))).toEqual({
        scroll: 0,
        inside: true,
      });
    }
    // The total is on one line in its tile.
    const total = page.getByText(/^Rp\s5\.950\.000$/);
    const lines = await total.evaluate((el) => {
      const lineHeight = parseFloat(getComputedStyle(el).lineHeight);
      return Math.round(el.getBoundingClientRect().height / lineHeight);
    });
    expect(lines).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
  });
}

test('Free Kick on a phone: an article is on the first screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/freekick');
  const first = page.getByRole('region', { name: 'Daftar artikel' }).getByRole('article').first();
  await expect(first).toBeVisible();
  const top = await first.evaluate((el) => el.getBoundingClientRect().top);
  expect(top).toBeLessThan(844 - 200);
});

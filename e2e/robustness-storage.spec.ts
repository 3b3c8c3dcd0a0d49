import { test, expect } from './fixtures';

// Corrupted or hostile values in every localStorage key never crash
// the app; each falls back to a safe default and is repaired.
const HOSTILE: Record<string, string[]> = {
  user: [
    '{"name":',
    '"<img src=x onerror=alert(1)>"',
    '{"name":{"x":1},"email":5,"role":"root"}',
    'null',
  ],
  ACCESS_TOKEN: ['tok en\nwith\tcontrol', ''],
  cartItems: ['{"not":"an array"}', '[{"id":"x","price":null,"quantity":-5}]', '<<<', '[1,2,3]'],
  theme: ['purple', '{"mode":"dark"}'],
};
const PAGES = ['/', '/freekick', '/courses', '/blog/1', '/login', '/events/webinars', '/about'];

for (let variant = 0; variant < 4; variant++) {
  test(`hostile storage set #${variant + 1} never crashes the site and is repaired`, async ({
    page,
  }) => {
    const values = Object.fromEntries(
      Object.entries(HOSTILE).map(([key, list]) => [key, list[variant % list.length] as string]),
    );
    await page.addInitScript((v) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      for (const [key, value] of Object.entries(v)) localStorage.setItem(key, value);
    }, values);

    for (const path of PAGES) {
      await page.goto(path);
      await expect(page.locator('main').first()).toBeVisible();
      await expect(page.locator('body')).not.toContainText('Something went wrong');
    }
    // Whatever is left in storage is well-formed again.
    const left = await page.evaluate(() => ({
      user: localStorage.getItem('user'),
      cart: localStorage.getItem('cartItems'),
      theme: localStorage.getItem('theme'),
    }));
    if (left.user !== null)
      expect(JSON.parse(left.user)).toMatchObject({ name: expect.any(String) });
    if (left.cart !== null) expect(Array.isArray(JSON.parse(left.cart))).toBe(true);
    expect([null, 'light', 'dark']).toContain(left.theme);
  });
}

import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

// Events, courses and cart, blog, about: journeys through the built site.
const admin = { email: 'admin@apifutsal.id', password: 'admin12345' };
const resultLine = (page: Page) => page.getByText(/^Showing \d+ event\(s\)/);

/**
 * Tabs around a native modal dialog: focus may leave to the browser's own UI
 * (document.body from the page's view) but never lands on the page behind,
 * and it comes back into the dialog.
 */
async function expectFocusTrapped(page: Page, presses = 8) {
  const seen: string[] = [];
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press('Tab');
    seen.push(
      await page.evaluate(() => {
        const el = document.activeElement;
        if (!el || el === document.body) return 'browser';
        return el.closest('dialog') ? 'dialog' : `outside: ${el.outerHTML.slice(0, 80)}`;
      }),
    );
  }
  expect(seen.filter((s) => s.startsWith('outside'))).toEqual([]);
  expect(seen.filter((s) => s === 'dialog').length).toBeGreaterThan(presses / 2);
}

test('filtering events through the URL, then back and forward', async ({ page, checkA11y }) => {
  await page.goto('/events/webinars?category=Sports');
  await expect(resultLine(page)).toHaveText('Showing 2 event(s) in Sports');
  await expect(page.getByRole('button', { name: 'Sports' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await checkA11y();

  await page.getByRole('button', { name: 'Music' }).click();
  await expect(page).toHaveURL(/\/events\/webinars\?category=Music$/);
  await expect(resultLine(page)).toHaveText('Showing 2 event(s) in Music');

  await page.getByRole('searchbox', { name: 'Cari event' }).fill('konser');
  await expect(page).toHaveURL(/category=Music&search=konser$/);
  await expect(resultLine(page)).toHaveText('Showing 1 event(s) in Music matching "konser"');

  // Typing replaced the Music entry, so one step back is Sports again.
  await page.goBack();
  await expect(page).toHaveURL(/\?category=Sports$/);
  await expect(resultLine(page)).toHaveText('Showing 2 event(s) in Sports');
  await expect(page.getByRole('searchbox', { name: 'Cari event' })).toHaveValue('');
  await page.goForward();
  await expect(resultLine(page)).toHaveText('Showing 1 event(s) in Music matching "konser"');
  await expect(page.getByRole('searchbox', { name: 'Cari event' })).toHaveValue('konser');

  await page.goto('/events/webinars?category=Food&search=tidak-ada');
  await expect(page.getByRole('heading', { name: 'No events found' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(page).toHaveURL(/\/events\/webinars$/);
  await expect(resultLine(page)).toHaveText('Showing 10 event(s) in All');
});

test('an event needs a ticket type, keeps the quantity within 1..10 and goes to checkout', async ({
  page,
  checkA11y,
}) => {
  // The loading state before the event arrives is the EventDetailPage story "Loading" (held
  // open there): a journey cannot see a 500 ms state reliably when the browser's main thread is
  // blocked for longer on a busy machine (CI missed it even when watching from the navigation).
  await page.goto('/events/webinars/1');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Indonesia Futsal Coaching Summit 2026' }),
  ).toBeVisible();
  await checkA11y();

  await page.getByRole('button', { name: 'Lanjut ke Checkout' }).click();
  await expect(page.getByText('Please select a ticket type to continue.')).toBeVisible();
  await expect(page).toHaveURL('/events/webinars/1');

  const quantity = page.getByLabel('Jumlah tiket');
  const minus = page.getByRole('button', { name: 'Kurangi jumlah' });
  const plus = page.getByRole('button', { name: 'Tambah jumlah' });
  await expect(quantity).toHaveValue('1');
  await expect(minus).toBeDisabled();
  for (let i = 0; i < 12; i++) if (await plus.isEnabled()) await plus.click();
  await expect(quantity).toHaveValue('10');
  await expect(plus).toBeDisabled();
  await quantity.fill('0');
  await expect(quantity).toHaveValue('1');
  await quantity.fill('99');
  await expect(quantity).toHaveValue('10');

  await page.getByRole('radio', { name: /Paket Mitra Akademi/ }).check();
  await expect(page.getByText('Please select a ticket type to continue.')).toBeHidden();
  await expect(page.getByText('$5,000,000.00')).toBeVisible();
  await page.getByRole('button', { name: 'Lanjut ke Checkout' }).click();
  // /checkout/{id} is not defined in this version: the not-found page shows.
  await expect(page).toHaveURL('/checkout/1');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/tidak ditemukan/i);

  await page.goto('/events/webinars/12345');
  await expect(page.getByRole('heading', { name: 'Event Not Found' })).toBeVisible();
});

test('adding a course twice is refused, and the cart survives a reload', async ({ page }) => {
  await page.goto('/courses');
  const add = page.getByRole('button', { name: 'Add to Cart: Melatih Kiper Futsal Modern' });
  await add.click();
  await expect(page.getByText('Ditambahkan ke keranjang')).toBeVisible();
  await add.click();
  await expect(page.getByRole('alert')).toContainText('Course Already in Cart');
  await page.getByRole('button', { name: 'Add to Cart: Analisis Video untuk Pelatih' }).click();
  await expect(page.getByRole('link', { name: 'Lihat keranjang (2)' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('link', { name: 'Lihat keranjang (2)' })).toBeVisible();
  await page.getByRole('link', { name: 'Lihat keranjang (2)' }).click();
  await expect(page).toHaveURL('/cart');
  await expect(page.getByTestId('cart-total')).toHaveText('Rp 1.550.000');
  await page.getByRole('button', { name: 'Hapus Melatih Kiper Futsal Modern' }).click();
  await expect(page.getByTestId('cart-total')).toHaveText('Rp 700.000');
  await page.reload();
  await expect(page.getByTestId('cart-total')).toHaveText('Rp 700.000');

  // A hostile value in storage means an empty cart, repaired, not a crash.
  await page.evaluate(() =>
    localStorage.setItem('cartItems', '[{"id":1,"image":"javascript:alert(1)"'),
  );
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Keranjang Anda kosong' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('cartItems'))).toBeNull();
});

test('the cart confirmation dialog works by keyboard', async ({ page }) => {
  await page.goto('/courses');
  await page.getByRole('button', { name: 'Add to Cart: Pembinaan Usia Dini (7–12 Tahun)' }).click();
  await page.goto('/cart');
  const clear = page.getByRole('button', { name: 'Kosongkan keranjang' });
  await clear.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'Kosongkan keranjang?' });
  await expect(dialog).toBeVisible();
  await expectFocusTrapped(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(clear).toBeFocused();
  await expect(page.getByTestId('cart-total')).toHaveText('Rp 500.000');
});

test('the locked blog section and the drill sheet need a login', async ({ page, checkA11y }) => {
  const members: string[] = [];
  page.on('request', (r) => {
    if (/\/api\/(blog\/\d+\/members|documents\/)/.test(r.url())) members.push(r.url());
  });
  await page.goto('/blog/1');
  await expect(
    page.getByRole('heading', { name: 'Lanjutan artikel ini khusus anggota' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Materi khusus anggota' })).toHaveCount(0);
  await checkA11y();
  await page.getByRole('button', { name: 'Unduh drill sheet (PDF)' }).click();
  await expect(page).toHaveURL('/login');
  await expect(page.getByText('Login Required')).toBeVisible();
  // Signed out, nothing members-only was asked for; and the PDF is no file of the site.
  expect(members).toEqual([]);
  const direct = await page.request.get('/docs/drill-sheet-rondo-4v1.pdf');
  expect((await direct.body()).subarray(0, 5).toString('latin1')).not.toBe('%PDF-');

  await page.getByLabel('Email', { exact: true }).fill(admin.email);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL('/admin/dashboard');

  await page.goto('/blog/1');
  const section = page.getByRole('region', { name: 'Materi khusus anggota' });
  // The contract's example section, which Prism answers.
  await expect(section.getByRole('heading', { name: 'Contoh materi anggota' })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Lanjutan artikel ini khusus anggota' }),
  ).toHaveCount(0);
  await checkA11y();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Unduh drill sheet (PDF)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('drill-sheet-rondo-4v1.pdf');
  const file = fs.readFileSync(await download.path());
  expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  await page.goto('/blog/999');
  await expect(page.getByRole('heading', { name: 'Post not found!' })).toBeVisible();
});

test('the about story video dialog by keyboard, with nothing loaded from YouTube', async ({
  page,
  checkA11y,
}) => {
  const youtube: string[] = [];
  page.on('request', (r) => {
    // YouTube's hosts, not any URL with the word in it (the site has its own video-link code).
    if (
      /(^|\.)(youtube(-nocookie)?\.com|ytimg\.com|youtu\.be|googlevideo\.com)$/.test(
        new URL(r.url()).hostname,
      )
    )
      youtube.push(r.url());
  });
  await page.goto('/about');
  for (const stat of ['20.000+', '15.000+', '500+', '95%'])
    await expect(page.getByText(stat, { exact: true })).toBeVisible();
  await checkA11y();
  const open = page.getByRole('button', { name: 'Tonton cerita kami' });
  await open.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Cerita API Futsal' });
  await expect(dialog).toBeVisible();
  await expectFocusTrapped(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
  expect(youtube).toEqual([]);

  await page.getByRole('button', { name: 'Unduh company profile (PDF)' }).click();
  await expect(page).toHaveURL('/login');
  await expect(page.getByText('Login Required')).toBeVisible();
});

test('training cards and the pricing plans', async ({ page }) => {
  await page.goto('/events/training');
  await expect(page.getByRole('article')).toHaveCount(5);
  await page.getByRole('link', { name: 'Sertifikasi Pelatih Penjaga Gawang' }).click();
  await expect(page).toHaveURL('/training/3');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/tidak ditemukan/i);

  await page.goto('/pricing');
  for (const price of ['Rp 225.800.000', 'Rp 427.500.000', 'Rp 628.000.000'])
    await expect(page.getByText(price)).toBeVisible();
  await expect(page.getByText('BEST VALUE')).toBeVisible();
  await page.getByRole('button', { name: 'Pilih Paket 6 Bulan' }).click();
  await expect(page.getByText(/Hubungi kami untuk berlangganan paket 6 Bulan/)).toBeVisible();
});

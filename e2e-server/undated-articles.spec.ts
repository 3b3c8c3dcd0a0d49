import { ADMIN, expect, test, submitLogin } from './fixtures';

// An article saved without a date is listed by the day it was written: it is among the newest
// on the home page and in Free Kick, whether it came from the API or from the editor.

/** Today in Asia/Jakarta moved by `days`, as YYYY-MM-DD. */
const jakartaDay = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(
    new Date(Date.now() + days * 86_400_000),
  );

test('articles written without a date, through the API and the editor, are among the newest on the home page', async ({
  page,
  server,
}) => {
  const login = await server.api('/login', { method: 'POST', json: ADMIN });
  const { token } = (await login.json()) as { token: string };
  const create = async (json: object) => {
    const res = await server.api('/articles', { method: 'POST', token, json });
    expect(res.status).toBe(201);
    return (await res.json()) as { id: number; title: string; date: string | null };
  };

  // Seven articles dated on earlier days fill the home page first (six cards, the first featured too).
  const dated = [];
  for (let days = 2; days <= 8; days++)
    dated.push(
      await create({ title: `Catatan Latihan ${days} Hari Lalu`, date: jakartaDay(-days) }),
    );

  const viaApi = await create({ title: 'Sesi Finishing Tanpa Tanggal', category: 'Teknik' });
  expect(viaApi.date).toBeNull();

  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await submitLogin(page);
  await expect(page).toHaveURL('/admin/dashboard');
  await page.goto('/admin/artikel');
  await page.getByRole('button', { name: '+ Tulis artikel' }).click();
  const editor = page.getByRole('dialog');
  const viaEditor = 'Rotasi Pivot dari Editor';
  await editor.getByLabel('Judul').fill(viaEditor);
  await expect(editor.getByLabel('Tanggal (opsional)')).toHaveValue('');
  await editor.getByRole('button', { name: 'Simpan artikel' }).click();
  await expect(page.getByText('Artikel berhasil dibuat.')).toBeVisible();
  const list = (await (await server.api('/articles?view=summary&limit=6')).json()) as {
    id: number;
    title: string;
    date: string | null;
  }[];
  const fromEditor = list.find((a) => a.title === viaEditor);
  expect(fromEditor?.date, 'stored without a date').toBeNull();

  // The home page shows the six newest as cards (the first featured as well): both undated articles
  // first (the newest ids of today), then the newest of the rest. Another journey on this shared server may have left an undated
  // article of its own today, which counts among the newest too: the list itself is the measure.
  const newest = list.map((a) => a.id);
  expect(newest.slice(0, 2)).toEqual([fromEditor!.id, viaApi.id]);
  expect(newest).not.toContain(dated[4]!.id);
  await page.goto('/');
  await expect(page.getByRole('link', { name: viaEditor, exact: true }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: viaApi.title, exact: true }).first()).toBeVisible();
  const linked = await page
    .locator('main a[href^="/freekick/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  const ids = new Set(linked.flatMap((href) => /^\/freekick\/(\d+)$/.exec(href ?? '')?.[1] ?? []));
  expect([...ids].map(Number).sort((a, b) => a - b)).toEqual([...newest].sort((a, b) => a - b));
  await expect(page.getByText(dated[4]!.title)).toHaveCount(0);

  // Free Kick starts with them too.
  await page.goto('/freekick');
  const cards = page.getByRole('article');
  await expect(cards.first()).toContainText(viaEditor);
  await expect(cards.nth(1)).toContainText(viaApi.title);
});

import type { BrowserContext, Locator, Page } from '@playwright/test';
import { ADMIN, expect, test, submitLogin, type ServerProcess } from './fixtures';

// An admin on a weak signal, on the reference server: what they type survives a reload (the
// editor offers the draft back), a save made offline waits in the queue and lands when the
// connection returns, and a queued save that someone else's save overtook opens the conflict
// dialog with nothing typed lost. One signed-in admin for the three (a login hashes at the
// production cost); no service worker is needed.

test.describe.configure({ mode: 'serial' });

let context: BrowserContext;
let page: Page;
let token: string;

async function createArticle(server: ServerProcess, title: string) {
  const created = await server.api('/articles', {
    method: 'POST',
    token,
    json: { title, category: 'Taktik', sections: [{ subtitle: 'Pembuka', content: 'Isi awal.' }] },
  });
  expect(created.status).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

const stored = async (server: ServerProcess, id: number) =>
  (await (await server.api(`/articles/${id}`)).json()) as {
    title: string;
    version: number;
    sections: { content: string }[];
  };

async function openEditor(title: string): Promise<Locator> {
  await page.getByRole('searchbox').fill(title);
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  return page.getByRole('dialog', { name: 'Edit artikel' });
}

/** The title of the draft kept on this device under `key`, or null. */
const keptTitle = (key: string) =>
  page.evaluate(async (key) => {
    const name = (await indexedDB.databases())
      .map((d) => d.name ?? '')
      .find((n) => /^futsal-user-.+-editor$/.test(n));
    if (!name) return null;
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open(name);
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(new Error('The editor database did not open'));
    });
    const draft = await new Promise<{ draft: { title: string } } | undefined>((resolve) => {
      const get = db.transaction('drafts').objectStore('drafts').get(key);
      get.onsuccess = () => resolve(get.result as { draft: { title: string } } | undefined);
      get.onerror = () => resolve(undefined);
    });
    db.close();
    return draft?.draft.title ?? null;
  }, key);

test.beforeAll(async ({ browser, server }) => {
  const login = await server.api('/login', { method: 'POST', json: ADMIN });
  token = ((await login.json()) as { token: string }).token;
  context = await browser.newContext({ baseURL: server.url, locale: 'id-ID' });
  page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await submitLogin(page);
  await expect(page).toHaveURL('/admin/dashboard');
});

test.afterAll(async () => {
  await context.close();
});

test('what the admin typed survives a reload: the editor offers the draft back', async ({
  server,
}) => {
  const title = 'Draf Rondo Tanpa Sinyal';
  const id = await createArticle(server, title);
  await page.goto('/admin/artikel');
  let editor = await openEditor(title);
  await editor.getByLabel('Isi bagian 1').fill('Isi yang belum disimpan.');
  await editor.getByLabel('Judul', { exact: true }).fill('Draf Rondo: judul yang diketik');
  // The draft is on the device half a second after the last keystroke: the title, typed last, is
  // in it only once the whole form is (a busy machine may keep the body alone first).
  await expect.poll(() => keptTitle(`article-${id}`)).toBe('Draf Rondo: judul yang diketik');

  await page.reload();
  editor = await openEditor(title);
  const offer = editor.getByRole('region', { name: 'Ada draf yang belum disimpan' });
  await expect(offer.getByRole('button', { name: 'Pulihkan draf' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(offer).toBeHidden();
  await expect(editor.getByLabel('Judul', { exact: true })).toHaveValue(
    'Draf Rondo: judul yang diketik',
  );
  await expect(editor.getByLabel('Isi bagian 1')).toHaveValue('Isi yang belum disimpan.');

  // Saved: the draft is gone, and the next opening offers nothing.
  await editor.getByRole('button', { name: 'Simpan perubahan' }).click();
  await expect(page.getByText('Artikel berhasil diperbarui.')).toBeVisible();
  expect(await stored(server, id)).toMatchObject({ title: 'Draf Rondo: judul yang diketik' });
  await page.reload();
  editor = await openEditor('Draf Rondo: judul yang diketik');
  await expect(editor.getByLabel('Judul', { exact: true })).toBeEnabled();
  await expect(editor.getByRole('region', { name: 'Ada draf yang belum disimpan' })).toHaveCount(0);
  await editor.getByRole('button', { name: 'Batal' }).click();
});

test('a save made offline waits in the queue and lands when the connection returns', async ({
  server,
}) => {
  const title = 'Antrean Transisi Cepat';
  const id = await createArticle(server, title);
  await page.goto('/admin/artikel');
  const editor = await openEditor(title);
  await context.setOffline(true);
  await editor.getByLabel('Judul', { exact: true }).fill('Antrean Transisi: disimpan offline');
  // The editor says beforehand that the save goes to the queue (the toasts, drawn above the
  // dialog, are a status region of their own).
  await expect(
    editor.getByRole('status').filter({ hasText: 'Perubahan yang disimpan masuk antrean' }),
  ).toHaveText('Anda sedang offline. Perubahan yang disimpan masuk antrean di perangkat ini.');
  await editor.getByRole('button', { name: 'Simpan perubahan' }).click();
  await expect(editor).toBeHidden();
  const panel = page.getByRole('region', { name: 'Antrean penyimpanan' });
  await expect(panel.getByRole('listitem')).toHaveCount(1);
  await expect(panel.getByRole('listitem')).toContainText('Antrean Transisi: disimpan offline');
  await expect(panel.getByRole('listitem')).toContainText('Menunggu koneksi');
  expect(await stored(server, id)).toMatchObject({ title, version: 1 });

  await context.setOffline(false);
  await expect(page.getByText('Satu perubahan dari antrean sudah terkirim.')).toBeVisible();
  await expect(panel).toBeHidden();
  expect(await stored(server, id)).toMatchObject({
    title: 'Antrean Transisi: disimpan offline',
    version: 2,
  });
  await page.reload();
  await page.getByRole('searchbox').fill('Antrean Transisi');
  await expect(
    page.getByRole('button', { name: 'Edit Antrean Transisi: disimpan offline' }),
  ).toBeVisible();
});

test('a queued save overtaken by another session opens the conflict dialog with nothing lost', async ({
  server,
}) => {
  const title = 'Konflik Pressing Offline';
  const id = await createArticle(server, title);
  await page.goto('/admin/artikel');
  const editor = await openEditor(title);
  await context.setOffline(true);
  await editor.getByLabel('Judul', { exact: true }).fill('Konflik Pressing: versi offline saya');
  await editor.getByLabel('Isi bagian 1').fill('Isi yang saya tulis tanpa sinyal.');
  await editor.getByRole('button', { name: 'Simpan perubahan' }).click();
  await expect(page.getByRole('region', { name: 'Antrean penyimpanan' })).toBeVisible();

  // Meanwhile another admin saves the article (version 1 → 2).
  const theirs = await server.api(`/articles/${id}`, {
    method: 'PUT',
    token,
    headers: { 'If-Match': '"1"' },
    json: {
      title: 'Konflik Pressing: versi admin lain',
      sections: [{ subtitle: 'Pembuka', content: 'Isi mereka.' }],
    },
  });
  expect(theirs.status).toBe(200);

  await context.setOffline(false);
  const conflict = page.getByRole('alertdialog', { name: 'Artikel sudah diubah' });
  await expect(conflict).toBeVisible();
  await expect(conflict.getByRole('button', { name: 'Lihat versi mereka' })).toBeFocused();
  expect(await stored(server, id)).toMatchObject({ title: 'Konflik Pressing: versi admin lain' });

  // Back to the editor: everything typed offline is there.
  await page.keyboard.press('Escape');
  await expect(conflict).toBeHidden();
  const reopened = page.getByRole('dialog', { name: 'Edit artikel' });
  await expect(reopened.getByLabel('Judul', { exact: true })).toHaveValue(
    'Konflik Pressing: versi offline saya',
  );
  await expect(reopened.getByLabel('Isi bagian 1')).toHaveValue(
    'Isi yang saya tulis tanpa sinyal.',
  );
  await reopened.getByRole('button', { name: 'Simpan perubahan' }).click();
  await conflict.getByRole('button', { name: 'Simpan versi saya' }).click();
  await expect(page.getByText('Artikel berhasil diperbarui.')).toBeVisible();
  expect(await stored(server, id)).toMatchObject({
    title: 'Konflik Pressing: versi offline saya',
    version: 3,
    sections: [{ content: 'Isi yang saya tulis tanpa sinyal.' }],
  });
});

test("logout deletes the admin's drafts and queued saves from the device", async () => {
  await page.goto('/admin/artikel');
  await page.getByRole('button', { name: '+ Tulis artikel' }).click();
  const editor = page.getByRole('dialog', { name: 'Tulis artikel' });
  await editor.getByLabel('Judul', { exact: true }).fill('Draf yang tidak boleh tertinggal');
  await expect.poll(() => keptTitle('new')).toBe('Draf yang tidak boleh tertinggal');
  const editorDatabases = () =>
    page.evaluate(async () =>
      (await indexedDB.databases())
        .map((d) => d.name ?? '')
        .filter((n) => /^futsal-user-.+-editor$/.test(n)),
    );
  await page.goto('/admin/dashboard');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/');
  await expect.poll(editorDatabases).toEqual([]);
});

import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, startTestServer, type TestServer } from './harness.ts';
import { testTempDir } from './temp-dir.ts';

interface Item {
  id: number;
  title: string;
  sections?: { content: string }[];
}

/** Articles stored before the text limits: straight into the table, `mb` megabytes of text each. */
async function storeLegacyArticles(server: TestServer, count: number, mb: number) {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const sections = [
      { subtitle: 'Lama', content: 'x'.repeat(mb * 1_000_000), youtube: '', images: [] },
    ];
    const [row] = await server.db.query<{ id: number }>(
      `INSERT INTO articles (title, author, published_on, category, banner, tags, sections)
       VALUES ($1, 'Arsip', NULL, 'Arsip Besar', NULL, '[]', $2) RETURNING id`,
      [`Artikel lama ${i}`, JSON.stringify(sections)],
    );
    ids.push(row!.id);
  }
  return ids;
}

/** Until `check` holds (the server's state moves on its own time). */
async function until(check: () => boolean, ms = 10_000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

const site = fs.mkdtempSync(path.join(testTempDir(), 'site-'));
fs.writeFileSync(path.join(site, 'index.html'), '<!doctype html><title>site</title>');

describe.each(BACKENDS)('large articles on %s', (backend) => {
  let server: TestServer;
  let big: number[];
  beforeAll(async () => {
    server = await startTestServer(backend, {
      heavyReads: 1,
      heavyReadQueue: 2,
      heavyReadTimeoutMs: 20_000,
      // A site without a server bundle: its article pages go out as the shell.
      staticDir: site,
      slowClientWindowMs: 1_500,
    });
    // Stored before any read: the read cache starts empty.
    big = await storeLegacyArticles(server, 6, 3);
  });
  afterAll(() => server?.stop());

  it('answers the unpaged list whole (in batches), the same articles as its pages', async () => {
    const all = await server.api('/articles');
    expect(all.status).toBe(200);
    const items = (await all.json()) as Item[];
    expect(Number(all.headers.get('x-total-count'))).toBe(items.length);
    expect(items.length).toBeGreaterThanOrEqual(14);
    const paged: Item[] = [];
    for (let offset = 0; offset < items.length; offset += 5) {
      // Pages of large articles are streamed too, with the same total.
      const page = await server.api(`/articles?limit=5&offset=${offset}`);
      expect(page.headers.get('x-total-count')).toBe(String(items.length));
      paged.push(...((await page.json()) as Item[]));
    }
    expect(items).toEqual(paged);
    const legacy = items.filter((a) => big.includes(a.id));
    expect(legacy.map((a) => a.sections![0]!.content.length)).toEqual(Array(6).fill(3_000_000));

    // Filters, search, the summary view and an offset on the streamed path.
    const some = await server.api('/articles?category=arsip%20besar&offset=2&view=summary');
    expect(some.headers.get('x-total-count')).toBe('6');
    const summaries = (await some.json()) as (Item & { excerpt: string })[];
    expect(summaries.map((a) => a.title)).toEqual(legacy.slice(2).map((a) => a.title));
    expect(summaries[0]!.excerpt).toBe('x'.repeat(300));
    const found = await server.api('/articles?q=arsip');
    expect(((await found.json()) as Item[]).map((a) => a.id)).toEqual(legacy.map((a) => a.id));
    const foundPage = await server.api('/articles?q=arsip&limit=3&offset=1');
    expect(foundPage.headers.get('x-total-count')).toBe('6');
    const foundItems = (await foundPage.json()) as Item[];
    expect(foundItems.map((a) => a.id)).toEqual(legacy.slice(1, 4).map((a) => a.id));
    expect(foundItems[2]!.sections![0]!.content).toHaveLength(3_000_000);
  });

  it('reads an article stored above the text limits whole, and takes it back shortened', async () => {
    const res = await server.api(`/articles/${big[0]}`);
    expect(res.status).toBe(200);
    const article = (await res.json()) as Item;
    expect(article.sections![0]!.content).toHaveLength(3_000_000);

    const token = await server.login();
    const body = (content: string) => ({
      title: article.title,
      sections: [{ subtitle: 'Lama', content }],
    });
    const tooLong = await server.api('/articles', {
      method: 'POST',
      token,
      json: body('y'.repeat(20_001)),
    });
    expect(tooLong.status).toBe(400);
    expect(await tooLong.json()).toEqual({
      message: 'sections[0].content: maksimal 20000 karakter.',
    });
    const shortened = await server.api(`/articles/${big[5]}`, {
      method: 'PUT',
      token,
      json: body('y'.repeat(20_000)),
    });
    expect(shortened.status).toBe(200);
    const again = (await (await server.api(`/articles/${big[5]}`)).json()) as Item;
    expect(again.sections![0]!.content).toBe('y'.repeat(20_000));
  });

  it('a client that stops reading holds no slot: large reads go on, and it is cut off', async () => {
    const gate = server.app.articles.large.gate;
    const spool = server.app.articles.large.spool;
    const cutOff = spool.load.cutOff;
    // Asks for a page of large articles (15 MB) and reads none of it.
    let received = 0;
    let size = 0;
    let response: http.IncomingMessage | undefined;
    const stalled = http.get(`${server.apiUrl}/articles?limit=100`, (res) => {
      size = Number(res.headers['content-length']);
      response = res.pause();
    });
    stalled.on('error', () => {});
    await until(() => spool.load.sending === 1 && response !== undefined);
    // Prepared and being sent: the slot is free again while the client does not read.
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
    const [all, one] = await Promise.all([
      server.api('/articles'),
      server.api(`/articles/${big[1]}`),
    ]);
    expect([all.status, one.status]).toEqual([200, 200]);
    expect(((await all.json()) as Item[]).length).toBe(Number(all.headers.get('x-total-count')));
    expect(((await one.json()) as Item).sections![0]!.content).toHaveLength(3_000_000);
    // Reading nothing for a whole window is below any rate: the server hangs up.
    await until(() => spool.load.cutOff === cutOff + 1);
    const ended = new Promise((r) => response!.on('close', r).on('error', r));
    response!.on('data', (d: Buffer) => (received += d.length)).resume();
    await ended;
    expect(size).toBeGreaterThan(12_000_000);
    expect(received).toBeLessThan(size);
    await until(() => spool.load.sending === 0 && spool.load.bytes === 0);
  });

  it('prepares identical large reads at once only once, and each in the encoding asked', async () => {
    const spool = server.app.articles.large.spool;
    const before = spool.load.prepared;
    const ask = (encoding: string) =>
      server.api('/articles?limit=100', { headers: { 'accept-encoding': encoding } });
    const asks = [ask('br'), ask('gzip;q=0.5, br'), ask('br'), ask('gzip')];
    const answers = await Promise.all(asks);
    const bodies = await Promise.all(answers.map((a) => a.text()));
    expect(new Set(bodies).size).toBe(1);
    expect(answers.map((a) => a.headers.get('content-encoding'))).toEqual([
      'br',
      'br',
      'br',
      'gzip',
    ]);
    // One file in brotli for the three that share it, one in gzip.
    expect(spool.load.prepared - before).toBe(2);
  });

  it('an article page that gave up on its large article leaves no slot taken', async () => {
    const gate = server.app.articles.large.gate;
    // Both article pages wait for a slot longer than a page waits (2 s), then go out as the shell.
    const held = await gate.acquire();
    const pages = [big[2], big[3]].map((id) => fetch(`${server.url}/freekick/${id}`));
    await until(() => gate.load.waiting === 2);
    const answers = await Promise.all(pages);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    for (const a of answers) expect(await a.text()).toContain('<title>site</title>');
    held();
    // Nobody waits for those reads any more: the gate is at rest, and large reads go on.
    await until(() => gate.load.running === 0 && gate.load.waiting === 0);
    expect((await server.api(`/articles/${big[2]}`)).status).toBe(200);
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses a large read with 503 and Retry-After when the queue is full', async () => {
    const gate = server.app.articles.large.gate;
    const held = await gate.acquire();
    const waiting = [server.api(`/articles/${big[4]}`), server.api(`/articles/${big[0]}`)];
    await until(() => gate.load.waiting === 2);
    const refused = await server.api('/articles?limit=100');
    expect(refused.status).toBe(503);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await refused.json()).toEqual({
      message: 'Server sedang sibuk mengirim artikel yang besar. Coba lagi dalam 10 detik.',
    });
    // Small answers do not queue behind the heavy ones: they are answered while the slot is held.
    const small = await server.api('/articles/1');
    const page = await server.api('/articles?limit=6&view=summary');
    expect([small.status, page.status]).toEqual([200, 200]);
    expect(gate.load).toEqual({ running: 1, waiting: 2 });
    held();
    expect((await Promise.all(waiting)).map((a) => a.status)).toEqual([200, 200]);
    await until(() => gate.load.running === 0 && gate.load.waiting === 0);
  });
});

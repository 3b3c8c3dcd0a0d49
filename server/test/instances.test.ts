import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  PNG_1x1,
  apiClient,
  newStorage,
  spawnServer,
  type ChildServer,
  type Storage,
} from './harness.ts';

/**
 * Several instances on one PostgreSQL: two server processes, each with its
 * own port and its own article cache, on one DATABASE_URL (and one schema).
 * The instances share nothing but the database and the image store.
 */
const describeWithPostgres = process.env.DATABASE_URL ? describe : null;

/** How long an acknowledged write may take to show on the other instance (on a busy 2-core machine). */
const VISIBLE_WITHIN_MS = 2_000;

async function stopAll(servers: (ChildServer | undefined)[]) {
  await Promise.all(
    servers.map(async (s) => {
      if (!s || s.child.exitCode !== null) return;
      s.child.kill('SIGTERM');
      await s.exited;
    }),
  );
}

async function loginAt(apiUrl: string): Promise<string> {
  const res = await apiClient(apiUrl)('/login', { method: 'POST', json: ADMIN });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

interface Written {
  id: number;
  title: string;
  /** Titles of later acknowledged writes to the same article, which may be read instead. */
  later: string[];
  /** When the writing instance acknowledged it. */
  ackedAt: number;
  /** The instance to read it back from. */
  readApi: ReturnType<typeof apiClient>;
}

describeWithPostgres?.('two server processes on one PostgreSQL', () => {
  let storage: Storage;
  let a: ChildServer;
  let b: ChildServer;

  beforeAll(async () => {
    storage = newStorage('postgres');
    // Started together: the migrations and the seed run once between them. One DATA_DIR: the shared image volume.
    [a, b] = await Promise.all([
      spawnServer(storage.env, 'test-cost'),
      spawnServer(storage.env, 'test-cost'),
    ]);
  });
  afterAll(async () => {
    await stopAll([a, b]);
    await storage?.cleanup();
  });

  it('the demo accounts are created once, and only the instance that created them says so', async () => {
    const said = [a, b].filter((s) => s.stdout().includes('created the demo accounts'));
    expect(said).toHaveLength(1);
    expect((await apiClient(a.apiUrl)('/login', { method: 'POST', json: ADMIN })).status).toBe(200);
  });

  it('every write acknowledged by one is read through the other within 2 s, under a concurrent write load', async () => {
    expect(a.url).not.toBe(b.url);
    const apiA = apiClient(a.apiUrl);
    const apiB = apiClient(b.apiUrl);
    const [tokenA, tokenB] = [await loginAt(a.apiUrl), await loginAt(b.apiUrl)];
    // Both caches are loaded before the load starts (a cold cache would read the database anyway).
    expect((await apiA('/articles')).status).toBe(200);
    expect((await apiB('/articles')).status).toBe(200);

    const written: Written[] = [];
    const lags: number[] = [];
    const failures: string[] = [];
    let firstReadHits = 0;
    const checks: Promise<void>[] = [];

    /** Polls the other instance until it answers the acknowledged title. */
    const checkVisible = async (w: Written) => {
      const deadline = w.ackedAt + VISIBLE_WITHIN_MS;
      for (let attempt = 0; ; attempt++) {
        const res = await w.readApi(`/articles/${w.id}`);
        const title =
          res.status === 200 ? ((await res.json()) as { title: string }).title : res.status;
        if (title === w.title || w.later.includes(title as string)) {
          lags.push(Date.now() - w.ackedAt);
          if (attempt === 0) firstReadHits++;
          return;
        }
        if (Date.now() > deadline) {
          failures.push(`article ${w.id}: expected "${w.title}", still ${JSON.stringify(title)}`);
          return;
        }
        await new Promise((r) => setTimeout(r, 10));
      }
    };

    // Writers on both instances: each creates an article, then renames it; every acknowledged
    // state is read back from the other instance while the writes go on.
    const writer = async (n: number, api: typeof apiA, token: string, other: typeof apiA) => {
      for (let i = 0; i < 12; i++) {
        const title = `Beban ${n}-${i}`;
        const created = await api('/articles', {
          method: 'POST',
          token,
          json: { title, date: '2027-03-01', category: 'Taktik', sections: [] },
        });
        expect(created.status).toBe(201);
        const { id } = (await created.json()) as { id: number };
        const renamed = `${title} (diubah)`;
        const c: Written = { id, title, later: [renamed], ackedAt: Date.now(), readApi: other };
        written.push(c);
        checks.push(checkVisible(c));
        const updated = await api(`/articles/${id}`, {
          method: 'PUT',
          token,
          json: { title: renamed, date: '2027-03-01', category: 'Taktik' },
        });
        expect(updated.status).toBe(200);
        const u: Written = { id, title: renamed, later: [], ackedAt: Date.now(), readApi: other };
        written.push(u);
        checks.push(checkVisible(u));
      }
    };
    // Readers keep both instances busy with list reads meanwhile.
    let writing = true;
    const reader = async (api: typeof apiA) => {
      while (writing) expect((await api('/articles?limit=6')).status).toBe(200);
    };
    const readers = [reader(apiA), reader(apiB), reader(apiA), reader(apiB)];
    await Promise.all([
      writer(1, apiA, tokenA, apiB),
      writer(2, apiA, tokenA, apiB),
      writer(3, apiA, tokenA, apiB),
      writer(4, apiB, tokenB, apiA),
      writer(5, apiB, tokenB, apiA),
      writer(6, apiB, tokenB, apiA),
    ]);
    writing = false;
    await Promise.all([...checks, ...readers]);

    expect(failures).toEqual([]);
    expect(lags).toHaveLength(written.length);
    const sorted = [...lags].sort((x, y) => x - y);
    const max = sorted[sorted.length - 1]!;
    console.info(
      `two instances: ${written.length} acknowledged writes (6 writers, 4 readers), ` +
        `${firstReadHits} visible on the first read of the other instance; ` +
        `lag p50 ${sorted[Math.floor(sorted.length / 2)]} ms, max ${max} ms`,
    );
    expect(max).toBeLessThan(VISIBLE_WITHIN_MS);

    // Afterwards both caches hold the same list, with every article written.
    const [listA, listB] = await Promise.all([
      apiA('/articles').then((r) => r.text()),
      apiB('/articles').then((r) => r.text()),
    ]);
    expect(listA).toBe(listB);
    const titles = new Set((JSON.parse(listA) as { title: string }[]).map((x) => x.title));
    for (const w of written.filter((x) => x.title.endsWith('(diubah)')))
      expect(titles.has(w.title), w.title).toBe(true);

    // A delete on one is a 404 on the other.
    const gone = written[0]!.id;
    expect((await apiA(`/articles/${gone}`, { method: 'DELETE', token: tokenA })).status).toBe(204);
    const deadline = Date.now() + VISIBLE_WITHIN_MS;
    let status = 0;
    while (Date.now() < deadline && (status = (await apiB(`/articles/${gone}`)).status) !== 404)
      await new Promise((r) => setTimeout(r, 10));
    expect(status).toBe(404);
  }, 120_000);

  it('a login on one works on the other, and a logout on either ends it on both', async () => {
    const apiA = apiClient(a.apiUrl);
    const apiB = apiClient(b.apiUrl);
    const first = await loginAt(a.apiUrl);
    expect((await apiB('/user', { token: first })).status).toBe(200);
    expect((await apiA('/logout', { method: 'POST', token: first })).status).toBe(204);
    // Revoked on A: refused by B on the very next request.
    expect((await apiB('/user', { token: first })).status).toBe(401);

    const second = await loginAt(b.apiUrl);
    expect((await apiA('/user', { token: second })).status).toBe(200);
    expect((await apiB('/logout', { method: 'POST', token: second })).status).toBe(204);
    expect((await apiA('/user', { token: second })).status).toBe(401);
    // A revoked token cannot write either.
    expect(
      (await apiA('/articles', { method: 'POST', token: second, json: { title: 'x' } })).status,
    ).toBe(401);
  });

  it('deleting an account on one ends all its sessions on both at once; its password logs in on neither', async () => {
    const apiA = apiClient(a.apiUrl);
    const apiB = apiClient(b.apiUrl);
    const account = {
      name: 'Anggota Dua Instans',
      email: 'dua.instans@contoh.id',
      password: 'password-dua',
    };
    const registered = await apiA('/register', { method: 'POST', json: account });
    expect(registered.status).toBe(201);
    const onA = ((await registered.json()) as { token: string }).token;
    const credentials = { email: account.email, password: account.password };
    const loggedIn = await apiB('/login', { method: 'POST', json: credentials });
    expect(loggedIn.status).toBe(200);
    const onB = ((await loggedIn.json()) as { token: string }).token;
    expect((await apiB('/user', { token: onA })).status).toBe(200);
    expect((await apiB('/user', { token: onB })).status).toBe(200);

    const deleted = await apiA('/user', {
      method: 'DELETE',
      token: onA,
      json: { password: account.password },
    });
    expect(deleted.status).toBe(204);
    // Refused by B on the very next request: sessions are read from the database, not a cache.
    for (const token of [onA, onB]) {
      expect((await apiB('/user', { token })).status).toBe(401);
      expect((await apiA('/user', { token })).status).toBe(401);
    }
    expect((await apiB('/login', { method: 'POST', json: credentials })).status).toBe(401);
  });

  it('an image written through one is served by the other (one DATA_DIR, a shared volume)', async () => {
    const token = await loginAt(a.apiUrl);
    const created = await apiClient(a.apiUrl)('/articles', {
      method: 'POST',
      token,
      json: { title: 'Bergambar', banner: `data:image/png;base64,${PNG_1x1}` },
    });
    expect(created.status).toBe(201);
    const { banner } = (await created.json()) as { banner: string };
    expect(banner).toMatch(/^\/media\/[0-9a-f]{64}\.png$/);
    const res = await fetch(`${b.url}${banner}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(Buffer.from(PNG_1x1, 'base64'));
  });
});

describe('two server processes sharing MEDIA_DIR', () => {
  const storages: Storage[] = [];
  let mediaDir: string;
  let a: ChildServer;
  let b: ChildServer;
  beforeAll(async () => {
    // Two PGlite servers (a database each); only the image directory is shared.
    storages.push(newStorage('pglite'), newStorage('pglite'));
    mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'apifutsal-media-'));
    const [one, two] = storages as [Storage, Storage];
    [a, b] = await Promise.all([
      spawnServer({ ...one.env, MEDIA_DIR: mediaDir }, 'test-cost'),
      spawnServer({ ...two.env, MEDIA_DIR: mediaDir }, 'test-cost'),
    ]);
  });
  afterAll(async () => {
    await stopAll([a, b]);
    for (const st of storages) await st.cleanup();
    if (mediaDir) fs.rmSync(mediaDir, { recursive: true, force: true });
  });

  it('an image one stores is served by the other, and a second upload of it is the same file', async () => {
    const png = `data:image/png;base64,${PNG_1x1}`;
    const post = async (server: ChildServer) => {
      const res = await apiClient(server.apiUrl)('/articles', {
        method: 'POST',
        token: await loginAt(server.apiUrl),
        json: { title: 'Gambar bersama', banner: png },
      });
      expect(res.status).toBe(201);
      return ((await res.json()) as { banner: string }).banner;
    };
    const banner = await post(a);
    const res = await fetch(`${b.url}${banner}`);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer())).toEqual(Buffer.from(PNG_1x1, 'base64'));
    expect(await post(b)).toBe(banner);
    const files = fs
      .readdirSync(mediaDir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile());
    expect(files.map((e) => e.name)).toEqual([banner.slice('/media/'.length)]);
    // Nothing under either DATA_DIR.
    for (const st of storages)
      expect(fs.existsSync(path.join(st.options.dataDir!, 'media'))).toBe(false);
  });
});

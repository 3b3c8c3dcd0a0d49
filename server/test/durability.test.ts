import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../app.ts';
import {
  ADMIN,
  apiClient,
  BACKENDS,
  newStorage,
  spawnServer,
  serverOptions,
  type Storage,
  loginToken,
} from './harness.ts';

/**
 * Writes are transactional; a kill -9 in the middle of a burst of
 * writes loses no acknowledged write, and the data survives a restart.
 */
describe.each(BACKENDS)('durability on %s', (backend) => {
  const storages: Storage[] = [];
  afterAll(async () => {
    for (const st of storages) await st.cleanup();
  });

  it('kill -9 during a burst of creates loses no acknowledged write; a restart serves them all', async () => {
    const storage = newStorage(backend);
    storages.push(storage);
    const first = await spawnServer(storage.env, 'test-cost');
    const api = apiClient(first.apiUrl);
    const login = await api('/login', { method: 'POST', json: ADMIN });
    const { token } = (await login.json()) as { token: string };

    const acked = new Map<number, string>();
    let killed = false;
    let n = 0;
    const worker = async () => {
      while (!killed) {
        const title = `Ketahanan ${n++}`;
        try {
          const res = await api('/articles', {
            method: 'POST',
            token,
            json: { title, tags: ['tahan'], sections: [{ subtitle: 's', content: title }] },
          });
          if (res.status === 201) acked.set(((await res.json()) as { id: number }).id, title);
        } catch {
          // The connection died with the process: not acknowledged.
        }
      }
    };
    const workers = Array.from({ length: 8 }, worker);
    while (acked.size < 60) await new Promise((r) => setTimeout(r, 5));
    first.child.kill('SIGKILL');
    killed = true;
    expect((await first.exited).signal).toBe('SIGKILL');
    await Promise.all(workers);

    const second = await spawnServer(storage.env, 'test-cost');
    try {
      const list = (await (await apiClient(second.apiUrl)('/articles')).json()) as {
        id: number;
        title: string;
      }[];
      const byId = new Map(list.map((a) => [a.id, a.title]));
      for (const [id, title] of acked)
        expect(byId.get(id), `acknowledged article ${id}`).toBe(title);
      // The seed ran once: the 8 examples are there once, not twice.
      expect(list.filter((a) => a.title.startsWith('Pressing Tinggi'))).toHaveLength(1);
      // The token survived the restart too (sessions are stored).
      expect((await apiClient(second.apiUrl)('/user', { token })).status).toBe(200);
    } finally {
      second.child.kill('SIGTERM');
      await second.exited;
    }
  });

  it('SIGTERM finishes the request in flight, closes the database and exits 0', async () => {
    const storage = newStorage(backend);
    storages.push(storage);
    // A request that reached a loaded machine just before the signal may not have been read yet:
    // the drain delay serves it (a balancer's in-flight requests, as in production).
    const server = await spawnServer({ ...storage.env, DRAIN_DELAY_MS: '500' });
    const api = apiClient(server.apiUrl);
    // A login spends ~0.3 s in scrypt: still running when SIGTERM arrives.
    const inFlight = api('/login', { method: 'POST', json: ADMIN });
    await new Promise((r) => setTimeout(r, 50));
    server.child.kill('SIGTERM');
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(await server.exited).toEqual({ code: 0, signal: null });
    // New connections are refused once it has stopped.
    await expect(api('/articles')).rejects.toThrow();

    const again = await spawnServer(storage.env);
    try {
      const { token } = (await res.json()) as { token: string };
      expect((await apiClient(again.apiUrl)('/user', { token })).status).toBe(200);
    } finally {
      again.child.kill('SIGTERM');
      await again.exited;
    }
  });
});

describe('the PGlite data directory', () => {
  const storages: Storage[] = [];
  afterAll(async () => {
    for (const st of storages) await st.cleanup();
  });

  it('refuses a second server on the same PGlite directory', async () => {
    const storage = newStorage('pglite');
    storages.push(storage);
    const first = await spawnServer(storage.env, 'test-cost');
    try {
      await expect(spawnServer(storage.env, 'test-cost')).rejects.toThrow(
        /is in use by process \d+/,
      );
      expect((await apiClient(first.apiUrl)('/articles?limit=1')).status).toBe(200);
    } finally {
      first.child.kill('SIGTERM');
      await first.exited;
    }
    // Stopped cleanly, the directory is free again.
    const again = await spawnServer(storage.env, 'test-cost');
    try {
      expect((await apiClient(again.apiUrl)('/articles?limit=1')).status).toBe(200);
    } finally {
      again.child.kill('SIGTERM');
      await again.exited;
    }
  });
});

/**
 * Stateless instances behind a load balancer, sharing PostgreSQL.
 * Two servers on one schema: sessions, rate limits and articles are shared,
 * and each instance's article cache hears the other's writes.
 */
const describeWithPostgres = process.env.DATABASE_URL ? describe : null;

describeWithPostgres?.('two instances sharing PostgreSQL', () => {
  let storage: Storage;
  let a: RunningServer;
  let b: RunningServer;

  beforeAll(async () => {
    storage = newStorage('postgres');
    const common = serverOptions(storage);
    // Started together: migrations and seeding must not race.
    [a, b] = await Promise.all([
      startServer({ ...common, loginMaxFailuresPerEmail: 2 }),
      startServer({ ...common, loginMaxFailuresPerEmail: 2 }),
    ]);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await storage?.cleanup();
  });

  const eventually = async (fn: () => Promise<unknown>, want: unknown) => {
    const deadline = Date.now() + 5_000;
    let last: unknown;
    while (Date.now() < deadline) {
      last = await fn();
      if (JSON.stringify(last) === JSON.stringify(want)) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(last).toEqual(want);
  };

  it('seeded once, and a token from one instance works on the other', async () => {
    const apiA = apiClient(a.apiUrl);
    const apiB = apiClient(b.apiUrl);
    const list = (await (await apiB('/articles')).json()) as unknown[];
    expect(list).toHaveLength(8);
    expect(await a.db.query('SELECT email FROM users ORDER BY email')).toHaveLength(2);
    const token = await loginToken(apiA, ADMIN);
    expect((await apiB('/user', { token })).status).toBe(200);
    expect((await apiB('/logout', { method: 'POST', token })).status).toBe(204);
    expect((await apiA('/user', { token })).status).toBe(401);
  });

  it("each instance's cache follows the other's writes", async () => {
    const apiA = apiClient(a.apiUrl);
    const apiB = apiClient(b.apiUrl);
    const token = await loginToken(apiA, ADMIN);
    // Both caches are loaded.
    await apiA('/articles');
    await apiB('/articles');
    const created = (await (
      await apiA('/articles', {
        method: 'POST',
        token,
        json: { title: 'Dari instans A', date: '2027-01-01' },
      })
    ).json()) as { id: number };
    await eventually(
      async () => ((await (await apiB('/articles?limit=1')).json()) as { id: number }[])[0]?.id,
      created.id,
    );
    expect(
      (
        await apiB(`/articles/${created.id}`, {
          method: 'PUT',
          token,
          json: { title: 'Diubah di B', date: '2027-01-01' },
        })
      ).status,
    ).toBe(200);
    await eventually(
      async () =>
        ((await (await apiA(`/articles/${created.id}`)).json()) as { title: string }).title,
      'Diubah di B',
    );
    expect((await apiA(`/articles/${created.id}`, { method: 'DELETE', token })).status).toBe(204);
    await eventually(async () => (await apiB(`/articles/${created.id}`)).status, 404);
  });

  it('failed logins count across instances', async () => {
    const wrong = { method: 'POST', json: { email: 'orang@apifutsal.id', password: 'x' } };
    expect((await apiClient(a.apiUrl)('/login', wrong)).status).toBe(401);
    expect((await apiClient(b.apiUrl)('/login', wrong)).status).toBe(401);
    expect((await apiClient(a.apiUrl)('/login', wrong)).status).toBe(429);
  });
});

import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { spawn } from 'node:child_process';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../app.ts';
import { ROOT_DIR } from '../config.ts';
import { CopyRefused, copyDatabase, type CopyOptions } from '../db-copy.ts';
import { lockDataDir, realDataDir, workDirOf } from '../data-dir-lock.ts';
import type { S3Options } from '../media-store.ts';
import {
  ADMIN,
  CHILD_NODE_OPTIONS,
  PNG_1x1,
  apiClient,
  newStorage,
  serverOptions,
  sleep,
  type Storage,
  loginToken,
} from './harness.ts';
import { startLocalS3, type LocalS3 } from './local-s3.ts';

/**
 * `npm run db:copy`: a site that grew on the embedded database (articles, an image, a registered
 * member) moves to a fresh PostgreSQL database and an S3 bucket, and a server on the target
 * serves all of it. Needs PostgreSQL (DATABASE_URL), where it creates a database of its own.
 */
const describeWithPostgres = process.env.DATABASE_URL ? describe : null;

const BUCKET = 'copied-media';
const MEMBER = { email: 'sari@contoh.id', password: 'latihan-2026' };

/** Starts the command as an operator does. */
function startDbCopy(args: string[], env: Record<string, string>) {
  return spawn(
    process.execPath,
    [...CHILD_NODE_OPTIONS, '--import', 'tsx', 'server/db-copy-main.ts', ...args],
    { cwd: ROOT_DIR, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
}

/** Runs the command as an operator does; its exit code and what it printed. */
function dbCopy(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; out: string; err: string }> {
  const child = startDbCopy(args, env);
  let out = '';
  let err = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (err += d.toString()));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, out, err })));
}

/** The work directories (copies of the source) beside a data directory. */
const workDirs = (dataDir: string) => {
  const real = realDataDir(dataDir);
  const prefix = `${path.basename(workDirOf(real, 0)).slice(0, -1)}`;
  return fs.readdirSync(path.dirname(real)).filter((n) => n.startsWith(prefix));
};

/** Every file of a directory with its size and modification time. */
function snapshot(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => {
      const file = path.join(e.parentPath, e.name);
      const st = fs.statSync(file);
      return `${path.relative(dir, file)} ${st.size} ${st.mtimeMs}`;
    })
    .sort();
}

describeWithPostgres?.('npm run db:copy (embedded database to PostgreSQL and S3)', () => {
  let s3: LocalS3;
  let s3Options: S3Options;
  let source: Storage;
  let dataDir: string;
  let admin: pg.Client;
  let database: string;
  let targetUrl: string;
  /** What the source's server answered before the copy. */
  let list: string;
  let banner: string;
  let memberToken: string;
  let before: string[];

  const options = (more: Partial<CopyOptions> = {}): CopyOptions => ({
    dataDir,
    mediaDir: path.join(dataDir, 'media'),
    to: targetUrl,
    mediaTo: s3Options,
    ...more,
  });
  const count = async (table: string) => {
    const target = new pg.Client({ connectionString: targetUrl });
    await target.connect();
    try {
      // No such table (a copy rolled back leaves none): null.
      const [exists] = (
        await target.query<{ t: string | null }>('SELECT to_regclass($1)::text AS t', [table])
      ).rows;
      if (!exists?.t) return null;
      const res = await target.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
      return res.rows[0]!.n;
    } finally {
      await target.end();
    }
  };

  beforeAll(async () => {
    s3 = await startLocalS3(BUCKET);
    s3Options = s3.options();
    source = newStorage('pglite');
    dataDir = source.options.dataDir!;
    database = `dbcopy_${randomBytes(6).toString('hex')}`;
    admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${database}`);
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${database}`;
    targetUrl = url.toString();

    // The site as it grew on the embedded database: a member registered, an article with an image.
    const site = await startServer(serverOptions(source));
    try {
      const api = apiClient(site.apiUrl);
      const registered = await api('/register', {
        method: 'POST',
        json: { name: 'Sari Wulandari', ...MEMBER },
      });
      expect(registered.status).toBe(201);
      memberToken = ((await registered.json()) as { token: string }).token;
      const token = await loginToken(api, ADMIN);
      const created = await api('/articles', {
        method: 'POST',
        token,
        json: {
          title: 'Rondo untuk U-12',
          banner: `data:image/png;base64,${PNG_1x1}`,
          sections: [{ subtitle: 'Pemanasan', content: 'Lari ringan', images: [] }],
        },
      });
      expect(created.status).toBe(201);
      banner = ((await created.json()) as { banner: string }).banner;
      list = await (await api('/articles')).text();
    } finally {
      await site.close();
    }
    before = snapshot(dataDir);
  });
  afterAll(async () => {
    await admin?.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin?.end();
    await s3?.stop();
    await source?.cleanup();
  });

  it('a refused copy leaves the target as it was: no table, no extension created', async () => {
    // A database that holds someone's data: refused, and nothing of the copy's is left in it.
    const busy = `${database}_busy`;
    await admin.query(`CREATE DATABASE ${busy}`);
    const url = new URL(targetUrl);
    url.pathname = `/${busy}`;
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try {
      await client.query('CREATE TABLE notes (line text)');
      await client.query(`INSERT INTO notes VALUES ('catatan')`);
      const catalogue = async () =>
        (
          await client.query<{ what: string }>(
            `SELECT 'relation ' || n.nspname || '.' || c.relname AS what FROM pg_class c
               JOIN pg_namespace n ON n.oid = c.relnamespace
              WHERE n.nspname NOT IN ('pg_catalog', 'information_schema', 'pg_toast')
             UNION ALL SELECT 'extension ' || extname FROM pg_extension
             UNION ALL SELECT 'schema ' || nspname FROM pg_namespace ORDER BY 1`,
          )
        ).rows.map((r) => r.what);
      const before = await catalogue();
      await expect(copyDatabase(options({ to: url.toString() }))).rejects.toThrow(
        /already holds data \(notes\)/,
      );
      expect(await catalogue()).toEqual(before);
      expect(before).toContain('relation public.notes');
      expect(before.filter((w) => w.startsWith('extension '))).toEqual(['extension plpgsql']);
    } finally {
      await client.end();
      await admin.query(`DROP DATABASE IF EXISTS ${busy} WITH (FORCE)`);
    }
  });

  it('a copy that does not check out, or is interrupted, commits nothing; a re-run finishes', async () => {
    // A row that differs from the source's once copied: the checks see it, and nothing is kept.
    const tampered = await copyDatabase(
      options({
        afterTable: async (table, tx) => {
          if (table === 'users')
            await tx.query(`UPDATE users SET name = 'Orang lain' WHERE id = 1`);
        },
      }),
    );
    expect(tampered.ok).toBe(false);
    const users = tampered.tables.find((t) => t.table === 'users')!;
    expect(users.target.rows).toBe(users.source.rows);
    expect(users.target.checksum).not.toBe(users.source.checksum);
    expect(tampered.tables.filter((t) => t.source.checksum !== t.target.checksum)).toHaveLength(1);
    // Rolled back with its migrations: the target is as empty as it was.
    expect(await count('users')).toBeNull();

    const interrupted = copyDatabase(
      options({
        afterTable: (table) => {
          if (table === 'articles') throw new Error('interrupted');
        },
      }),
    );
    await expect(interrupted).rejects.toThrow('interrupted');
    expect(await count('articles')).toBeNull();
    expect(await count('users')).toBeNull();

    const run = await dbCopy(['--to', targetUrl, '--media-to', `s3://${BUCKET}/media`], {
      DATA_DIR: dataDir,
      MEDIA_DIR: '',
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    });
    expect(run.err).not.toContain('refused');
    expect(run.code).toBe(0);
    // One line per table, both sides alike; the image was copied by the interrupted run.
    expect(run.out).toMatch(/^articles +9 +9 +([0-9a-f]{12}) +\1 +ok$/m);
    expect(run.out).toMatch(/^users +3 +3 +([0-9a-f]{12}) +\1 +ok$/m);
    expect(run.out).not.toContain('MISMATCH');
    expect(run.out).toContain('images: 1 in the source, 0 copied, 1 already in the bucket');
    // The source was only read.
    expect(snapshot(dataDir)).toEqual(before);
  });

  it('a server on the target serves the articles and the image; the member logs in; ids go on', async () => {
    const server = await startServer({
      // The images come from the bucket: the source's directory is only a place to point at.
      ...serverOptions(source),
      databaseUrl: targetUrl,
      s3: s3Options,
    });
    try {
      const api = apiClient(server.apiUrl);
      expect(await (await api('/articles')).text()).toBe(list);
      const image = await fetch(`${server.url}${banner}`);
      expect(image.status).toBe(200);
      expect(Buffer.from(await image.arrayBuffer())).toEqual(Buffer.from(PNG_1x1, 'base64'));
      expect((await api('/login', { method: 'POST', json: MEMBER })).status).toBe(200);
      // The session the member had on the old site goes on too.
      expect((await api('/user', { token: memberToken })).status).toBe(200);
      const token = await loginToken(api, ADMIN);
      const created = await api('/articles', {
        method: 'POST',
        token,
        json: { title: 'Artikel pertama di PostgreSQL', sections: [] },
      });
      expect(created.status).toBe(201);
      const ids = (JSON.parse(list) as { id: number }[]).map((a) => a.id);
      expect(((await created.json()) as { id: number }).id).toBe(Math.max(...ids) + 1);
    } finally {
      await server.close();
    }
  });

  it('refuses a target that holds data, unless --force (which replaces its contents)', async () => {
    await expect(copyDatabase(options())).rejects.toThrow(/already holds data \(articles/);
    // An object damaged in the bucket (another size under the image's name) is written again.
    const object = `${s3.endpoint}/${BUCKET}/media${banner.slice('/media'.length)}`;
    expect((await fetch(object, { method: 'PUT', body: 'abc' })).status).toBe(200);
    const report = await copyDatabase(options({ force: true }));
    expect(report.ok).toBe(true);
    expect(report.media).toEqual({ files: 1, copied: 1, present: 0 });
    const bytes = Buffer.from(await (await fetch(object)).arrayBuffer());
    expect(bytes).toEqual(Buffer.from(PNG_1x1, 'base64'));
    // The article written on the target since is gone: the target is the source again.
    expect(await count('articles')).toBe(9);
  });
});

/** Refused before the target is opened: these run without PostgreSQL too. */
describe('npm run db:copy refuses a source it must not read', () => {
  /** Never contacted: the source is refused first. */
  const NOWHERE = 'postgres://nobody@127.0.0.1:1/none';
  let source: Storage;
  let dataDir: string;
  beforeAll(() => {
    source = newStorage('pglite');
    dataDir = source.options.dataDir!;
  });
  afterAll(() => source?.cleanup());

  it('refuses a DATA_DIR a server is running on, by any path to it (exit 2), and one without a database', async () => {
    // A server's lock, held by this live process; db:copy is given a second path (a symlink).
    const unlock = lockDataDir(dataDir);
    const link = `${dataDir}-link`;
    fs.symlinkSync(dataDir, link);
    const lock = fs.readFileSync(`${dataDir}.lock`, 'utf8');
    try {
      const run = await dbCopy(['--to', NOWHERE], { DATA_DIR: link });
      expect(run.code).toBe(2);
      // Nothing left behind: no copy of the source, the lock still the owner's.
      expect(workDirs(dataDir)).toEqual([]);
      expect(fs.readFileSync(`${dataDir}.lock`, 'utf8')).toBe(lock);
      // It names the holder: its pid and program.
      const [pid, program] = lock.split('\n');
      expect(pid).toBe(String(process.pid));
      expect(program).toMatch(/^node\b/);
      expect(run.err).toContain(
        `The data directory ${link} (${dataDir}) is in use by process ${process.pid} (${program}).`,
      );
    } finally {
      unlock();
      fs.rmSync(link, { force: true });
    }
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'apifutsal-no-database-'));
    try {
      const refused = copyDatabase({ dataDir: empty, mediaDir: empty, to: NOWHERE });
      await expect(refused).rejects.toThrow(CopyRefused);
      await expect(refused).rejects.toThrow(`${empty} holds no database`);
    } finally {
      fs.rmSync(empty, { recursive: true, force: true });
    }
  });

  it("killed (SIGKILL), it leaves no copy of the data, and the copy was its owner's alone", async () => {
    // A target that accepts the connection and never answers: the copy waits there, its copy
    // of the source made and opened.
    const silent = net.createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    const reached = new Promise((resolve) => silent.once('connection', resolve));
    const child = startDbCopy(['--to', `postgres://nobody@127.0.0.1:${port}/none`], {
      DATA_DIR: dataDir,
    });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      await reached;
      const work = workDirOf(dataDir, child.pid);
      const modes = fs
        .readdirSync(work, { recursive: true, withFileTypes: true })
        .map((e) => path.join(e.parentPath, e.name))
        .concat(work)
        .map((file) => {
          const st = fs.statSync(file);
          return `${st.isDirectory() ? 'dir' : 'file'} ${(st.mode & 0o777).toString(8)}`;
        });
      expect(modes.length).toBeGreaterThan(100);
      expect(new Set(modes)).toEqual(new Set(['dir 700', 'file 600']));
      child.kill('SIGKILL');
      await exited;
      // Its watchdog removes the copy at once.
      for (let i = 0; i < 50 && fs.existsSync(work); i++) await sleep(100);
      expect(fs.existsSync(work)).toBe(false);
    } finally {
      child.kill('SIGKILL');
      silent.close();
    }
    // A copy nobody removed (its watchdog killed too) goes when the directory is next locked:
    // by a server's start, or the next copy. The killed copy's lock is taken over.
    fs.mkdirSync(workDirOf(dataDir, 99999999));
    fs.writeFileSync(path.join(workDirOf(dataDir, 99999999), 'PG_VERSION'), '17');
    lockDataDir(dataDir)();
    expect(workDirs(dataDir)).toEqual([]);
  });
});

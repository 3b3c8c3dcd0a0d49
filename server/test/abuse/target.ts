/**
 * The server the abuse harness attacks: `server/main.ts` of a checkout, started as `npm run
 * server` starts it (a process of its own, so that its memory and its child processes can be
 * read), on loopback, with its data prepared beforehand: the largest articles the contract lets
 * a client read (articles stored before the text limits, `articleMb` megabytes of text each,
 * written straight into the database) and accounts with a cheap password hash for the races.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import type * as DbModule from '../../db.ts';
import type * as MigrateModule from '../../migrate.ts';
import type * as ConfigModule from '../../config.ts';
import type * as SeedModule from '../../seed.ts';
import type * as PasswordsModule from '../../passwords.ts';
import type * as UsersModule from '../../users.ts';

/** The checkout's own storage code: its migrations, its seed (another checkout may differ). */
async function storageOf(root: string) {
  const load = <T>(file: string) =>
    import(pathToFileURL(path.join(root, 'server', file)).href) as Promise<T>;
  const [db, migrate, config, seed, passwords, users] = await Promise.all([
    load<typeof DbModule>('db.ts'),
    load<typeof MigrateModule>('migrate.ts'),
    load<typeof ConfigModule>('config.ts'),
    load<typeof SeedModule>('seed.ts'),
    load<typeof PasswordsModule>('passwords.ts'),
    load<typeof UsersModule>('users.ts'),
  ]);
  return {
    openDatabase: db.openDatabase,
    migrate: migrate.migrate,
    DEFAULTS: config.DEFAULTS,
    seed: seed.seed,
    hashPassword: passwords.hashPassword,
    insertUser: users.insertUser,
  };
}

export interface TargetOptions {
  /** The checkout whose server/main.ts runs (default: this one). */
  root: string;
  /** PostgreSQL (a throwaway schema in it) instead of PGlite. */
  databaseUrl?: string;
  bigArticles: number;
  articleMb: number;
  /**
   * The first large article's size: more than the socket buffers of loopback hold (about
   * 8 MB), so that a client that stops reading really leaves the answer unsent.
   */
  firstArticleMb?: number;
  /** Accounts made for the races (password `sandi-abuse-<k>`). */
  accounts: number;
  env?: Record<string, string>;
}

export interface Target {
  url: string;
  pid: number;
  metricsToken: string;
  bigIds: number[];
  accounts: { email: string; password: string }[];
  adminToken(): Promise<string>;
  rssMb(): number;
  /** The server's child processes: pid, state (Z: defunct) and command. */
  children(): { pid: number; state: string; command: string }[];
  stop(): Promise<void>;
}

export const RACE_PASSWORD = (k: number) => `sandi-abuse-${k}`;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

async function waitFor(url: string, ms: number, child: ChildProcess) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the server did not answer ${url} within ${ms} ms`);
}

function readChildren(pid: number) {
  const found: { pid: number; state: string; command: string }[] = [];
  for (const task of fs.readdirSync(`/proc/${pid}/task`)) {
    let list = '';
    try {
      list = fs.readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8');
    } catch {
      continue; // the thread ended meanwhile
    }
    for (const child of list.split(/\s+/).filter(Boolean).map(Number)) {
      try {
        const stat = fs.readFileSync(`/proc/${child}/stat`, 'utf8');
        const m = /^\d+ \((.*)\) (\S)/.exec(stat);
        found.push({ pid: child, state: m?.[2] ?? '?', command: m?.[1] ?? '?' });
      } catch {
        // gone meanwhile
      }
    }
  }
  return found;
}

export async function startTarget(o: TargetOptions): Promise<Target> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'abuse-'));
  fs.chmodSync(dir, 0o700);
  const site = path.join(dir, 'site');
  fs.mkdirSync(site);
  fs.copyFileSync(path.join(o.root, 'public/favicon.svg'), path.join(site, 'favicon.svg'));
  fs.writeFileSync(path.join(site, 'index.html'), '<!doctype html><title>abuse</title>');
  const dataDir = path.join(dir, 'db');
  const schema = `abuse_${randomBytes(4).toString('hex')}`;
  const dbOpts = {
    dataDir,
    databaseUrl: o.databaseUrl,
    databaseSchema: o.databaseUrl ? schema : undefined,
  };

  // The data, before the server opens the database (PGlite has one user at a time).
  const { openDatabase, migrate, DEFAULTS, seed, hashPassword, insertUser } = await storageOf(
    o.root,
  );
  const db = await openDatabase(dbOpts);
  const bigIds: number[] = [];
  const accounts: { email: string; password: string }[] = [];
  try {
    await migrate(db);
    // The contract's example articles first, as a first start writes them (their ids are fixed).
    await seed(db, { ...DEFAULTS, demoAccounts: false });
    for (let i = 0; i < o.bigArticles; i++) {
      const mb = i === 0 ? (o.firstArticleMb ?? o.articleMb) : o.articleMb;
      const perSection = Math.floor((mb * 1_000_000) / 2 / 50);
      const sections = Array.from({ length: 50 }, (_, s) => ({
        subtitle: `Bagian ${s + 1}`,
        content: 'é'.repeat(perSection),
        youtube: '',
        images: [],
      }));
      const [row] = await db.query<{ id: number }>(
        `INSERT INTO articles (title, author, published_on, category, banner, tags, sections)
         VALUES ($1, 'Abuse', NULL, 'Besar', NULL, '[]', $2) RETURNING id`,
        [`Artikel besar ${i + 1}`, JSON.stringify(sections)],
      );
      bigIds.push(row!.id);
    }
    // A cheap hash (the cost travels with it): the races are about timing, not hashing.
    for (let k = 0; k < o.accounts; k++) {
      const email = `abuse-${k}@apifutsal.id`;
      await insertUser(
        db,
        { email, name: `Abuse ${k}`, role: 'user' },
        await hashPassword(RACE_PASSWORD(k), 4),
      );
      accounts.push({ email, password: RACE_PASSWORD(k) });
    }
    await insertUser(
      db,
      { email: 'abuse-admin@apifutsal.id', name: 'Abuse Admin', role: 'admin' },
      await hashPassword('sandi-admin-abuse', 4),
    );
  } finally {
    await db.close();
  }

  const port = await freePort();
  const metricsToken = randomBytes(16).toString('hex');
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: o.root,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: o.databaseUrl ?? '',
      DATABASE_SCHEMA: o.databaseUrl ? schema : '',
      STATIC_DIR: site,
      LOG_LEVEL: 'error',
      METRICS_TOKEN: metricsToken,
      DEMO_ACCOUNTS: 'false',
      ...o.env,
    },
  });
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr = (stderr + d.toString()).slice(-4000)));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${url}/healthz`, 120_000, child);
  } catch (err) {
    child.kill('SIGKILL');
    throw new Error(`${(err as Error).message}\n${stderr}`);
  }
  return {
    url,
    pid: child.pid!,
    metricsToken,
    bigIds,
    accounts,
    async adminToken() {
      const res = await fetch(`${url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'abuse-admin@apifutsal.id', password: 'sandi-admin-abuse' }),
      });
      if (res.status !== 200) throw new Error(`admin login: ${res.status}`);
      return ((await res.json()) as { token: string }).token;
    },
    rssMb() {
      const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${child.pid}/status`, 'utf8'));
      return m ? Number(m[1]) / 1024 : NaN;
    },
    children: () => readChildren(child.pid!),
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
      if (o.databaseUrl) {
        const { openDatabase } = await storageOf(o.root);
        const pg = await openDatabase({ dataDir, databaseUrl: o.databaseUrl });
        await pg.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).finally(() => pg.close());
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

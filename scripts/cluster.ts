/**
 * A cluster on this machine, as `npm run bench:cluster` and its test run it: PostgreSQL, the
 * S3-compatible store the tests use (s3rver), several server instances (each with its own port
 * and DATA_DIR) and HAProxy in front with the repository's config (ops/haproxy/haproxy.cfg).
 * Instances can be stopped (SIGTERM, or SIGKILL) and started again on the same port; HAProxy's
 * view of them comes from its stats socket, and its request log is parsed per X-Request-Id.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import pg from 'pg';
import { DEFAULTS, ROOT_DIR } from '../server/config.ts';
import { spawnServer, type ChildServer, SERVER_MAIN } from '../server/test/child-server.ts';
import { startLocalS3, type LocalS3 } from '../server/test/local-s3.ts';
import { freePort } from './free-port.mjs';
import { startPostgres, type Postgres } from './cluster-postgres.ts';

export const HAPROXY_CONFIG = path.join(ROOT_DIR, 'ops', 'haproxy', 'haproxy.cfg');
const BUCKET = 'media-klaster';

/** HAProxy's path, or null when it is not installed (Debian puts it in /usr/sbin). */
export function findHaproxy(): string | null {
  for (const dir of [...(process.env.PATH ?? '').split(':'), '/usr/sbin', '/usr/local/sbin']) {
    const file = path.join(dir, 'haproxy');
    if (dir && fs.existsSync(file)) return file;
  }
  return null;
}

export interface ClusterOptions {
  instances: number;
  /** Which entry point the instances run (the test's lowers the password cost). */
  main: keyof typeof SERVER_MAIN;
  /** Node options of the instances (see spawnServer). */
  nodeOptions?: string[];
  /** The site the instances serve (STATIC_DIR). */
  staticDir: string;
  /** Unset: a throwaway PostgreSQL cluster of its own. Else a database of its own in it. */
  databaseUrl?: string;
  /** With databaseUrl: a schema of its own instead of a database (the tests' way). */
  schemaOnly?: boolean;
  /** HAProxy's port; a free one when unset. */
  port?: number;
  /** The first instance's port (the others take the next ones); free ones when unset. */
  firstInstancePort?: number;
  /** The instances' DRAIN_DELAY_MS; the server's default (the one haproxy.cfg is meant for) when unset. */
  drainDelayMs?: number;
}

export interface Instance {
  name: string;
  port: number;
  url: string;
  dataDir: string;
  server: ChildServer | null;
}

/** One line of HAProxy's request log, for the request whose X-Request-Id it names. */
export interface LoggedRequest {
  server: string;
  status: number;
  /** The termination state (`----` when all went well; `SH--`: the server died mid-request). */
  termination: string;
  /** How many times HAProxy sent it again (to another instance). */
  retries: number;
}

export interface InstanceStats {
  /** UP, DOWN, or a transition such as `UP 1/2`. */
  status: string;
  /** Requests sent to it and not answered yet (one connection per request). */
  scur: number;
}

export interface Cluster {
  /** The balancer's address (the site; the API under /api). */
  url: string;
  instances: Instance[];
  versions: { haproxy: string; postgres: string };
  /** HAProxy's log, by X-Request-Id. */
  requestLog: Map<string, LoggedRequest>;
  /** HAProxy's view of each instance (its stats socket). */
  stats(): Promise<Record<string, InstanceStats>>;
  waitState(name: string, state: 'UP' | 'DOWN', timeoutMs?: number): Promise<void>;
  /** Ends an instance's process (SIGTERM: the graceful stop; SIGKILL: kill -9) and waits for it. */
  stopInstance(name: string, signal: 'SIGTERM' | 'SIGKILL'): Promise<void>;
  /** Starts an instance again on its port and waits until HAProxy has it UP. */
  startInstance(name: string): Promise<void>;
  /** Stops everything it started and removes what it wrote. */
  stop(): Promise<void>;
}

/** Asks HAProxy's runtime API (the stats socket) one command. */
function askHaproxy(socket: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = '';
    const conn = net.createConnection(socket, () => conn.end(`${command}\n`));
    conn.on('data', (d: Buffer) => (out += d.toString()));
    conn.on('end', () => resolve(out));
    conn.on('error', reject);
  });
}

/** `option httplog` lines: … backend/server timers status bytes - - TERM conns queues {X-Request-Id} "request". */
const HTTPLOG =
  /\] \S+ \S+\/(\S+) \S+ (-?\d+) \S+ \S+ \S+ (\S{4}) \d+\/\d+\/\d+\/\d+\/\+?(\d+) \S+ \{([^}]*)\}/;

function startHaproxy(
  bin: string,
  dir: string,
  port: number,
  instances: Instance[],
  requestLog: Map<string, LoggedRequest>,
) {
  const socket = path.join(dir, 'haproxy.sock');
  const servers = instances.map((i) => `    server ${i.name} 127.0.0.1:${i.port}`).join('\n');
  const config = fs
    .readFileSync(HAPROXY_CONFIG, 'utf8')
    .replace('{{BIND}}', `127.0.0.1:${port}`)
    .replace('{{STATS_SOCKET}}', socket)
    .replace('{{SERVERS}}', servers);
  const file = path.join(dir, 'haproxy.cfg');
  fs.writeFileSync(file, config);
  // -db: in the foreground, so that it ends with this process and logs on its stdout.
  const child = spawn(bin, ['-db', '-f', file], { stdio: ['ignore', 'pipe', 'pipe'] });
  let rest = '';
  let errors = '';
  child.stdout.on('data', (d: Buffer) => {
    const lines = (rest + d.toString()).split('\n');
    rest = lines.pop()!;
    for (const line of lines) {
      const m = HTTPLOG.exec(line);
      if (m && m[5])
        requestLog.set(m[5], {
          server: m[1]!,
          status: Number(m[2]),
          termination: m[3]!,
          retries: Number(m[4]),
        });
    }
  });
  child.stderr.on('data', (d: Buffer) => (errors += d.toString()));
  return { child, socket, errors: () => errors };
}

async function until<T>(what: string, timeoutMs: number, probe: () => Promise<T | undefined>) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms: ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Starts the cluster; on a failure, stops what it had started and throws. */
export async function startCluster(opts: ClusterOptions): Promise<Cluster> {
  const bin = findHaproxy();
  if (!bin) throw new Error('haproxy is not installed (Debian: apt-get install haproxy)');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'apifutsal-cluster-'));
  const cleanups: (() => Promise<void> | void)[] = [
    () => fs.rmSync(dir, { recursive: true, force: true }),
  ];
  const cleanup = async () => {
    for (const step of cleanups.splice(0).reverse()) await Promise.resolve(step()).catch(() => {});
  };
  // Backstop for an exit without stop() (an uncaught error): no process stays behind.
  const children = new Set<ChildProcess>();
  const killChildren = () => children.forEach((c) => c.exitCode === null && c.kill('SIGKILL'));
  process.on('exit', killChildren);
  cleanups.push(() => void process.off('exit', killChildren));
  try {
    let db: Postgres;
    if (opts.databaseUrl) db = await ownDatabase(opts.databaseUrl, opts.schemaOnly ?? false);
    else db = await startPostgres(dir);
    cleanups.push(() => db.stop());
    const s3: LocalS3 = await startLocalS3(BUCKET);
    cleanups.push(() => s3.stop());

    const instances: Instance[] = [];
    for (let n = 1; n <= opts.instances; n++) {
      const port =
        opts.firstInstancePort !== undefined ? opts.firstInstancePort + n - 1 : await freePort();
      const dataDir = path.join(dir, `app${n}`);
      fs.mkdirSync(dataDir);
      instances.push({
        name: `app${n}`,
        port,
        url: `http://127.0.0.1:${port}`,
        dataDir,
        server: null,
      });
    }
    const spawnInstance = async (i: Instance) => {
      i.server = await spawnServer(
        {
          ...db.env,
          PORT: String(i.port),
          DATA_DIR: i.dataDir,
          STATIC_DIR: opts.staticDir,
          // Behind one proxy: the client is the address HAProxy appends to X-Forwarded-For.
          TRUST_PROXY: '1',
          // After SIGTERM, served on until HAProxy has taken the instance out.
          DRAIN_DELAY_MS: String(opts.drainDelayMs ?? DEFAULTS.drainDelayMs),
          S3_BUCKET: BUCKET,
          S3_ENDPOINT: s3.endpoint,
          S3_REGION: 'us-east-1',
          S3_ACCESS_KEY_ID: 'S3RVER',
          S3_SECRET_ACCESS_KEY: 'S3RVER',
          // The SDK's note that later releases need a newer Node is not the bench's business.
          NODE_NO_WARNINGS: '1',
        },
        opts.main,
        opts.nodeOptions,
      );
      children.add(i.server.child);
    };
    const stopInstances = async () => {
      await Promise.all(
        instances.map(async (i) => {
          if (!i.server || i.server.child.exitCode !== null) return;
          i.server.child.kill('SIGTERM');
          await i.server.exited;
        }),
      );
    };
    cleanups.push(stopInstances);
    // Started together: the migrations and the seed run once between them.
    await Promise.all(instances.map(spawnInstance));

    const requestLog = new Map<string, LoggedRequest>();
    const port = opts.port ?? (await freePort());
    const haproxy = startHaproxy(bin, dir, port, instances, requestLog);
    children.add(haproxy.child);
    cleanups.push(async () => {
      if (haproxy.child.exitCode !== null) return;
      const exited = new Promise((r) => haproxy.child.once('exit', r));
      haproxy.child.kill('SIGTERM');
      await exited;
    });
    haproxy.child.once('exit', (code) => {
      if (code) console.error(`haproxy exited with ${code}: ${haproxy.errors()}`);
    });

    const stats = async () => {
      const csv = (await askHaproxy(haproxy.socket, 'show stat')).split('\n');
      const cols = csv[0]!.replace(/^# /, '').split(',');
      const col = (row: string[], name: string) => row[cols.indexOf(name)] ?? '';
      const out: Record<string, InstanceStats> = {};
      for (const row of csv.slice(1).map((l) => l.split(',')))
        if (col(row, 'pxname') === 'instances' && col(row, 'svname').startsWith('app'))
          out[col(row, 'svname')] = {
            status: col(row, 'status'),
            scur: Number(col(row, 'scur')),
          };
      return out;
    };
    const waitState = (name: string, state: 'UP' | 'DOWN', timeoutMs = 30_000) =>
      until(`HAProxy has ${name} ${state}`, timeoutMs, async () =>
        (await stats())[name]?.status === state ? true : undefined,
      ).then(() => undefined);
    const byName = (name: string) => {
      const i = instances.find((x) => x.name === name);
      if (!i) throw new Error(`no instance ${name}`);
      return i;
    };
    await Promise.all(instances.map((i) => waitState(i.name, 'UP')));

    return {
      url: `http://127.0.0.1:${port}`,
      instances,
      versions: { haproxy: haproxyVersion(bin), postgres: db.version },
      requestLog,
      stats,
      waitState,
      async stopInstance(name, signal) {
        const i = byName(name);
        if (!i.server || i.server.child.exitCode !== null) return;
        i.server.child.kill(signal);
        await i.server.exited;
        i.server = null;
      },
      async startInstance(name) {
        const i = byName(name);
        await spawnInstance(i);
        await waitState(name, 'UP');
      },
      stop: cleanup,
    };
  } catch (e) {
    await cleanup();
    throw e;
  }
}

function haproxyVersion(bin: string): string {
  const out = execFileSync(bin, ['-v'], { encoding: 'utf8' });
  return /version (\S+)/.exec(out)?.[1] ?? 'unknown';
}

/** A database (or, for tests, a schema) of its own on the given server, dropped at the end. */
async function ownDatabase(url: string, schemaOnly: boolean): Promise<Postgres> {
  const name = `cluster_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const version = (
      await admin.query<{ v: string }>("SELECT current_setting('server_version') AS v")
    ).rows[0]!.v;
    if (schemaOnly)
      return {
        version,
        env: { DATABASE_URL: url, DATABASE_SCHEMA: name },
        stop: () => dropWith(url, `DROP SCHEMA IF EXISTS "${name}" CASCADE`),
      };
    await admin.query(`CREATE DATABASE "${name}"`);
    const own = new URL(url);
    own.pathname = `/${name}`;
    return {
      version,
      env: { DATABASE_URL: own.toString(), DATABASE_SCHEMA: '' },
      stop: () => dropWith(url, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
    };
  } finally {
    await admin.end();
  }
}

async function dropWith(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A throwaway PostgreSQL cluster on loopback, as .ci/run starts one for the tests: Debian's
 * newest installed server, trust authentication, run as the postgres account when this
 * process is root (PostgreSQL refuses root), stopped and removed at the end.
 */
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { freePort } from './free-port.mjs';

export interface Postgres {
  version: string;
  /** DATABASE_URL (and DATABASE_SCHEMA) for the server. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

function newestBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb')))
        .sort((a, b) => Number(a) - Number(b))
    : [];
  if (!versions.length)
    throw new Error(
      'PostgreSQL is not installed (Debian: apt-get install postgresql), and DATABASE_URL is not set',
    );
  return path.join(root, versions.at(-1)!, 'bin');
}

/** Starts a cluster in `parent`/pg (a directory this process owns and removes). */
export async function startPostgres(parent: string): Promise<Postgres> {
  const bin = newestBin();
  const dir = path.join(parent, 'pg');
  fs.mkdirSync(dir);
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    // The postgres account must reach its directory through the parent.
    fs.chmodSync(parent, 0o755);
    execFileSync('chown', ['postgres', dir]);
  }
  const run = (cmd: string, args: string[]) =>
    execFileSync(
      asRoot ? 'runuser' : path.join(bin, cmd),
      asRoot ? ['-u', 'postgres', '--', path.join(bin, cmd), ...args] : args,
      {
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
  const port = await freePort();
  const data = path.join(dir, 'data');
  run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync']);
  run('pg_ctl', [
    '-D',
    data,
    '-l',
    path.join(dir, 'log'),
    '-w',
    '-o',
    `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir}`,
    'start',
  ]);
  const version = execFileSync(path.join(bin, 'postgres'), ['--version'], { encoding: 'utf8' })
    .trim()
    .replace(/^.*\) /, '');
  execFileSync(path.join(bin, 'createdb'), [
    '-h',
    '127.0.0.1',
    '-p',
    String(port),
    '-U',
    'postgres',
    'klaster',
  ]);
  return {
    version,
    env: { DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/klaster`, DATABASE_SCHEMA: '' },
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'fast', 'stop']);
      } catch {
        // already stopped
      }
      return Promise.resolve();
    },
  };
}

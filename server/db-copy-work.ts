import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { workDirOf } from './data-dir-lock.ts';

/**
 * The copy of a data directory's files that `npm run db:copy` opens (the source itself is never
 * opened: server/db-copy.ts). It holds the whole database, password hashes included, so:
 *
 * - it is readable by its owner only: the directory and every directory in it 0700, every file
 *   0600 (PGlite's own later files sit inside the 0700 directory);
 * - it lies beside the data directory (`<DATA_DIR>.db-copy-<pid>`), not in a shared temp
 *   directory, and is made only under the directory's lock: whoever takes the lock next (a
 *   server starting, another copy) removes any copy left there (server/data-dir-lock.ts);
 * - a process of its own removes it the moment the copying process is gone, however it ended
 *   (kill -9 included): it waits for the end of a pipe that only the copying process holds.
 */
export interface WorkCopy {
  /** The copied data directory, to open. */
  dir: string;
  /**
   * Makes every file in the copy 0600 again: PostgreSQL rewrites its catalogue caches
   * (`pg_internal.init`) at open with the process's default mode. Call it after the open.
   */
  seal(): void;
  /** Removes the copy (and lets its watchdog go). */
  remove(): void;
}

/** Removes the directory in argv[1] when its stdin ends: the parent that held the pipe is gone. */
const WATCHDOG = `process.stdin.on('data', () => {}).on('close', () =>
  require('node:fs').rmSync(process.argv[1], { recursive: true, force: true }));`;

function removeWhenGone(dir: string): () => void {
  const child = spawn(process.execPath, ['-e', WATCHDOG, dir], {
    // Its own process group: a Ctrl-C to the copy's terminal does not stop it first.
    detached: true,
    stdio: ['pipe', 'ignore', 'ignore'],
    // No NODE_OPTIONS (a loader) for a one-line script.
    env: {},
  });
  child.on('error', () => {});
  child.unref();
  // The pipe does not keep this process alive; it only closes with it.
  (child.stdin as unknown as { unref(): void }).unref();
  return () => child.stdin?.end();
}

/** Every directory under `dir` 0700, every file 0600. */
function sealTree(dir: string): void {
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true }))
    if (entry.isFile() || entry.isDirectory())
      fs.chmodSync(path.join(entry.parentPath, entry.name), entry.isFile() ? 0o600 : 0o700);
}

/** Copies `from` into `to` (made 0700), files 0600, leaving out `skip`. */
function copyPrivately(from: string, to: string, skip: string): void {
  fs.mkdirSync(to, { mode: 0o700 });
  fs.chmodSync(to, 0o700);
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const src = path.join(from, entry.name);
    if (path.resolve(src) === skip) continue;
    const dst = path.join(to, entry.name);
    // A link is followed: the copy holds files, never a way back into the source.
    const stat = fs.statSync(src);
    if (stat.isDirectory()) copyPrivately(src, dst, skip);
    else if (stat.isFile()) {
      fs.copyFileSync(src, dst);
      fs.chmodSync(dst, 0o600);
    }
  }
}

/**
 * Copies the database files of the data directory whose real path is `real` (without its image
 * directory `mediaDir`) into this process's work directory beside it. Call it holding the lock.
 */
export function copySourceFiles(real: string, mediaDir: string): WorkCopy {
  const root = workDirOf(real);
  fs.rmSync(root, { recursive: true, force: true });
  fs.mkdirSync(root, { mode: 0o700 });
  fs.chmodSync(root, 0o700);
  const release = removeWhenGone(root);
  const remove = () => {
    fs.rmSync(root, { recursive: true, force: true });
    release();
  };
  try {
    const dir = path.join(root, 'pglite');
    copyPrivately(real, dir, path.resolve(mediaDir));
    return { dir, seal: () => sealTree(root), remove };
  } catch (err) {
    remove();
    throw err;
  }
}

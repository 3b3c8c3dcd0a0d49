import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite is one process's database: a second server on the same directory
 * would corrupt it. A lock file beside the directory's real path (a symlink, or
 * any other path to it, is the same directory) records its owner: the pid, then
 * the program (`node server/main.ts`; never its arguments, which may hold a
 * password). A stale lock (owner gone, e.g. after kill -9) is taken over.
 */

/** The directory's real path (symlinks resolved); as given, made absolute, when it does not exist yet. */
export function realDataDir(dataDir: string): string {
  try {
    return fs.realpathSync(dataDir);
  } catch {
    return path.resolve(dataDir);
  }
}

const lockFileOf = (real: string) => `${real}.lock`;

/**
 * Where `npm run db:copy` copies a data directory's files to open them (server/db-copy.ts):
 * beside it, named after the copying process. Only the lock's holder makes one, so whoever
 * takes the lock removes any that a killed copy left (removeStaleWorkDirs).
 */
const WORK_DIR = '.db-copy-';
export const workDirOf = (real: string, pid = process.pid) => `${real}${WORK_DIR}${pid}`;

function removeStaleWorkDirs(real: string): void {
  const prefix = `${path.basename(real)}${WORK_DIR}`;
  let names: string[];
  try {
    names = fs.readdirSync(path.dirname(real));
  } catch {
    return;
  }
  for (const name of names)
    if (name.startsWith(prefix) && /^\d+$/.test(name.slice(prefix.length)))
      fs.rmSync(path.join(path.dirname(real), name), { recursive: true, force: true });
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** This process as its lock says: `node server/main.ts`. */
function program(): string {
  const script = process.argv[1] ? path.relative(process.cwd(), process.argv[1]) : '';
  return [path.basename(process.execPath), script].filter(Boolean).join(' ');
}

/** Who holds a lock file: its pid and program (an older lock holds the pid alone). */
function holderOf(lock: string): { pid: number; program: string } {
  const [pid = '', name = ''] = fs.readFileSync(lock, 'utf8').split('\n');
  return { pid: Number(pid), program: name.trim() };
}

/**
 * Locks `dataDir` for this process; returns the unlock. Throws, naming the holder, while another
 * live process holds it. Taking it removes what a killed `db:copy` left beside it.
 */
export function lockDataDir(dataDir: string): () => void {
  const real = realDataDir(dataDir);
  const lock = lockFileOf(real);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lock, `${process.pid}\n${program()}\n`, { flag: 'wx' });
      removeStaleWorkDirs(real);
      return () => fs.rmSync(lock, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = holderOf(lock);
      if (Number.isInteger(owner.pid) && owner.pid > 0 && owner.pid !== process.pid) {
        if (alive(owner.pid)) {
          const where = real === path.resolve(dataDir) ? dataDir : `${dataDir} (${real})`;
          const what = owner.program ? ` (${owner.program})` : '';
          throw new Error(
            `The data directory ${where} is in use by process ${owner.pid}${what}. Stop it, or use another DATA_DIR.`,
          );
        }
      }
      fs.rmSync(lock, { force: true });
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}

/** Removes the lock of `dataDir` if this process holds it (a signal handler's last word). */
export function releaseDataDirLock(dataDir: string): void {
  const lock = lockFileOf(realDataDir(dataDir));
  try {
    if (holderOf(lock).pid === process.pid) fs.rmSync(lock, { force: true });
  } catch {
    // No lock: nothing to release.
  }
}

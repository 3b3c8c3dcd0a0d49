import os from 'node:os';
import { Piscina } from 'piscina';

/**
 * The password hashing threads (server/hash-worker.mjs, plain JavaScript): two
 * piscina pools, started on first use, whose idle threads end after a while.
 */

/**
 * How much lower than the server's the hashing threads' CPU priority is (a
 * nice increment): a hash takes a core for most of a second, and under load
 * the pages and API reads on the event loop come first. When the machine is
 * idle a hash takes as long as ever.
 */
export const HASH_NICE_INCREMENT = 10;

/** How long an idle hashing thread lives (HASH_IDLE_MS); see setHashThreadIdleMs. */
export const HASH_IDLE_MS_DEFAULT = 60_000;
let idleTimeout = HASH_IDLE_MS_DEFAULT;

/**
 * How long an idle hashing thread lives before it ends. The threads are the
 * process's, shared by every server in it: this applies to the pools started
 * after the call (a server calls it before its first hash).
 */
export function setHashThreadIdleMs(ms: number): void {
  idleTimeout = ms;
}

/**
 * The Node options a hashing thread starts with: none. A worker thread inherits the process's
 * (`process.execArgv`) by default, and under `npm start` or `npm run server`
 * (`node --import tsx …`) every new thread loaded tsx again, which starts an esbuild child
 * process for its thread; when an idle thread ended, nobody waited for that child and it stayed
 * a zombie, one per ended thread (docs/decisions/hash-thread-loader.md). The worker is plain
 * JavaScript and needs no loader; V8's options (`--max-old-space-size`, `--liftoff-only`) are
 * the process's anyway, and Node refuses them in a thread's list.
 */
export const HASH_THREAD_EXEC_ARGV: readonly string[] = [];

const WORKER = new URL('./hash-worker.mjs', import.meta.url).href;

/**
 * Hashes run in worker threads, one core's worth per thread, as many threads as
 * the hashing may use at once; the rest wait in the pool's queue. Idle threads
 * end after `idleTimeout` and do not keep the process alive.
 */
let pool: Piscina | undefined;
function hashPool(): Piscina {
  pool ??= new Piscina({
    filename: WORKER,
    minThreads: 0,
    maxThreads: Math.max(1, os.availableParallelism() - 1),
    idleTimeout,
    niceIncrement: HASH_NICE_INCREMENT,
    execArgv: [...HASH_THREAD_EXEC_ARGV],
  });
  return pool;
}

/**
 * Two more threads, at the server's own priority, for the owners' logins that
 * HashGate puts ahead of a flood (a known device; a clean address logging in to
 * an existing account): on a machine kept busy by the flood's hashes, or by
 * anything else, a hash in a lower-priority thread could take many seconds.
 * These logins are few; every other hash (a flood's, a fresh address's guess of
 * an unknown email) goes to the pool above.
 */
let priorityPool: Piscina | undefined;
export function hashPoolFor(priority: boolean): Piscina {
  if (!priority) return hashPool();
  priorityPool ??= new Piscina({
    filename: WORKER,
    minThreads: 0,
    maxThreads: 2,
    idleTimeout,
    execArgv: [...HASH_THREAD_EXEC_ARGV],
  });
  return priorityPool;
}

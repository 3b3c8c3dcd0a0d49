import os from 'node:os';
import { randomBytes, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { Piscina } from 'piscina';
import { HttpError, MESSAGES } from './errors.ts';

/** scrypt parameters: N = 2^17, r = 8, p = 1, 16-byte salt per user, 64-byte key. */
export const SCRYPT = { logN: 17, r: 8, p: 1, saltBytes: 16, keyBytes: 64 } as const;

/**
 * How much lower than the server's the hashing threads' CPU priority is (a
 * nice increment): a hash takes a core for most of a second, and under load
 * the pages and API reads on the event loop come first. When the machine is
 * idle a hash takes as long as ever.
 */
export const HASH_NICE_INCREMENT = 10;

/**
 * Hashes run in worker threads (server/hash-worker.mjs), one core's worth per
 * thread, as many threads as the hashing may use at once; the rest wait in the
 * pool's queue. Idle threads end after a minute and do not keep the process
 * alive.
 */
let pool: Piscina | undefined;
function hashPool(): Piscina {
  pool ??= new Piscina({
    filename: new URL('./hash-worker.mjs', import.meta.url).href,
    minThreads: 0,
    maxThreads: Math.max(1, os.availableParallelism() - 1),
    idleTimeout: 60_000,
    niceIncrement: HASH_NICE_INCREMENT,
  });
  return pool;
}

async function scrypt(
  password: string,
  salt: Buffer,
  keyLen: number,
  options: ScryptOptions,
): Promise<Buffer> {
  const key = (await hashPool().run({
    password: password.normalize('NFC'),
    salt,
    keyLen,
    options,
  })) as Uint8Array;
  return Buffer.from(key.buffer, key.byteOffset, key.byteLength);
}

/** scrypt needs 128·N·r bytes (128 MiB here); Node's default maxmem is 32 MiB. */
function options(logN: number, r: number, p: number): ScryptOptions {
  const N = 2 ** logN;
  return { N, r, p, maxmem: 128 * N * r * p + 32 * 1024 * 1024 };
}

/**
 * `scrypt$<logN>$<r>$<p>$<salt base64>$<key base64>`: the parameters travel with the hash.
 * `logN` is SCRYPT.logN everywhere but in the server's own tests, which lower it
 * (ServerOptions.passwordHashLogN) so that an account or a login costs no 128 MiB hash.
 */
export async function hashPassword(password: string, logN: number = SCRYPT.logN): Promise<string> {
  const salt = randomBytes(SCRYPT.saltBytes);
  const key = await scrypt(password, salt, SCRYPT.keyBytes, options(logN, SCRYPT.r, SCRYPT.p));
  return ['scrypt', logN, SCRYPT.r, SCRYPT.p, salt.toString('base64'), key.toString('base64')].join(
    '$',
  );
}

/** Constant-time comparison; a malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [logN, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![logN, r, p].every((n) => Number.isInteger(n) && n > 0) || logN > 20) return false;
  const salt = Buffer.from(parts[4]!, 'base64');
  const expected = Buffer.from(parts[5]!, 'base64');
  if (expected.length === 0) return false;
  const actual = await scrypt(password, salt, expected.length, options(logN, r, p));
  return timingSafeEqual(actual, expected);
}

/** One stand-in hash per cost, made on first use. */
const dummies = new Map<number, Promise<string>>();
/**
 * Spends the same time as a real check for an unknown email, so response
 * times do not reveal which accounts exist (at the cost the accounts are hashed with).
 */
export async function burnPasswordCheck(
  password: string,
  logN: number = SCRYPT.logN,
): Promise<void> {
  let dummy = dummies.get(logN);
  if (!dummy) dummies.set(logN, (dummy = hashPassword(randomBytes(16).toString('hex'), logN)));
  await verifyPassword(password, await dummy);
}

export interface HashGateOptions {
  /** Hashes computed at once. */
  concurrency: number;
  /** Hashes allowed to wait for a free slot; one more is refused at once. */
  queue: number;
  /** Longest wait for a slot before the request is refused. */
  timeoutMs: number;
}

/**
 * Bounds the password hashing a flood of logins can start: at most
 * `concurrency` hashes run, up to `queue` wait, and a request that cannot get
 * a slot in `timeoutMs` (or finds the queue full) gets 503 with Retry-After.
 */
export class HashGate {
  private running = 0;
  private readonly waiting: { start: () => void; timer: NodeJS.Timeout }[] = [];
  /** Moving average of one hash, for Retry-After. */
  private averageMs = 500;

  constructor(private readonly opts: HashGateOptions) {}

  private busy(): HttpError {
    const seconds = Math.max(
      1,
      Math.ceil(((this.waiting.length + 1) * this.averageMs) / this.opts.concurrency / 1000),
    );
    return new HttpError(503, MESSAGES.loginBusy(seconds), { 'retry-after': String(seconds) });
  }

  async run<T>(fn: () => Promise<T>): Promise<T> {
    if (this.running >= this.opts.concurrency) {
      if (this.waiting.length >= this.opts.queue) throw this.busy();
      await new Promise<void>((resolve, reject) => {
        const entry = {
          start: () => {
            clearTimeout(entry.timer);
            resolve();
          },
          timer: setTimeout(() => {
            const i = this.waiting.indexOf(entry);
            if (i >= 0) this.waiting.splice(i, 1);
            reject(this.busy());
          }, this.opts.timeoutMs),
        };
        this.waiting.push(entry);
      });
    } else this.running++;
    const started = performance.now();
    try {
      return await fn();
    } finally {
      this.averageMs = this.averageMs * 0.8 + (performance.now() - started) * 0.2;
      // The slot passes straight to the next in line (running stays the same).
      const next = this.waiting.shift();
      if (next) next.start();
      else this.running--;
    }
  }
}

import { randomBytes, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { HASH_NICE_INCREMENT, hashPoolFor } from './hash-threads.ts';
import { HttpError, MESSAGES } from './errors.ts';

/** scrypt parameters: N = 2^17, r = 8, p = 1, 16-byte salt per user, 64-byte key. */
export const SCRYPT = { logN: 17, r: 8, p: 1, saltBytes: 16, keyBytes: 64 } as const;

export { HASH_NICE_INCREMENT };

/** One scrypt, in a hashing thread (server/hash-threads.ts); `priority`: a thread at full priority. */
async function scrypt(
  password: string,
  salt: Buffer,
  keyLen: number,
  options: ScryptOptions,
  priority = false,
): Promise<Buffer> {
  const key = (await hashPoolFor(priority).run({
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

/**
 * Constant-time comparison; a malformed hash never matches. `priority`: in the
 * thread kept for the logins that come before a flood (see hashPoolFor).
 */
export async function verifyPassword(
  password: string,
  stored: string,
  priority = false,
): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [logN, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![logN, r, p].every((n) => Number.isInteger(n) && n > 0) || logN > 20) return false;
  const salt = Buffer.from(parts[4]!, 'base64');
  const expected = Buffer.from(parts[5]!, 'base64');
  if (expected.length === 0) return false;
  const actual = await scrypt(password, salt, expected.length, options(logN, r, p), priority);
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
  priority = false,
): Promise<void> {
  let dummy = dummies.get(logN);
  if (!dummy) dummies.set(logN, (dummy = hashPassword(randomBytes(16).toString('hex'), logN)));
  await verifyPassword(password, await dummy, priority);
}

export interface HashGateOptions {
  /** Hashes computed at once for logins of the `other` lane. */
  concurrency: number;
  /** Hashes allowed to wait for a free slot, per lane; one more is refused at once. */
  queue: number;
  /** Longest wait for a slot before the request is refused. */
  timeoutMs: number;
  /** Extra slots only the `device` and `clean` lanes may use (default 1); `device` has one more. */
  reserved?: number;
}

/**
 * Which line a login waits in for its hash. `device`: it shows a valid device
 * cookie for the account (the account's owner, on a browser that logged in
 * before). `clean`: its address has no recent failed login. `other`: the rest,
 * where a flood waits.
 */
export type HashLane = 'device' | 'clean' | 'other';

interface Waiting {
  lane: HashLane;
  client: string;
  /** For an existing account (not the stand-in check of an unknown email). */
  known: boolean;
  /**
   * Who gives way in the `other` lane (see HashGate): 0 a login, 1 the first registration from
   * its address within the limits' window, 2 any other registration.
   */
  rank: number;
  start: () => void;
  refuse: () => void;
  timer: NodeJS.Timeout;
}

/**
 * Bounds the password hashing a flood of logins can start, without letting
 * the flood lock out the account's owner:
 * - at most `concurrency` hashes run for the `other` lane; the `device` and
 *   `clean` lanes may also use `reserved` more slots, and `device` one more
 *   of its own, so a flood never holds every slot;
 * - a free slot goes to the `device` lane first (in order of arrival), then to
 *   the `clean` lane (newest first: each address is clean only for its first
 *   attempt, so a burst of fresh addresses does not delay a real user who comes
 *   after it; and logins to existing accounts before guesses of unknown emails,
 *   which is what a flood from fresh addresses sends), then to `other` (in
 *   order of arrival; logins first, then an address's first registration,
 *   newest first, then the other registrations);
 * - up to `queue` logins wait in each lane, and in the `other` lane one client
 *   address may hold at most an eighth of it; a login that finds the `other`
 *   lane full takes the place of the newest repeated registration (none: of
 *   the oldest first one), and a first registration that of the newest
 *   repeated one or the oldest first one; who gives way gets 503. A flood of
 *   registrations keeps neither members out, not even one whose address
 *   failed lately, nor new visitors;
 * - a login that finds its lane full, or waits longer than `timeoutMs`, gets
 *   503 with Retry-After (the caller counts it against the address).
 */
export class HashGate {
  private running = 0;
  private readonly lanes: Record<HashLane, Waiting[]> = { device: [], clean: [], other: [] };
  /** Logins waiting in the `other` lane, per client address. */
  private readonly perClient = new Map<string, number>();
  /** Moving average of one hash, for Retry-After. */
  private averageMs = 500;

  /** Told how long each hash waited for its slot, in seconds (0 when one was free), by lane. */
  onWait: ((seconds: number, lane: HashLane) => void) | null = null;

  constructor(private readonly opts: HashGateOptions) {}

  private get reserved(): number {
    return this.opts.reserved ?? 1;
  }

  /** How many hashes run, and how many wait in each lane (for tests and benchmarks). */
  get load(): { running: number; device: number; clean: number; other: number } {
    const { device, clean, other } = this.lanes;
    return {
      running: this.running,
      device: device.length,
      clean: clean.length,
      other: other.length,
    };
  }

  /** The most one address may have waiting in the `other` lane. */
  get shareOfQueue(): number {
    return Math.max(1, Math.floor(this.opts.queue / 8));
  }

  /** Logins and registrations waiting for a hashing slot, all lanes. */
  get waiting(): number {
    return this.lanes.other.length + this.lanes.clean.length + this.lanes.device.length;
  }

  private busy(): HttpError {
    const waiting = this.waiting;
    const seconds = Math.max(
      1,
      Math.ceil(((waiting + 1) * this.averageMs) / this.opts.concurrency / 1000),
    );
    return new HttpError(503, MESSAGES.loginBusy(seconds), { 'retry-after': String(seconds) });
  }

  /**
   * A known device, and a clean address logging in to an existing account, have one more
   * slot: not even a burst of fresh addresses guessing unknown emails holds it.
   */
  private free(lane: HashLane, known = true): boolean {
    const extra =
      lane === 'other' ? 0 : lane === 'clean' && !known ? this.reserved : this.reserved + 1;
    return this.running < this.opts.concurrency + extra;
  }

  private remove(entry: Waiting) {
    const queue = this.lanes[entry.lane];
    const i = queue.indexOf(entry);
    if (i < 0) return false;
    queue.splice(i, 1);
    clearTimeout(entry.timer);
    if (entry.lane === 'other') {
      const n = (this.perClient.get(entry.client) ?? 1) - 1;
      if (n > 0) this.perClient.set(entry.client, n);
      else this.perClient.delete(entry.client);
    }
    return true;
  }

  /**
   * The next of the `other` lane: logins in order of arrival, then first registrations newest
   * first (a burst of them gives way to whoever comes after it, as in the `clean` lane), then
   * the other registrations in order of arrival.
   */
  private nextOther(): Waiting | undefined {
    const { other } = this.lanes;
    const best = Math.min(...other.map((w) => w.rank));
    return best === 1 ? other.findLast((w) => w.rank === 1) : other.find((w) => w.rank === best);
  }

  /**
   * Who gives its place in the full `other` lane to a newcomer of `rank`: the newest of the
   * lowest-placed rank below it; for a first registration, else the oldest first registration.
   */
  private givesWay(rank: number): Waiting | undefined {
    const { other } = this.lanes;
    const worst = Math.max(...other.map((w) => w.rank));
    if (worst > 1 && worst > rank) return other.findLast((w) => w.rank === worst);
    if (worst === 1 && rank <= 1) return other.find((w) => w.rank === 1);
    return undefined;
  }

  /** Hands free slots to the waiting logins, best lane first. */
  private dispatch() {
    for (;;) {
      const { device, clean, other } = this.lanes;
      const knownClean = clean.findLast((w) => w.known);
      const next =
        device.length && this.free('device')
          ? device[0]
          : knownClean && this.free('clean', true)
            ? knownClean
            : clean.length && this.free('clean', false)
              ? clean[clean.length - 1]
              : other.length && this.free('other')
                ? this.nextOther()
                : undefined;
      if (!next) return;
      this.remove(next);
      this.running++;
      next.start();
    }
  }

  private wait(lane: HashLane, client: string, known: boolean, rank: number): Promise<void> {
    const queue = this.lanes[lane];
    if (lane === 'other') {
      if ((this.perClient.get(client) ?? 0) >= this.shareOfQueue) throw this.busy();
      if (queue.length >= this.opts.queue) {
        const way = this.givesWay(rank);
        if (!way) throw this.busy();
        this.remove(way);
        way.refuse();
      }
    } else if (queue.length >= this.opts.queue) {
      // Full: the clean lane serves the newest first, so its oldest waiter gives way (a guess
      // of an unknown email before a login to an existing account).
      if (lane === 'device') throw this.busy();
      const oldest = queue.find((w) => !w.known) ?? queue[0]!;
      this.remove(oldest);
      oldest.refuse();
    }
    return new Promise<void>((resolve, reject) => {
      const entry: Waiting = {
        lane,
        client,
        known,
        rank,
        start: resolve,
        refuse: () => reject(this.busy()),
        timer: setTimeout(() => {
          if (this.remove(entry)) entry.refuse();
        }, this.opts.timeoutMs),
      };
      queue.push(entry);
      if (lane === 'other') this.perClient.set(client, (this.perClient.get(client) ?? 0) + 1);
    });
  }

  /**
   * Whether a login of the `other` lane from `client` would be refused now
   * (its lane full of logins, or this address's share of it taken).
   */
  wouldRefuse(client: string): boolean {
    const { device, clean, other } = this.lanes;
    if (device.length + clean.length + other.length === 0 && this.free('other')) return false;
    if ((this.perClient.get(client) ?? 0) >= this.shareOfQueue) return true;
    return other.length >= this.opts.queue && !other.some((w) => w.rank > 0);
  }

  /** The 503 a refused login gets. */
  refusal(): HttpError {
    return this.busy();
  }

  async run<T>(
    fn: () => Promise<T>,
    {
      lane = 'other',
      client = '',
      known = true,
      registration,
    }: {
      lane?: HashLane;
      client?: string;
      known?: boolean;
      /** A new account's hash: the first from its address within the window, or again. */
      registration?: 'first' | 'again';
    } = {},
  ): Promise<T> {
    const { device, clean, other } = this.lanes;
    // Nobody of this lane or a better one is waiting: a free slot is taken at once.
    const ahead =
      lane === 'device'
        ? device.length
        : lane === 'clean'
          ? device.length + (known ? clean.filter((w) => w.known).length : clean.length)
          : device.length + clean.length + other.length;
    const queued = performance.now();
    if (ahead === 0 && this.free(lane, known)) this.running++;
    else
      await this.wait(lane, client, known, registration ? (registration === 'first' ? 1 : 2) : 0);
    const started = performance.now();
    this.onWait?.((started - queued) / 1000, lane);
    try {
      return await fn();
    } finally {
      this.averageMs = this.averageMs * 0.8 + (performance.now() - started) * 0.2;
      this.running--;
      this.dispatch();
    }
  }
}

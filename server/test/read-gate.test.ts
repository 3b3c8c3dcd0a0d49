/**
 * The read gate driven by generated programs (fast-check, seeded): heavy reads that finish,
 * fail, time out in the queue, or are given up by their caller (an AbortSignal) while they
 * wait or while they run, in any order and at any time. At rest, whatever happened, every slot
 * is free and nobody waits; meanwhile no more than `concurrency` run. The same programs run
 * against two faulty gates (a waiter that stopped waiting still takes its slot later, the
 * article pages' mistake; a timeout that forgets to leave the queue) and must catch both.
 */
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReadGate, type ReadGateOptions, type Release } from '../read-gate.ts';

interface Gate {
  acquire(signal?: AbortSignal): Promise<Release>;
  readonly load: { running: number; waiting: number };
}

/** How one generated read behaves: when it starts, how long it works, how it ends. */
interface Step {
  startAt: number;
  workMs: number;
  ends: 'done' | 'fails' | 'abandoned-waiting' | 'abandoned-running';
  abandonAfterMs: number;
}

const step = fc.record<Step>({
  startAt: fc.integer({ min: 0, max: 200 }),
  workMs: fc.integer({ min: 0, max: 80 }),
  ends: fc.constantFrom('done', 'fails', 'abandoned-waiting', 'abandoned-running'),
  abandonAfterMs: fc.integer({ min: 0, max: 120 }),
});
interface Program extends ReadGateOptions {
  steps: Step[];
}
const program: fc.Arbitrary<Program> = fc.record({
  concurrency: fc.integer({ min: 1, max: 3 }),
  queue: fc.integer({ min: 0, max: 4 }),
  timeoutMs: fc.integer({ min: 10, max: 150 }),
  steps: fc.array(step, { minLength: 1, maxLength: 14 }),
});

/**
 * Runs the program on fake timers through `use` as the server does (ReadGate.use, or the same
 * shape over acquire): the invariant is checked after every timer, and at rest at the end.
 */
async function run(makeGate: (o: ReadGateOptions) => Gate, p: Program) {
  const gate = makeGate(p);
  let overLimit = false;
  const reads = p.steps.map(async (s) => {
    await new Promise((r) => setTimeout(r, s.startAt));
    const caller = new AbortController();
    if (s.ends.startsWith('abandoned'))
      setTimeout(() => caller.abort(new Error('gave up')), s.abandonAfterMs);
    let release: Release | undefined;
    try {
      release = await gate.acquire(caller.signal);
    } catch {
      return; // refused (503), timed out, or given up while waiting: no slot owed
    }
    try {
      if (gate.load.running > p.concurrency) overLimit = true;
      await new Promise((resolve, reject) => {
        setTimeout(resolve, s.workMs);
        if (s.ends === 'fails') setTimeout(() => reject(new Error('query failed')), s.workMs / 2);
      }).catch(() => undefined);
    } finally {
      release();
    }
  });
  const all = Promise.all(reads);
  for (let t = 0; t < 1_000; t += 5) await vi.advanceTimersByTimeAsync(5);
  await all;
  return { rest: gate.load, overLimit };
}

/** The article pages' old mistake: a caller that gave up still takes the slot when it comes, and nobody releases it. */
class LateTakerGate implements Gate {
  private readonly gate: ReadGate;
  constructor(o: ReadGateOptions) {
    this.gate = new ReadGate(o);
  }
  get load() {
    return this.gate.load;
  }
  acquire(signal?: AbortSignal): Promise<Release> {
    const slot = this.gate.acquire(); // the signal is not passed on
    return new Promise((resolve, reject) => {
      signal?.addEventListener('abort', () => reject(signal.reason as Error));
      void slot.then(resolve, reject);
    });
  }
}

/** A queue whose timeout rejects the waiter but leaves it in the queue (a later release "starts" it). */
class ForgetfulQueueGate implements Gate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  constructor(private readonly o: ReadGateOptions) {}
  get load() {
    return { running: this.running, waiting: this.waiting.length };
  }
  async acquire(signal?: AbortSignal): Promise<Release> {
    if (this.running >= this.o.concurrency) {
      if (this.waiting.length >= this.o.queue) throw new Error('busy');
      await new Promise<void>((resolve, reject) => {
        this.waiting.push(resolve);
        setTimeout(() => reject(new Error('timeout')), this.o.timeoutMs);
        signal?.addEventListener('abort', () => reject(signal.reason as Error));
      });
    } else this.running++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    };
  }
}

const check = (makeGate: (o: ReadGateOptions) => Gate) =>
  fc.assert(
    fc.asyncProperty(program, async (p) => {
      const { rest, overLimit } = await run(makeGate, p);
      return !overLimit && rest.running === 0 && rest.waiting === 0;
    }),
    { seed: 36_2026, numRuns: 150 },
  );

describe('the read gate under generated programs', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('releases every slot on every path: done, failed, timed out, refused, given up', async () => {
    await check((o) => new ReadGate(o));
  });

  it('ReadGate.use releases the slot however the work ends', async () => {
    const gate = new ReadGate({ concurrency: 1, queue: 1, timeoutMs: 100 });
    await expect(gate.use(() => Promise.reject(new Error('query failed')))).rejects.toThrow(
      'query failed',
    );
    await expect(gate.use(() => Promise.resolve(7))).resolves.toBe(7);
    const gone = new AbortController();
    gone.abort(new Error('went away'));
    await expect(gate.use(() => Promise.resolve(1), gone.signal)).rejects.toThrow('went away');
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
  });

  it('catches a gate whose callers take their slot after giving up', async () => {
    await expect(check((o) => new LateTakerGate(o))).rejects.toThrow(/Property failed/);
  });

  it('catches a queue that forgets a waiter that timed out', async () => {
    await expect(check((o) => new ForgetfulQueueGate(o))).rejects.toThrow(/Property failed/);
  });
});

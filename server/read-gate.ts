/**
 * Bounds the heavy public reads (an unpaged article list, an article too large
 * for the cache): at most `concurrency` run at once, up to `queue` wait for a
 * slot, and a read that finds the queue full, or waits longer than
 * `timeoutMs`, is answered 503 with Retry-After. Small reads never pass here,
 * so the pages, the paged lists and the files stay fast while heavy reads
 * queue behind each other.
 *
 * A slot covers the work on the server's side only (the database's rows turned
 * into the answer's bytes, server/spool.ts), never the wait on a client's socket:
 * a client that reads slowly holds no slot. `use()` is the way to hold one: the
 * slot is released whichever way the work ends (done, failed, or its caller gave
 * up through the AbortSignal, while waiting or after). A waiter whose signal
 * aborts leaves the queue at once.
 */
import { HttpError, MESSAGES } from './errors.ts';

export interface ReadGateOptions {
  concurrency: number;
  queue: number;
  timeoutMs: number;
}

/** A held slot: call it once the work is done (or abandoned). Calling it again does nothing. */
export type Release = () => void;

interface Waiter {
  start: () => void;
  cancel: (reason: Error) => void;
}

export class ReadGate {
  private running = 0;
  private readonly waiting: Waiter[] = [];

  constructor(private readonly opts: ReadGateOptions) {}

  /** How many heavy reads run now, and how many wait (for /metrics, tests and benchmarks). */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  private busy(): HttpError {
    // A heavy read takes seconds; half the longest wait is a fair guess of the next free slot.
    const seconds = Math.max(1, Math.ceil(this.opts.timeoutMs / 2000));
    return new HttpError(503, MESSAGES.readBusy(seconds), { 'retry-after': String(seconds) });
  }

  /**
   * A slot, once one is free. Rejects with the 503 when the queue is full or the wait passes
   * `timeoutMs`, and with the signal's reason when `signal` aborts first (the slot is then
   * never taken, nor owed).
   */
  async acquire(signal?: AbortSignal): Promise<Release> {
    signal?.throwIfAborted();
    if (this.running >= this.opts.concurrency) {
      if (this.waiting.length >= this.opts.queue) throw this.busy();
      await new Promise<void>((resolve, reject) => {
        const leave = () => {
          clearTimeout(timer);
          signal?.removeEventListener('abort', onAbort);
          const i = this.waiting.indexOf(waiter);
          if (i >= 0) this.waiting.splice(i, 1);
        };
        const waiter: Waiter = {
          start: () => {
            leave();
            resolve();
          },
          cancel: (reason) => {
            leave();
            reject(reason);
          },
        };
        const onAbort = () => waiter.cancel(signal!.reason as Error);
        const timer = setTimeout(() => waiter.cancel(this.busy()), this.opts.timeoutMs);
        signal?.addEventListener('abort', onAbort, { once: true });
        this.waiting.push(waiter);
      });
    } else this.running++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      // The slot passes straight to the next in line (running stays the same).
      const next = this.waiting[0];
      if (next) next.start();
      else this.running--;
    };
  }

  /** Runs `work` holding a slot, released however it ends. */
  async use<T>(work: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    const release = await this.acquire(signal);
    try {
      return await work();
    } finally {
      release();
    }
  }
}

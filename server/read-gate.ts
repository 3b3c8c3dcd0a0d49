/**
 * Bounds the heavy public reads (an unpaged article list, an article too large
 * for the cache): at most `concurrency` run at once, up to `queue` wait for a
 * slot, and a read that finds the queue full, or waits longer than
 * `timeoutMs`, is answered 503 with Retry-After. Small reads never pass here,
 * so the pages, the paged lists and the files stay fast while heavy reads
 * queue behind each other.
 */
import { HttpError, MESSAGES } from './errors.ts';

export interface ReadGateOptions {
  concurrency: number;
  queue: number;
  timeoutMs: number;
}

/** A held slot: call it once the answer is written (or abandoned). Calling it again does nothing. */
export type Release = () => void;

export class ReadGate {
  private running = 0;
  private readonly waiting: { start: () => void; timer: NodeJS.Timeout }[] = [];

  constructor(private readonly opts: ReadGateOptions) {}

  /** How many heavy reads run now, and how many wait (for tests and benchmarks). */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  private busy(): HttpError {
    // A heavy read takes seconds; half the longest wait is a fair guess of the next free slot.
    const seconds = Math.max(1, Math.ceil(this.opts.timeoutMs / 2000));
    return new HttpError(503, MESSAGES.readBusy(seconds), { 'retry-after': String(seconds) });
  }

  async acquire(): Promise<Release> {
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
    let released = false;
    return () => {
      if (released) return;
      released = true;
      // The slot passes straight to the next in line (running stays the same).
      const next = this.waiting.shift();
      if (next) next.start();
      else this.running--;
    };
  }
}

/**
 * The fast-check harness: runs a property over generated inputs, pins the
 * first failing check and operation, lets fast-check shrink the input to the
 * smallest that still breaks it, records that finding, then looks for another
 * check the same property breaks (four rounds at most).
 */
import fc from 'fast-check';
import type { Exchange } from './http.ts';
import type { Judged, Recorder } from './recorder.ts';

/** What one input of a property did: the violations found and the requests that showed them. */
export interface Outcome {
  violations: Judged[];
  steps: Exchange[];
  /** index of the step that shows the problem (default: last) */
  focus?: number;
}

export type Property = <T>(
  name: string,
  arb: fc.Arbitrary<T>,
  numRuns: number,
  examples: T[],
  exec: (value: T) => Promise<Outcome>,
) => Promise<void>;

function hashString(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** Each property's seed is the run's seed and its name, so one property's runs do not shift another's. */
export function createProperty(
  seed: number,
  notes: string[],
  record: Recorder['record'],
): Property {
  return async function property<T>(
    name: string,
    arb: fc.Arbitrary<T>,
    numRuns: number,
    examples: T[],
    exec: (value: T) => Promise<Outcome>,
  ) {
    const excluded = new Set<string>();
    for (let round = 0; round < 4; round++) {
      let target: string | undefined;
      let last: Outcome | undefined;
      const details = await fc.check(
        fc.asyncProperty(arb, async (value) => {
          const outcome = await exec(value);
          const relevant = outcome.violations.filter(
            (v) => !excluded.has(`${v.check}|${v.operation}`),
          );
          if (!relevant.length) return true;
          target ??= `${relevant[0]!.check}|${relevant[0]!.operation}`;
          if (!relevant.some((v) => `${v.check}|${v.operation}` === target)) return true;
          last = outcome;
          return false;
        }),
        {
          seed: (seed + hashString(name)) | 0,
          numRuns,
          examples: examples.map((e) => [e] as [T]),
          interruptAfterTimeLimit: 60_000,
        },
      );
      if (details.interrupted && !details.failed) {
        notes.push(
          `${name}: stopped after 60 s with ${details.numRuns} run(s) done (a slow server); raise the depth with a faster one.`,
        );
      }
      if (!details.failed || !target || !last) return;
      const outcome: Outcome = last;
      const v = outcome.violations.find((x) => `${x.check}|${x.operation}` === target)!;
      const origin = `generated (${name}); shrunk in ${details.numShrinks} step(s); replay with --seed ${seed}`;
      record(v, origin, outcome.steps, outcome.focus);
      excluded.add(target);
      // What else the same answer broke (a 503 without its Retry-After is two findings of it).
      const at = outcome.steps.findIndex((s) => s.response === v.answer);
      for (const other of outcome.violations) {
        if (other === v || !v.answer || other.answer !== v.answer) continue;
        record(other, origin, outcome.steps, at < 0 ? undefined : at);
        excluded.add(`${other.check}|${other.operation}`);
      }
    }
  };
}

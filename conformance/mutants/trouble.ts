/**
 * Mutants of answers a conforming server gives only in trouble: over its limits (`429`), with
 * its database out of reach for a moment (`503`) or when something failed (`500`). The kit
 * does not provoke them on a real server; a mutant run arms the in-memory server to give one,
 * once, to the first request of the mutant's operation (conformance/test/fake-trouble.ts), so
 * that the mistake is met. What the kit reports of the trouble itself (a `500` is a server
 * error) is no kill: a run of the kit against the server armed the same way, with no mistake,
 * says what that is (the baseline).
 */
import type { OperationId } from '../../common/api/types.ts';
import type { Trouble, TroubleStatus } from '../test/fake-trouble.ts';
import type { Mutant } from './mutant.ts';

const TROUBLE: readonly TroubleStatus[] = [429, 500, 503];

/** The trouble that gives an answer the mutant needs (the first it names), if any. */
export function troubleFor(m: Mutant): Trouble | undefined {
  for (const need of m.needs ?? []) {
    const [operation, status] = need.split(' ');
    const code = Number(status) as TroubleStatus;
    if (operation && TROUBLE.includes(code))
      return { operation: operation as OperationId, status: code };
  }
  return undefined;
}

export const troubleKey = (t: Trouble) => `${t.operation} ${t.status}`;

/** The checks a run against the server armed with a trouble fails with no mistake, by key. */
export type Baselines = Map<string, Promise<string[]>>;

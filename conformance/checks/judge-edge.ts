/**
 * Judging one hand-written or invalid input of an operation (an edge case): the answer-level
 * checks, then whether a valid input was accepted (2xx) or an invalid one refused with a
 * documented 4xx. Shared by the operation checks and the parameter checks.
 */
import { documentedStatuses, type Operation } from '../contract.ts';
import type { KitContext } from '../context.ts';
import type { Exchange, RequestSpec, ResponseRecord } from '../http.ts';
import { statusLine } from '../recorder.ts';
import type { EdgeCase } from './negative/edge-cases.ts';

/** A documented 4xx: how a server refuses invalid input. */
export function isRejection(op: Operation, res: ResponseRecord): boolean {
  return res.status >= 400 && res.status < 500 && documentedStatuses(op, 4).includes(res.status);
}

export async function judgeEdge(
  kit: KitContext,
  op: Operation,
  req: RequestSpec,
  c: Pick<EdgeCase, 'name' | 'expect' | 'status'>,
): Promise<Exchange> {
  const { record, touch } = kit.recorder;
  const { ex, violations } = await kit.http.exchange(op, req);
  const origin = `edge case: ${c.name}`;
  for (const v of violations) record(v, origin, [ex]);
  const res = ex.response;
  if (c.expect === 'accept') {
    touch('positive_data_acceptance', op.label);
    if (!res.error && res.status < 500 && (res.status < 200 || res.status >= 300)) {
      record(
        {
          check: 'positive_data_acceptance',
          operation: op.label,
          message: `valid input (${c.name}) was answered ${statusLine(res)} (expected 2xx)`,
        },
        origin,
        [ex],
      );
    }
  } else if (c.expect === 'reject') {
    touch('negative_data_rejection', op.label);
    if (!res.error && !isRejection(op, res)) {
      record(
        {
          check: 'negative_data_rejection',
          operation: op.label,
          message: `invalid input (${c.name}) was answered ${statusLine(res)} (expected a documented 4xx)`,
        },
        origin,
        [ex],
      );
    } else if (
      !res.error &&
      c.status &&
      String(c.status) in op.responses &&
      res.status !== c.status
    ) {
      // The refusal the contract names for this input (a field's bound 400, a body over its
      // size limit 413, a compressed one 415): another documented 4xx tells a client the wrong thing.
      record(
        {
          check: 'negative_data_rejection',
          operation: op.label,
          message: `invalid input (${c.name}) was answered ${statusLine(res)} (expected ${c.status}, the status the contract names for it)`,
        },
        origin,
        [ex],
      );
    }
  }
  const resCreate = kit.contract.resources.find((r) => r.create === op);
  if (resCreate && res.status >= 200 && res.status < 300) await kit.data.removeCreated();
  return ex;
}

/**
 * The bodies past an operation's stated limits (`limitCases`: over `x-max-body-bytes`, nested
 * past `x-max-body-depth`, compressed), sent by the sequences that know a valid body of their
 * operation: each must get the status the contract documents for it (413, 400, 415).
 */
import type { Operation } from '../contract.ts';
import type { RequestSpec, ResponseRecord } from '../http.ts';
import { statusLine } from '../recorder.ts';
import { limitCases, limitsOf } from './negative/edge-cases.ts';

export async function limitRefusals(
  op: Operation,
  valid: unknown,
  send: (req: Pick<RequestSpec, 'raw' | 'gzip' | 'rawBytes'>) => Promise<ResponseRecord>,
  fail: (message: string) => void,
  doing: string,
): Promise<void> {
  for (const c of limitCases(valid, limitsOf(op))) {
    if (!c.status || !(String(c.status) in op.responses)) continue;
    const res = await send({ raw: c.raw, gzip: c.gzip, rawBytes: c.rawBytes });
    if (res.status !== c.status)
      fail(
        `${doing} with a body ${c.name.replace('(body): ', '')} answered ${statusLine(res)} (expected ${c.status})`,
      );
  }
}

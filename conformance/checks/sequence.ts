/**
 * Helpers of the checks that run a sequence of requests of their own against one item: the
 * steps and findings of a sequence, the body an update sends, an item's path, and the
 * `maxLength` of a header parameter.
 */
import type { CheckName } from '../checks.ts';
import type { Operation, Resource } from '../contract.ts';
import type { KitContext } from '../context.ts';
import { minimalValue } from '../generate.ts';
import type { Exchange, RequestSpec, ResponseRecord } from '../http.ts';
import { requestBodySchema } from '../known-operations.ts';

/**
 * What a sequence found wrong: its message, the field, header or status it is about with the
 * expected and the actual value, and the answer that shows it (default: the last step's).
 */
export interface Problem {
  message: string;
  field?: string;
  expected?: string;
  actual?: string;
  answer?: ResponseRecord;
}

/** A problem about an answer's status: `expected` says which statuses would do. */
export const statusProblem = (
  message: string,
  answer: ResponseRecord,
  expected: string,
): Problem => ({
  message,
  field: 'status',
  expected,
  actual: answer.error ? `no answer (${answer.error})` : String(answer.status),
  answer,
});

/**
 * The steps of one sequence of a check: `step` sends a request (its answer-level violations
 * recorded, the request counted towards the check's row), `fail` records a finding with every
 * step so far (and `more`, exchanges sent outside the steps, such as the pages of a list), quoting
 * the problem's answer.
 */
export function sequence(kit: KitContext, check: CheckName, label: string) {
  const { http, recorder } = kit;
  const steps: Exchange[] = [];
  const fail = (problem: string | Problem, more: Exchange[] = []) => {
    const p = typeof problem === 'string' ? { message: problem } : problem;
    const all = [...steps, ...more];
    const at = p.answer ? all.findIndex((ex) => ex.response === p.answer) : -1;
    const { answer: _answer, ...violation } = p;
    recorder.record(
      { check, operation: label, ...violation },
      'sequence',
      all,
      at < 0 ? undefined : at,
    );
  };
  /** Steps are valid requests unless `req.valid` says otherwise (a value over a limit, on purpose). */
  const step = async (op: Operation, req: RequestSpec): Promise<ResponseRecord> => {
    const { ex, violations } = await http.exchange(op, { valid: true, ...req });
    steps.push(ex);
    recorder.touch(check, label);
    for (const v of violations) recorder.record(v, 'sequence', [ex]);
    return ex.response;
  };
  return { fail, step };
}

/** The body an operation sends: its first example, or a minimal valid value. */
export function exampleBody(kit: KitContext, op: Operation): unknown {
  const media = requestBodySchema(op);
  return (
    media?.examples[0]?.value ?? (media?.schema ? minimalValue(kit.contract, media.schema) : {})
  );
}

/** The body an update of the resource sends: its first example, or a minimal valid value. */
export const updateBody = (kit: KitContext, r: Resource): unknown =>
  exampleBody(kit, r.update ?? r.create);

/** The item's path, its id filled in. */
export const itemPath = (r: Resource, id: string) =>
  r.itemPath.replace(`{${r.idParam}}`, encodeURIComponent(id));

/**
 * What a header value over its `maxLength` must get: the operation's `400` (the contract's answer
 * to an over-long condition), or any documented 4xx where it documents no 400. Answers what was
 * expected when `status` is not it, else undefined.
 */
export function overLongRefusal(op: Operation, status: number): string | undefined {
  if ('400' in op.responses) return status === 400 ? undefined : '400';
  return status >= 400 && status < 500 && String(status) in op.responses
    ? undefined
    : 'a documented 4xx';
}

/** The `maxLength` the operation's header parameter documents (e.g. If-Match), if any. */
export function headerMaxLength(op: Operation, name: string, kit: KitContext): number | undefined {
  const p = op.parameters.find((x) => x.in === 'header' && x.name.toLowerCase() === name);
  const max = p ? kit.contract.deref<Record<string, unknown>>(p.schema).maxLength : undefined;
  return typeof max === 'number' ? max : undefined;
}

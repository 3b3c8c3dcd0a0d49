/**
 * What the contract guard (plugins/contract.ts) asks of each operation: who may call it, whether
 * it takes a body, and the limits the contract states for that body (its requestBody's
 * x-max-body-bytes and x-max-body-depth). All of it from common/api/operations.ts, generated
 * from the contract.
 */
import type { Access } from '../common/api/access.ts';
import { OPERATION_DETAILS, OPERATIONS } from '../common/api/operations.ts';
import type { OperationId } from '../common/api/types.ts';

/** The limits of an operation's body, as its contract states them. */
export interface BodyRule {
  /** The largest body it accepts, in bytes (`x-max-body-bytes`): 413 above. */
  maxBytes: number;
  /** How deeply its arrays and objects may nest (`x-max-body-depth`): 400 deeper. */
  maxDepth: number;
}

export interface OperationRule {
  /** Who may call it (common/api/operations.ts): no roles, public; else a valid token of one of them. */
  access: Access;
  /** The operation takes a request body, with these limits. */
  body?: BodyRule;
}

const isOperationId = (id: string): id is OperationId => Object.hasOwn(OPERATIONS, id);

/**
 * Each routed operation's rule (by default every operation of the generated table); throws when
 * one is not in the table, or takes a body without stating its limits.
 */
export function operationRules(
  routed: Iterable<string> = Object.keys(OPERATIONS),
): Map<string, OperationRule> {
  const rules = new Map<string, OperationRule>();
  for (const id of routed) {
    if (!isOperationId(id))
      throw new Error(`${id} is not in common/api/operations.ts: npm run api:generate`);
    const body = OPERATION_DETAILS[id].requestBody as {
      maxBytes: number | null;
      maxDepth: number | null;
    } | null;
    if (body && (body.maxBytes === null || body.maxDepth === null))
      throw new Error(
        `${id}: its requestBody states no ${body.maxBytes === null ? 'x-max-body-bytes' : 'x-max-body-depth'} (a positive integer)`,
      );
    rules.set(id, {
      access: OPERATIONS[id],
      ...(body ? { body: { maxBytes: body.maxBytes!, maxDepth: body.maxDepth! } } : {}),
    });
  }
  return rules;
}

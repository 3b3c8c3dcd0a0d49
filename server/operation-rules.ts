/**
 * What the contract guard (plugins/contract.ts) asks of each operation: who may call it, from
 * common/api/operations.ts (generated from the contract's x-roles), whether it takes a body, and
 * the limits the contract states for that body (its requestBody's x-max-body-bytes and
 * x-max-body-depth).
 */
import type { Access } from '../common/api/access.ts';
import { OPERATIONS } from '../common/api/operations.ts';

/** The part of a request body this reads: the limits the contract states beside its schema. */
export interface RequestBodyDocument {
  'x-max-body-bytes'?: unknown;
  'x-max-body-depth'?: unknown;
}

/** The part of the contract this reads: each operation's id and its request body, if any. */
export interface OperationsDocument {
  paths?: Record<
    string,
    Record<string, { operationId?: string; requestBody?: RequestBodyDocument }>
  >;
}

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

function figure(operationId: string, body: RequestBodyDocument, key: keyof RequestBodyDocument) {
  const value = body[key];
  if (!Number.isInteger(value) || (value as number) < 1)
    throw new Error(`${operationId}: its requestBody states no ${key} (a positive integer)`);
  return value as number;
}

/** Each operation's rule: its access from the generated module, its body's limits from the contract. */
export function operationRules(spec: OperationsDocument): Map<string, OperationRule> {
  const rules = new Map<string, OperationRule>();
  for (const item of Object.values(spec.paths ?? {})) {
    for (const [method, op] of Object.entries(item)) {
      if (!['get', 'put', 'post', 'delete', 'patch'].includes(method) || !op.operationId) continue;
      const id = op.operationId;
      if (!Object.hasOwn(OPERATIONS, id))
        throw new Error(`${id} is not in common/api/operations.ts: npm run api:generate`);
      const access = OPERATIONS[id as keyof typeof OPERATIONS];
      const body = op.requestBody;
      rules.set(id, {
        access,
        ...(body
          ? {
              body: {
                maxBytes: figure(id, body, 'x-max-body-bytes'),
                maxDepth: figure(id, body, 'x-max-body-depth'),
              },
            }
          : {}),
      });
    }
  }
  return rules;
}

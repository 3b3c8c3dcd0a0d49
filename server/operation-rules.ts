/**
 * What the contract guard (plugins/contract.ts) asks of each operation: who may call it, from
 * common/api/operations.ts (generated from the contract's x-roles), and whether it takes a body.
 */
import type { Access } from '../common/api/access.ts';
import { OPERATIONS } from '../common/api/operations.ts';

/** The part of the contract this reads: each operation's id and whether it takes a body. */
export interface OperationsDocument {
  paths?: Record<string, Record<string, { operationId?: string; requestBody?: unknown }>>;
}

export interface OperationRule {
  /** Who may call it (common/api/operations.ts): no roles, public; else a valid token of one of them. */
  access: Access;
  /** The operation takes a request body. */
  body: boolean;
}

/** Each operation's rule: its access from the generated module, whether it takes a body from the contract. */
export function operationRules(spec: OperationsDocument): Map<string, OperationRule> {
  const rules = new Map<string, OperationRule>();
  for (const item of Object.values(spec.paths ?? {})) {
    for (const [method, op] of Object.entries(item)) {
      if (!['get', 'put', 'post', 'delete', 'patch'].includes(method) || !op.operationId) continue;
      if (!Object.hasOwn(OPERATIONS, op.operationId))
        throw new Error(
          `${op.operationId} is not in common/api/operations.ts: npm run api:generate`,
        );
      const access = OPERATIONS[op.operationId as keyof typeof OPERATIONS];
      rules.set(op.operationId, { access, body: Boolean(op.requestBody) });
    }
  }
  return rules;
}

import type { paths } from '../../common/api/schema';
import { isPublic } from '../../common/api/access';
import { OPERATIONS } from '../../common/api/operations';

/** An operation as `METHOD /path` with the contract's path template, e.g. `GET /articles/{id}`. */
export type OperationKey = `${'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH'} ${keyof paths}`;

/**
 * The operations the contract declares public (no `x-roles`, common/api/operations.ts): they never
 * get the session's token. Their answers are the same for everyone, so the service worker may keep
 * them for offline reading (it never keeps a request that carries a token), and an expired token
 * cannot spoil them.
 */
export const PUBLIC_OPERATIONS: ReadonlySet<OperationKey> = new Set(
  Object.values(OPERATIONS)
    .filter(isPublic)
    .map((op) => `${op.method} ${op.path}` as OperationKey),
);

/** Whether a request to the contract's `schemaPath` with `method` may carry the session's token. */
export const needsToken = (method: string, schemaPath: string) =>
  !PUBLIC_OPERATIONS.has(`${method.toUpperCase()} ${schemaPath}` as OperationKey);

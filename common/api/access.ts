/**
 * Who may call an operation, as the contract declares it beside `security`:
 * `x-roles` (the roles whose token the operation accepts; absent on a public operation) and
 * `x-same-for-every-caller` (the answer does not depend on who asks, so a shared cache may
 * keep it). The one reading of those extensions: `scripts/generate-operations.ts` writes
 * `common/api/operations.ts` with it, and the conformance kit reads the contract it is given
 * with it. Plain data in, plain data out: no Node, DOM or worker API.
 */

export interface Access {
  /** The roles whose token the operation accepts; empty: public (no token needed). */
  readonly roles: readonly string[];
  /** The answer to the same request is the same whoever sends it, with or without a token. */
  readonly sameForEveryCaller: boolean;
}

export interface ReadAccess extends Access {
  /** false when the contract has no extensions and the access was inferred (see accessOf). */
  readonly declared: boolean;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Whether a `security` list requires a token: at least one requirement, each naming a scheme. */
export function requiresToken(security: readonly unknown[]): boolean {
  return (
    security.length > 0 && security.every((req) => isObject(req) && Object.keys(req).length > 0)
  );
}

/** The contract's shared answer to a role the operation does not admit. */
const FORBIDDEN_REF = '#/components/responses/Forbidden';

/**
 * An operation's access, from the contract's operation object (`method` is its key in the path
 * item, `documentSecurity` the document's `security`). `x-roles` names the roles of a secured
 * operation; without it (a contract written elsewhere) they are inferred: none when `security`
 * asks for no token, only `admin` when the operation's `403` is the shared role refusal (a `$ref`
 * to the `Forbidden` response), else `user` and `admin`. A `403` of its own (such as a wrong
 * password confirming a deletion) refuses a request, not a role.
 * `x-same-for-every-caller` says whether the answer depends on the caller; without it, a public
 * `GET` is taken to be the same for every caller. `declared` is true when nothing was inferred.
 */
export function accessOf(
  operation: Record<string, unknown>,
  method: string,
  documentSecurity: unknown = [],
): ReadAccess {
  const security = Array.isArray(operation.security)
    ? operation.security
    : Array.isArray(documentSecurity)
      ? documentSecurity
      : [];
  const secured = requiresToken(security);
  const declaredRoles = Array.isArray(operation['x-roles'])
    ? operation['x-roles'].filter((r): r is string => typeof r === 'string')
    : undefined;
  const responses = isObject(operation.responses) ? operation.responses : {};
  const refusesRoles = isObject(responses['403']) && responses['403'].$ref === FORBIDDEN_REF;
  const roles = declaredRoles ?? (!secured ? [] : refusesRoles ? ['admin'] : ['user', 'admin']);
  const declaredSame = operation['x-same-for-every-caller'];
  const sameForEveryCaller =
    typeof declaredSame === 'boolean'
      ? declaredSame
      : roles.length === 0 && method.toLowerCase() === 'get';
  const declared = typeof declaredSame === 'boolean' && (declaredRoles !== undefined || !secured);
  return { roles, sameForEveryCaller, declared };
}

/** A public operation: no token needed (and none is sent to it). */
export const isPublic = (access: Access): boolean => access.roles.length === 0;

/** Whether a caller of `role` may call the operation (anyone may call a public one). */
export const accepts = (access: Access, role: string): boolean =>
  isPublic(access) || access.roles.includes(role);

const matchers = new Map<string, RegExp>();

/** The contract's path template as a matcher of concrete paths: `{id}` is one non-empty segment. */
export function pathMatcher(template: string): RegExp {
  let matcher = matchers.get(template);
  if (!matcher) {
    const escaped = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
    matcher = new RegExp(`^${escaped.replace(/\{[^}]+\}/g, '[^/]+')}$`);
    matchers.set(template, matcher);
  }
  return matcher;
}

/** An operation as common/api/operations.ts lists it. */
export interface OperationEntry extends Access {
  readonly method: 'GET' | 'PUT' | 'POST' | 'DELETE' | 'PATCH' | 'HEAD' | 'OPTIONS' | 'TRACE';
  /** The contract's path template, e.g. `/articles/{id}`. */
  readonly path: string;
}

/**
 * The operation a request is for: `method` and a concrete `path` below the API root
 * (`/articles/3`). A path without parameters wins over a template (`/articles/stats` is not
 * `/articles/{id}`).
 */
export function operationAt<Id extends string>(
  operations: Readonly<Record<Id, OperationEntry>>,
  method: string,
  path: string,
): Id | undefined {
  const wanted = method.toUpperCase();
  const candidates = (Object.keys(operations) as Id[])
    .filter((id) => operations[id].method === wanted && pathMatcher(operations[id].path).test(path))
    .sort((a, b) => operations[a].path.split('{').length - operations[b].path.split('{').length);
  return candidates[0];
}

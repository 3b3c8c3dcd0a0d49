/**
 * The contract's OpenAPI links: how an answer feeds the next request. A link names its target
 * operation (`operationId`, or an `operationRef` into the same document) and what each of the
 * target's parameters takes, as a runtime expression (`$response.body#/id`,
 * `$response.header.ETag`). A link cannot set the `Authorization` header of a security scheme,
 * so the contract spells it in the link's `x-authorization`, with the expression in braces
 * (`Bearer {$response.body#/token}`).
 *
 * The kit's sequences read which field of an answer feeds which parameter from here: the created
 * item's id from the create's link to the read, the version header from the read's link to the
 * update's `If-Match`, the session token from the login's and the registration's links. Where a
 * contract has no such link, they fall back to the usual names, and the run's notes say so
 * (`linkNotes`).
 */
import type { Operation, Resource } from './contract.ts';
import { isObject } from './util.ts';

export interface LinkSpec {
  /** the link's name in its answer (`read`, `currentUser`) */
  name: string;
  /** the target operation: its `operationId`, or the operation an `operationRef` points at */
  operationId?: string;
  /** `#/paths/~1articles~1{id}/get`, read as method and path */
  operationRef?: { path: string; method: string };
  /** parameter (`path.id`, `header.If-Match`, or a bare name) → an expression or a value */
  parameters: Record<string, unknown>;
  /** `x-authorization`: the Authorization header the target takes, an expression in braces */
  authorization?: string;
}

/** The links of one response object (`$ref`s to `#/components/links/…` resolved). */
export function parseLinks(raw: unknown, deref: <T>(node: unknown) => T): LinkSpec[] {
  if (!isObject(raw)) return [];
  const out: LinkSpec[] = [];
  for (const [name, node] of Object.entries(raw)) {
    const link = deref<Record<string, unknown>>(node);
    if (!isObject(link)) continue;
    const ref = typeof link.operationRef === 'string' ? operationRefOf(link.operationRef) : null;
    out.push({
      name,
      operationId: typeof link.operationId === 'string' ? link.operationId : undefined,
      ...(ref ? { operationRef: ref } : {}),
      parameters: isObject(link.parameters) ? { ...link.parameters } : {},
      ...(typeof link['x-authorization'] === 'string'
        ? { authorization: link['x-authorization'] }
        : {}),
    });
  }
  return out;
}

/** `#/paths/~1articles~1{id}/get` → its path and method (local references only). */
function operationRefOf(ref: string): { path: string; method: string } | null {
  const m = /^#\/paths\/([^/]+)\/([a-z]+)$/.exec(ref);
  if (!m) return null;
  const path = decodeURIComponent(m[1]!).replace(/~1/g, '/').replace(/~0/g, '~');
  return { path, method: m[2]! };
}

/** Whether a link's target is this operation. */
export function targets(
  link: LinkSpec,
  op: { operationId?: string; path: string; method: string },
): boolean {
  if (link.operationId !== undefined) return link.operationId === op.operationId;
  return link.operationRef?.path === op.path && link.operationRef.method === op.method;
}

/** A link's value for a target parameter, by its qualified (`path.id`) or bare (`id`) name. */
export function linkParameter(
  link: LinkSpec,
  where: 'path' | 'query' | 'header' | 'cookie',
  name: string,
): unknown {
  const entries = Object.entries(link.parameters);
  const lower = name.toLowerCase();
  const exact = entries.find(([k]) => k.toLowerCase() === `${where}.${lower}`);
  // A bare name names the target's parameter of any location (OpenAPI: unambiguous ones).
  return (exact ?? entries.find(([k]) => k.toLowerCase() === lower))?.[1];
}

/** What a runtime expression needs of an answer. */
export interface Answer {
  json?: unknown;
  /** lower-case header names */
  headers: Record<string, string>;
}

/** The JSON pointer of a `$response.body#/…` expression, else undefined. */
export function bodyPointer(expression: unknown): string | undefined {
  if (typeof expression !== 'string') return undefined;
  const m = /^\$response\.body#(\/.*)?$/.exec(expression.trim());
  return m ? (m[1] ?? '') : undefined;
}

/** The (lower-case) header name of a `$response.header.X` expression, else undefined. */
export function headerName(expression: unknown): string | undefined {
  if (typeof expression !== 'string') return undefined;
  const m = /^\$response\.header\.([!#$%&'*+\-.^_`|~0-9A-Za-z]+)$/.exec(expression.trim());
  return m ? m[1]!.toLowerCase() : undefined;
}

/** The value at a JSON pointer (RFC 6901) in a value, or undefined. */
export function atPointer(value: unknown, pointer: string): unknown {
  if (pointer === '') return value;
  let current = value;
  for (const raw of pointer.slice(1).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (Array.isArray(current) && /^\d+$/.test(key)) current = current[Number(key)];
    else if (isObject(current)) current = current[key];
    else return undefined;
  }
  return current;
}

/**
 * A runtime expression's value in an answer: `$response.body#/…`, `$response.header.X`, or a
 * constant (a link may give a literal value). Other sources (`$request.…`, `$url`) are not
 * read: undefined.
 */
export function evaluate(expression: unknown, answer: Answer): unknown {
  const pointer = bodyPointer(expression);
  if (pointer !== undefined) return atPointer(answer.json, pointer);
  const header = headerName(expression);
  if (header !== undefined) return answer.headers[header];
  if (typeof expression === 'string' && expression.trim().startsWith('$')) return undefined;
  return expression;
}

/** The expression in braces of an `x-authorization` (`Bearer {$response.body#/token}`). */
export function embeddedExpression(template: string | undefined): string | undefined {
  return template ? /\{([^}]+)\}/.exec(template)?.[1]?.trim() : undefined;
}

/**
 * What the run reads without a link, one note each: the created id, the version header and the
 * session token, where the contract declares no link that says where they are.
 */
export function linkNotes(
  resources: readonly Resource[],
  sessions: readonly (Operation | undefined)[],
  hasTokenLink: (op: Operation) => boolean,
): string[] {
  const notes: string[] = [];
  for (const r of resources) {
    if (r.read && !r.idLink)
      notes.push(
        `links: the answer of ${r.create.key} has no link to ${r.read.key} naming its ${r.idParam}; the created id is read from the field ${r.idParam === 'id' ? '"id"' : `"${r.idParam}" (else "id")`}.`,
      );
    const takesIfMatch = [r.update, r.remove].some((op) =>
      op?.parameters.some((p) => p.in === 'header' && p.name.toLowerCase() === 'if-match'),
    );
    if (r.read && takesIfMatch && !r.versionLink)
      notes.push(
        `links: the answer of ${r.read.key} has no link giving the If-Match of its update or delete; the version is read from its ETag header.`,
      );
  }
  for (const op of new Set(sessions))
    if (op && !hasTokenLink(op))
      notes.push(
        `links: the answer of ${op.key} has no link with x-authorization; the session token is read from a field named token, access_token or accessToken.`,
      );
  return notes;
}

/**
 * The operations the kit's sequences need, found from the contract (never by a
 * fixed path): login, registration, logout, deleting one's own account, and a protected read to
 * try a token on; and what building a request for any operation needs.
 */
import {
  documentedStatuses,
  jsonMediaType,
  type Contract,
  type MediaType,
  type Operation,
  type Resource,
  type Schema,
} from './contract.ts';
import { atPointer, bodyPointer, embeddedExpression, type LinkSpec } from './links.ts';
import { isObject } from './util.ts';

/** Where a login answer carries the session token, when its links do not say. */
const TOKEN_FIELDS = ['token', 'access_token', 'accessToken'];

/** An operation's links that say how its answer authorises the next request (`x-authorization`). */
export function tokenLinks(op: Operation): LinkSpec[] {
  return Object.entries(op.responses)
    .filter(([s]) => /^2/.test(s))
    .flatMap(([, r]) => r.links)
    .filter((l) => bodyPointer(embeddedExpression(l.authorization)) !== undefined);
}

/**
 * The session token in an answer of `op`, if it has one: where the operation's links put it
 * (`x-authorization: Bearer {$response.body#/token}`), else a field named as tokens usually are.
 */
export function tokenOf(json: unknown, op?: Operation): string | undefined {
  if (!isObject(json)) return undefined;
  const link = op ? tokenLinks(op)[0] : undefined;
  if (link) {
    const token = atPointer(json, bodyPointer(embeddedExpression(link.authorization))!);
    return typeof token === 'string' ? token : undefined;
  }
  for (const k of TOKEN_FIELDS) if (typeof json[k] === 'string') return json[k];
  return undefined;
}

/**
 * An item's id in an answer: where the create's link to the read puts it (`idPointer`), else its
 * id parameter's field, else `id`.
 */
export function itemId(resource: Resource, json: Record<string, unknown>): unknown {
  if (resource.idPointer !== undefined) return atPointer(json, resource.idPointer);
  return json[resource.idParam] ?? json.id;
}

/** The operation's JSON request body (schema and examples), if it takes one. */
export function requestBodySchema(op: Operation): MediaType | undefined {
  return op.requestBody ? jsonMediaType(op.requestBody.content)?.[1] : undefined;
}

/** A path parameter's documented example (a value its pattern accepts), else 1. */
function exampleValue(op: Operation, name: string): string {
  const p = op.parameters.find((x) => x.in === 'path' && x.name === name);
  const examples = p?.schema.examples as unknown[] | undefined;
  const example = p?.example ?? p?.schema.example ?? examples?.[0];
  return typeof example === 'string' || typeof example === 'number' ? String(example) : '1';
}

/** The operation's path with the parameters filled in (each one not given: its example). */
export function fillPath(op: Operation, values: Record<string, string>): string {
  return op.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(values[name] ?? exampleValue(op, name)),
  );
}

export interface KnownOperations {
  /** open, takes a body, answers a token */
  login?: Operation;
  /** open, takes a body, answers a token, and creates an account (named so, or answers 409) */
  register?: Operation;
  logout?: Operation;
  /**
   * protected, takes a body with a `password` and deletes the signed-in account: a DELETE of a
   * path without parameters, or an operation named so (delete, remove, close)
   */
  deleteAccount?: Operation;
  /** a protected GET without path parameters (the current user's, where the contract has one) */
  probe?: Operation;
  /** the resource whose collection or item the operation is, or is below (`/articles/{id}/x`) */
  resourceOf: (op: Operation) => Resource | undefined;
  /** open, takes a body and may answer 401: its valid bodies are failed logins */
  takesCredentials: (op: Operation) => boolean;
}

export function findOperations(contract: Contract): KnownOperations {
  const successSchema = (op: Operation) => {
    const ok = documentedStatuses(op, 2)[0];
    const media = ok ? jsonMediaType(op.responses[String(ok)]?.content ?? {}) : undefined;
    return media?.[1].schema ? contract.deref<Schema>(media[1].schema) : undefined;
  };
  const answersToken = (op: Operation) =>
    !op.protected &&
    !!op.requestBody &&
    (tokenLinks(op).length > 0 ||
      (isObject(successSchema(op)?.properties) &&
        TOKEN_FIELDS.some((k) => k in (successSchema(op)!.properties as Schema))));
  const named = (op: Operation, re: RegExp) => re.test(`${op.operationId ?? ''} ${op.path}`);
  const REGISTER = /regist|sign-?up/i;
  const register = contract.find(
    (op) =>
      answersToken(op) &&
      (named(op, REGISTER) || ('409' in op.responses && !('401' in op.responses))),
  );
  const login =
    contract.find((op) => answersToken(op) && op !== register && named(op, /log-?in|sign-?in/i)) ??
    contract.find((op) => answersToken(op) && op !== register);
  const logout = contract.find(
    (op) =>
      op.protected &&
      !op.requestBody &&
      /log-?out|sign-?out/i.test(`${op.operationId ?? ''} ${op.path}`),
  );
  const deleteAccount = contract.find((op) => {
    const media = requestBodySchema(op);
    const props = media?.schema ? contract.deref<Schema>(media.schema).properties : undefined;
    return (
      op.protected &&
      isObject(props) &&
      'password' in props &&
      ((op.method === 'delete' && !op.parameters.some((p) => p.in === 'path')) ||
        /(delete|remove|close)[-_]?(current)?[-_]?(user|account|me)/i.test(
          `${op.operationId ?? ''} ${op.path}`,
        ))
    );
  });
  const probe =
    contract.find(
      (op) =>
        op.protected &&
        op.method === 'get' &&
        !op.parameters.some((p) => p.in === 'path') &&
        /user|me|profile|session/i.test(op.path),
    ) ??
    contract.find(
      (op) => op.protected && op.method === 'get' && !op.parameters.some((p) => p.in === 'path'),
    );
  return {
    login,
    register,
    logout,
    deleteAccount,
    probe,
    resourceOf: (op) =>
      contract.resources.find(
        (r) =>
          op.path === r.itemPath ||
          op.path === r.collectionPath ||
          op.path.startsWith(`${r.itemPath}/`),
      ),
    takesCredentials: (op) => !op.protected && !!op.requestBody && '401' in op.responses,
  };
}

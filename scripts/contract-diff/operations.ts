// Compares two dereferenced OpenAPI 3 documents operation by operation: paths,
// security, parameters, request bodies, documented statuses, headers and bodies.
import { at, emit, isNode, type Change, type Node, type Scope } from './changes.ts';
import { compareSchema } from './schema.ts';
import { accessOf } from '../../common/api/access.ts';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

const node = (value: unknown): Node => (isNode(value) ? value : {});

export function diffContracts(base: Node, head: Node): Change[] {
  const out: Change[] = [];
  const api: Scope = { op: 'API', where: '', segments: ['info'], out };
  if (node(base.info).description !== node(head.info).description) {
    emit(at(api, 'description'), 'INFO', 'api-description-changed', 'the API description changed');
  }
  const bPaths = node(base.paths);
  const hPaths = node(head.paths);
  for (const path of Object.keys(bPaths)) {
    const bItem = node(bPaths[path]);
    const hItem = isNode(hPaths[path]) ? hPaths[path] : undefined;
    for (const method of METHODS.filter((m) => isNode(bItem[m]))) {
      const op = `${method.toUpperCase()} ${path}`;
      const scope: Scope = { op, where: '', segments: ['paths', path, method], out };
      if (!hItem) emit(scope, 'ERR', 'api-path-removed', `the path ${path} was removed`);
      else if (!isNode(hItem[method]))
        emit(scope, 'ERR', 'api-operation-removed', 'operation removed');
      else compareOperation(bItem, hItem, method, scope, base, head);
    }
  }
  for (const path of Object.keys(hPaths)) {
    const hItem = node(hPaths[path]);
    const bItem = node(bPaths[path]);
    for (const method of METHODS.filter((m) => isNode(hItem[m]) && !isNode(bItem[m]))) {
      const op = `${method.toUpperCase()} ${path}`;
      const scope: Scope = { op, where: '', segments: ['paths', path, method], out };
      const what = isNode(bPaths[path]) ? 'new operation' : 'new path';
      emit(scope, 'INFO', isNode(bPaths[path]) ? 'api-operation-added' : 'api-path-added', what);
    }
  }
  return out;
}

function compareOperation(
  bItem: Node,
  hItem: Node,
  method: string,
  scope: Scope,
  base: Node,
  head: Node,
) {
  const b = node(bItem[method]);
  const h = node(hItem[method]);
  if (b.operationId !== h.operationId) {
    const what = `operationId changed from ${String(b.operationId)} to ${String(h.operationId)} (generated clients rename the call)`;
    emit(at(scope, 'operationId'), 'WARN', 'api-operation-id-changed', what);
  }
  for (const key of ['summary', 'description'] as const) {
    if (b[key] !== h[key]) emit(at(scope, key), 'INFO', `api-${key}-changed`, `${key} changed`);
  }
  if (b.deprecated !== true && h.deprecated === true) {
    emit(at(scope, 'deprecated'), 'INFO', 'api-operation-deprecated', 'deprecated');
  }
  compareSecurity(b.security ?? base.security, h.security ?? head.security, scope);
  compareAccess(b, h, method, base, head, scope);
  compareParameters(
    parameters(bItem.parameters, b.parameters, scope),
    parameters(hItem.parameters, h.parameters, scope),
    scope,
  );
  compareRequestBody(b.requestBody, h.requestBody, at(scope, 'requestBody'));
  const bRes = node(b.responses);
  const hRes = node(h.responses);
  for (const status of Object.keys(bRes)) {
    const s: Scope = { ...at(scope, 'responses', status), where: 'response', status };
    if (!(status in hRes)) {
      emit(
        { ...s, where: '' },
        'ERR',
        'response-status-removed',
        `documented status ${status} removed`,
      );
    } else compareResponse(node(bRes[status]), node(hRes[status]), s);
  }
  for (const status of Object.keys(hRes).filter((s) => !(s in bRes))) {
    const s: Scope = { ...at(scope, 'responses', status), where: 'response', status };
    emit({ ...s, where: '' }, 'INFO', 'response-status-added', `new documented status ${status}`);
  }
}

/** The ways to be let in: one string per alternative, `''` for "no credentials". */
function alternatives(security: unknown): Set<string> {
  if (!Array.isArray(security) || security.length === 0) return new Set(['']);
  return new Set(
    security.map((req) =>
      Object.entries(node(req))
        .map(
          ([name, scopes]) =>
            `${name}${Array.isArray(scopes) && scopes.length ? `(${scopes.join(',')})` : ''}`,
        )
        .sort()
        .join(' + '),
    ),
  );
}

function compareSecurity(base: unknown, head: unknown, scope: Scope) {
  const b = alternatives(base);
  const h = alternatives(head);
  const s = at(scope, 'security');
  const name = (alt: string) => (alt === '' ? 'no credentials' : alt);
  for (const alt of [...b].filter((a) => !h.has(a))) {
    if (alt === '')
      emit(
        s,
        'ERR',
        'api-security-added',
        `security added: needs ${[...h].map(name).join(' or ')}`,
      );
    else
      emit(s, 'ERR', 'api-security-removed-alternative', `${name(alt)} no longer lets a client in`);
  }
  for (const alt of [...h].filter((a) => !b.has(a))) {
    if (alt === '') emit(s, 'INFO', 'api-security-removed', 'no longer needs credentials');
    else if (!b.has(''))
      emit(s, 'INFO', 'api-security-alternative-added', `${alt} also lets a client in`);
  }
}

/**
 * Who may call it (`x-roles`, `x-same-for-every-caller`, read as common/api/access.ts reads them,
 * inferred for a contract without them): a role left out is breaking for its clients; an answer
 * no longer the same for every caller must no longer be shared by caches. Security added or
 * removed is compareSecurity's.
 */
function compareAccess(b: Node, h: Node, method: string, base: Node, head: Node, scope: Scope) {
  const before = accessOf(b, method, base.security);
  const after = accessOf(h, method, head.security);
  if (before.roles.length && after.roles.length) {
    const roles = at(scope, 'x-roles');
    for (const role of before.roles.filter((r) => !after.roles.includes(r)))
      emit(roles, 'ERR', 'api-role-removed', `role \`${role}\` no longer lets a client in`);
    for (const role of after.roles.filter((r) => !before.roles.includes(r)))
      emit(roles, 'INFO', 'api-role-added', `role \`${role}\` also lets a client in`);
  }
  const same = at(scope, 'x-same-for-every-caller');
  if (before.sameForEveryCaller && !after.sameForEveryCaller)
    emit(
      same,
      'WARN',
      'api-no-longer-same-for-every-caller',
      'the answer may now differ by caller: a cache must stop sharing it',
    );
  else if (!before.sameForEveryCaller && after.sameForEveryCaller)
    emit(same, 'INFO', 'api-same-for-every-caller', 'the answer is now the same for every caller');
}

interface Param {
  param: Node;
  /** Where it is declared: the path item's segments or the operation's. */
  segments: (string | number)[];
}

/** Path-level parameters with the operation's own on top, by `in` and name. */
function parameters(pathLevel: unknown, opLevel: unknown, scope: Scope): Map<string, Param> {
  const all = new Map<string, Param>();
  const levels: [unknown, (string | number)[]][] = [
    [pathLevel, scope.segments.slice(0, -1)],
    [opLevel, scope.segments],
  ];
  for (const [list, segments] of levels) {
    if (!Array.isArray(list)) continue;
    for (const p of list.filter(isNode)) {
      const where = String(p.in);
      const filter = `[?(@.in=='${where}' && @.name=='${String(p.name)}')]`;
      // Header names are case-insensitive.
      const name = where === 'header' ? String(p.name).toLowerCase() : String(p.name);
      all.set(`${where} ${name}`, { param: p, segments: [...segments, 'parameters', filter] });
    }
  }
  return all;
}

function compareParameters(base: Map<string, Param>, head: Map<string, Param>, scope: Scope) {
  const paramScope = (p: Param): Scope => ({
    ...scope,
    segments: p.segments,
    where: `${String(p.param.in)} parameter \`${String(p.param.name)}\``,
  });
  for (const [key, { param: b, segments }] of base) {
    const found = head.get(key);
    if (!found) {
      const s = paramScope({ param: b, segments });
      emit(s, 'WARN', 'request-parameter-removed', 'removed (a client that sends it is ignored)');
      continue;
    }
    const h = found.param;
    const s = paramScope(found);
    if (b.required !== true && h.required === true) {
      emit(s, 'ERR', 'request-parameter-became-required', 'now required');
    } else if (b.required === true && h.required !== true) {
      emit(s, 'INFO', 'request-parameter-became-optional', 'now optional');
    }
    if (b.description !== h.description) {
      emit(s, 'INFO', 'description-changed', 'description changed');
    }
    compareSchema(b.schema, h.schema, at(s, 'schema'), 'request');
  }
  for (const [key, found] of head) {
    if (base.has(key)) continue;
    const s = paramScope(found);
    if (found.param.required === true) {
      emit(s, 'ERR', 'new-required-request-parameter', 'new required parameter');
    } else emit(s, 'INFO', 'new-optional-request-parameter', 'new optional parameter');
  }
}

function compareRequestBody(base: unknown, head: unknown, scope: Scope) {
  const s: Scope = { ...scope, where: 'request body' };
  if (!isNode(base) && !isNode(head)) return;
  if (!isNode(base)) {
    const required = node(head).required === true;
    emit(
      s,
      required ? 'ERR' : 'INFO',
      `new-${required ? 'required' : 'optional'}-request-body`,
      `new ${required ? 'required' : 'optional'} body`,
    );
    return;
  }
  if (!isNode(head)) {
    emit(s, 'WARN', 'request-body-removed', 'removed (a body that is sent is ignored)');
    return;
  }
  if (base.required !== true && head.required === true) {
    emit(s, 'ERR', 'request-body-became-required', 'now required');
  }
  if (base.description !== head.description)
    emit(s, 'INFO', 'description-changed', 'description changed');
  compareBodyLimit(base, head, s, 'x-max-body-bytes', 'bytes', 'a larger');
  compareBodyLimit(base, head, s, 'x-max-body-depth', 'levels deep', 'a deeper');
  const bc = node(base.content);
  const hc = node(head.content);
  for (const type of Object.keys(bc)) {
    const m = at(s, 'content', type);
    if (!(type in hc)) emit(m, 'ERR', 'request-media-type-removed', `${type} no longer accepted`);
    else compareSchema(node(bc[type]).schema, node(hc[type]).schema, at(m, 'schema'), 'request');
  }
  for (const type of Object.keys(hc).filter((t) => !(t in bc))) {
    emit(at(s, 'content', type), 'INFO', 'request-media-type-added', `${type} accepted`);
  }
}

/**
 * A request body's stated limit (`x-max-body-bytes`, `x-max-body-depth`): lowered, the server
 * refuses bodies it took before; stated where none was, it may (the body was held only to the
 * API's description); raised or no longer stated, it takes more.
 */
function compareBodyLimit(
  base: Node,
  head: Node,
  scope: Scope,
  key: string,
  unit: string,
  beyond: string,
) {
  const b = typeof base[key] === 'number' ? base[key] : undefined;
  const h = typeof head[key] === 'number' ? head[key] : undefined;
  if (b === h) return;
  const s = at(scope, key);
  if (b !== undefined && h !== undefined && h < b)
    emit(s, 'ERR', 'request-body-limit-lowered', `\`${key}\` lowered from ${b} to ${h} ${unit}`);
  else if (b === undefined && h !== undefined)
    emit(
      s,
      'WARN',
      'request-body-limit-stated',
      `at most ${h} ${unit} (\`${key}\`): ${beyond} body is refused`,
    );
  else if (b !== undefined && h !== undefined)
    emit(s, 'INFO', 'request-body-limit-raised', `\`${key}\` raised from ${b} to ${h} ${unit}`);
  else emit(s, 'INFO', 'request-body-limit-removed', `\`${key}\` no longer stated`);
}

function compareResponse(base: Node, head: Node, scope: Scope) {
  if (base.description !== head.description)
    emit(scope, 'INFO', 'description-changed', 'description changed');
  const lower = (headers: unknown) =>
    new Map(
      Object.entries(node(headers)).map(([k, v]) => [
        k.toLowerCase(),
        { name: k, header: node(v) },
      ]),
    );
  const bh = lower(base.headers);
  const hh = lower(head.headers);
  for (const [key, { name, header: b }] of bh) {
    const s: Scope = { ...at(scope, 'headers', name), where: `${scope.where} header \`${name}\`` };
    const h = hh.get(key)?.header;
    if (!h) {
      if (b.required === true)
        emit(s, 'ERR', 'response-required-header-removed', 'removed (it was always sent)');
      else emit(s, 'WARN', 'response-optional-header-removed', 'removed');
      continue;
    }
    if (b.required === true && h.required !== true) {
      emit(s, 'ERR', 'response-header-became-optional', 'no longer always sent');
    }
    if (b.description !== h.description)
      emit(s, 'INFO', 'description-changed', 'description changed');
    compareSchema(b.schema, h.schema, at(s, 'schema'), 'response');
  }
  for (const [key, { name, header: h }] of hh) {
    if (bh.has(key)) continue;
    const s: Scope = { ...at(scope, 'headers', name), where: `${scope.where} header \`${name}\`` };
    const what = h.required === true ? 'new header, always sent' : 'new optional header';
    emit(s, 'INFO', 'response-header-added', what);
  }
  compareLinks(node(base.links), node(head.links), scope);
  const bc = node(base.content);
  const hc = node(head.content);
  for (const type of Object.keys(bc)) {
    const m = at(scope, 'content', type);
    if (!(type in hc)) emit(m, 'ERR', 'response-media-type-removed', `${type} body no longer sent`);
    else compareSchema(node(bc[type]).schema, node(hc[type]).schema, at(m, 'schema'), 'response');
  }
  for (const type of Object.keys(hc).filter((t) => !(t in bc))) {
    const what = Object.keys(bc).length ? `${type} body may be sent instead` : `${type} body added`;
    emit(
      at(scope, 'content', type),
      Object.keys(bc).length ? 'WARN' : 'INFO',
      'response-media-type-added',
      what,
    );
  }
}

/**
 * A response's OpenAPI links (how the answer feeds the next request): a new one is additive; one
 * removed, or one that now names another operation, parameters or `x-authorization`, may break a
 * client that follows it.
 */
function compareLinks(base: Node, head: Node, scope: Scope) {
  const target = (l: Node) =>
    [l.operationId, l.operationRef].find((t): t is string => typeof t === 'string') ?? '?';
  const wiring = (l: Node) =>
    JSON.stringify([
      target(l),
      l.parameters ?? {},
      l.requestBody ?? null,
      l['x-authorization'] ?? null,
    ]);
  for (const [name, raw] of Object.entries(base)) {
    const s: Scope = { ...at(scope, 'links', name), where: `${scope.where} link \`${name}\`` };
    const h = head[name];
    if (!isNode(h)) emit(s, 'WARN', 'response-link-removed', 'removed');
    else if (wiring(node(raw)) !== wiring(h))
      emit(s, 'WARN', 'response-link-changed', `now feeds ${target(h)} otherwise`);
    else if (node(raw).description !== h.description)
      emit(s, 'INFO', 'description-changed', 'description changed');
  }
  for (const [name, raw] of Object.entries(head)) {
    if (name in base) continue;
    const s: Scope = { ...at(scope, 'links', name), where: `${scope.where} link \`${name}\`` };
    emit(s, 'INFO', 'response-link-added', `new link to ${target(node(raw))}`);
  }
}

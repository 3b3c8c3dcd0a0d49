/**
 * The mock's answer to a path Prism cannot decode (`/articles/%FF`): such a path segment is no
 * valid value of its parameter and names nothing, so the operation whose path it has the shape of
 * answers its documented 404 example, as the reference server does. Any other malformed path is
 * an unknown address: 404 with the contract's Error shape.
 */
import fs from 'node:fs';
import type http from 'node:http';
import { parse } from 'yaml';
import { OPERATIONS } from '../common/api/operations.ts';

type Json = Record<string, unknown>;

function get(obj: unknown, ...keys: string[]): unknown {
  return keys.reduce<unknown>(
    (o, k) => (o && typeof o === 'object' ? (o as Json)[k] : undefined),
    obj,
  );
}

function deref(doc: Json, node: unknown): unknown {
  const ref = get(node, '$ref');
  return typeof ref === 'string'
    ? deref(doc, get(doc, ...ref.replace(/^#\//, '').split('/')))
    : node;
}

/** The first example of the 404 of the operation a path has the shape of, if it documents one. */
export function notFoundExample(doc: Json, method: string, url: string): unknown {
  const segments = (url.split('?')[0] ?? '').split('/').slice(1);
  const op = Object.values(OPERATIONS).find((o) => {
    const template = o.path.split('/').slice(1);
    return (
      o.method === method.toUpperCase() &&
      template.length === segments.length &&
      template.every((t, i) => t.startsWith('{') || t === segments[i])
    );
  });
  if (!op) return undefined;
  const response = deref(
    doc,
    get(doc, 'paths', op.path, op.method.toLowerCase(), 'responses', '404'),
  );
  const examples = get(response, 'content', 'application/json', 'examples') as Json | undefined;
  return examples ? get(Object.values(examples)[0], 'value') : undefined;
}

/** The guard's handler for malformed paths, reading the examples of `contractFile`. */
export function answerMalformed(contractFile: string) {
  const doc = parse(fs.readFileSync(contractFile, 'utf8'), { maxAliasCount: -1 }) as Json;
  return (req: http.IncomingMessage, res: http.ServerResponse) => {
    const body = notFoundExample(doc, req.method ?? 'GET', req.url ?? '/') ?? {
      message: 'Alamat API tidak ditemukan.',
    };
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
}

interface Matched {
  op: (typeof OPERATIONS)[keyof typeof OPERATIONS];
  /** the path parameters' values, decoded, by name */
  values: Record<string, string>;
}

/** The operation a request's method and path have the shape of, with its path values. */
function matchOperation(method: string, url: string): Matched | undefined {
  const segments = (url.split('?')[0] ?? '').split('/').slice(1);
  // Paths without parameters first: `/articles/stats` is not the article `stats`.
  const params = (path: string) => path.split('{').length;
  const ops = Object.values(OPERATIONS).sort((a, b) => params(a.path) - params(b.path));
  for (const op of ops) {
    const template = op.path.split('/').slice(1);
    if (op.method !== method.toUpperCase() || template.length !== segments.length) continue;
    const values: Record<string, string> = {};
    if (
      template.every((t, i) => {
        if (t.startsWith('{')) values[t.slice(1, -1)] = decodeURIComponent(segments[i]!);
        return t.startsWith('{') || t === segments[i];
      })
    )
      return { op, values };
  }
  return undefined;
}

/** The schema of an operation's path parameter, from the path item or the operation. */
function pathParameterSchema(doc: Json, op: Matched['op'], name: string): Json | undefined {
  const item = get(doc, 'paths', op.path) as Json | undefined;
  const all = [
    ...((get(item, 'parameters') as unknown[] | undefined) ?? []),
    ...((get(item, op.method.toLowerCase(), 'parameters') as unknown[] | undefined) ?? []),
  ].map((p) => deref(doc, p) as Json);
  const param = all.find((p) => p.in === 'path' && p.name === name);
  return param ? (deref(doc, param.schema) as Json) : undefined;
}

/**
 * Whether a path value is one its schema admits, as the reference server reads it: an integer
 * written as a canonical decimal within its bounds, a string within its pattern and length.
 */
export function admits(schema: Json, value: string): boolean {
  if (schema.type === 'integer') {
    if (!/^(0|[1-9]\d*)$/.test(value)) return false;
    const n = Number(value);
    return (
      (typeof schema.minimum !== 'number' || n >= schema.minimum) &&
      (typeof schema.maximum !== 'number' || n <= schema.maximum)
    );
  }
  if (typeof schema.maxLength === 'number' && [...value].length > schema.maxLength) return false;
  return typeof schema.pattern !== 'string' || new RegExp(schema.pattern, 'u').test(value);
}

/** The first example of an operation's documented answer with that status. */
function example(doc: Json, op: Matched['op'], status: string): unknown {
  const response = deref(
    doc,
    get(doc, 'paths', op.path, op.method.toLowerCase(), 'responses', status),
  );
  const examples = get(response, 'content', 'application/json', 'examples') as Json | undefined;
  return examples ? get(Object.values(examples)[0], 'value') : undefined;
}

function answer(res: http.ServerResponse, status: number, body: unknown, close = false): void {
  res.writeHead(status, {
    'content-type': 'application/json',
    ...(close ? { connection: 'close' } : {}),
  });
  res.end(JSON.stringify(body));
}

/**
 * What the mock answers itself, as the contract and the reference server do, where Prism would
 * not: a path value outside its parameter's schema (`/articles/abc`, `/documents/x`) names nothing
 * (the operation's documented 404, where Prism answers a 400 example of another kind or an
 * undocumented 422); a body over the operation's `x-max-body-bytes` gets its documented 413
 * (Prism, sent one, drops the connection about half the time). The body is read to its end first,
 * so the client gets the answer, not a reset.
 */
export function interceptInvalid(contractFile: string) {
  const doc = parse(fs.readFileSync(contractFile, 'utf8'), { maxAliasCount: -1 }) as Json;
  return (req: http.IncomingMessage, res: http.ServerResponse): boolean => {
    const matched = matchOperation(req.method ?? 'GET', req.url ?? '/');
    if (!matched) return false;
    const { op, values } = matched;
    // Without a token, a protected operation's answer is its 401, whatever the path: Prism's.
    if (op.roles.length && !req.headers.authorization) return false;
    const invalid = Object.entries(values).some(([name, value]) => {
      const schema = pathParameterSchema(doc, op, name);
      return schema !== undefined && !admits(schema, value);
    });
    const notFound = invalid ? example(doc, op, '404') : undefined;
    if (notFound !== undefined) {
      req.resume();
      req.on('end', () => answer(res, 404, notFound));
      return true;
    }
    const max = get(doc, 'paths', op.path, op.method.toLowerCase(), 'requestBody');
    const limit = get(deref(doc, max), 'x-max-body-bytes');
    const length = Number(req.headers['content-length']);
    if (typeof limit !== 'number' || !(length > limit)) return false;
    const tooLarge = example(doc, op, '413') ?? { message: 'Ukuran data melebihi batas.' };
    req.resume();
    req.on('end', () => answer(res, 413, tooLarge, true));
    return true;
  };
}

/**
 * The mock's answer to a path Prism cannot decode (`/articles/%FF`): such a path segment is no
 * valid value of its parameter and names nothing, so the operation whose path it has the shape of
 * answers its documented 404 example, as the reference server does. Any other malformed path is
 * an unknown address: 404 with the contract's Error shape. The examples come from
 * common/api/contract-data.ts (generated from the contract).
 */
import type http from 'node:http';
import { EXAMPLES } from '../common/api/contract-data.ts';
import { OPERATION_DETAILS, OPERATIONS } from '../common/api/operations.ts';
import type { OperationId } from '../common/api/types.ts';

/** The first example of the 404 of the operation a path has the shape of, if it documents one. */
export function notFoundExample(method: string, url: string): unknown {
  const segments = (url.split('?')[0] ?? '').split('/').slice(1);
  const id = (Object.keys(OPERATIONS) as OperationId[]).find((k) => {
    const o = OPERATIONS[k];
    const template = o.path.split('/').slice(1);
    return (
      o.method === method.toUpperCase() &&
      template.length === segments.length &&
      template.every((t, i) => t.startsWith('{') || t === segments[i])
    );
  });
  if (!id) return undefined;
  const examples = EXAMPLES[id].responses['404']?.content['application/json'];
  return examples ? Object.values(examples)[0]?.value : undefined;
}

/** The guard's handler for malformed paths. */
export function answerMalformed() {
  return (req: http.IncomingMessage, res: http.ServerResponse) => {
    const body = notFoundExample(req.method ?? 'GET', req.url ?? '/') ?? {
      message: 'Alamat API tidak ditemukan.',
    };
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
}

type Json = Readonly<Record<string, unknown>>;

interface Matched {
  id: OperationId;
  op: (typeof OPERATIONS)[keyof typeof OPERATIONS];
  /** the path parameters' values, decoded, by name */
  values: Record<string, string>;
}

/** The operation a request's method and path have the shape of, with its path values. */
function matchOperation(method: string, url: string): Matched | undefined {
  const segments = (url.split('?')[0] ?? '').split('/').slice(1);
  // Paths without parameters first: `/articles/stats` is not the article `stats`.
  const params = (path: string) => path.split('{').length;
  const ids = (Object.keys(OPERATIONS) as OperationId[]).sort(
    (a, b) => params(OPERATIONS[a].path) - params(OPERATIONS[b].path),
  );
  for (const id of ids) {
    const op = OPERATIONS[id];
    const template = op.path.split('/').slice(1);
    if (op.method !== method.toUpperCase() || template.length !== segments.length) continue;
    const values: Record<string, string> = {};
    if (
      template.every((t, i) => {
        if (t.startsWith('{')) values[t.slice(1, -1)] = decodeURIComponent(segments[i]!);
        return t.startsWith('{') || t === segments[i];
      })
    )
      return { id, op, values };
  }
  return undefined;
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
function example(id: OperationId, status: string): unknown {
  const examples = EXAMPLES[id].responses[status]?.content['application/json'];
  return examples ? Object.values(examples)[0]?.value : undefined;
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
export function interceptInvalid() {
  return (req: http.IncomingMessage, res: http.ServerResponse): boolean => {
    const matched = matchOperation(req.method ?? 'GET', req.url ?? '/');
    if (!matched) return false;
    const { id, op, values } = matched;
    // Without a token, a protected operation's answer is its 401, whatever the path: Prism's.
    if (op.roles.length && !req.headers.authorization) return false;
    const invalid = Object.entries(values).some(([name, value]) => {
      const parameters: Readonly<Record<string, Json>> = OPERATION_DETAILS[id].pathParameters;
      const schema = parameters[name];
      return schema !== undefined && !admits(schema, value);
    });
    const notFound = invalid ? example(id, '404') : undefined;
    if (notFound !== undefined) {
      req.resume();
      req.on('end', () => answer(res, 404, notFound));
      return true;
    }
    const limit = OPERATION_DETAILS[id].requestBody?.maxBytes;
    const length = Number(req.headers['content-length']);
    if (typeof limit !== 'number' || !(length > limit)) return false;
    const tooLarge = example(id, '413') ?? { message: 'Ukuran data melebihi batas.' };
    req.resume();
    req.on('end', () => answer(res, 413, tooLarge, true));
    return true;
  };
}

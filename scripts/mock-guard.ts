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

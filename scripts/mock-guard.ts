/**
 * The mock's answer to a path Prism cannot decode (`/articles/%FF`): such a path segment is no
 * valid value of its parameter and names nothing, so the operation whose path it has the shape of
 * answers its documented 404 example, as the reference server does. Any other malformed path is
 * an unknown address: 404 with the contract's Error shape. The examples come from
 * common/api/contract-data.ts (generated from the contract).
 */
import type http from 'node:http';
import { EXAMPLES } from '../common/api/contract-data.ts';
import { OPERATIONS } from '../common/api/operations.ts';
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

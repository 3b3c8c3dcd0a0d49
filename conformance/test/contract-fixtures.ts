/** What the unit tests of the kit share: the bundled contract, its operations and schemas, an answer, an article. */
import { loadContract, type Schema } from '../contract.ts';
import type { ResponseRecord } from '../http.ts';

export const contract = loadContract();
export const op = (id: string) => contract.find((o) => o.operationId === id)!;
export const bodySchema = (id: string) =>
  op(id).requestBody!.content['application/json']!.schema as Schema;
export const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });

export function response(
  status: number,
  body?: unknown,
  contentType = 'application/json',
  headers: Record<string, string> = {},
): ResponseRecord {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  return {
    status,
    contentType: body === undefined ? null : contentType,
    headers,
    text,
    json: typeof body === 'object' ? body : undefined,
    ms: 1,
  };
}

export const article = {
  id: 1,
  title: 'Judul',
  author: '',
  date: null,
  category: '',
  banner: null,
  tags: [{ name: 'a' }],
  sections: [],
  version: 1,
};

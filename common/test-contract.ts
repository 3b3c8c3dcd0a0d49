/** The contract as a plain object, for tests that compare a shared rule with what the contract says. */
import fs from 'node:fs';
import { parse } from 'yaml';

type Json = Record<string, unknown>;

export const contract = parse(fs.readFileSync('openapi/openapi.yaml', 'utf8'), {
  maxAliasCount: -1,
}) as Json;

/** The node at a JSON pointer inside the contract (`#/components/schemas/ImageRef`). */
export function at(pointer: string): Json {
  return pointer
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>(
      (node, key) => (node as Json)[key.replace(/~1/g, '/').replace(/~0/g, '~')],
      contract,
    ) as Json;
}

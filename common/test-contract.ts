/**
 * The contract's components and version as one document (from common/api/contract-data.ts,
 * generated from the contract), for tests that compare a shared rule with what the contract says.
 */
import { COMPONENTS, CONTRACT_VERSION } from './api/contract-data';

type Json = Record<string, unknown>;

const document: Json = { info: { version: CONTRACT_VERSION }, components: COMPONENTS };

/** The node at a JSON pointer inside the contract (`#/components/schemas/ImageRef`). */
export function at(pointer: string): Json {
  const node = pointer
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>(
      (n, key) => (n as Json | undefined)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')],
      document,
    );
  if (!node || typeof node !== 'object') throw new Error(`the contract has nothing at ${pointer}`);
  return node as Json;
}

/**
 * Round-trip comparison: does what the server stored (and answers with) reflect
 * what was sent? Only the fields that were sent are compared. A sent scalar also
 * matches an object that wraps it (the contract sends tags as names and answers
 * `{ name }`, sends images as paths and answers `{ path }`; an image sent as a
 * data URL may come back as the site path where the server stored it). Arrays
 * keep their order, except arrays the input schema declares `uniqueItems` (sets).
 */
import type { Contract, Schema } from './contract.ts';
import { isObject } from './util.ts';

export function short(v: unknown, max = 80): string {
  const s = JSON.stringify(v) ?? String(v);
  return s.length > max ? `${s.slice(0, max)}… (${s.length} characters)` : s;
}

function deepEqual(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The contract lets a server store an image sent as a data URL and answer the
 * site path where it stored it: where the input schema admits image data URLs,
 * a sent data URL matches an answered site path.
 */
function storedImage(schema: Schema | undefined, sent: unknown, got: unknown): boolean {
  return (
    typeof schema?.pattern === 'string' &&
    schema.pattern.includes('data:image') &&
    typeof sent === 'string' &&
    sent.startsWith('data:image/') &&
    typeof got === 'string' &&
    /^\/(?![/\\])/.test(got)
  );
}

function sub(path: string, key: string | number): string {
  return typeof key === 'number' ? `${path}[${key}]` : path ? `${path}.${key}` : key;
}

/** Returns a description of the first difference, or null when `got` reflects `sent`. */
export function roundTripMismatch(
  contract: Contract,
  schema: Schema | undefined,
  sent: unknown,
  got: unknown,
  path = '',
): string | null {
  if (sent === undefined) return null;
  const s = schema ? contract.deref<Schema>(schema) : undefined;
  const at = path || '(body)';
  if (sent === null || typeof sent !== 'object') {
    if (deepEqual(sent, got) || storedImage(s, sent, got)) return null;
    if (
      isObject(got) &&
      Object.values(got).some((v) => deepEqual(v, sent) || storedImage(s, sent, v))
    )
      return null;
    return `${at}: sent ${short(sent)}, got ${got === undefined ? 'nothing' : short(got)}`;
  }
  if (Array.isArray(sent)) {
    if (!Array.isArray(got)) return `${at}: sent an array of ${sent.length}, got ${short(got)}`;
    if (got.length !== sent.length) return `${at}: sent ${sent.length} item(s), got ${got.length}`;
    const itemSchema = s?.items as Schema | undefined;
    let firstMismatch: string | null = null;
    for (let i = 0; i < sent.length; i++) {
      const m = roundTripMismatch(contract, itemSchema, sent[i], got[i], sub(path, i));
      if (m) {
        firstMismatch = m;
        break;
      }
    }
    if (!firstMismatch || !s?.uniqueItems) return firstMismatch;
    // A set: every sent item must match a distinct answered item.
    const free = [...(got as unknown[])];
    for (let i = 0; i < sent.length; i++) {
      const j = free.findIndex(
        (g) => roundTripMismatch(contract, itemSchema, sent[i], g, sub(path, i)) === null,
      );
      if (j < 0) return `${sub(path, i)}: sent ${short(sent[i])}, not found in ${short(got)}`;
      free.splice(j, 1);
    }
    return null;
  }
  if (!isObject(got)) return `${at}: sent an object, got ${short(got)}`;
  const props = (s?.properties ?? {}) as Schema;
  for (const [k, v] of Object.entries(sent)) {
    const m = roundTripMismatch(contract, props[k] as Schema | undefined, v, got[k], sub(path, k));
    if (m) return m;
  }
  return null;
}

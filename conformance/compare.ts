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

/** The first difference between what was sent and what was answered: where, and both values. */
export interface Difference {
  /** the field's path in the body (`title`, `sections[0].images[1]`, `(body)`) */
  field: string;
  expected: string;
  actual: string;
  /** the difference in words */
  text: string;
}

const diff = (field: string, expected: string, actual: string, text?: string): Difference => ({
  field,
  expected,
  actual,
  text: text ?? `${field}: sent ${expected}, got ${actual}`,
});

/** Returns a description of the first difference, or null when `got` reflects `sent`. */
export function roundTripMismatch(
  contract: Contract,
  schema: Schema | undefined,
  sent: unknown,
  got: unknown,
): string | null {
  return roundTripDifference(contract, schema, sent, got)?.text ?? null;
}

/** The first difference, or null when `got` reflects `sent`. */
export function roundTripDifference(
  contract: Contract,
  schema: Schema | undefined,
  sent: unknown,
  got: unknown,
  path = '',
): Difference | null {
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
    return diff(at, short(sent), got === undefined ? 'nothing' : short(got));
  }
  if (Array.isArray(sent)) {
    if (!Array.isArray(got))
      return diff(
        at,
        `an array of ${sent.length}`,
        short(got),
        `${at}: sent an array of ${sent.length}, got ${short(got)}`,
      );
    if (got.length !== sent.length)
      return diff(
        at,
        `${sent.length} item(s)`,
        `${got.length} item(s)`,
        `${at}: sent ${sent.length} item(s), got ${got.length}`,
      );
    const itemSchema = s?.items as Schema | undefined;
    let firstMismatch: Difference | null = null;
    for (let i = 0; i < sent.length; i++) {
      const m = roundTripDifference(contract, itemSchema, sent[i], got[i], sub(path, i));
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
        (g) => roundTripDifference(contract, itemSchema, sent[i], g, sub(path, i)) === null,
      );
      if (j < 0)
        return diff(
          sub(path, i),
          short(sent[i]),
          short(got),
          `${sub(path, i)}: sent ${short(sent[i])}, not found in ${short(got)}`,
        );
      free.splice(j, 1);
    }
    return null;
  }
  if (!isObject(got))
    return diff(at, 'an object', short(got), `${at}: sent an object, got ${short(got)}`);
  const props = (s?.properties ?? {}) as Schema;
  for (const [k, v] of Object.entries(sent)) {
    const m = roundTripDifference(
      contract,
      props[k] as Schema | undefined,
      v,
      got[k],
      sub(path, k),
    );
    if (m) return m;
  }
  return null;
}

/** Equal as JSON values: the same members, whatever their order in the text. */
export function sameValue(a: unknown, b: unknown): boolean {
  return firstDifference(a, b) === null;
}

/**
 * The first place where two JSON values differ (members in any order), with both values, or null
 * when they are equal.
 */
export function firstDifference(expected: unknown, actual: unknown, path = ''): Difference | null {
  const at = path || '(body)';
  if (Array.isArray(expected) && Array.isArray(actual)) {
    if (expected.length !== actual.length)
      return diff(at, `${expected.length} item(s)`, `${actual.length} item(s)`);
    for (let i = 0; i < expected.length; i++) {
      const d = firstDifference(expected[i], actual[i], sub(path, i));
      if (d) return d;
    }
    return null;
  }
  if (isObject(expected) && isObject(actual)) {
    for (const k of new Set([...Object.keys(expected), ...Object.keys(actual)])) {
      const d = firstDifference(expected[k], actual[k], sub(path, k));
      if (d) return d;
    }
    return null;
  }
  if (deepEqual(expected, actual)) return null;
  const text = (v: unknown) => (v === undefined ? 'nothing' : short(v));
  return diff(at, text(expected), text(actual), `${at}: ${text(expected)}, not ${text(actual)}`);
}

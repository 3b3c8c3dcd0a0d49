/**
 * Paths into a body and the values the negative inputs put there: where a
 * location is, how to read, set or delete it in a copy, a value of another
 * type, a string padded to a length.
 */
import { isObject } from '../../util.ts';

export type Segment = string | number;

export function formatPath(path: Segment[]): string {
  if (!path.length) return '(body)';
  return path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? p : `.${p}`)).join('');
}

export function setAt(root: unknown, path: Segment[], value: unknown): unknown {
  if (!path.length) return value;
  const copy: unknown = structuredClone(root);
  let node = copy as Record<string | number, unknown>;
  for (const seg of path.slice(0, -1)) node = node[seg] as Record<string | number, unknown>;
  node[path[path.length - 1] as Segment] = value;
  return copy;
}

export function deleteAt(root: unknown, path: Segment[]): unknown {
  const copy: unknown = structuredClone(root);
  let node = copy as Record<string | number, unknown>;
  for (const seg of path.slice(0, -1)) node = node[seg] as Record<string | number, unknown>;
  const last = path[path.length - 1] as Segment;
  if (Array.isArray(node)) node.splice(Number(last), 1);
  else delete node[last];
  return copy;
}

/** A value of none of the given types. */
export function wrongTypeValue(types: string[]): unknown {
  if (!types.includes('integer') && !types.includes('number')) return 12345;
  if (!types.includes('string')) return 'not-a-number';
  if (!types.includes('object')) return { unexpected: true };
  return [];
}

/** Pads a valid string to `n` code points, keeping its prefix (so patterns like `^/` still match). */
export function padTo(base: string, n: number, fill = 'a'): string {
  const cps = [...base];
  if (cps.length >= n) return cps.slice(0, n).join('');
  return base + fill.repeat(n - cps.length);
}

export function getAt(root: unknown, path: Segment[]): unknown {
  let node = root;
  for (const seg of path) {
    if (!isObject(node) && !Array.isArray(node)) return undefined;
    node = (node as Record<string | number, unknown>)[seg];
  }
  return node;
}

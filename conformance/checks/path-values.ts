/**
 * Values for a read's path parameters that name something: the kit's own item for the
 * resource's id, else the parameter's example. Checks that send a read as it is (or vary one
 * segment of it) start from these.
 */
import type { Operation } from '../contract.ts';
import type { KitContext } from '../context.ts';

export type PathValues =
  { values: Record<string, string>; missing?: undefined } | { values?: undefined; missing: string };

/** Each path parameter's value, percent-encoded, or the first parameter that has none. */
export function namingPathValues(kit: KitContext, op: Operation): PathValues {
  const resource = kit.contract.resources.find((r) => r.read === op);
  const values: Record<string, string> = {};
  for (const p of op.parameters.filter((x) => x.in === 'path')) {
    const own =
      resource && p.name === resource.idParam ? kit.data.fixtures.get(resource) : undefined;
    const example =
      typeof p.example === 'string' || typeof p.example === 'number'
        ? String(p.example)
        : undefined;
    const value = own ?? example;
    if (value === undefined) return { missing: p.name };
    values[p.name] = encodeURIComponent(value);
  }
  return { values };
}

/** The operation's path with its parameters filled in (an unknown one left empty). */
export const fillPath = (op: Operation, values: Record<string, string>): string =>
  op.path.replace(/\{([^}]+)\}/g, (_, name: string) => values[name] ?? '');

/**
 * Schema-driven mutations of valid values, for the property-based negative
 * runs: each makes one location of a valid body invalid. Every mutation is
 * checked against the contract with Ajv, so "invalid" always means invalid by
 * the contract, never by guess.
 */
import type { Contract, Schema } from '../../contract.ts';
import { minimalValue } from '../../generate.ts';
import { isObject, typesOf } from '../../util.ts';
import { deleteAt, formatPath, padTo, setAt, wrongTypeValue, type Segment } from './values.ts';

export interface Location {
  path: Segment[];
  schema: Schema;
  value: unknown;
}

export interface Mutation {
  /** human description, e.g. `sections[0].content: longer than maxLength 100000` */
  description: string;
  value: unknown;
}

/** A mutation not built yet (some are megabytes long: only the chosen one is made). */
export interface LazyMutation {
  description: string;
  make(): unknown;
}

/** Every location in `value` that the schema describes, root first. */
export function locations(
  contract: Contract,
  schema: Schema,
  value: unknown,
  path: Segment[] = [],
): Location[] {
  const s = contract.deref<Schema>(schema) ?? {};
  const out: Location[] = [{ path, schema: s, value }];
  if (isObject(value) && isObject(s.properties)) {
    for (const [k, v] of Object.entries(value)) {
      const sub = (s.properties as Schema)[k];
      if (sub) out.push(...locations(contract, sub as Schema, v, [...path, k]));
    }
  } else if (Array.isArray(value) && s.items) {
    value.forEach((v, i) => out.push(...locations(contract, s.items as Schema, v, [...path, i])));
  }
  return out;
}

/**
 * The mutations that make one location of `body` invalid. The caller picks one
 * by index (a fast-check `nat`), so shrinking walks towards the first ones; a
 * candidate that turns out valid (rare) gives way to the next.
 */
export function pickMutation(
  contract: Contract,
  schema: Schema,
  body: unknown,
  pick: number,
): Mutation | undefined {
  const list = mutations(contract, schema, body);
  for (let i = 0; i < list.length; i++) {
    const m = list[(pick + i) % list.length]!;
    const value = m.make();
    if (!contract.validate(schema, value).valid) return { description: m.description, value };
  }
  return undefined;
}

export function mutations(contract: Contract, schema: Schema, body: unknown): LazyMutation[] {
  const out: LazyMutation[] = [];
  for (const loc of locations(contract, schema, body)) {
    const s = loc.schema;
    const at = formatPath(loc.path);
    const types = typesOf(s);
    const add = (description: string, value: unknown) =>
      out.push({
        description: `${at}: ${description}`,
        make: () =>
          setAt(body, loc.path, typeof value === 'function' ? (value as () => unknown)() : value),
      });
    if (types.length) add(`wrong type (${typeof wrongTypeValue(types)})`, wrongTypeValue(types));
    if (
      types.length &&
      !types.includes('null') &&
      !(Array.isArray(s.enum) && s.enum.includes(null))
    )
      add('null', null);
    if (Array.isArray(s.enum)) add('not one of the allowed values', '__not_in_enum__');
    if (typeof loc.value === 'string') {
      const text = loc.value;
      if (typeof s.maxLength === 'number')
        add(`longer than maxLength ${s.maxLength}`, () =>
          padTo(text || 'a', (s.maxLength as number) + 1),
        );
      if (typeof s.minLength === 'number' && s.minLength > 0)
        add(
          `shorter than minLength ${s.minLength}`,
          [...loc.value].slice(0, s.minLength - 1).join(''),
        );
      if (typeof s.pattern === 'string') {
        const candidate = [
          '',
          ' ',
          '\t\n',
          'x',
          'http://example.com/a.png',
          'data:text/html;base64,PGI+',
          '123',
        ].find((c) => !new RegExp(s.pattern as string, 'u').test(c));
        if (candidate !== undefined) add(`does not match pattern ${s.pattern}`, candidate);
      }
      if (s.format === 'date') add('not a calendar date', '2026-02-30');
      if (s.format === 'date-time') add('not a date-time', '2026-13-01T25:00:00Z');
      if (s.format === 'email') add('not an email address', 'not-an-email');
      if (s.format === 'uuid') add('not a uuid', 'not-a-uuid');
    }
    if (typeof loc.value === 'number') {
      if (typeof s.minimum === 'number') add(`below minimum ${s.minimum}`, s.minimum - 1);
      if (typeof s.maximum === 'number') add(`above maximum ${s.maximum}`, s.maximum + 1);
      if (types.includes('integer') && !types.includes('number'))
        add('not an integer', loc.value + 0.5);
    }
    if (Array.isArray(loc.value)) {
      const arr = loc.value;
      if (typeof s.maxItems === 'number') {
        const max = s.maxItems;
        add(`more than maxItems ${max}`, () => {
          const item = s.items ? minimalValue(contract, contract.deref<Schema>(s.items)) : 'x';
          const extra = Array.from({ length: max + 1 - arr.length }, (_, i) =>
            typeof item === 'string' ? `${item}${i}` : structuredClone(item),
          );
          return [...(arr as unknown[]), ...extra];
        });
      }
      if (typeof s.minItems === 'number' && s.minItems > 0)
        add(`fewer than minItems ${s.minItems}`, loc.value.slice(0, s.minItems - 1));
      if (s.uniqueItems && loc.value.length)
        add('duplicate items', [...(loc.value as unknown[]), structuredClone(loc.value[0])]);
    }
    if (isObject(loc.value)) {
      for (const req of Array.isArray(s.required) ? (s.required as string[]) : []) {
        if (req in loc.value)
          out.push({
            description: `${at === '(body)' ? '' : `${at}.`}${req}: required but missing`,
            make: () => deleteAt(body, [...loc.path, req]),
          });
      }
      if (s.additionalProperties === false)
        add('unexpected extra property', { ...loc.value, unexpected_field: 'x' });
    }
  }
  return out;
}

// Compares two dereferenced JSON Schemas as one side of an operation sees them.
//
// A request schema describes what the server accepts: narrowing it (a value,
// field or length that used to be accepted is refused now) breaks clients that
// send it. A response schema describes what clients receive: removing what they
// read, or widening what they may get (a new type, a new enum value, a longer
// string), breaks or may break them.
import { isDeepStrictEqual } from 'node:util';
import { at, code, emit, isNode, type Level, type Node, type Scope } from './changes.ts';

export type Direction = 'request' | 'response';

/** The pairs of schemas being compared further up, so that recursive schemas end. */
type Active = Map<Node, Set<Node>>;

export function compareSchema(
  base: unknown,
  head: unknown,
  scope: Scope,
  dir: Direction,
  field = '',
  active: Active = new Map(),
): void {
  if (!isNode(base) || !isNode(head) || isDeepStrictEqual(base, head)) return;
  const seen = active.get(base) ?? new Set<Node>();
  if (seen.has(head)) return;
  seen.add(head);
  active.set(base, seen);
  try {
    compareDocs(base, head, scope, field);
    compareTypes(base, head, scope, dir, field);
    compareEnums(base, head, scope, dir, field);
    compareLimits(base, head, scope, dir, field);
    compareFormats(base, head, scope, dir, field);
    compareProperties(base, head, scope, dir, field, active);
    if (isNode(base.items) || isNode(head.items)) {
      compareSchema(base.items, head.items, at(scope, 'items'), dir, `${field}[]`, active);
    }
    for (const key of ['oneOf', 'anyOf', 'allOf'] as const) {
      compareBranches(base, head, key, scope, dir, field, active);
    }
  } finally {
    seen.delete(head);
  }
}

function compareDocs(base: Node, head: Node, scope: Scope, field: string) {
  for (const key of ['title', 'description'] as const) {
    if (base[key] !== head[key]) emit(scope, 'INFO', `${key}-changed`, `${key} changed`, field);
  }
}

/** The types a schema allows; `null` when it says nothing (any type). */
function typesOf(schema: Node): Set<string> | null {
  const type = schema.type;
  const list = typeof type === 'string' ? [type] : Array.isArray(type) ? type.map(String) : null;
  if (!list) return null;
  if (schema.nullable === true) list.push('null');
  return new Set(list);
}

/** Every value of type set `a` is one of type set `b` (`null` = any type). */
function within(a: Set<string> | null, b: Set<string> | null): boolean {
  if (!b) return true;
  if (!a) return false;
  return [...a].every((t) => b.has(t) || (t === 'integer' && b.has('number')));
}

const typeText = (t: Set<string> | null) => (t ? [...t].join(' | ') : 'any');

function compareTypes(base: Node, head: Node, scope: Scope, dir: Direction, field: string) {
  const b = typesOf(base);
  const h = typesOf(head);
  if (typeText(b) === typeText(h)) return;
  const what = `type changed from ${typeText(b)} to ${typeText(h)}`;
  // A request may now carry more types, or a response fewer: both are safe.
  const safe = dir === 'request' ? within(b, h) : within(h, b);
  const s = at(scope, 'type');
  if (safe) emit(s, 'INFO', `${dir}-type-widened`, what, field);
  else emit(s, 'ERR', `${dir}-type-changed`, what, field);
}

function enumOf(schema: Node): unknown[] | null {
  if (Array.isArray(schema.enum)) return schema.enum as unknown[];
  if ('const' in schema) return [schema.const];
  return null;
}

function compareEnums(base: Node, head: Node, scope: Scope, dir: Direction, field: string) {
  const b = enumOf(base);
  const h = enumOf(head);
  if (!b && !h) return;
  const has = (list: unknown[], v: unknown) => list.some((x) => isDeepStrictEqual(x, v));
  const s = at(scope, 'enum' in head || 'enum' in base ? 'enum' : 'const');
  if (b && !h) {
    if (dir === 'request') emit(s, 'INFO', 'request-enum-removed', 'any value accepted now', field);
    else emit(s, 'WARN', 'response-enum-removed', 'no longer limited to a list', field);
    return;
  }
  if (!b && h) {
    if (dir === 'request') {
      emit(
        s,
        'ERR',
        'request-enum-introduced',
        `only ${h.map(code).join(', ')} accepted now`,
        field,
      );
    } else
      emit(s, 'INFO', 'response-enum-introduced', `limited to ${h.map(code).join(', ')}`, field);
    return;
  }
  for (const v of b!.filter((v) => !has(h!, v))) {
    if (dir === 'request') {
      emit(
        s,
        'ERR',
        'request-enum-value-removed',
        `enum narrowed: ${code(v)} no longer accepted`,
        field,
      );
    } else
      emit(s, 'INFO', 'response-enum-value-removed', `enum value ${code(v)} no longer sent`, field);
  }
  for (const v of h!.filter((v) => !has(b!, v))) {
    if (dir === 'request') {
      emit(s, 'INFO', 'request-enum-value-added', `enum value ${code(v)} accepted`, field);
    } else {
      emit(s, 'WARN', 'response-enum-value-added', `enum widened: ${code(v)} may be sent`, field);
    }
  }
}

/** Upper bounds narrow when they go down; lower bounds when they go up. */
const BOUNDS: [keyword: string, upper: boolean][] = [
  ['maxLength', true],
  ['maximum', true],
  ['exclusiveMaximum', true],
  ['maxItems', true],
  ['maxProperties', true],
  ['minLength', false],
  ['minimum', false],
  ['exclusiveMinimum', false],
  ['minItems', false],
  ['minProperties', false],
];

function compareLimits(base: Node, head: Node, scope: Scope, dir: Direction, field: string) {
  for (const [key, upper] of BOUNDS) {
    const b = typeof base[key] === 'number' ? base[key] : undefined;
    const h = typeof head[key] === 'number' ? head[key] : undefined;
    if (b === h) continue;
    const none = upper ? Infinity : -Infinity;
    const narrowed = upper ? (h ?? none) < (b ?? none) : (h ?? none) > (b ?? none);
    const what =
      b === undefined
        ? `\`${key}\` ${h} added`
        : h === undefined
          ? `\`${key}\` ${b} removed`
          : `\`${key}\` ${upper === narrowed ? 'lowered' : 'raised'} from ${b} to ${h}`;
    // Narrowing refuses requests that passed; widening lets responses exceed what clients expect.
    const level: Level =
      dir === 'request' ? (narrowed ? 'ERR' : 'INFO') : narrowed ? 'INFO' : 'WARN';
    const id = `${dir}-${key}-${narrowed ? 'narrowed' : 'widened'}`;
    emit(at(scope, key), level, id, what, field);
  }
  if (base.uniqueItems !== head.uniqueItems) {
    const narrowed = head.uniqueItems === true;
    const level: Level =
      dir === 'request' ? (narrowed ? 'ERR' : 'INFO') : narrowed ? 'INFO' : 'WARN';
    const what = narrowed ? 'items must be unique now' : 'items may repeat now';
    emit(at(scope, 'uniqueItems'), level, `${dir}-unique-items-changed`, what, field);
  }
}

function compareFormats(base: Node, head: Node, scope: Scope, dir: Direction, field: string) {
  for (const key of ['pattern', 'format'] as const) {
    if (base[key] === head[key]) continue;
    const what =
      base[key] === undefined
        ? `${key} ${code(head[key])} added`
        : head[key] === undefined
          ? `${key} ${code(base[key])} removed`
          : `${key} changed from ${code(base[key])} to ${code(head[key])}`;
    // Whether one pattern accepts less than another cannot be told in general.
    const safe = dir === 'request' ? head[key] === undefined : base[key] === undefined;
    emit(at(scope, key), safe ? 'INFO' : 'WARN', `${dir}-${key}-changed`, what, field);
  }
  if (dir === 'request' && !isDeepStrictEqual(base.default, head.default)) {
    const what = `default changed from ${code(base.default)} to ${code(head.default)}`;
    emit(at(scope, 'default'), 'WARN', 'request-default-changed', what, field);
  }
}

function compareProperties(
  base: Node,
  head: Node,
  scope: Scope,
  dir: Direction,
  field: string,
  active: Active,
) {
  const bp = isNode(base.properties) ? base.properties : {};
  const hp = isNode(head.properties) ? head.properties : {};
  const br = new Set(Array.isArray(base.required) ? base.required : []);
  const hr = new Set(Array.isArray(head.required) ? head.required : []);
  const name = (key: string) => (field ? `${field}.${key}` : key);
  const closed = (s: Node) => s.additionalProperties === false;

  for (const key of Object.keys(bp)) {
    const s = at(scope, 'properties', key);
    if (!(key in hp)) {
      if (dir === 'response') emit(s, 'ERR', 'response-property-removed', 'removed', name(key));
      else if (closed(head)) {
        emit(s, 'ERR', 'request-property-removed', 'removed: refused if sent', name(key));
      } else emit(s, 'WARN', 'request-property-removed', 'removed: ignored if sent', name(key));
      continue;
    }
    if (dir === 'response' && br.has(key) && !hr.has(key)) {
      emit(
        s,
        'ERR',
        'response-property-became-optional',
        'no longer required (may be missing)',
        name(key),
      );
    } else if (dir === 'response' && !br.has(key) && hr.has(key)) {
      emit(s, 'INFO', 'response-property-became-required', 'now always present', name(key));
    } else if (dir === 'request' && !br.has(key) && hr.has(key)) {
      emit(s, 'ERR', 'request-property-became-required', 'now required', name(key));
    } else if (dir === 'request' && br.has(key) && !hr.has(key)) {
      emit(s, 'INFO', 'request-property-became-optional', 'now optional', name(key));
    }
    compareSchema(bp[key], hp[key], s, dir, name(key), active);
  }
  for (const key of Object.keys(hp).filter((k) => !(k in bp))) {
    const s = at(scope, 'properties', key);
    if (dir === 'response') emit(s, 'INFO', 'response-property-added', 'new field', name(key));
    else if (hr.has(key))
      emit(s, 'ERR', 'new-required-request-property', 'new required field', name(key));
    else emit(s, 'INFO', 'new-optional-request-property', 'new optional field', name(key));
  }
  if (dir === 'request' && !closed(base) && closed(head)) {
    const s = at(scope, 'additionalProperties');
    emit(
      s,
      'ERR',
      'request-additional-properties-refused',
      'fields not listed are refused now',
      field,
    );
  }
}

function compareBranches(
  base: Node,
  head: Node,
  key: 'oneOf' | 'anyOf' | 'allOf',
  scope: Scope,
  dir: Direction,
  field: string,
  active: Active,
) {
  const b = Array.isArray(base[key]) ? (base[key] as unknown[]) : [];
  const h = Array.isArray(head[key]) ? (head[key] as unknown[]) : [];
  for (let i = 0; i < Math.min(b.length, h.length); i++) {
    compareSchema(b[i], h[i], at(scope, key, i), dir, field, active);
  }
  if (b.length === h.length) return;
  if (key === 'allOf') {
    emit(
      at(scope, key),
      'WARN',
      `${dir}-allOf-changed`,
      `allOf went from ${b.length} to ${h.length} parts`,
      field,
    );
    return;
  }
  // More oneOf/anyOf branches: a request accepts more shapes, a response may carry one clients do not know.
  const more = h.length > b.length;
  const what = `${key} ${more ? 'gained' : 'lost'} ${Math.abs(h.length - b.length)} branch(es)`;
  const level: Level = dir === 'request' ? (more ? 'INFO' : 'ERR') : more ? 'WARN' : 'INFO';
  emit(at(scope, key), level, `${dir}-${key}-${more ? 'added' : 'removed'}`, what, field);
}

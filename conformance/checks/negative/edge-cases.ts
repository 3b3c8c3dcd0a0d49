/**
 * The hand-written edge cases for a request body (empty, blank, huge and
 * Unicode strings, wrong types, extra fields, oversized data URLs, malformed
 * bodies), each applied to the minimal valid body, with what the contract
 * expects of it: Ajv decides.
 */
import type { Contract, Operation, Schema } from '../../contract.ts';
import { TINY_IMAGES, imageSubtypes, isImageRef, isYoutube, minimalValue } from '../../generate.ts';
import { isObject, typesOf } from '../../util.ts';
import { formatPath, getAt, padTo, setAt, wrongTypeValue, type Segment } from './values.ts';

export interface EdgeCase {
  name: string;
  body?: unknown;
  /** a raw body sent as is (malformed JSON, empty body) */
  raw?: string;
  contentType?: string;
  /** sent gzip-compressed, with `Content-Encoding: gzip` */
  gzip?: boolean;
  /** the status the contract names for this refusal (the sequences that can afford it expect it) */
  status?: number;
  /** its bytes as sent are the point: never through Prism (see RequestSpec) */
  rawBytes?: boolean;
  /** accept: must get 2xx; reject: must get a documented 4xx; any: robustness only */
  expect: 'accept' | 'reject' | 'any';
}

interface Slot {
  path: Segment[];
  schema: Schema;
}

/** Where strings, numbers, arrays and objects live in a schema (arrays at index 0). */
function slots(contract: Contract, schema: Schema, path: Segment[] = [], depth = 0): Slot[] {
  const s = contract.deref<Schema>(schema) ?? {};
  const out: Slot[] = [{ path, schema: s }];
  if (depth > 4) return out;
  if (isObject(s.properties)) {
    for (const [k, sub] of Object.entries(s.properties))
      out.push(...slots(contract, sub as Schema, [...path, k], depth + 1));
  }
  if (s.items) out.push(...slots(contract, s.items as Schema, [...path, 0], depth + 1));
  return out;
}

/** The minimal body with the containers a slot needs (e.g. `sections: [minimal section]`). */
export function withContainers(
  contract: Contract,
  schema: Schema,
  base: unknown,
  path: Segment[],
): unknown {
  let root: unknown = structuredClone(base);
  let s = contract.deref<Schema>(schema);
  for (let i = 0; i < path.length; i++) {
    const seg = path[i] as Segment;
    const sub = contract.deref<Schema>(
      typeof seg === 'number' ? s.items : (s.properties as Schema)[seg],
    );
    const prefix = path.slice(0, i + 1);
    const parent = getAt(root, path.slice(0, i));
    const current =
      isObject(parent) || Array.isArray(parent)
        ? (parent as Record<string | number, unknown>)[seg]
        : undefined;
    if (current === undefined && i < path.length - 1) {
      const isArray = typesOf(sub).includes('array');
      root = setAt(root, prefix, isArray ? [] : minimalValue(contract, sub));
      if (isArray && typeof path[i + 1] === 'number') {
        root = setAt(
          root,
          [...prefix, 0],
          minimalValue(contract, contract.deref<Schema>(sub.items)),
        );
      }
    }
    s = sub;
  }
  return root;
}

const HUGE = 100_000;

const UNICODE_SAMPLES: [string, string][] = [
  ['Unicode text', 'Sepak bola ⚽ Ñandú ça 日本語 العربية 🇮🇩 👩🏽‍🏫'],
  ['combining marks and zero-width characters', 'e\u0301\u200b\u200d\u2060x'],
  ['right-to-left override', '\u202eabc\u202c مرحبا'],
  ['astral-plane characters', '😀𝒜🀄'],
  ['markup and SQL', `<script>alert(1)</script>' OR 1=1; --`],
];

/** The largest image data URL a `maxLength` allows, made of a real image header. */
function largestDataUrl(subtype: string, maxLength: number): string {
  const prefix = `data:image/${subtype};base64,`;
  const header = Buffer.from(TINY_IMAGES[subtype] ?? TINY_IMAGES.png ?? '', 'base64');
  const room = Math.floor((maxLength - prefix.length) / 4) * 3;
  const bytes = Buffer.alloc(Math.max(header.length, room));
  header.copy(bytes);
  return prefix + bytes.toString('base64');
}

/** What an operation states of its bodies: their size, their depth, and compressed ones refused. */
export interface BodyLimits {
  /** `x-max-body-bytes`, else the API description's figure */
  bodyLimitBytes?: number;
  /** `x-max-body-depth` */
  bodyDepth?: number;
  /** it documents `415` for a body sent with a `Content-Encoding` */
  refusesEncoded?: boolean;
}

export const limitsOf = (op: Operation): BodyLimits => ({
  bodyLimitBytes: op.requestBody?.maxBytes,
  bodyDepth: op.requestBody?.maxDepth,
  refusesEncoded: '415' in op.responses,
});

/** Arrays nested `depth` levels deep: `[[[…]]]`, two bytes a level. */
export const nestedArrays = (depth: number): string => '['.repeat(depth) + ']'.repeat(depth);

/**
 * The bodies past an operation's stated limits: a valid body padded with white space (valid
 * JSON, valid by the schema) one byte past `x-max-body-bytes`; arrays nested one level past
 * `x-max-body-depth` and as deep as the size limit allows (at most 100 000 levels); the valid
 * body compressed (`Content-Encoding: gzip`) where the operation documents 415. Each must be
 * refused, with the status the contract names for it where it documents that status.
 */
export function limitCases(valid: unknown, limits: BodyLimits): EdgeCase[] {
  const cases: EdgeCase[] = [];
  const text = JSON.stringify(valid);
  const { bodyLimitBytes: bytes, bodyDepth: depth } = limits;
  if (bytes && Buffer.byteLength(text) <= bytes)
    cases.push({
      name: `(body): larger than the ${bytes}-byte limit (a valid body and white space)`,
      raw: text + ' '.repeat(bytes + 1 - Buffer.byteLength(text)),
      expect: 'reject',
      status: 413,
      rawBytes: true,
    });
  if (depth) {
    const deepest = Math.min(100_000, Math.floor((bytes ?? 200_000) / 2) - 1);
    for (const levels of new Set([depth + 1, Math.max(depth + 1, deepest)]))
      cases.push({
        name: `(body): nested ${levels} levels deep (arrays; the limit is ${depth})`,
        raw: nestedArrays(levels),
        expect: 'reject',
        status: 400,
        rawBytes: true,
      });
  }
  if (limits.refusesEncoded)
    cases.push({
      name: '(body): compressed (Content-Encoding: gzip)',
      raw: text,
      gzip: true,
      expect: 'reject',
      status: 415,
      rawBytes: true,
    });
  return cases;
}

/**
 * The hand-written edge cases for a request body schema, each applied to the
 * minimal valid body, with what the contract expects of each (Ajv decides).
 */
export function edgeCases(
  contract: Contract,
  schema: Schema,
  options: BodyLimits & { acceptance: boolean },
): readonly EdgeCase[] {
  // The cases depend on the contract, the schema and the options alone, and building them
  // validates every one (bodies up to a few MiB): a run that sends them again reuses them.
  let bySchema = made.get(contract);
  if (!bySchema) made.set(contract, (bySchema = new WeakMap()));
  let byOptions = bySchema.get(schema);
  if (!byOptions) bySchema.set(schema, (byOptions = new Map<string, readonly EdgeCase[]>()));
  const key = JSON.stringify(options);
  let cases = byOptions.get(key);
  if (!cases) byOptions.set(key, (cases = deepFreeze(makeEdgeCases(contract, schema, options))));
  return cases;
}

const made = new WeakMap<Contract, WeakMap<Schema, Map<string, readonly EdgeCase[]>>>();

/** Frozen all the way down: a reused case that a sender changed would change every later run. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

function makeEdgeCases(
  contract: Contract,
  schema: Schema,
  options: BodyLimits & { acceptance: boolean },
): EdgeCase[] {
  const base = minimalValue(contract, schema);
  const cases: (Pick<EdgeCase, 'name' | 'body' | 'status'> & {
    expect?: EdgeCase['expect'];
  })[] = [];
  for (const slot of slots(contract, schema)) {
    const s = slot.schema;
    const at = formatPath(slot.path);
    const types = typesOf(s);
    const host = withContainers(contract, schema, base, slot.path);
    const put = (name: string, value: unknown, expect?: EdgeCase['expect'], status?: number) =>
      cases.push({ name: `${at}: ${name}`, body: setAt(host, slot.path, value), expect, status });
    if (slot.path.length && types.length && !types.includes('null')) put('null', null);
    if (slot.path.length)
      put(`wrong type (${typeof wrongTypeValue(types)})`, wrongTypeValue(types));
    if (types.includes('string')) {
      const valid =
        (getAt(host, slot.path) as string | undefined) ?? (minimalValue(contract, s) as string);
      const baseString = typeof valid === 'string' ? valid : '';
      put('empty string', '');
      put('blank string', '   ');
      const max = typeof s.maxLength === 'number' ? s.maxLength : undefined;
      if (max !== undefined && max <= 200_000)
        put(`exactly maxLength (${max})`, padTo(baseString || 'a', max));
      if (max !== undefined)
        put(`one over maxLength (${max + 1})`, padTo(baseString || 'a', max + 1));
      // Huge: far past a small limit (or, without one, 1 MiB). Large limits are probed at maxLength + 1 above.
      if (max === undefined) put('huge string (1 MiB)', padTo(baseString || 'a', 1_048_576));
      else if (max < 100_000)
        put(`huge string (${HUGE} characters)`, padTo(baseString || 'a', HUGE));
      for (const [name, text] of UNICODE_SAMPLES)
        put(name, isImageRef(s) ? `/images/${text}.svg` : `${baseString}${text}`);
      // The contract: a NUL or a lone surrogate in any text of a body is answered with 400.
      put('NUL character', `${baseString}a\u0000b`, 'reject');
      put('lone surrogate', `${baseString}a\ud800b`, 'reject');
      if (isImageRef(s) && typeof s.maxLength === 'number') {
        const subtype = imageSubtypes(String(s.pattern))[0] ?? 'png';
        // A data URL measures its prefix and a multiple of 4, seldom the maxLength: a site path
        // measures it exactly.
        if (s.maxLength > 200_000)
          put(
            `longest site path (exactly maxLength, ${s.maxLength})`,
            padTo('/images/', s.maxLength),
          );
        put(
          `largest image data URL (at most ${s.maxLength} characters)`,
          largestDataUrl(subtype, s.maxLength),
        );
        // Refused by its field's bound, like every other bound of a schema: 400, not the 413 of
        // a body over its operation's size limit.
        put(
          `oversized image data URL (${s.maxLength + 1} characters)`,
          padTo(`data:image/${subtype};base64,`, s.maxLength + 1, 'A'),
          'reject',
          400,
        );
        put(
          'data URL of a non-image type',
          'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
        );
        // A browser drops tabs and newlines from URLs: `/\t/host/x` is `//host/x`, another site.
        put('site path with a tab before a host', '/\t/evil.example/x.png');
        put('site path with a newline before a host', '/\n/evil.example/x.png');
        put('protocol-relative path', '//evil.example/x.png');
        put(
          'image data URL whose bytes are not an image',
          `data:image/${subtype};base64,${Buffer.from('not an image').toString('base64')}`,
          'any',
        );
        // The pattern sees an SVG's first bytes only; its structure is the server's to check.
        if (imageSubtypes(String(s.pattern)).includes('svg+xml'))
          put(
            'SVG data URL whose document is not an SVG',
            `data:image/svg+xml;base64,${Buffer.from('<html><body>x</body></html>').toString('base64')}`,
            'reject',
          );
      }
      if (isYoutube(s)) {
        put('javascript: link', 'javascript:alert(1)');
        put('link to another host', 'https://evil.example/watch?v=dQw4w9WgXcQ');
        put('YouTube link with a user part', 'https://www.youtube.com@evil.example/x');
      }
      if (s.format === 'date') {
        put('year 0000', '0000-01-01');
        put('impossible date', '2026-02-30');
        put('earliest four-digit date', '0001-01-01');
        put('latest four-digit date', '9999-12-31');
        put('date with a time', '2026-01-01T10:00:00Z');
      }
      if (s.format === 'email') {
        put('not an email address', 'not-an-email');
        put('email with Unicode', 'pelatih.ñandú@contoh.id', 'any');
      }
    }
    if (types.includes('integer') || types.includes('number')) {
      put('zero', 0);
      put('negative', -1);
      put('2^53', 2 ** 53);
      put('a fraction', 1.5);
      put('a numeric string', '1');
    }
    if (types.includes('array') && typeof s.maxItems === 'number') {
      const item = minimalValue(contract, contract.deref<Schema>(s.items));
      const fill = (n: number) =>
        Array.from({ length: n }, (_, i) =>
          typeof item === 'string' ? `${item}${i}` : structuredClone(item),
        );
      put(`exactly maxItems (${s.maxItems})`, fill(s.maxItems));
      put(`one over maxItems (${s.maxItems + 1})`, fill(s.maxItems + 1));
      if (s.uniqueItems) put('duplicate items', [item, item]);
    }
    if (types.includes('object')) {
      const obj = getAt(host, slot.path);
      if (isObject(obj)) {
        put('an extra property', { ...obj, unexpected_field: 'x' });
        put('an empty object', {});
      }
    }
  }
  const raw: EdgeCase[] = [
    { name: '(body): malformed JSON', raw: '{"title": ', expect: 'reject' },
    { name: '(body): empty body', raw: '', expect: 'reject' },
    {
      name: '(body): text/plain instead of JSON',
      raw: JSON.stringify(base),
      contentType: 'text/plain',
      expect: 'reject',
    },
    { name: '(body): a JSON array', body: [base], expect: 'reject' },
    ...limitCases(base, options),
  ];
  const decided: EdgeCase[] = cases.map((c) => {
    const valid = contract.validate(schema, c.body).valid;
    const expect = c.expect ?? (valid ? (options.acceptance ? 'accept' : 'any') : 'reject');
    return { name: c.name, body: c.body, expect, ...(c.status ? { status: c.status } : {}) };
  });
  // The same body can come from several slots; keep the first.
  const seen = new Set<string>();
  return [...decided, ...raw].filter((c) => {
    const key =
      c.raw !== undefined
        ? `raw:${c.contentType}:${c.gzip}:${c.raw.length}:${c.raw.slice(0, 50)}`
        : JSON.stringify(c.body).slice(0, 2000) + JSON.stringify(c.body).length;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Valid inputs from the contract's schemas, as fast-check arbitraries (so runs are
 * seeded, replayable and shrinkable).
 *
 * A schema says what is *allowed*; a few descriptions in the contract also say what
 * is *meant*, and a server may rightly check that. So where the contract describes
 * a value, the generator follows the description:
 * - a string pattern that allows `data:image/...;base64,` (an image reference) gets
 *   site paths or real, tiny images of each allowed type (correct magic bytes);
 * - a string described as a YouTube link gets YouTube links (or '' when the
 *   description allows an empty string).
 * Everything else is generated from the schema alone, Unicode included.
 */
import fc from 'fast-check';
import type { Contract, Schema } from './contract.ts';
import { typesOf } from './util.ts';

/** Tiny but real images, keyed by the MIME subtype used in `data:image/<subtype>`. */
export const TINY_IMAGES: Record<string, string> = {
  png: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  gif: 'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7',
  jpeg: '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  webp: 'UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==',
  'svg+xml': Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1" viewBox="0 0 1 1"><rect width="1" height="1" fill="#0a7"/></svg>',
  ).toString('base64'),
};

export interface GenerateOptions {
  /** upper bound for generated array lengths (keeps requests small) */
  maxItems?: number;
  /** upper bound for generated string lengths (in code points) */
  maxStringLength?: number;
}

const CONTROL = /[\u0000-\u001f\u007f]/u; // eslint-disable-line no-control-regex
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * MIME subtypes an image-reference pattern allows: `data:image/(png|jpeg);base64,` or
 * `data:image/(png;base64,(?=…)|jpeg;base64,(?=…))…` → [png, jpeg].
 */
export function imageSubtypes(pattern: string): string[] {
  const each = [...pattern.matchAll(/[(|]([a-z0-9.+\\-]+);base64,/gi)];
  if (each.length) return each.map((m) => m[1]!.replace(/\\/g, ''));
  const m = /data:image\/\(([^)]*)\)/.exec(pattern);
  if (m?.[1]) return m[1].split('|').map((s) => s.replace(/\\/g, ''));
  const single = /data:image\/([a-z0-9.+\\-]+);/i.exec(pattern);
  return single?.[1] ? [single[1].replace(/\\/g, '')] : [];
}

export function isImageRef(schema: Schema): boolean {
  return typeof schema.pattern === 'string' && schema.pattern.includes('data:image');
}

export function isYoutube(schema: Schema): boolean {
  return (
    typeof schema.description === 'string' &&
    /youtube/i.test(schema.description) &&
    schema.type === 'string'
  );
}

const segment = fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,15}$/);
const youtubeId = fc.stringMatching(/^[A-Za-z0-9_-]{11}$/);

function imageRefArbitrary(schema: Schema): fc.Arbitrary<string> {
  const subtypes = imageSubtypes(String(schema.pattern)).filter((s) => TINY_IMAGES[s]);
  const sitePath = fc
    .tuple(
      fc.array(segment, { minLength: 1, maxLength: 3 }),
      fc.constantFrom('svg', 'png', 'jpg', 'webp'),
    )
    .map(([parts, ext]) => `/images/${parts.join('/')}.${ext}`);
  if (!subtypes.length) return sitePath;
  const dataUrl = fc
    .constantFrom(...subtypes)
    .map((t) => `data:image/${t};base64,${TINY_IMAGES[t]}`);
  return fc.oneof(sitePath, dataUrl);
}

function youtubeArbitrary(schema: Schema): fc.Arbitrary<string> {
  const links = [
    youtubeId.map((id) => `https://www.youtube.com/watch?v=${id}`),
    youtubeId.map((id) => `https://youtu.be/${id}`),
  ];
  const allowsEmpty = /empty/i.test(String(schema.description)) && !(Number(schema.minLength) > 0);
  return allowsEmpty ? fc.oneof(fc.constant(''), ...links) : fc.oneof(...links);
}

function codePoints(s: string): number {
  return [...s].length;
}

/** Strings of Unicode graphemes (no control characters), length counted in code points. */
export function unicodeString(min: number, max: number): fc.Arbitrary<string> {
  const upper = Math.max(min, max);
  return fc
    .string({ unit: 'grapheme', minLength: min, maxLength: upper })
    .map((s) => {
      const cps = [...s];
      return cps.length > upper ? cps.slice(0, upper).join('') : s;
    })
    .filter((s) => codePoints(s) >= min && !CONTROL.test(s) && !LONE_SURROGATE.test(s));
}

function dateArbitrary(): fc.Arbitrary<string> {
  return fc
    .date({
      min: new Date('0001-01-01T00:00:00Z'),
      max: new Date('9999-12-31T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((d) => d.toISOString().slice(0, 10));
}

function stringArbitrary(schema: Schema, opts: Required<GenerateOptions>): fc.Arbitrary<string> {
  const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : Infinity;
  const cap = Math.min(max, Math.max(min, opts.maxStringLength));
  const fits = (s: string) => codePoints(s) >= min && codePoints(s) <= max;
  if (isImageRef(schema)) return imageRefArbitrary(schema).filter(fits);
  if (isYoutube(schema)) return youtubeArbitrary(schema).filter(fits);
  switch (schema.format) {
    case 'date':
      return dateArbitrary();
    case 'date-time':
      return fc
        .date({
          min: new Date('0001-01-01T00:00:00Z'),
          max: new Date('9999-12-31T00:00:00Z'),
          noInvalidDate: true,
        })
        .map((d) => d.toISOString());
    case 'email':
      return fc.emailAddress().filter((e) => fits(e) && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(e));
    case 'uuid':
      return fc.uuid();
    case 'uri':
    case 'url':
      return fc.webUrl().filter(fits);
  }
  if (typeof schema.pattern === 'string') {
    const re = new RegExp(schema.pattern, 'u');
    const matching = fc
      .stringMatching(re, { maxLength: cap })
      .filter((s) => fits(s) && !CONTROL.test(s));
    // Unicode too, when random strings match the pattern often enough to filter for it.
    const probe = fc.sample(unicodeString(min, cap), { numRuns: 40, seed: 42 });
    const rate = probe.filter((s) => re.test(s)).length / probe.length;
    return rate >= 0.5
      ? fc.oneof(
          unicodeString(min, cap).filter((s) => re.test(s)),
          matching,
        )
      : matching;
  }
  return unicodeString(min, cap);
}

function numberArbitrary(schema: Schema, integer: boolean): fc.Arbitrary<number> {
  let min = typeof schema.minimum === 'number' ? schema.minimum : undefined;
  let max = typeof schema.maximum === 'number' ? schema.maximum : undefined;
  if (typeof schema.exclusiveMinimum === 'number')
    min = schema.exclusiveMinimum + (integer ? 1 : Number.EPSILON);
  if (typeof schema.exclusiveMaximum === 'number')
    max = schema.exclusiveMaximum - (integer ? 1 : Number.EPSILON);
  if (integer) {
    return fc.integer({
      min: min === undefined ? -(2 ** 31) : Math.ceil(min),
      max: max === undefined ? 2 ** 31 - 1 : Math.floor(max),
    });
  }
  return fc.double({ min: min ?? -1e9, max: max ?? 1e9, noNaN: true, noDefaultInfinity: true });
}

/**
 * An arbitrary of values valid against `schema`. Every value is checked with Ajv
 * against the contract, so a generator shortcut can never produce an invalid
 * "valid" value.
 */
export function arbitraryFor(
  contract: Contract,
  schema: Schema,
  options: GenerateOptions = {},
): fc.Arbitrary<unknown> {
  const opts: Required<GenerateOptions> = {
    maxItems: options.maxItems ?? 3,
    maxStringLength: options.maxStringLength ?? 24,
  };
  const build = (raw: unknown, depth: number): fc.Arbitrary<unknown> => {
    const s = contract.deref<Schema>(raw) ?? {};
    if (Array.isArray(s.enum) && s.enum.length) return fc.constantFrom(...(s.enum as unknown[]));
    if ('const' in s) return fc.constant(s.const);
    if (Array.isArray(s.allOf)) {
      const merged: Schema = { ...s, allOf: undefined };
      for (const part of s.allOf) {
        const p = contract.deref<Schema>(part);
        merged.properties = { ...(merged.properties as Schema), ...(p.properties as Schema) };
        merged.required = [
          ...((merged.required as string[]) ?? []),
          ...((p.required as string[]) ?? []),
        ];
        for (const [k, v] of Object.entries(p)) if (!(k in merged)) merged[k] = v;
      }
      delete merged.allOf;
      return build(merged, depth);
    }
    for (const key of ['oneOf', 'anyOf'] as const) {
      const alts = s[key];
      if (Array.isArray(alts) && alts.length)
        return fc.oneof(...alts.map((a) => build(a, depth + 1)));
    }
    const types = typesOf(s);
    if (types.length > 1) {
      return fc.oneof(...types.map((t) => build({ ...s, type: t }, depth)));
    }
    switch (types[0]) {
      case 'string':
        return stringArbitrary(s, opts);
      case 'integer':
        return numberArbitrary(s, true);
      case 'number':
        return numberArbitrary(s, false);
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array': {
        const item = build(s.items ?? {}, depth + 1);
        const minLength = typeof s.minItems === 'number' ? s.minItems : 0;
        const maxLength = Math.max(
          minLength,
          Math.min(
            typeof s.maxItems === 'number' ? s.maxItems : Infinity,
            depth > 1 ? 1 : opts.maxItems,
          ),
        );
        return s.uniqueItems
          ? fc.uniqueArray(item, { minLength, maxLength, selector: (v) => JSON.stringify(v) })
          : fc.array(item, { minLength, maxLength });
      }
      case 'object': {
        const props = (s.properties ?? {}) as Schema;
        const required = new Set(Array.isArray(s.required) ? (s.required as string[]) : []);
        const model: Record<string, fc.Arbitrary<unknown>> = {};
        for (const [name, sub] of Object.entries(props)) model[name] = build(sub, depth + 1);
        for (const name of required) if (!(name in model)) model[name] = fc.string();
        return fc.record(model, { requiredKeys: [...required] });
      }
      default:
        return fc.oneof(fc.string(), fc.integer(), fc.boolean());
    }
  };
  return build(schema, 0).filter((v) => contract.validate(schema, v).valid);
}

/**
 * The smallest valid value: required properties only, each at its simplest
 * (`"a"`, `0`, `false`, `[]`, a site path for an image, a fixed date). Hand-written
 * edge cases are applied to it, so a failing edge case is already minimal.
 */
export function minimalValue(contract: Contract, schema: Schema): unknown {
  const build = (raw: unknown): unknown => {
    const s = contract.deref<Schema>(raw) ?? {};
    if (Array.isArray(s.enum) && s.enum.length) return s.enum[0];
    if ('const' in s) return s.const;
    for (const key of ['oneOf', 'anyOf', 'allOf'] as const) {
      const alts = s[key];
      if (Array.isArray(alts) && alts.length) return build(alts[0]);
    }
    const types = typesOf(s).filter((t) => t !== 'null');
    switch (types[0]) {
      case 'string': {
        const min = typeof s.minLength === 'number' ? s.minLength : 0;
        if (isImageRef(s)) return '/images/a.svg';
        if (isYoutube(s)) return min > 0 ? 'https://youtu.be/aaaaaaaaaaa' : '';
        if (s.format === 'date') return '2026-01-01';
        if (s.format === 'date-time') return '2026-01-01T00:00:00Z';
        if (s.format === 'email') return 'a@example.com';
        if (s.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
        if (typeof s.pattern === 'string') {
          const simple = 'a'.repeat(Math.max(1, min));
          if (contract.validate(s, simple).valid) return simple;
          const samples = fc.sample(fc.stringMatching(new RegExp(s.pattern, 'u')), {
            numRuns: 50,
            seed: 7,
          });
          const ok = samples
            .filter((v) => contract.validate(s, v).valid)
            .sort((a, b) => a.length - b.length);
          if (ok[0] !== undefined) return ok[0];
        }
        return 'a'.repeat(Math.max(1, min));
      }
      case 'integer':
      case 'number': {
        const min =
          typeof s.minimum === 'number'
            ? s.minimum
            : typeof s.exclusiveMinimum === 'number'
              ? s.exclusiveMinimum + 1
              : 0;
        return typeof s.maximum === 'number' && s.maximum < min ? s.maximum : min;
      }
      case 'boolean':
        return false;
      case 'array': {
        const n = typeof s.minItems === 'number' ? s.minItems : 0;
        return Array.from({ length: n }, () => build(s.items ?? {}));
      }
      case 'object': {
        const props = (s.properties ?? {}) as Schema;
        const out: Record<string, unknown> = {};
        for (const name of Array.isArray(s.required) ? (s.required as string[]) : [])
          out[name] = build(props[name] ?? {});
        return out;
      }
      default:
        return types.length === 0 && typesOf(s).includes('null') ? null : {};
    }
  };
  const value = build(schema);
  if (contract.validate(schema, value).valid) return value;
  const samples = fc.sample(arbitraryFor(contract, schema, { maxItems: 0, maxStringLength: 1 }), {
    numRuns: 30,
    seed: 7,
  });
  return samples.sort((a, b) => JSON.stringify(a).length - JSON.stringify(b).length)[0];
}

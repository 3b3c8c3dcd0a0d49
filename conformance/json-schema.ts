/**
 * From OpenAPI schemas to what Ajv reads: local `$ref`s resolved by pointer, OpenAPI-only
 * keywords dropped, and Ajv's errors worded so that each names the field it is about.
 */
import type { ErrorObject } from 'ajv';
import { isObject } from './util.ts';

export type Schema = { [key: string]: unknown };

export const CONTRACT_ID = 'urn:conformance:contract';

export function pointer(doc: unknown, ref: string): unknown {
  if (!ref.startsWith('#')) throw new Error(`Only local $refs are supported: ${ref}`);
  const parts = ref
    .replace(/^#\/?/, '')
    .split('/')
    .filter((p) => p !== '')
    .map((p) => decodeURIComponent(p).replace(/~1/g, '/').replace(/~0/g, '~'));
  let node: unknown = doc;
  for (const part of parts) {
    if (!isObject(node) && !Array.isArray(node)) throw new Error(`Unresolvable $ref ${ref}`);
    node = (node as Record<string, unknown>)[part];
  }
  if (node === undefined) throw new Error(`Unresolvable $ref ${ref}`);
  return node;
}

/**
 * Makes an OpenAPI schema a plain JSON Schema 2020-12 that Ajv accepts:
 * 3.0 `nullable` becomes a type array, boolean `exclusiveMinimum/Maximum` become
 * numbers, OpenAPI-only keywords go, and local `$ref`s point into the contract
 * document registered with Ajv.
 */
export function normaliseSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(normaliseSchema);
  if (!isObject(node)) return node;
  const out: Schema = {};
  for (const [k, v] of Object.entries(node)) {
    if (
      [
        'example',
        'xml',
        'externalDocs',
        'discriminator',
        'deprecated',
        'readOnly',
        'writeOnly',
      ].includes(k)
    )
      continue;
    if (k === '$ref' && typeof v === 'string' && v.startsWith('#')) {
      out.$ref = `${CONTRACT_ID}${v}`;
    } else if (
      ['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas'].includes(k) &&
      isObject(v)
    ) {
      out[k] = Object.fromEntries(Object.entries(v).map(([name, s]) => [name, normaliseSchema(s)]));
    } else if (
      k === 'examples' ||
      k === 'enum' ||
      k === 'const' ||
      k === 'default' ||
      k === 'required'
    ) {
      out[k] = v;
    } else {
      out[k] = normaliseSchema(v);
    }
  }
  if (out.nullable === true) {
    delete out.nullable;
    if (typeof out.type === 'string') out.type = [out.type, 'null'];
    else if (Array.isArray(out.type) && !out.type.includes('null'))
      out.type = [...(out.type as unknown[]), 'null'];
    if (Array.isArray(out.enum) && !out.enum.includes(null))
      out.enum = [...(out.enum as unknown[]), null];
  } else if (out.nullable === false) {
    delete out.nullable;
  }
  if (out.exclusiveMinimum === true && typeof out.minimum === 'number') {
    out.exclusiveMinimum = out.minimum;
    delete out.minimum;
  } else if (out.exclusiveMinimum === false) delete out.exclusiveMinimum;
  if (out.exclusiveMaximum === true && typeof out.maximum === 'number') {
    out.exclusiveMaximum = out.maximum;
    delete out.maximum;
  } else if (out.exclusiveMaximum === false) delete out.exclusiveMaximum;
  return out;
}

/** Each schema error names the field it is about: an unexpected property by its own path. */
export function formatErrors(errors: ErrorObject[] | null | undefined): string[] {
  return (errors ?? []).map((e) => {
    const params = e.params as { additionalProperty?: unknown; unevaluatedProperty?: unknown };
    const extra = params.additionalProperty ?? params.unevaluatedProperty;
    if (typeof extra === 'string')
      return `${e.instancePath}/${extra} is not in the schema (${e.instancePath || '(root)'} ${e.message ?? 'is invalid'})`;
    return `${e.instancePath || '(root)'} ${e.message ?? 'is invalid'}${e.params && 'allowedValues' in e.params ? ` (${JSON.stringify(e.params.allowedValues)})` : ''}${e.params && 'allowedValue' in e.params ? ` ${JSON.stringify(e.params.allowedValue)}` : ''}`;
  });
}

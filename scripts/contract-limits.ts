/**
 * The text limits of common/api/limits.ts, read from the contract: every object schema's
 * properties that are strings with a `maxLength` (directly or through a `$ref`), and arrays of
 * such strings (as `name[]`). Written by scripts/generate-operations.ts beside the operations.
 */
type Json = Record<string, unknown>;

export const LIMITS_TARGET = 'common/api/limits.ts';

function resolve(doc: Json, schema: unknown): Json | undefined {
  if (!schema || typeof schema !== 'object') return undefined;
  const ref = (schema as Json).$ref;
  if (typeof ref !== 'string') return schema as Json;
  let node: unknown = doc;
  for (const part of ref.replace(/^#\//, '').split('/'))
    node = node && typeof node === 'object' ? (node as Json)[part] : undefined;
  return resolve(doc, node);
}

const maxLengthOf = (schema: Json | undefined) =>
  schema?.type === 'string' && typeof schema.maxLength === 'number' ? schema.maxLength : undefined;

/** Schema name → property (`name[]` for an array's items) → maxLength, in the contract's order. */
export function limitsOf(doc: Json): [string, [string, number][]][] {
  const schemas = ((doc.components as Json | undefined)?.schemas ?? {}) as Record<string, Json>;
  const out: [string, [string, number][]][] = [];
  for (const [name, schema] of Object.entries(schemas)) {
    const props = (schema.properties ?? {}) as Record<string, unknown>;
    const limits: [string, number][] = [];
    for (const [prop, raw] of Object.entries(props)) {
      const p = resolve(doc, raw);
      const own = maxLengthOf(p);
      if (own !== undefined) limits.push([prop, own]);
      const item = p?.type === 'array' ? maxLengthOf(resolve(doc, p.items)) : undefined;
      if (item !== undefined) limits.push([`${prop}[]`, item]);
    }
    if (limits.length) out.push([name, limits]);
  }
  return out;
}

/** The module's source (formatted afterwards by the generator). */
export function renderLimits(doc: Json, contract: string): string {
  const rows = limitsOf(doc)
    .map(
      ([name, limits]) =>
        `  ${name}: { ${limits.map(([p, n]) => `${JSON.stringify(p)}: ${String(n)}`).join(', ')} },`,
    )
    .join('\n');
  return `// Generated from ${contract} by scripts/generate-operations.ts (npm run api:generate).
// Do not edit: change a maxLength in the contract and regenerate.
import type { components } from './schema';

type Schemas = components['schemas'];

/**
 * The contract's maxLength of every bounded text property, by schema: what a form says as the
 * user types. \`name[]\` is the limit of each item of the array \`name\`.
 */
export const MAX_LENGTH = {
${rows}
} as const satisfies { [S in keyof Schemas]?: Record<string, number> };
`;
}

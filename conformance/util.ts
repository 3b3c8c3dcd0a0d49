/** Small helpers the kit's modules share. */

/** A plain object: not null, not an array. */
export function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The JSON types a schema allows: its `type`, else what `properties` or `items` imply. */
export function typesOf(schema: Record<string, unknown>): string[] {
  if (Array.isArray(schema.type)) return schema.type.map(String);
  if (typeof schema.type === 'string') return [schema.type];
  if (schema.properties || schema.required) return ['object'];
  if (schema.items) return ['array'];
  return [];
}

/** An id as it goes into a path: strings and numbers as they are, anything else as JSON. */
export function idText(id: unknown): string {
  if (typeof id === 'string') return id;
  if (typeof id === 'number' || typeof id === 'bigint' || typeof id === 'boolean')
    return String(id);
  return JSON.stringify(id) ?? '';
}

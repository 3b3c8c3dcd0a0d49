// What one contract change is, and where it is reported.

/**
 * ERR breaks existing clients; WARN may break some of them (or changes behaviour
 * they cannot see in their types); INFO is additive or documentation only.
 */
export type Level = 'ERR' | 'WARN' | 'INFO';

export interface Change {
  level: Level;
  /** A stable name for the kind of change, e.g. `response-property-removed`. */
  id: string;
  /** The operation it concerns (`GET /articles`), or `API` for the document itself. */
  op: string;
  /** What changed, in words: `response 200, field `authors`: removed`. */
  text: string;
  /** The same without the status, for grouping: `response, field `authors`: removed`. */
  general: string;
  /** The documented status it concerns, when it is about a response. */
  status?: string;
  /** The JSON path of the changed node in the newer contract (the older one when it is gone). */
  path: string;
}

export type Node = Record<string, unknown>;

export const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `$.paths['/articles'].get.responses['200']`: dotted where the key allows, bracketed otherwise. */
export function jsonPath(segments: readonly (string | number)[]): string {
  return segments.reduce<string>((out, s) => {
    if (typeof s === 'number') return `${out}[${s}]`;
    if (s.startsWith('[?(')) return `${out}${s}`; // a JSONPath filter, kept as it is
    return /^[A-Za-z_$][\w$-]*$/.test(s) ? `${out}.${s}` : `${out}['${s.replace(/'/g, "\\'")}']`;
  }, '$');
}

/** Where in one operation a comparison is, and where its findings go. */
export interface Scope {
  op: string;
  /** `request body`, `response`, `response header `Retry-After``, `query parameter `view``, ... */
  where: string;
  /** The documented status, inserted after `response` in the text. */
  status?: string;
  segments: (string | number)[];
  out: Change[];
}

export function emit(scope: Scope, level: Level, id: string, what: string, field = ''): void {
  const describe = (where: string) => {
    const place = field ? `${where}, field \`${field}\`` : where;
    return place ? `${place}: ${what}` : what;
  };
  const { status } = scope;
  scope.out.push({
    level,
    id,
    op: scope.op,
    text: describe(status ? scope.where.replace(/^response/, `response ${status}`) : scope.where),
    general: describe(scope.where),
    ...(status ? { status } : {}),
    path: jsonPath(scope.segments),
  });
}

export const at = (scope: Scope, ...more: (string | number)[]): Scope => ({
  ...scope,
  segments: [...scope.segments, ...more],
});

export const code = (value: unknown): string => `\`${JSON.stringify(value)}\``;

/**
 * What a mutant is: a server mistake derived from the contract by an operator, as a change to
 * a request on its way to a conforming server (`request`) or to its answer on the way back
 * (`answer`). Both say whether they changed anything, so that a run knows whether the kit ever
 * met the mistake. Also the helpers the operators share: finding the operation a request is
 * for, walking a schema's properties, and editing a JSON value at a property path.
 */
import type { Contract, Operation, Schema } from '../contract.ts';
import type { Fault, ProxyContext, Upstream } from '../test/faulty.ts';

export interface Mutant {
  /** `operator:operationId:detail`, stable across runs */
  id: string;
  operator: string;
  /** the operationId it applies to */
  operation: string;
  /** the mistake, as a backend team would describe it */
  description: string;
  /**
   * What a conforming server's traffic must hold for the mistake to show (any of them): an
   * answer `operationId status`, or `operationId status header` with that header. A run
   * records what it met; a mutant needing none of it is not run (it is unreached).
   */
  needs?: string[];
  /** the proxy's fault; it marks `ctx.state.applied` when it changed a request or an answer */
  fault: Fault;
}

/** Forwards the request; `change` may alter its answer (undefined: unchanged). */
export const onAnswer =
  (
    applies: (ctx: ProxyContext) => boolean,
    change: (
      up: Upstream,
      ctx: ProxyContext,
    ) => Upstream | undefined | Promise<Upstream | undefined>,
  ): Fault =>
  async (ctx) => {
    if (!applies(ctx)) return undefined;
    const up = await ctx.forward();
    const changed = await change(up, ctx);
    if (!changed) return up;
    ctx.state.applied = true;
    return changed;
  };

/** `change` sends the request on altered (or answers it itself); undefined: untouched. */
export const onRequest =
  (
    applies: (ctx: ProxyContext) => boolean,
    change: (ctx: ProxyContext) => Promise<Upstream | undefined> | Upstream | undefined,
  ): Fault =>
  async (ctx) => {
    if (!applies(ctx)) return undefined;
    const answer = await change(ctx);
    if (answer) ctx.state.applied = true;
    return answer;
  };

export type OperatorFn = (contract: Contract) => Mutant[];

/** A name for the operation in ids and tables. */
export const opName = (op: Operation) => op.operationId ?? op.key;

/** `operationId status` of each success the operation documents (a write that was carried out). */
export const successes = (op: Operation) =>
  Object.keys(op.responses)
    .filter((s) => /^2\d\d$/.test(s))
    .map((s) => `${opName(op)} ${s}`);

/** The query string's parameters. */
export const queryOf = (ctx: ProxyContext) => new URLSearchParams(ctx.query);

/** The contract operation a request is for: literal segments before `{params}`. */
export function operationMatcher(contract: Contract) {
  const table = contract.operations
    .map((op) => ({
      op,
      re: new RegExp(
        `^${op.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+')}$`,
      ),
      params: (op.path.match(/\{/g) ?? []).length,
    }))
    .sort((a, b) => a.params - b.params);
  return (method: string, path: string): Operation | undefined =>
    table.find((t) => t.op.method === method.toLowerCase() && t.re.test(path))?.op;
}

export interface PropertyPath {
  /** segments: property names, `[]` for every item of an array */
  path: string[];
  schema: Schema;
  required: boolean;
}

/** Every property a schema describes, depth first, through arrays (`tags[].name`). */
export function propertyPaths(contract: Contract, schema: unknown, prefix: string[] = []) {
  const out: PropertyPath[] = [];
  const walk = (node: unknown, at: string[], depth: number) => {
    if (depth > 6) return;
    const s = contract.deref<Schema>(node);
    if (s.items) {
      const items = contract.deref<Schema>(s.items);
      if (!items.properties) out.push({ path: [...at, '[]'], schema: items, required: false });
      walk(s.items, [...at, '[]'], depth + 1);
    }
    const props = s.properties as Record<string, unknown> | undefined;
    if (!props) return;
    const required = new Set((s.required as string[] | undefined) ?? []);
    for (const [name, sub] of Object.entries(props)) {
      out.push({
        path: [...at, name],
        schema: contract.deref<Schema>(sub),
        required: required.has(name),
      });
      walk(sub, [...at, name], depth + 1);
    }
  };
  walk(schema, prefix, 0);
  return out;
}

export const pathText = (path: string[]) => path.join('.').replace(/\.\[\]/g, '[]') || '(body)';

/**
 * Edits a JSON value at a property path, in place: `edit` gets each object holding the last
 * segment (with that key present) and answers whether it changed it. Answers the edits made.
 */
export function editAt(
  value: unknown,
  path: string[],
  edit: (holder: Record<string, unknown>, key: string) => boolean,
): number {
  const [head, ...rest] = path;
  if (head === undefined || value === null || typeof value !== 'object') return 0;
  if (head === '[]' && !rest.length)
    return Array.isArray(value)
      ? value.reduce((n: number, _v, i) => n + (edit(value as never, String(i)) ? 1 : 0), 0)
      : 0;
  if (head === '[]')
    return Array.isArray(value) ? value.reduce((n: number, v) => n + editAt(v, rest, edit), 0) : 0;
  if (Array.isArray(value)) return 0;
  const holder = value as Record<string, unknown>;
  if (!(head in holder)) return 0;
  if (!rest.length) return edit(holder, head) ? 1 : 0;
  return editAt(holder[head], rest, edit);
}

export function parseJson(buf: Buffer): unknown {
  try {
    return JSON.parse(buf.toString('utf8'));
  } catch {
    return undefined;
  }
}

/** The answer with a new JSON body. */
export const withBody = (up: Upstream, value: unknown): Upstream => ({
  ...up,
  body: Buffer.from(JSON.stringify(value)),
});

/** The schema's types (`type` as a list). */
export const typesOf = (s: Schema): string[] => ([] as string[]).concat((s.type as string) ?? []);

/** A value of another JSON type than the schema allows. */
export function otherType(s: Schema): unknown {
  const t = typesOf(s);
  if (t.includes('string')) return 42;
  if (t.includes('integer') || t.includes('number')) return '1';
  if (t.includes('boolean')) return 'true';
  if (t.includes('array')) return {};
  if (t.includes('object')) return 'x';
  return 0;
}

/**
 * A value of the schema's own type that the schema refuses (its format, pattern, enum, const,
 * length or range), or undefined when every value of the type is allowed.
 */
export function outOfFormat(contract: Contract, s: Schema, current: unknown): unknown {
  const t = typesOf(s);
  const candidates: unknown[] = [];
  if (t.includes('string')) {
    const max = typeof s.maxLength === 'number' ? s.maxLength : undefined;
    candidates.push('', 'x y', '!', 'not-a-value', '2026-02-31');
    if (max !== undefined && max < 1000) candidates.push('x'.repeat(max + 1));
  }
  if (t.includes('integer') || t.includes('number')) {
    if (typeof s.minimum === 'number') candidates.push(s.minimum - 1);
    if (typeof s.maximum === 'number') candidates.push(s.maximum + 1);
    if (t.includes('integer')) candidates.push(1.5);
  }
  if (t.includes('array') && typeof s.maxItems === 'number' && Array.isArray(current))
    candidates.push(
      Array.from({ length: s.maxItems + 1 }, (): unknown => (current as unknown[])[0] ?? null),
    );
  return candidates.find((c) => c !== current && !contract.validate(s, c).valid);
}

/**
 * Bounds moved by one, derived from every length, count and range a request body or a query
 * parameter states (`minLength`, `maxLength`, `minItems`, `maxItems`, `minimum`, `maximum`):
 * tightened (the last value accepted is refused with a 400) and loosened (the first value
 * refused is accepted, as the bound's value).
 */
import type { Contract, Operation, Schema } from '../contract.ts';
import type { ProxyContext } from '../test/faulty.ts';
import {
  editAt,
  onRequest,
  operationMatcher,
  opName,
  parseJson,
  pathText,
  propertyPaths,
  queryOf,
  successes,
  type Mutant,
  type OperatorFn,
} from './mutant.ts';
import { writes } from './operators-writes.ts';

type Keyword = 'minLength' | 'maxLength' | 'minItems' | 'maxItems' | 'minimum' | 'maximum';
const KEYWORDS: Keyword[] = [
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'minimum',
  'maximum',
];

/** The size a keyword bounds: a string's length in code points, an array's, a number. */
function measure(keyword: Keyword, v: unknown): number | undefined {
  if (keyword.endsWith('Length')) return typeof v === 'string' ? [...v].length : undefined;
  if (keyword.endsWith('Items')) return Array.isArray(v) ? v.length : undefined;
  return typeof v === 'number' ? v : undefined;
}

/** `v` made to measure `n` (cut or padded, at its end or its start: the first `fits`). */
function resize(v: unknown, n: number, fits: (v: unknown) => boolean = () => true): unknown {
  if (Array.isArray(v)) return v.slice(0, n);
  if (typeof v !== 'string') return n;
  const cps = [...v];
  const tries =
    cps.length >= n
      ? [cps.slice(0, n).join(''), cps.slice(cps.length - n).join('')]
      : [v + 'x'.repeat(n - cps.length), 'x'.repeat(n - cps.length) + v];
  return tries.find(fits) ?? tries[0];
}

const refusal = (field: string) => ({
  status: 400,
  headers: { 'content-type': 'application/json; charset=utf-8' },
  body: Buffer.from(JSON.stringify({ message: `${field}: tidak valid.` })),
});

function boundMutants(
  op: Operation,
  field: string,
  keyword: Keyword,
  bound: number,
  read: (ctx: ProxyContext) => unknown[],
  rewrite: (ctx: ProxyContext, n: number) => ReturnType<ProxyContext['forward']> | undefined,
  applies: (ctx: ProxyContext) => boolean,
): Mutant[] {
  const beyond = keyword.startsWith('min') ? bound - 1 : bound + 1;
  const at = (ctx: ProxyContext, n: number) => read(ctx).some((v) => measure(keyword, v) === n);
  const base = { operation: opName(op), needs: successes(op) };
  const out: Mutant[] = [
    {
      ...base,
      id: `bound-tightened:${opName(op)}:${field}.${keyword}`,
      operator: 'bound moved by one',
      description: `${opName(op)} refuses ${field} at its ${keyword} (${bound})`,
      fault: onRequest(applies, (ctx) => (at(ctx, bound) ? refusal(field) : undefined)),
    },
  ];
  if (!(keyword.endsWith('Length') || keyword.endsWith('Items')) || beyond >= 0)
    out.push({
      ...base,
      id: `bound-loosened:${opName(op)}:${field}.${keyword}`,
      operator: 'bound moved by one',
      description: `${opName(op)} accepts ${field} one past its ${keyword} (${beyond}), as ${bound}`,
      needs: [`${opName(op)} 400`],
      fault: onRequest(applies, (ctx) => (at(ctx, beyond) ? rewrite(ctx, bound) : undefined)),
    });
  return out;
}

export const boundOperators: OperatorFn = (contract: Contract) => {
  const forOp = operationMatcher(contract);
  const out: Mutant[] = [];
  for (const { op, schema } of writes(contract)) {
    const applies = (ctx: ProxyContext) => forOp(ctx.method, ctx.path) === op;
    for (const { path, schema: s } of propertyPaths(contract, schema))
      for (const keyword of KEYWORDS) {
        const bound = s[keyword];
        if (typeof bound !== 'number') continue;
        const values = (ctx: ProxyContext) => {
          const found: unknown[] = [];
          editAt(parseJson(ctx.body), path, (h, k) => (found.push(h[k]), false));
          return found;
        };
        const rewrite = (ctx: ProxyContext, n: number) => {
          const body = parseJson(ctx.body);
          editAt(body, path, (h, k) => {
            const m = measure(keyword, h[k]);
            if (m === undefined || m !== (keyword.startsWith('min') ? n - 1 : n + 1)) return false;
            h[k] = resize(h[k], n, (x) => contract.validate(s, x).valid);
            return true;
          });
          return ctx.forward({ body: JSON.stringify(body) });
        };
        out.push(...boundMutants(op, pathText(path), keyword, bound, values, rewrite, applies));
      }
  }
  for (const op of contract.operations) {
    const applies = (ctx: ProxyContext) => forOp(ctx.method, ctx.path) === op;
    for (const p of op.parameters.filter((x) => x.in === 'query')) {
      const s = contract.deref<Schema>(p.schema);
      const numeric = s.type === 'integer' || s.type === 'number';
      for (const keyword of KEYWORDS) {
        const bound = s[keyword];
        if (typeof bound !== 'number') continue;
        const values = (ctx: ProxyContext) => {
          const v = queryOf(ctx).get(p.name);
          return v === null ? [] : [numeric && /^-?\d+$/.test(v) ? Number(v) : v];
        };
        const rewrite = (ctx: ProxyContext, n: number) => {
          const q = queryOf(ctx);
          q.set(p.name, String(resize(values(ctx)[0], n, (x) => contract.validate(s, x).valid)));
          return ctx.forward({ query: q.toString() });
        };
        out.push(...boundMutants(op, p.name, keyword, bound, values, rewrite, applies));
      }
    }
  }
  return out;
};

/**
 * Operators on queries and lists, derived from each operation's query parameters and list
 * answers: a query parameter ignored; a filter the list honours and its count ignores (or the
 * other way round); a list in reverse order, a page off by one, a count off by one, a default
 * page size where the contract says an unpaged list is whole.
 */
import type { Contract, Operation, Schema } from '../contract.ts';
import type { ProxyContext, Upstream } from '../test/faulty.ts';
import {
  onAnswer,
  onRequest,
  operationMatcher,
  opName,
  parseJson,
  queryOf,
  withBody,
  type Mutant,
  type OperatorFn,
} from './mutant.ts';

const LIMIT = /^(limit|per_?page|page_?size|size)$/i;
const OFFSET = /^(offset|skip|start)$/i;

/** The query string without `name`, or undefined when it does not hold it. */
function without(ctx: ProxyContext, name: string): string | undefined {
  const q = queryOf(ctx);
  if (!q.has(name)) return undefined;
  q.delete(name);
  return q.toString();
}

export const queryOperators: OperatorFn = (contract) => {
  const forOp = operationMatcher(contract);
  return contract.operations.flatMap((op) =>
    op.parameters
      .filter((p) => p.in === 'query')
      .map((p): Mutant => ({
        id: `query-ignored:${opName(op)}:${p.name}`,
        operator: 'query parameter ignored',
        operation: opName(op),
        description: `${opName(op)} ignores its ${p.name} parameter`,
        needs: [`${opName(op)} 200`],
        fault: onRequest(
          (ctx) => forOp(ctx.method, ctx.path) === op,
          (ctx) => {
            const query = without(ctx, p.name);
            return query === undefined ? undefined : ctx.forward({ query });
          },
        ),
      })),
  );
};

/** A documented integer header of a list answer: its count (`X-Total-Count`). */
function countHeader(contract: Contract, op: Operation): string | undefined {
  const spec = op.responses['200'];
  const media = Object.entries(spec?.content ?? {}).find(([t]) => /json/.test(t))?.[1];
  const schema = media?.schema ? contract.deref<Schema>(media.schema) : undefined;
  if (schema?.type !== 'array') return undefined;
  return Object.entries(spec?.headers ?? {}).find(
    ([, h]) => h.schema && contract.deref<Schema>(h.schema).type === 'integer',
  )?.[0];
}

/** The query parameters an operation shares with another operation: its filters. */
function sharedFilters(contract: Contract, op: Operation): string[] {
  return op.parameters
    .filter((p) => p.in === 'query' && !LIMIT.test(p.name) && !OFFSET.test(p.name))
    .filter((p) =>
      contract.operations.some(
        (o) => o !== op && o.parameters.some((q) => q.in === 'query' && q.name === p.name),
      ),
    )
    .map((p) => p.name);
}

export const filterOperators: OperatorFn = (contract) => {
  const forOp = operationMatcher(contract);
  const out: Mutant[] = [];
  for (const op of contract.operations) {
    const count = countHeader(contract, op);
    if (!count) continue;
    for (const name of sharedFilters(contract, op)) {
      const part = (kind: 'count' | 'list', description: string): Mutant => ({
        id: `filter-divergent:${opName(op)}:${name}-ignored-by-the-${kind}`,
        operator: 'filter honoured by one, ignored by another',
        operation: opName(op),
        description,
        needs: [`${opName(op)} 200`],
        fault: onRequest(
          (ctx) => forOp(ctx.method, ctx.path) === op,
          async (ctx) => {
            const query = without(ctx, name);
            if (query === undefined) return undefined;
            const [honoured, ignored] = await Promise.all([ctx.forward(), ctx.forward({ query })]);
            if (honoured.status !== 200 || ignored.status !== 200) return undefined;
            const from = kind === 'count' ? honoured : ignored;
            const counted = kind === 'count' ? ignored : honoured;
            if (counted.headers[count] === from.headers[count] && kind === 'count')
              return undefined;
            if (kind === 'list' && honoured.body.equals(ignored.body)) return undefined;
            return {
              ...from,
              headers: { ...from.headers, [count]: counted.headers[count] ?? '0' },
            };
          },
        ),
      });
      out.push(
        part(
          'count',
          `${opName(op)} counts (${count}) as if ${name} were not given, the list honours it`,
        ),
        part('list', `${opName(op)} lists as if ${name} were not given, ${count} honours it`),
      );
    }
  }
  return out;
};

export const listOperators: OperatorFn = (contract) => {
  const forOp = operationMatcher(contract);
  const out: Mutant[] = [];
  for (const op of contract.operations) {
    const count = countHeader(contract, op);
    if (!count) continue;
    const applies = (ctx: ProxyContext) => forOp(ctx.method, ctx.path) === op;
    const list = (up: Upstream) => (up.status === 200 ? parseJson(up.body) : undefined);
    const limit = op.parameters.find((p) => p.in === 'query' && LIMIT.test(p.name));
    const offset = op.parameters.find((p) => p.in === 'query' && OFFSET.test(p.name));
    const mutant = (detail: string, description: string, fault: Mutant['fault']): Mutant => ({
      id: `list-${detail}:${opName(op)}`,
      operator: `list ${detail.replace(/-/g, ' ')}`,
      operation: opName(op),
      description,
      needs: [`${opName(op)} 200`],
      fault,
    });
    out.push(
      mutant(
        'order-reversed',
        `${opName(op)} lists oldest first`,
        onAnswer(applies, (up) => {
          const items = list(up);
          return Array.isArray(items) && items.length > 1
            ? withBody(up, [...(items as unknown[])].reverse())
            : undefined;
        }),
      ),
      mutant(
        'count-off-by-one',
        `${opName(op)} answers ${count} one less than the matches (one more when none)`,
        onAnswer(applies, (up) => {
          const n = Number(up.headers[count]);
          if (up.status !== 200 || !Number.isInteger(n)) return undefined;
          return { ...up, headers: { ...up.headers, [count]: String(n > 0 ? n - 1 : n + 1) } };
        }),
      ),
    );
    if (offset)
      out.push(
        mutant(
          'page-off-by-one',
          `${opName(op)} starts a page one item after its ${offset.name}`,
          onRequest(applies, (ctx) => {
            const q = queryOf(ctx);
            const at = q.get(offset.name);
            if (at === null || !/^\d+$/.test(at)) return undefined;
            q.set(offset.name, String(Number(at) + 1));
            return ctx.forward({ query: q.toString() });
          }),
        ),
      );
    if (limit)
      out.push(
        mutant(
          'default-page-size',
          `${opName(op)} answers a page of 20 when no ${limit.name} is given`,
          onRequest(applies, async (ctx) => {
            const q = queryOf(ctx);
            if (q.has(limit.name)) return undefined;
            q.set(limit.name, '20');
            const up = await ctx.forward({ query: q.toString() });
            const whole = await ctx.forward();
            return up.body.equals(whole.body) ? undefined : up;
          }),
        ),
      );
  }
  return out;
};

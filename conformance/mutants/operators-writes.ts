/**
 * Operators on writes, derived from each request body's schema: an optional field not stored;
 * on an update, a field the body leaves out kept from before where the contract replaces the
 * whole item; a value the server answered refused when it is sent back; the white space or
 * letter case the server removes kept in its answer.
 */
import type { Contract, Operation, Schema } from '../contract.ts';
import { asInput } from '../checks/read-after-write.ts';
import { requestBodySchema } from '../known-operations.ts';
import type { ProxyContext, Upstream } from '../test/faulty.ts';
import {
  editAt,
  onAnswer,
  onRequest,
  operationMatcher,
  opName,
  parseJson,
  pathText,
  propertyPaths,
  successes,
  withBody,
  type Mutant,
  type OperatorFn,
} from './mutant.ts';

/** The operations that take a JSON body, with its schema. */
export const writes = (contract: Contract) =>
  contract.operations.flatMap((op) => {
    const schema = requestBodySchema(op)?.schema;
    return schema ? [{ op, schema }] : [];
  });

const sendBody = (ctx: ProxyContext, body: unknown) => ctx.forward({ body: JSON.stringify(body) });

/** The name a field goes by: its last named segment (`tags[]`: tags; `sections[].subtitle`: subtitle). */
const nameOf = (path: string[]) => path.filter((p) => p !== '[]').at(-1);

/** The names of every property a JSON answer of the contract holds. */
function answeredNames(contract: Contract): Set<string> {
  const names = new Set<string>();
  for (const op of contract.operations)
    for (const r of Object.values(op.responses))
      for (const [type, m] of Object.entries(r.content))
        if (/json/.test(type) && m.schema)
          for (const p of propertyPaths(contract, m.schema)) {
            const name = nameOf(p.path);
            if (name) names.add(name);
          }
  return names;
}

export const writeOperators: OperatorFn = (contract) => {
  const forOp = operationMatcher(contract);
  const answered = answeredNames(contract);
  const out: Mutant[] = [];
  for (const { op, schema } of writes(contract)) {
    const applies = (ctx: ProxyContext) => forOp(ctx.method, ctx.path) === op;
    const needs = successes(op);
    const paths = propertyPaths(contract, schema);
    for (const { path, required } of paths.filter((p) => !p.required)) {
      if (required) continue;
      out.push({
        id: `write-not-stored:${opName(op)}:${pathText(path)}`,
        operator: 'write: field not stored',
        operation: opName(op),
        description: `${opName(op)} accepts ${pathText(path)} and does not store it`,
        needs,
        fault: onRequest(applies, (ctx) => {
          const body = parseJson(ctx.body);
          return editAt(body, path, (h, k) => delete h[k]) ? sendBody(ctx, body) : undefined;
        }),
      });
    }
    // An update (a PUT of an item that can be read): what the body leaves out is not kept.
    const props = Object.entries(
      (contract.deref<Schema>(schema).properties ?? {}) as Record<string, Schema>,
    );
    const required = new Set((contract.deref<Schema>(schema).required as string[]) ?? []);
    const read = contract.operations.find((o) => o.method === 'get' && o.path === op.path);
    if (op.method === 'put' && read)
      for (const [name, sub] of props.filter(([n]) => !required.has(n)))
        out.push({
          id: `write-kept:${opName(op)}:${name}`,
          operator: 'write: field kept where replaced',
          operation: opName(op),
          description: `${opName(op)} keeps the ${name} stored before when the body leaves it out`,
          needs,
          fault: onRequest(applies, async (ctx) => {
            const body = parseJson(ctx.body) as Record<string, unknown> | undefined;
            if (!body || typeof body !== 'object' || Array.isArray(body) || name in body)
              return undefined;
            const { authorization } = ctx.headers;
            const current = await ctx.forward({
              method: 'GET',
              headers: authorization ? { authorization } : {},
            });
            const stored = (parseJson(current.body) as Record<string, unknown> | undefined)?.[name];
            const kept = asInput({ contract }, stored, sub);
            if (current.status !== 200 || kept === undefined || kept === null) return undefined;
            if (kept === '' || (Array.isArray(kept) && !kept.length)) return undefined;
            return sendBody(ctx, { ...body, [name]: kept });
          }),
        });
    // A value the server gives back: a field its answers hold (never a password, say).
    for (const { path, schema: s } of paths.filter(
      (p) => p.schema.type === 'string' && answered.has(nameOf(p.path) ?? ''),
    ))
      out.push(givenRefused(op, path, s, applies, needs));
  }
  out.push(...etagRefused(contract));
  return out;
};

/** Remembers every string a JSON answer holds (the values the server gave). */
function remember(ctx: ProxyContext, up: Upstream) {
  const given = (ctx.state.given ??= new Set<string>()) as Set<string>;
  const walk = (v: unknown) => {
    if (typeof v === 'string') given.add(v);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  walk(parseJson(up.body));
}

/** Refuses a write whose value at `path` is one the server answered before. */
function givenRefused(
  op: Operation,
  path: string[],
  _schema: Schema,
  applies: (ctx: ProxyContext) => boolean,
  needs: string[],
): Mutant {
  const field = pathText(path);
  return {
    id: `write-given-refused:${opName(op)}:${field}`,
    operator: 'write: given value refused',
    operation: opName(op),
    description: `${opName(op)} refuses a ${field} it answered itself, when it is sent back`,
    needs,
    fault: async (ctx) => {
      const given = (ctx.state.given ?? new Set()) as Set<string>;
      if (applies(ctx) && given.size) {
        const body = parseJson(ctx.body);
        const hits = editAt(body, path, (h, k) => typeof h[k] === 'string' && given.has(h[k]));
        if (hits) {
          ctx.state.applied = true;
          return {
            status: 400,
            headers: { 'content-type': 'application/json; charset=utf-8' },
            body: Buffer.from(JSON.stringify({ message: `${field}: tidak valid.` })),
          };
        }
      }
      const up = await ctx.forward();
      if (up.status < 300) remember(ctx, up);
      return up;
    },
  };
}

/** A write with the If-Match of an ETag the server answered gets 412. */
function etagRefused(contract: Contract): Mutant[] {
  const forOp = operationMatcher(contract);
  return contract.operations
    .filter((op) => op.parameters.some((p) => p.in === 'header' && p.name === 'If-Match'))
    .map((op) => ({
      id: `write-given-refused:${opName(op)}:If-Match`,
      operator: 'write: given value refused',
      operation: opName(op),
      description: `${opName(op)} refuses the ETag it answered, sent back in If-Match (412)`,
      needs: [`${opName(op)} 200`, `${opName(op)} 204`],
      fault: onRequest(
        (ctx) =>
          forOp(ctx.method, ctx.path) === op && /^"\d+"$/.test(ctx.headers['if-match'] ?? ''),
        async (ctx) => {
          const current = await ctx.forward({ method: 'GET', headers: {} });
          if (current.status !== 200) return undefined;
          if (current.headers.etag !== ctx.headers['if-match']) return undefined;
          return { ...current, status: 412 };
        },
      ),
    }));
}

export const normalisationOperators: OperatorFn = (contract) => {
  const forOp = operationMatcher(contract);
  const out: Mutant[] = [];
  for (const { op, schema } of writes(contract)) {
    const inputs = propertyPaths(contract, schema).filter(
      (p) => p.path.length === 1 && p.schema.type === 'string',
    );
    const answers = Object.values(op.responses).flatMap((r) =>
      Object.entries(r.content)
        .filter(([t]) => /json/.test(t))
        .flatMap(([, m]) => (m.schema ? propertyPaths(contract, m.schema) : [])),
    );
    for (const input of inputs) {
      const name = input.path[0]!;
      const answered = answers.find(
        (a) => a.path[a.path.length - 1] === name && !a.path.includes('[]'),
      );
      if (!answered) continue;
      for (const kind of ['case', 'space'] as const)
        out.push({
          id: `normalisation-${kind}:${opName(op)}:${name}`,
          operator: `normalisation undone (${kind === 'case' ? 'letter case' : 'white space'})`,
          operation: opName(op),
          description: `${opName(op)} answers the ${name} with the ${kind === 'case' ? 'letter case' : 'white space'} it was sent with`,
          needs: successes(op),
          fault: onAnswer(
            (ctx) => forOp(ctx.method, ctx.path) === op,
            (up, ctx) => {
              const sent = (parseJson(ctx.body) as Record<string, unknown> | undefined)?.[name];
              const value = parseJson(up.body);
              if (typeof sent !== 'string' || up.status >= 300) return undefined;
              const edits = editAt(value, answered.path, (h, k) => {
                const now = h[k];
                if (typeof now !== 'string') return false;
                // The same text as answered, in the letter case it was sent, or with the white
                // space that was sent around it (in the letter case the server answered).
                const same = sent.trim().toLowerCase() === now.toLowerCase();
                const around = /^(\s*)[^]*?(\s*)$/.exec(sent)!;
                const undone =
                  kind === 'case'
                    ? same && sent.trim() !== now
                      ? sent.trim()
                      : undefined
                    : same && sent !== sent.trim() && now === now.trim()
                      ? `${around[1]}${now}${around[2]}`
                      : undefined;
                if (undone === undefined) return false;
                h[k] = undone;
                return true;
              });
              return edits ? withBody(up, value) : undefined;
            },
          ),
        });
    }
  }
  return out;
};

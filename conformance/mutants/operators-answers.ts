/**
 * Operators on what a server answers, derived from each operation's documented responses: a
 * body property removed, `null`, of another type or out of its format; a documented header
 * removed, malformed or with another value; a documented status answered as another one; a
 * fixed message in other words.
 */
import type { Contract, Operation, Schema } from '../contract.ts';
import {
  editAt,
  operationMatcher,
  opName,
  otherType,
  outOfFormat,
  parseJson,
  pathText,
  propertyPaths,
  withBody,
  onAnswer,
  type Mutant,
  type OperatorFn,
  type PropertyPath,
} from './mutant.ts';

const jsonSchemaOf = (op: Operation, status: string): Schema | undefined =>
  Object.entries(op.responses[status]?.content ?? {}).find(([t]) => /json/.test(t))?.[1].schema;

/** For one operation: each property path its JSON answers hold, with the statuses holding it. */
function answerPaths(contract: Contract, op: Operation) {
  const byPath = new Map<string, { prop: PropertyPath; statuses: Set<number> }>();
  for (const status of Object.keys(op.responses)) {
    const schema = jsonSchemaOf(op, status);
    if (!schema || !/^\d+$/.test(status)) continue;
    for (const prop of propertyPaths(contract, schema)) {
      const key = pathText(prop.path);
      const entry = byPath.get(key) ?? { prop, statuses: new Set<number>() };
      entry.statuses.add(Number(status));
      byPath.set(key, entry);
    }
  }
  return [...byPath.entries()];
}

/** A mutant editing one property of the operation's JSON answers. */
function propertyMutant(
  contract: Contract,
  op: Operation,
  key: string,
  statuses: Set<number>,
  path: string[],
  kind: string,
  description: string,
  edit: (holder: Record<string, unknown>, name: string) => boolean,
): Mutant {
  const forOp = operationMatcher(contract);
  return {
    id: `property-${kind}:${opName(op)}:${key}`,
    operator: `property ${kind}`,
    operation: opName(op),
    description,
    needs: [...statuses].map((s) => `${opName(op)} ${s}`),
    fault: onAnswer(
      (ctx) => forOp(ctx.method, ctx.path) === op,
      (up) => {
        if (!statuses.has(up.status)) return undefined;
        const value = parseJson(up.body);
        if (value === undefined) return undefined;
        return editAt(value, path, edit) ? withBody(up, value) : undefined;
      },
    ),
  };
}

export const propertyOperators: OperatorFn = (contract) =>
  contract.operations.flatMap((op) =>
    answerPaths(contract, op).flatMap(([key, { prop, statuses }]) => {
      const { path, schema } = prop;
      const name = `${opName(op)} answers`;
      const out: Mutant[] = [
        propertyMutant(
          contract,
          op,
          key,
          statuses,
          path,
          'removed',
          `${name} without ${key}`,
          (h, k) => delete h[k],
        ),
        propertyMutant(
          contract,
          op,
          key,
          statuses,
          path,
          'null',
          `${name} ${key}: null`,
          (h, k) => {
            if (h[k] === null) return false;
            h[k] = null;
            return true;
          },
        ),
        propertyMutant(
          contract,
          op,
          key,
          statuses,
          path,
          'type',
          `${name} ${key} as another JSON type`,
          (h, k) => {
            h[k] = otherType(schema);
            return true;
          },
        ),
      ];
      if (outOfFormat(contract, schema, undefined) !== undefined)
        out.push(
          propertyMutant(
            contract,
            op,
            key,
            statuses,
            path,
            'format',
            `${name} ${key} out of its format, pattern or range`,
            (h, k) => {
              const v = outOfFormat(contract, schema, h[k]);
              if (v === undefined) return false;
              h[k] = v;
              return true;
            },
          ),
        );
      return out;
    }),
  );

/** A valid value of the header's schema other than `text`, if there is one. */
function anotherHeaderValue(contract: Contract, schema: Schema | undefined, text: string) {
  const s = schema ? contract.deref<Schema>(schema) : {};
  if (s.const !== undefined) return undefined;
  const numeric = /^\d+$/.test(text);
  const candidate = numeric
    ? String(Number(text) + 1)
    : /\d/.test(text)
      ? text.replace(/(\d+)(?!.*\d)/, (d) => String(Number(d) + 1))
      : `${text}-other`;
  const value = numeric || s.type === 'integer' ? Number(candidate) : candidate;
  return !schema || contract.validate(s, value).valid ? candidate : undefined;
}

/** A value the header's schema refuses. */
function malformedHeaderValue(contract: Contract, schema: Schema | undefined) {
  const s = schema ? contract.deref<Schema>(schema) : {};
  const numeric = s.type === 'integer' || s.type === 'number';
  return ['x', 'many', '"x"', '-1', '1.5', ''].find((c) => {
    const v = numeric && /^-?\d+(\.\d+)?$/.test(c) ? Number(c) : c;
    return !contract.validate(s, v).valid;
  });
}

export const headerOperators: OperatorFn = (contract) => {
  const forOp = operationMatcher(contract);
  const out: Mutant[] = [];
  for (const op of contract.operations) {
    const byHeader = new Map<string, { schema?: Schema; name: string; statuses: Set<number> }>();
    for (const [status, spec] of Object.entries(op.responses))
      for (const [key, h] of Object.entries(spec.headers ?? {})) {
        const entry = byHeader.get(key) ?? { schema: h.schema, name: h.name, statuses: new Set() };
        entry.statuses.add(Number(status));
        byHeader.set(key, entry);
      }
    for (const [key, { schema, name, statuses }] of byHeader) {
      const mutant = (
        kind: string,
        description: string,
        change: (h: Record<string, string>) => boolean,
      ): Mutant => ({
        id: `header-${kind}:${opName(op)}:${name}`,
        operator: `header ${kind}`,
        operation: opName(op),
        description,
        needs: [...statuses].map(
          (s) => `${opName(op)} ${s}${kind === 'malformed' ? '' : ` ${key}`}`,
        ),
        fault: onAnswer(
          (ctx) => forOp(ctx.method, ctx.path) === op,
          (up) => {
            if (!statuses.has(up.status)) return undefined;
            const headers = { ...up.headers };
            return change(headers) ? { ...up, headers } : undefined;
          },
        ),
      });
      out.push(
        mutant('removed', `${opName(op)} answers without ${name}`, (h) => delete h[key]),
        mutant('malformed', `${opName(op)} answers a malformed ${name}`, (h) => {
          const v = malformedHeaderValue(contract, schema);
          if (v === undefined || h[key] === v) return false;
          h[key] = v;
          return true;
        }),
      );
      // A header of one fixed value (`const`) has no other valid value to answer.
      if (schema?.const === undefined && contract.deref<Schema>(schema ?? {}).const === undefined)
        out.push(
          mutant('value', `${opName(op)} answers another ${name} than the right one`, (h) => {
            const v =
              h[key] === undefined ? undefined : anotherHeaderValue(contract, schema, h[key]);
            if (v === undefined) return false;
            h[key] = v;
            return true;
          }),
        );
    }
  }
  return out;
};

export const statusOperators: OperatorFn = (contract) => {
  const forOp = operationMatcher(contract);
  return contract.operations.flatMap((op) => {
    const statuses = Object.keys(op.responses)
      .filter((s) => /^\d+$/.test(s))
      .map(Number)
      .sort((a, b) => a - b);
    if (statuses.length < 2) return [];
    return statuses.map((from, i): Mutant => {
      const to = statuses[(i + 1) % statuses.length]!;
      return {
        id: `status:${opName(op)}:${from}->${to}`,
        operator: 'status swapped',
        operation: opName(op),
        description: `${opName(op)} answers ${to} where it should answer ${from}`,
        needs: [`${opName(op)} ${from}`],
        fault: onAnswer(
          (ctx) => forOp(ctx.method, ctx.path) === op,
          (up) => (up.status === from ? { ...up, status: to } : undefined),
        ),
      };
    });
  });
};

export const messageOperators: OperatorFn = (contract) => {
  const forOp = operationMatcher(contract);
  return contract.operations.flatMap((op) =>
    Object.keys(op.responses).flatMap((status) => {
      const schema = jsonSchemaOf(op, status);
      if (!schema) return [];
      return propertyPaths(contract, schema)
        .filter((p) => typeof p.schema.const === 'string')
        .map((prop): Mutant => ({
          id: `message:${opName(op)}:${status}:${pathText(prop.path)}`,
          operator: 'fixed message reworded',
          operation: opName(op),
          description: `${opName(op)} words the fixed ${pathText(prop.path)} of its ${status} otherwise`,
          needs: [`${opName(op)} ${status}`],
          fault: onAnswer(
            (ctx) => forOp(ctx.method, ctx.path) === op,
            (up) => {
              if (String(up.status) !== status) return undefined;
              const value = parseJson(up.body);
              const edits = editAt(value, prop.path, (h, k) => {
                if (typeof h[k] !== 'string') return false;
                h[k] = `${String(h[k]).toLowerCase()}.`;
                return true;
              });
              return edits ? withBody(up, value) : undefined;
            },
          ),
        }));
    }),
  );
};

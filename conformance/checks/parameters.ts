/**
 * The parameter checks of an operation: invalid path and query parameters, one at a time, get a
 * documented 4xx (`negative_data_rejection`), a NUL in a text query parameter too; and where
 * the contract says a 400 names what was wrong, it names the parameter (`documented_messages`).
 */
import type { MediaType, Operation, Schema } from '../contract.ts';
import type { KitContext } from '../context.ts';
import { minimalValue } from '../generate.ts';
import type { Exchange, RequestSpec } from '../http.ts';
import { fillPath } from '../known-operations.ts';
import type { Role } from '../traffic.ts';
import { isObject, typesOf } from '../util.ts';
import { judgeEdge } from './judge-edge.ts';
import { invalidParameterValues } from './negative/parameters.ts';

/** What the parameter checks need of an operation's plan. */
export interface ParameterPlan {
  op: Operation;
  media?: MediaType;
  role: Role;
  fixtureId?: string;
  /** the path parameters that name the kit's own item */
  fixturePath: Record<string, string>;
}

/** Invalid path and query parameters, one at a time: a documented 4xx is expected. */
export async function parameters(kit: KitContext, plan: ParameterPlan): Promise<void> {
  const { contract, http } = kit;
  const { op, media, role, fixtureId, fixturePath } = plan;
  for (const p of op.parameters.filter((x) => x.in === 'path' || x.in === 'query')) {
    for (const bad of invalidParameterValues(
      contract,
      p.schema,
      p.in === 'path' && fixtureId ? fixtureId : undefined,
    )) {
      const path = { ...fixturePath };
      const query: Record<string, string> = {};
      if (p.in === 'path') path[p.name] = bad.value;
      else query[p.name] = bad.value;
      const body = media?.schema ? minimalValue(contract, media.schema) : undefined;
      const req: RequestSpec = {
        method: op.method,
        path: fillPath(op, path),
        query,
        body,
        auth: http.authFor(role),
      };
      const name = `${p.in} parameter ${p.name}: ${bad.name}`;
      const ex = await judgeEdge(kit, op, req, { name, expect: 'reject' });
      namesParameter(kit, op, ex, p.name, name);
    }
    // A NUL in a text query parameter: the contract refuses it with 400 naming the parameter.
    if (p.in === 'query' && typesOf(contract.deref<Schema>(p.schema)).includes('string')) {
      const name = `query parameter ${p.name}: a NUL character`;
      const ex = await judgeEdge(
        kit,
        op,
        {
          method: op.method,
          path: fillPath(op, fixturePath),
          query: { [p.name]: 'rondo\u0000' },
          body: media?.schema ? minimalValue(contract, media.schema) : undefined,
          auth: http.authFor(role),
        },
        { name, expect: 'reject' },
      );
      namesParameter(kit, op, ex, p.name, name);
    }
  }
}

/**
 * Where the contract says a 400's message names what was wrong ("the message names it", "names
 * the field"), a 400 to a request with one bad parameter must start with that parameter's name
 * (`limit: maksimal 100.`): a `documented_messages` finding otherwise.
 */
function namesParameter(kit: KitContext, op: Operation, ex: Exchange, param: string, what: string) {
  const res = ex.response;
  const documented = op.responses['400'] as { description?: string } | undefined;
  if (res.status !== 400 || !/\bnames\b/.test(documented?.description ?? '')) return;
  kit.recorder.touch('documented_messages', op.label);
  const message = isObject(res.json) ? res.json.message : undefined;
  if (typeof message === 'string' && message.startsWith(`${param}:`)) return;
  kit.recorder.record(
    {
      check: 'documented_messages',
      operation: op.label,
      message: `a 400 to ${what} answered the message ${JSON.stringify(message)}, which does not name the parameter ${param} (the contract: "${documented!.description!.trim()}")`,
    },
    `edge case: ${what}`,
    [ex],
  );
}

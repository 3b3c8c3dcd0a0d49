/**
 * The items the kit owns: the fixtures it creates at setup, the items it
 * creates on the way and removes again, and reading a whole list. The kit only
 * updates and deletes items it created itself.
 */
import type { Contract, Resource, Schema } from './contract.ts';
import { minimalValue } from './generate.ts';
import type { Exchange } from './http.ts';
import { fillPath, itemId, requestBodySchema } from './known-operations.ts';
import type { Judged } from './recorder.ts';
import type { Traffic } from './traffic.ts';
import { idText, isObject } from './util.ts';

export interface KitData {
  /** an item per resource, created at setup, that the per-operation runs read and write */
  fixtures: Map<Resource, string>;
  /** an id per resource that surely does not exist: created at setup, then deleted */
  gone: Map<Resource, string>;
  /**
   * Creates an item as admin and answers its id: with `body`, else with the
   * contract's first example or the smallest valid body.
   */
  create: (resource: Resource, origin: string, body?: unknown) => Promise<string | undefined>;
  /** Deletes an item as admin (findings go to the report as `cleanup`); the status answered. */
  remove: (resource: Resource, id: string) => Promise<number | undefined>;
  /** Deletes what the kit created, except the fixtures. */
  removeCreated: () => Promise<void>;
  /**
   * Reads the list (following limit/offset pagination when the contract has it)
   * until `stop` says the answer is known. Stops on a page that repeats the
   * previous one, so a server ignoring `offset` cannot keep it paging forever.
   */
  listAll: (
    resource: Resource,
    stop?: (items: unknown[]) => boolean,
  ) => Promise<{ items: unknown[]; steps: Exchange[]; violations: Judged[] }>;
}

export function createData(contract: Contract, http: Traffic): KitData {
  const fixtures = new Map<Resource, string>();
  const { tokens, authFor, call, exchange, created } = http;

  const create: KitData['create'] = async (resource, origin, body) => {
    if (body === undefined) {
      const media = requestBodySchema(resource.create);
      if (!media?.schema) return undefined;
      body = media.examples[0]?.value ?? minimalValue(contract, media.schema);
    }
    if (!tokens.admin) return undefined;
    const res = await call(
      resource.create,
      {
        method: resource.create.method,
        path: resource.create.path,
        body,
        auth: authFor('admin'),
        valid: true,
      },
      origin,
    );
    if (res.status >= 300 || !isObject(res.json)) return undefined;
    const id = itemId(resource, res.json);
    return id === undefined ? undefined : idText(id);
  };

  const remove: KitData['remove'] = async (resource, id) => {
    if (!resource.remove || !tokens.admin) return undefined;
    const res = await call(
      resource.remove,
      {
        method: resource.remove.method,
        path: fillPath(resource.remove, { [resource.idParam]: id }),
        auth: authFor('admin'),
      },
      'cleanup',
    );
    created.get(resource)?.delete(id);
    return res.status;
  };

  const removeCreated = async () => {
    for (const [r, ids] of created) {
      for (const id of [...ids]) if (fixtures.get(r) !== id) await remove(r, id);
    }
  };

  const listAll: KitData['listAll'] = async (resource, stop = () => false) => {
    const op = resource.list!;
    const limitParam = op.parameters.find(
      (p) => p.in === 'query' && /^(limit|per_?page|page_?size|size)$/i.test(p.name),
    );
    const offsetParam = op.parameters.find(
      (p) => p.in === 'query' && /^(offset|skip|start)$/i.test(p.name),
    );
    const limitMax = limitParam
      ? Number(contract.deref<Schema>(limitParam.schema).maximum ?? 100)
      : undefined;
    const paged = !!(limitParam && offsetParam && limitMax);
    const items: unknown[] = [];
    const steps: Exchange[] = [];
    const violations: Judged[] = [];
    let previous = '';
    for (let page = 0; page < 200; page++) {
      const query: Record<string, string> = {};
      if (paged) {
        query[limitParam.name] = String(limitMax);
        query[offsetParam.name] = String(items.length);
      }
      const { ex, violations: vs } = await exchange(op, {
        method: 'get',
        path: op.path,
        query,
        auth: op.protected ? authFor('admin') : undefined,
        valid: true,
      });
      steps.push(ex);
      violations.push(...vs);
      const json = ex.response.json;
      const arr: unknown[] | undefined = Array.isArray(json)
        ? json
        : isObject(json)
          ? (Object.values(json).find(Array.isArray) as unknown[] | undefined)
          : undefined;
      if (!arr) break;
      const signature = JSON.stringify(
        arr.slice(0, 3).map((x) => (isObject(x) ? itemId(resource, x) : x)),
      );
      if (page > 0 && signature === previous) break;
      previous = signature;
      items.push(...arr);
      if (stop(items) || !paged || arr.length < limitMax) break;
    }
    return { items, steps, violations };
  };

  return { fixtures, gone: new Map(), create, remove, removeCreated, listAll };
}

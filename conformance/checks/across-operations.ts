/**
 * The `across_operations` check: a filter means the same in every operation that takes it, and
 * an unpaged list is whole. It stores more items of its own than the list's largest page
 * (`limit`'s maximum, which no default page can exceed), all carrying one word no other item
 * has, then asks every operation that takes a filter about them: the list's length, its count
 * header and the statistics must all say how many it stored. It removes them afterwards.
 */
import type { Operation, Resource, Schema } from '../contract.ts';
import type { KitContext } from '../context.ts';
import { itemId, requestBodySchema } from '../known-operations.ts';
import { statusLine } from '../recorder.ts';
import { isObject, typesOf } from '../util.ts';
import { exampleBody, sequence } from './sequence.ts';

/** How many items the check stores or removes at once. */
const BATCH = 4;
const CHECK = 'across_operations';
const LIMIT = /^(limit|per_?page|page_?size|size)$/i;

/** The list's count header: a documented integer header of its 200. */
function countHeader(kit: KitContext, list: Operation): string | undefined {
  return Object.entries(list.responses['200']?.headers ?? {}).find(
    ([, h]) => h.schema && kit.contract.deref<Schema>(h.schema).type === 'integer',
  )?.[0];
}

/** The operations besides the list that take its query parameter `name`, without path parameters. */
const othersTaking = (kit: KitContext, list: Operation, name: string) =>
  kit.contract.operations.filter(
    (o) =>
      o !== list &&
      o.method === 'get' &&
      !o.path.includes('{') &&
      o.parameters.some((p) => p.in === 'query' && p.name === name),
  );

/**
 * A body whose every plain top-level text field holds `word`: the required ones (a title)
 * followed by the item's number, the others (category, author) the word alone.
 */
function markedBody(kit: KitContext, r: Resource, word: string, n: number): unknown {
  const schema = requestBodySchema(r.create)?.schema;
  const base = exampleBody(kit, r.create);
  if (!schema || !isObject(base)) return base;
  const s = kit.contract.deref<Schema>(schema);
  const required = new Set((s.required as string[] | undefined) ?? []);
  const body: Record<string, unknown> = { ...base };
  for (const [name, sub] of Object.entries((s.properties ?? {}) as Record<string, Schema>)) {
    const p = kit.contract.deref<Schema>(sub);
    if (p.type === 'string' && !p.format && (p.pattern === undefined || p.pattern === '\\S'))
      body[name] = required.has(name) ? `${word} ${n + 1}` : word;
  }
  return kit.contract.validate(schema, body).valid ? body : base;
}

export async function acrossOperationsCheck(kit: KitContext): Promise<void> {
  if (!kit.enabled.has(CHECK)) return;
  for (const r of kit.contract.resources) {
    const list = r.list;
    const count = list && countHeader(kit, list);
    const limit = list?.parameters.find((p) => p.in === 'query' && LIMIT.test(p.name));
    const label = list?.label ?? r.collectionPath;
    if (!list || !count || !limit || !r.remove || !kit.http.tokens.admin) {
      kit.recorder.skip(CHECK, label, 'needs a counted, paged list, a delete and an admin session');
      continue;
    }
    kit.log(`${CHECK} ${label}`);
    const max = Number(kit.contract.deref<Schema>(limit.schema).maximum ?? 100);
    const word = `lintasop${kit.seed.toString(36)}x`;
    const ids: string[] = [];
    try {
      // Four at a time: storing more items than the largest page is most of this check's time.
      for (let i = 0; i <= max && ids.length === i; i += BATCH) {
        const batch = Array.from({ length: Math.min(BATCH, max + 1 - i) }, (_, k) => i + k);
        const made = await Promise.all(
          batch.map((n) => kit.data.create(r, CHECK, markedBody(kit, r, word, n))),
        );
        for (const id of made) if (id !== undefined) ids.push(id);
      }
      if (ids.length <= max) {
        kit.recorder.skip(CHECK, label, `could not store ${max + 1} items of its own`);
        continue;
      }
      await compare(kit, r, list, count, word, ids.length);
    } finally {
      for (let i = 0; i < ids.length; i += BATCH)
        await Promise.all(ids.slice(i, i + BATCH).map((id) => kit.data.remove(r, id)));
    }
  }
}

async function compare(
  kit: KitContext,
  r: Resource,
  list: Operation,
  count: string,
  word: string,
  stored: number,
) {
  const { step, fail } = sequence(kit, CHECK, list.label);
  const auth = list.protected ? kit.http.authFor('admin') : undefined;
  const get = (op: Operation, query: Record<string, string>) =>
    step(op, { method: 'get', path: op.path, query, auth });

  // Unpaged, the list is whole: more items than its largest page, as many as it counts.
  const whole = await get(list, {});
  const total = Number(whole.headers[count]);
  if (!Array.isArray(whole.json))
    return fail(`the list without limit answered ${statusLine(whole)}`);
  if (whole.json.length !== total)
    fail(
      `the list without limit answered ${whole.json.length} items and ${count}: ${whole.headers[count]}; unpaged, it must hold every item it counts (at least the ${stored} this check stored)`,
    );
  else if (total < stored)
    fail(
      `the list without limit counts ${total} items, fewer than the ${stored} this check stored`,
    );

  const filters = list.parameters.filter(
    (p) =>
      p.in === 'query' &&
      typesOf(kit.contract.deref<Schema>(p.schema)).includes('string') &&
      othersTaking(kit, list, p.name).length,
  );
  for (const p of filters) {
    const query = { [p.name]: word };
    const listed = await get(list, query);
    const items = Array.isArray(listed.json) ? listed.json : [];
    const mine = items.filter((x) => isObject(x) && ids(r, x, kit)).length;
    if (items.length !== stored || mine !== stored)
      fail(
        `${list.key}?${p.name}=${word} answered ${items.length} items; the ${stored} this check stored hold ${word} where ${p.name} looks, and no other item does`,
      );
    if (listed.headers[count] !== String(stored))
      fail(
        `${list.key}?${p.name}=${word} answered ${count}: ${listed.headers[count] ?? '(none)'}, expected ${stored} (the items that match ${p.name})`,
      );
    for (const other of othersTaking(kit, list, p.name)) {
      const res = await get(other, query);
      const counts = isObject(res.json)
        ? Object.entries(res.json).filter(
            ([k, v]) => typeof v === 'number' && r.collectionPath.endsWith(k),
          )
        : [];
      for (const [k, v] of counts)
        if (v !== stored)
          fail(
            `${other.key}?${p.name}=${word} answered ${k}: ${String(v)}, but ${list.key} with the same ${p.name} lists and counts ${stored}: the filter must mean the same in both`,
          );
    }
  }
}

/** Whether an item is one of this run's marked items (its text holds the word). */
const ids = (r: Resource, x: Record<string, unknown>, kit: KitContext) =>
  itemId(r, x) !== undefined && JSON.stringify(x).includes(`lintasop${kit.seed.toString(36)}x`);

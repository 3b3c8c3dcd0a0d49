/**
 * The `stateful` check, per resource: generated bodies are created, read back,
 * found in the list, updated, read again, deleted, read (404), deleted again
 * (404) and looked for in the list; every answer must agree with what was sent
 * and with the other answers.
 */
import fc from 'fast-check';
import { roundTripDifference, type Difference } from '../compare.ts';
import type { Operation, Resource } from '../contract.ts';
import type { KitContext } from '../context.ts';
import { arbitraryFor } from '../generate.ts';
import type { Exchange, RequestSpec, ResponseRecord } from '../http.ts';
import { itemId, requestBodySchema } from '../known-operations.ts';
import type { Outcome } from '../property.ts';
import { statusLine } from '../recorder.ts';
import { idText, isObject } from '../util.ts';

export async function crudCheck(kit: KitContext): Promise<void> {
  if (!kit.enabled.has('stateful')) return;
  for (const r of kit.contract.resources) await crud(kit, r);
}

async function crud(kit: KitContext, r: Resource): Promise<void> {
  const { contract, http, data } = kit;
  const { authFor } = http;
  const label = `${r.collectionPath} ⇄ ${r.itemPath}`;
  const media = requestBodySchema(r.create);
  if (!media?.schema)
    return kit.recorder.skip('stateful', label, 'the create operation has no JSON body');
  if (!r.read) return kit.recorder.skip('stateful', label, 'no read operation to check against');
  const read = r.read;
  kit.log(`stateful ${label}`);
  const createSchema = media.schema;
  const updateMedia = r.update ? requestBodySchema(r.update) : undefined;
  const updateSchema = updateMedia?.schema ?? createSchema;
  const examples: { create: unknown; update: unknown }[] = [];
  const createExample = media.examples[0]?.value;
  if (createExample !== undefined)
    examples.push({
      create: createExample,
      update: updateMedia?.examples[0]?.value ?? createExample,
    });
  const numRuns = Math.max(2, Math.ceil(kit.runs / 5));
  const fail = (message: string, d?: Difference | null) => ({
    check: 'stateful' as const,
    operation: label,
    message: d ? `${message}: ${d.text}` : message,
    ...(d ? { field: d.field, expected: d.expected, actual: d.actual } : {}),
  });
  await kit.property(
    `${label} stateful`,
    fc.record({
      create: arbitraryFor(contract, createSchema),
      update: arbitraryFor(contract, updateSchema),
    }),
    numRuns,
    examples,
    async ({ create, update }) => {
      const steps: Exchange[] = [];
      const violations: Outcome['violations'] = [];
      const step = async (op: Operation, req: RequestSpec) => {
        const { ex, violations: vs } = await http.exchange(op, { ...req, valid: true });
        steps.push(ex);
        violations.push(...vs);
        return ex.response;
      };
      kit.recorder.touch('stateful', label);
      /** The outcome; `answer` is the answer that shows the finding (default: the last step's). */
      const done = (v?: ReturnType<typeof fail>, answer?: ResponseRecord) => {
        const at = answer ? steps.findIndex((ex) => ex.response === answer) : -1;
        return {
          violations: v ? [...violations, v] : violations,
          steps,
          ...(at < 0 ? {} : { focus: at }),
        };
      };
      const c = await step(r.create, {
        method: r.create.method,
        path: r.create.path,
        body: create,
        auth: authFor('admin'),
      });
      if (c.status < 200 || c.status >= 300 || !isObject(c.json))
        return done(fail(`creating answered ${statusLine(c)}, so nothing could be read back`));
      const idValue = itemId(r, c.json);
      if (idValue === undefined || idValue === null)
        return done(fail(`the created ${r.collectionPath} item has no ${r.idParam}`));
      const id = idText(idValue);
      const itemPath = r.itemPath.replace(`{${r.idParam}}`, encodeURIComponent(id));
      const readItem = () =>
        step(read, {
          method: 'get',
          path: itemPath,
          auth: read.protected ? authFor('admin') : undefined,
        });
      const isTheItem = (x: unknown) => isObject(x) && String(itemId(r, x)) === id;
      try {
        let m = roundTripDifference(contract, createSchema, create, c.json);
        if (m) return done(fail('the create answer does not reflect what was sent', m), c);
        const g = await readItem();
        if (g.status !== 200)
          return done(fail(`reading the created item answered ${statusLine(g)}`));
        m = roundTripDifference(contract, createSchema, create, g.json);
        if (m) return done(fail('reading the created item does not return what was stored', m), g);
        if (r.list) {
          const l = await data.listAll(r, (items) => items.some(isTheItem));
          steps.push(...l.steps.slice(-1));
          violations.push(...l.violations);
          const item = l.items.find(isTheItem);
          if (!item) return done(fail(`the list does not contain the created item ${id}`));
          m = roundTripDifference(contract, createSchema, create, item);
          if (m) return done(fail('the list shows the created item differently', m));
        }
        if (r.update) {
          const u = await step(r.update, {
            method: r.update.method,
            path: itemPath,
            body: update,
            auth: authFor('admin'),
          });
          if (u.status < 200 || u.status >= 300)
            return done(fail(`updating answered ${statusLine(u)}`));
          m = roundTripDifference(contract, updateSchema, update, u.json);
          if (m) return done(fail('the update answer does not reflect what was sent', m), u);
          const g2 = await readItem();
          if (g2.status !== 200)
            return done(
              fail(`after the update, reading the item answered ${statusLine(g2)}`, {
                field: 'status',
                expected: '200',
                actual: String(g2.status),
                text: `expected 200`,
              }),
              g2,
            );
          m = roundTripDifference(contract, updateSchema, update, g2.json);
          if (m) return done(fail('after the update, reading the item does not reflect it', m), g2);
        }
        if (r.remove) {
          const remove = () =>
            step(r.remove!, { method: r.remove!.method, path: itemPath, auth: authFor('admin') });
          const d = await remove();
          if (d.status < 200 || d.status >= 300)
            return done(fail(`deleting answered ${statusLine(d)}`));
          const g3 = await readItem();
          if (g3.status !== 404)
            return done(
              fail(`after delete, reading the item answered ${statusLine(g3)} (expected 404)`),
            );
          const d2 = await remove();
          if (d2.status !== 404)
            return done(fail(`deleting it again answered ${statusLine(d2)} (expected 404)`));
          if (r.list) {
            const l = await data.listAll(r, (items) => items.some(isTheItem));
            steps.push(...l.steps.slice(-1));
            violations.push(...l.violations);
            if (l.items.some(isTheItem))
              return done(fail(`the list still contains the deleted item ${id}`));
          }
        }
        return done();
      } finally {
        await data.removeCreated();
      }
    },
  );
}

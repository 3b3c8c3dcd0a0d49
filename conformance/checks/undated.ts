/**
 * Part of the `normalisation` check: what a server answers for a field the client left empty.
 * An article created without a `date` is answered with `date: null` by its create, its read and
 * the list that holds it: the date answered stays the article's own, never filled in (today, the
 * day it was created) or made another empty value (`""`).
 */
import type { Schema } from '../contract.ts';
import type { KitContext } from '../context.ts';
import type { Exchange } from '../http.ts';
import { itemId, requestBodySchema } from '../known-operations.ts';
import { statusLine } from '../recorder.ts';
import { idText, isObject } from '../util.ts';

const CHECK = 'normalisation' as const;
const FIELD = 'date';

export async function undatedCheck(kit: KitContext): Promise<void> {
  if (!kit.enabled.has(CHECK)) return;
  for (const r of kit.contract.resources) {
    const media = requestBodySchema(r.create);
    const example = media?.examples[0]?.value;
    const props = media?.schema ? kit.contract.deref<Schema>(media.schema).properties : undefined;
    if (!r.read || !isObject(example) || !isObject(props) || !(FIELD in props)) continue;
    const label = `${r.create.key} without ${FIELD}`;
    kit.log(`${CHECK} ${label}`);
    kit.recorder.touch(CHECK, label);
    const steps: Exchange[] = [];
    const fail = (message: string) =>
      kit.recorder.record({ check: CHECK, operation: label, message }, 'sequence', steps);
    try {
      const { ex } = await kit.http.exchange(r.create, {
        method: r.create.method,
        path: r.create.path,
        body: Object.fromEntries(Object.entries(example).filter(([k]) => k !== FIELD)),
        auth: kit.http.authFor('admin'),
        valid: true,
      });
      steps.push(ex);
      const created = ex.response;
      const idValue = isObject(created.json) ? itemId(r, created.json) : undefined;
      if (created.status >= 300 || idValue === undefined || idValue === null) continue;
      const id = idText(idValue);
      const answered = (where: string, item: unknown) => {
        if (isObject(item) && item[FIELD] !== null)
          fail(
            `${where} answered ${FIELD} ${JSON.stringify(item[FIELD])} for an article created without a ${FIELD} (expected null: the ${FIELD} answered stays the article's own)`,
          );
      };
      answered('creating it', created.json);
      const path = r.itemPath.replace(`{${r.idParam}}`, encodeURIComponent(id));
      const read = await kit.http.exchange(r.read, {
        method: 'get',
        path,
        auth: r.read.protected ? kit.http.authFor('admin') : undefined,
        valid: true,
      });
      steps.push(read.ex);
      if (read.ex.response.status === 200) answered('reading it', read.ex.response.json);
      else fail(`reading the created article answered ${statusLine(read.ex.response)}`);
      if (r.list) {
        const isIt = (x: unknown) => isObject(x) && String(itemId(r, x)) === id;
        const list = await kit.data.listAll(r, (items) => items.some(isIt));
        steps.push(...list.steps.slice(-1));
        answered('the list', list.items.find(isIt));
      }
      if (r.remove)
        await kit.http.exchange(r.remove, {
          method: r.remove.method,
          path,
          auth: kit.http.authFor('admin'),
          valid: true,
        });
    } finally {
      await kit.data.removeCreated();
    }
  }
}

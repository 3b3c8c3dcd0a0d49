/**
 * The `read_after_write` check: after each write the kit reads the item back, and the list that
 * holds it, and compares every field, sent or not, with what the contract says is stored. A
 * create or an update replaces the item's fields: a field the body leaves out is stored empty
 * (`null` where the schema allows it, else an empty text or list), never kept from before; what
 * the server answered (an image's site path) can be sent back as it is and keeps the value.
 */
import type { Resource, Schema } from '../contract.ts';
import type { KitContext } from '../context.ts';
import { minimalValue } from '../generate.ts';
import { itemId, requestBodySchema } from '../known-operations.ts';
import { statusLine } from '../recorder.ts';
import { idText, isObject } from '../util.ts';
import { itemPath, sequence, updateBody } from './sequence.ts';

const CHECK = 'read_after_write';
type Item = Record<string, unknown>;

/**
 * A stored value as its input is written: an object of one field (`{ name }`, `{ path }`) as
 * that field, an object as the input schema's properties (null ones left out).
 */
export function asInput(
  kit: Pick<KitContext, 'contract'>,
  value: unknown,
  schema: Schema,
): unknown {
  const s = kit.contract.deref<Schema>(schema);
  if (Array.isArray(value) && s.items) return value.map((v) => asInput(kit, v, s.items as Schema));
  if (!isObject(value)) return value;
  const entries = Object.entries(value);
  const props = s.properties as Record<string, Schema> | undefined;
  if (!props) return entries.length === 1 ? entries[0]![1] : value;
  return Object.fromEntries(
    entries
      .filter(([k, v]) => k in props && v !== null)
      .map(([k, v]) => [k, asInput(kit, v, props[k]!)]),
  );
}

/** What a field the body leaves out is stored as: null if allowed, else empty; undefined: unsaid. */
function emptyOf(kit: KitContext, schema: Schema): unknown {
  const s = kit.contract.deref<Schema>(schema);
  const types = ([] as unknown[]).concat(s.type ?? []);
  if (types.includes('null')) return null;
  if (types.includes('array')) return [];
  if (types.includes('string')) return '';
  return undefined;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** A data URL sent may come back as the site path where the server stored the image. */
const storedAs = (sent: unknown, answered: unknown): boolean =>
  same(sent, answered) ||
  (typeof sent === 'string' && sent.startsWith('data:') && typeof answered === 'string') ||
  (Array.isArray(sent) &&
    Array.isArray(answered) &&
    sent.length === answered.length &&
    sent.every((v, i) => storedAs(v, answered[i]))) ||
  (isObject(sent) &&
    isObject(answered) &&
    Object.keys(sent).every((k) => storedAs(sent[k], answered[k])));

export async function readAfterWriteCheck(kit: KitContext): Promise<void> {
  if (!kit.enabled.has(CHECK)) return;
  for (const r of kit.contract.resources) {
    const schema = requestBodySchema(r.create)?.schema;
    if (!schema || !r.read || !r.update || !kit.http.tokens.admin) {
      kit.recorder.skip(
        CHECK,
        r.collectionPath,
        'needs create, read and update with JSON bodies, and an admin session',
      );
      continue;
    }
    kit.log(`${CHECK} ${r.collectionPath}`);
    await readAfterWrite(kit, r, schema);
  }
}

async function readAfterWrite(kit: KitContext, r: Resource, schema: Schema) {
  const label = `${r.create.key} ⇄ ${r.update!.key} ⇄ ${r.read!.key}`;
  const { step, fail } = sequence(kit, CHECK, label);
  const auth = kit.http.authFor('admin');
  const props = (kit.contract.deref<Schema>(schema).properties ?? {}) as Record<string, Schema>;
  const answerSchema = Object.entries(r.read!.responses['200']?.content ?? {}).find(([t]) =>
    /json/.test(t),
  )?.[1].schema;
  const answerProps = (
    answerSchema ? (kit.contract.deref<Schema>(answerSchema).properties ?? {}) : {}
  ) as Record<string, Schema>;
  const minimal = minimalValue(kit.contract, schema) as Item;
  const full = updateBody(kit, r) as Item;

  /** Every field of the stored item against the body that wrote it. */
  const judge = (doing: string, body: Item, stored: unknown) => {
    if (!isObject(stored)) return fail(`${doing}: the answer holds no item`);
    for (const [name, sub] of Object.entries(props)) {
      const answered = asInput(kit, stored[name], sub);
      if (name in body) {
        if (!storedAs(body[name], answered))
          fail(
            `${doing}: ${name} is answered ${JSON.stringify(stored[name])}; it was sent ${JSON.stringify(body[name])}`,
          );
      } else {
        const empty = answerProps[name] ? emptyOf(kit, answerProps[name]) : undefined;
        if (empty !== undefined && !same(stored[name], empty))
          fail(
            `${doing}: ${name}, which the body left out, is answered ${JSON.stringify(stored[name])}; a write replaces every field, so it is stored as ${JSON.stringify(empty)}`,
          );
      }
    }
  };

  const created = await step(r.create, {
    method: r.create.method,
    path: r.create.path,
    body: minimal,
    auth,
  });
  const idValue = isObject(created.json) ? itemId(r, created.json) : undefined;
  if (created.status >= 300 || idValue === undefined)
    return fail(`creating ${JSON.stringify(minimal)} answered ${statusLine(created)}`);
  const id = idText(idValue);
  const path = itemPath(r, id);
  const read = async (doing: string, body: Item, answer: unknown) => {
    judge(`${doing} (its answer)`, body, answer);
    const back = await step(r.read!, { method: 'get', path, auth });
    if (back.status !== 200) return fail(`${doing}, then reading it answered ${statusLine(back)}`);
    judge(`${doing}, then reading it`, body, back.json);
    if (isObject(answer) && isObject(back.json) && !same(answer, back.json))
      fail(
        `${doing}: reading it back answered ${JSON.stringify(back.json)}, not the item the write answered (${JSON.stringify(answer)})`,
      );
    return back.json as Item;
  };
  const update = (body: Item, doing: string) =>
    step(r.update!, { method: r.update!.method, path, body, auth }).then(async (res) => {
      if (res.status >= 300) {
        fail(`${doing} answered ${statusLine(res)}`);
        return undefined;
      }
      return read(doing, body, res.json);
    });
  try {
    await read(`creating ${JSON.stringify(minimal)}`, minimal, created.json);
    const whole = await update(full, 'an update with every field');
    if (!whole) return;
    // What the server answered (an image's path among it) goes back as it is, and stays.
    const given = asInput(kit, whole, schema) as Item;
    const again = await update(given, 'the stored item sent back as it was answered');
    if (again)
      for (const name of Object.keys(props))
        if (!same(again[name], whole[name]))
          fail(
            `the item sent back as it was answered: ${name} changed from ${JSON.stringify(whole[name])} to ${JSON.stringify(again[name])}`,
          );
    const last = await update(minimal, `an update with ${JSON.stringify(minimal)} alone`);
    if (!last || !r.list) return;
    const { items } = await kit.data.listAll(r, (xs) =>
      xs.some((x) => isObject(x) && idText(itemId(r, x)) === id),
    );
    const listed = items.find((x) => isObject(x) && idText(itemId(r, x)) === id);
    if (!listed) fail(`the list does not hold the item it stored (${r.idParam} ${id})`);
    else if (!same(listed, last))
      fail(
        `the list holds ${JSON.stringify(listed)}; reading the item answers ${JSON.stringify(last)}`,
      );
  } finally {
    await kit.data.remove(r, id);
  }
}

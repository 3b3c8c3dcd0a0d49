/**
 * The `article_versions` check, per resource whose item carries a `version` and whose read
 * answer documents an `ETag`, on an item of its own (created here, deleted at the end): a new
 * item has version 1; each update, with `If-Match` or without, answers the stored item at a
 * version exactly one higher; every answer that carries one item (create, read, update, the
 * `412` of a refused write) names it in an `ETag` that is its version in double quotes; the
 * list and reading the item agree on its version; and, a few times over, of two updates sent
 * at the same time with the same `If-Match` exactly one succeeds and the other gets `412`
 * with the item the winner stored, which reading it then answers.
 */
import { documentedResponse, isJsonType, type Operation, type Resource } from '../contract.ts';
import type { KitContext } from '../context.ts';
import type { ResponseRecord } from '../http.ts';
import { itemId } from '../known-operations.ts';
import { statusLine } from '../recorder.ts';
import { idText, isObject } from '../util.ts';
import { firstDifference } from '../compare.ts';
import { exampleBody, itemPath, sequence, statusProblem, type Problem } from './sequence.ts';

const CHECK = 'article_versions';

/** How many times two updates race with the same `If-Match`. */
const RACES = 3;

/** The resource's read answer (200) documents an `ETag` and a `version` property. */
function versioned(kit: KitContext, r: Resource): r is Resource & { read: Operation } {
  const spec = r.read?.responses['200'];
  if (!spec?.headers.etag) return false;
  const media = Object.entries(spec.content).find(([type]) => isJsonType(type))?.[1];
  const schema = media?.schema ? kit.contract.deref<Record<string, unknown>>(media.schema) : {};
  return isObject(schema.properties) && 'version' in schema.properties;
}

export async function versionsCheck(kit: KitContext): Promise<void> {
  if (!kit.enabled.has(CHECK)) return;
  for (const r of kit.contract.resources) if (versioned(kit, r)) await articleVersions(kit, r);
}

const versionOf = (res: ResponseRecord): unknown =>
  isObject(res.json) ? res.json.version : undefined;

/**
 * What is wrong with an answer that should carry the item at version `expected`: its `version`
 * field, or its `ETag` (when the contract documents one for the answer's status), which must be
 * that version in double quotes. Undefined when both hold.
 */
function versionProblem(
  op: Operation,
  res: ResponseRecord,
  what: string,
  expected: number,
): Problem | undefined {
  const version = versionOf(res);
  if (version !== expected)
    return {
      message: `${what} answered ${statusLine(res)} with the field version ${JSON.stringify(version) ?? 'missing'}, expected ${expected}`,
      field: 'version',
      expected: String(expected),
      actual: JSON.stringify(version) ?? 'missing',
      answer: res,
    };
  const etag = res.headers.etag;
  if (documentedResponse(op, res.status)?.headers.etag && etag !== `"${expected}"`)
    return {
      message: `${what} answered version ${expected} with the ETag header ${etag ?? 'missing'}, expected the version in double quotes: "${expected}"`,
      field: 'ETag',
      expected: `"${expected}"`,
      actual: etag ?? 'missing',
      answer: res,
    };
  return undefined;
}

const ok = (res: ResponseRecord) => res.status >= 200 && res.status < 300;

async function articleVersions(kit: KitContext, r: Resource & { read: Operation }): Promise<void> {
  const { http, data, recorder } = kit;
  const label = `${r.itemPath} (version)`;
  const update = r.update;
  if (!update) return recorder.skip(CHECK, label, 'no update operation');
  if (!http.tokens.admin) return recorder.skip(CHECK, label, 'needs --admin credentials');
  kit.log(`${CHECK} ${label}`);
  recorder.touch(CHECK, label);
  const { fail, step } = sequence(kit, CHECK, label);
  const auth = http.authFor('admin');
  const base = exampleBody(kit, r.create);
  // Each write stores a title of its own, so that reading the item tells which write it holds.
  const body = (mark: string) =>
    isObject(base) && typeof base.title === 'string'
      ? { ...base, title: `${base.title} (${mark})` }
      : base;
  const read = r.read;
  try {
    const made = await step(r.create, {
      method: r.create.method,
      path: r.create.path,
      body: body('v1'),
      auth,
    });
    const id = ok(made) && isObject(made.json) ? itemId(r, made.json) : undefined;
    if (id === undefined || id === null)
      return fail(
        statusProblem(
          `creating an item answered ${statusLine(made)}, no item with an id`,
          made,
          '2xx with the item',
        ),
      );
    const path = itemPath(r, idText(id));
    const get = () => step(read, { method: 'get', path, auth: read.protected ? auth : undefined });
    const put = (mark: string, ifMatch?: string) =>
      step(update, {
        method: update.method,
        path,
        body: body(mark),
        auth,
        headers: ifMatch === undefined ? {} : { 'if-match': ifMatch },
      });

    const first = await get();
    const problem =
      versionProblem(r.create, made, 'creating the item', 1) ??
      versionProblem(read, first, 'reading the new item', 1);
    if (problem) return fail(problem);

    const second = await put('v2', '"1"');
    const third = await put('v3');
    const now = await get();
    const updated =
      versionProblem(update, second, 'an update with If-Match: "1" (the item at version 1)', 2) ??
      versionProblem(update, third, 'an update without If-Match (the item at version 2)', 3) ??
      versionProblem(read, now, 'reading the item after two updates', 3);
    if (updated) return fail(updated);

    if (r.list) {
      const listed = await data.listAll(r, (items) =>
        items.some((x) => isObject(x) && itemId(r, x) === id),
      );
      for (const v of listed.violations) recorder.record(v, 'sequence', listed.steps);
      const item = listed.items.find((x) => isObject(x) && itemId(r, x) === id);
      const inList = isObject(item) ? item.version : undefined;
      if (inList !== 3)
        return fail(
          {
            message: `the list ${item ? `carries the item with the field version ${JSON.stringify(inList) ?? 'missing'}` : 'does not carry the item'}, reading it answers version 3`,
            field: item ? 'version' : 'the item in the list',
            expected: '3',
            actual: item ? (JSON.stringify(inList) ?? 'missing') : 'absent',
          },
          listed.steps.slice(-1),
        );
    }

    for (let round = 1, at = 3; round <= RACES; round++, at++) {
      const tag = `"${at}"`;
      const both = await Promise.all([put(`r${round}a`, tag), put(`r${round}b`, tag)]);
      const won = both.filter(ok);
      const refused = both.filter((res) => res.status === 412);
      if (won.length !== 1 || refused.length !== 1)
        return fail({
          message: `two updates sent at the same time, both with If-Match: ${tag} (the item at version ${at}), answered ${statusLine(both[0])} and ${statusLine(both[1])}; expected one 2xx and one 412 (the last two steps, sent together)`,
          field: 'status',
          expected: 'one 2xx and one 412',
          actual: `${both[0].status} and ${both[1].status}`,
          answer: both[1],
        });
      const after = await get();
      const raced =
        versionProblem(
          update,
          won[0]!,
          `the update that won the race from version ${at}`,
          at + 1,
        ) ??
        versionProblem(
          update,
          refused[0]!,
          `the update refused with 412 (the item now at version ${at + 1})`,
          at + 1,
        ) ??
        versionProblem(read, after, `reading the item after the race from version ${at}`, at + 1);
      if (raced) return fail(raced);
      const stored = firstDifference(won[0]!.json, after.json);
      if (stored)
        return fail({
          message: `after the race from version ${at}, reading the item answers ${stored.field} ${stored.actual}, the update that won answered ${stored.expected}`,
          field: stored.field,
          expected: stored.expected,
          actual: stored.actual,
          answer: after,
        });
      const refusal = firstDifference(after.json, refused[0]!.json);
      if (refusal)
        return fail({
          message: `the 412 of the race from version ${at} is not the item as it is now: its ${refusal.field} is ${refusal.actual}, reading the item answers ${refusal.expected}`,
          field: refusal.field,
          expected: refusal.expected,
          actual: refusal.actual,
          answer: refused[0]!,
        });
    }
  } finally {
    await data.removeCreated();
  }
}

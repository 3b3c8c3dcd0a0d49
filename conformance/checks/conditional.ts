/**
 * The `conditional_writes` check, per resource whose update or delete takes an
 * `If-Match` header and documents `412`: reading an item names its version in
 * a strong `ETag`; an update with that `If-Match` succeeds and changes the
 * `ETag`; one with the old (stale) `If-Match` is refused with `412`, the item
 * as it is now and its `ETag`, and writes nothing; an update without
 * `If-Match` still succeeds (older clients); a delete with a stale `If-Match`
 * gets `412` and keeps the item, one with the current `ETag` deletes it.
 * `If-Match` is read as RFC 9110 does: a weak tag, a malformed value or a list
 * of stale tags never matches (412); `*` and a list holding the current tag
 * match; a value over the documented `maxLength` gets `400` (a documented 4xx where
 * the operation documents no 400), also on a delete; the 412 of a refused delete answers
 * the item as it is now and names its current `ETag`.
 * `conditional_reads` (conformance/checks/conditional-reads.ts) runs here too.
 */
import { documentedResponse, isJsonType, type Operation, type Resource } from '../contract.ts';
import type { KitContext } from '../context.ts';
import type { ResponseRecord } from '../http.ts';
import { statusLine } from '../recorder.ts';
import { isStrongTag, parseEntityTag, weakMatch } from '../../common/etag.ts';
import { conditionalReads } from './conditional-reads.ts';
import { firstDifference } from '../compare.ts';
import {
  headerMaxLength,
  overLongRefusal,
  itemPath,
  sequence,
  statusProblem,
  updateBody,
  type Problem,
} from './sequence.ts';

/** The operation declares an `If-Match` header and documents `412`. */
const conditional = (op: Operation | undefined): op is Operation =>
  !!op &&
  op.parameters.some((p) => p.in === 'header' && p.name.toLowerCase() === 'if-match') &&
  '412' in op.responses;

export async function conditionalCheck(kit: KitContext): Promise<void> {
  if (kit.enabled.has('conditional_writes'))
    for (const r of kit.contract.resources) await conditionalWrites(kit, r);
  if (kit.enabled.has('conditional_reads'))
    for (const r of kit.contract.resources) await conditionalReads(kit, r);
}

async function conditionalWrites(kit: KitContext, r: Resource): Promise<void> {
  const { http, data, recorder } = kit;
  const label = `${r.itemPath} (If-Match)`;
  if (!conditional(r.update) && !conditional(r.remove)) return;
  if (!r.read) return recorder.skip('conditional_writes', label, 'no read operation');
  if (!http.tokens.admin)
    return recorder.skip('conditional_writes', label, 'needs --admin credentials');
  const read = r.read;
  kit.log(`conditional_writes ${label}`);
  recorder.touch('conditional_writes', label);
  const { fail, step } = sequence(kit, 'conditional_writes', label);
  const auth = http.authFor('admin');
  const body = updateBody(kit, r);

  const id = await data.create(r, 'conditional_writes');
  if (id === undefined) return fail('could not create an item to write to');
  const path = itemPath(r, id);
  const get = () => step(read, { method: 'get', path, auth: read.protected ? auth : undefined });
  // The header whose value an update's If-Match takes: the read's link to it says (ETag).
  const etagOf = (res: ResponseRecord) => res.headers[r.versionHeader];
  const put = (ifMatch?: string, valid = true) =>
    step(r.update!, {
      method: r.update!.method,
      path,
      body,
      auth,
      headers: ifMatch === undefined ? {} : { 'if-match': ifMatch },
      valid,
    });
  const del = (ifMatch: string, valid = true) =>
    step(r.remove!, {
      method: r.remove!.method,
      path,
      auth,
      headers: { 'if-match': ifMatch },
      valid,
    });
  try {
    const first = await get();
    const v1 = etagOf(first);
    if (first.status !== 200)
      return fail(
        statusProblem(`reading the new item answered ${statusLine(first)}`, first, '200'),
      );
    if (!v1 || !isStrongTag(v1))
      return fail({
        message: `reading an item answered ${v1 ? `a weak or malformed ETag ${v1}` : 'no ETag'}`,
        field: 'ETag',
        expected: 'a strong entity tag',
        actual: v1 ?? 'missing',
        answer: first,
      });

    if (conditional(r.update)) {
      const ok = await put(v1);
      const v2 = etagOf(ok);
      if (ok.status < 200 || ok.status >= 300)
        return fail(
          statusProblem(
            `an update with the current If-Match ${v1} (from reading the item) answered ${statusLine(ok)}`,
            ok,
            '2xx',
          ),
        );
      if (!v2 || v2 === v1)
        return fail({
          message: `an update did not change the ETag (before ${v1}, after ${v2 ?? 'none'})`,
          field: 'ETag',
          expected: `a tag other than ${v1}`,
          actual: v2 ?? 'missing',
          answer: ok,
        });
      const stale = await put(v1);
      if (stale.status !== 412)
        return fail(
          statusProblem(
            `an update with a stale If-Match ${v1} (the item is at ${v2}) answered ${statusLine(stale)}, expected 412`,
            stale,
            '412',
          ),
        );
      if (etagOf(stale) !== v2)
        return fail({
          message: `the 412 named ETag ${etagOf(stale) ?? 'none'}, the item's is ${v2}`,
          field: 'ETag',
          expected: v2,
          actual: etagOf(stale) ?? 'missing',
          answer: stale,
        });
      const now = await get();
      if (etagOf(now) !== v2)
        return fail({
          message: `a refused update changed the item: its ETag went from ${v2} to ${etagOf(now)}`,
          field: 'ETag',
          expected: v2,
          actual: etagOf(now) ?? 'missing',
          answer: now,
        });
      const differs = firstDifference(now.json, stale.json);
      if (differs)
        return fail({
          message: `the 412 body is not the item as it is now: its ${differs.field} is ${differs.actual}, reading the item answers ${differs.expected}`,
          field: differs.field,
          expected: differs.expected,
          actual: differs.actual,
          answer: stale,
        });
      const unconditional = await put();
      if (unconditional.status < 200 || unconditional.status >= 300)
        return fail(
          statusProblem(
            `an update without If-Match answered ${statusLine(unconditional)}`,
            unconditional,
            '2xx',
          ),
        );
      const problem = await ifMatchForms(
        r.update,
        etagOf(unconditional),
        put,
        get,
        kit,
        r.versionHeader,
      );
      if (problem) return fail(problem);
    }

    if (conditional(r.remove)) {
      const current = etagOf(await get());
      if (!current) return fail('reading the item answered no ETag');
      // A tag the item surely does not have: its current one, changed.
      const opaque = parseEntityTag(current)?.opaque ?? '""';
      const stale = `"${opaque.slice(1, -1)}-stale"`;
      const refused = await del(stale);
      if (refused.status !== 412)
        return fail(
          statusProblem(
            `a delete with a stale If-Match ${stale} (the item is at ${current}) answered ${statusLine(refused)}, expected 412`,
            refused,
            '412',
          ),
        );
      if (
        documentedResponse(r.remove, 412)?.headers[r.versionHeader] &&
        etagOf(refused) !== current
      )
        return fail({
          message: `the 412 of a refused delete named ETag ${etagOf(refused) ?? 'none'}, the item's is ${current}`,
          field: 'ETag',
          expected: current,
          actual: etagOf(refused) ?? 'missing',
          answer: refused,
        });
      const kept = await get();
      if (kept.status !== 200)
        return fail(
          statusProblem(
            `after a refused delete, reading the item answered ${statusLine(kept)}`,
            kept,
            '200',
          ),
        );
      const body = Object.keys(documentedResponse(r.remove, 412)?.content ?? {}).some(isJsonType);
      const differs = body ? firstDifference(kept.json, refused.json) : undefined;
      if (differs)
        return fail({
          message: `the 412 body of a refused delete is not the item as it is now: its ${differs.field} is ${differs.actual}, reading the item answers ${differs.expected}`,
          field: differs.field,
          expected: differs.expected,
          actual: differs.actual,
          answer: refused,
        });
      const max = headerMaxLength(r.remove, 'if-match', kit);
      if (max !== undefined) {
        const long = `${current},`.padEnd(max + 1, ' ') + ',';
        const res = await del(long, false);
        const expected = overLongRefusal(r.remove, res.status);
        if (expected)
          return fail(
            `a delete with an If-Match of ${long.length} characters (the contract's maxLength is ${max}) that names the current tag answered ${statusLine(res)}, expected ${expected}`,
          );
        if ((await get()).status !== 200)
          return fail(`a delete refused for its over-long If-Match removed the item`);
      }
      const gone = await del(current);
      if (gone.status < 200 || gone.status >= 300)
        return fail(
          statusProblem(
            `a delete with the current If-Match ${current} answered ${statusLine(gone)}`,
            gone,
            '2xx',
          ),
        );
      const after = await get();
      if (after.status !== 404)
        return fail(
          statusProblem(
            `after the delete, reading the item answered ${statusLine(after)} (expected 404)`,
            after,
            '404',
          ),
        );
    }
  } finally {
    await data.removeCreated();
  }
}

/**
 * `If-Match` as RFC 9110 reads it, on an update of an item at entity tag `current`: a weak tag,
 * a malformed value and a list of stale tags never match (412, nothing written); a value over
 * the documented `maxLength` gets `400` and writes nothing; `*` and a list that
 * holds the current tag match. The first broken rule, or undefined.
 */
async function ifMatchForms(
  update: Operation,
  start: string | undefined,
  put: (ifMatch?: string, valid?: boolean) => Promise<ResponseRecord>,
  get: () => Promise<ResponseRecord>,
  kit: KitContext,
  versionHeader: string,
): Promise<Problem | string | undefined> {
  const current = start ? parseEntityTag(start) : null;
  if (!start || !current)
    return `an update answered ${start ? `a malformed ETag ${start}` : 'no ETag'}`;
  let tag = start;
  const bare = current.opaque.slice(1, -1);
  const stale = `"${bare}-stale"`;
  const refusals: [string, string][] = [
    [`W/${tag}`, 'a weak tag never matches If-Match (strong comparison)'],
    [`${tag}x`, 'a malformed tag never matches'],
    [`w/${tag}`, 'a malformed tag (lower-case w/) never matches'],
    [bare, 'an unquoted tag is malformed and never matches'],
    [`${stale}, "${bare}-older"`, 'a list of only stale tags does not match'],
  ];
  for (const [ifMatch, rule] of refusals) {
    const res = await put(ifMatch);
    if (res.status !== 412)
      return statusProblem(
        `an update with If-Match: ${ifMatch} (the item is at ${tag}) answered ${statusLine(res)}, expected 412: ${rule}`,
        res,
        '412',
      );
    const now = (await get()).headers[versionHeader];
    if (now !== tag)
      return `a refused update (If-Match: ${ifMatch}) changed the item: its ETag went from ${tag} to ${now ?? 'none'}`;
  }
  const max = headerMaxLength(update, 'if-match', kit);
  if (max !== undefined) {
    const long = `${tag}, ${stale}`.padEnd(max + 1, ' ').replace(/ $/, ',');
    const res = await put(long, false);
    const expected = overLongRefusal(update, res.status);
    if (expected)
      return `an update with an If-Match of ${long.length} characters (the contract's maxLength is ${max}) that names the current tag answered ${statusLine(res)}, expected ${expected}`;
    const now = (await get()).headers[versionHeader];
    if (now !== tag)
      return `a refused update (If-Match over ${max} characters) changed the item: its ETag went from ${tag} to ${now ?? 'none'}`;
  }
  const matches: [() => string, string][] = [
    [() => '*', '`*` matches any current version'],
    [() => `${stale}, ${tag}`, 'a list that holds the current tag matches'],
  ];
  for (const [make, what] of matches) {
    const ifMatch = make();
    const res = await put(ifMatch);
    if (res.status < 200 || res.status >= 300)
      return statusProblem(
        `an update with If-Match: ${ifMatch} (the item is at ${tag}) answered ${statusLine(res)}: ${what}`,
        res,
        '2xx',
      );
    const next = res.headers[versionHeader];
    const nextTag = next ? parseEntityTag(next) : null;
    if (!next || !nextTag || weakMatch(nextTag, parseEntityTag(tag) ?? nextTag))
      return `an update with If-Match: ${ifMatch} did not change the ETag (before ${tag}, after ${next ?? 'none'})`;
    tag = next;
  }
  return undefined;
}

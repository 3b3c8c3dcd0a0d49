/**
 * The `conditional_reads` check, per resource whose read takes an `If-None-Match` header and
 * documents `304`: while the item is unchanged, `If-None-Match` with its `ETag`, or with that
 * tag made weak (`W/"n"`, compared weakly as RFC 9110 says), or `*`, gets `304` with no body
 * and the `ETag`; a stale tag or a malformed value gets `200` with the item; a value over the
 * documented `maxLength` gets `400` (a documented 4xx where the operation documents no 400);
 * after an update, the old tag gets `200` with the item as it is now.
 */
import type { Resource } from '../contract.ts';
import type { KitContext } from '../context.ts';
import type { ResponseRecord } from '../http.ts';
import { statusLine } from '../recorder.ts';
import { parseEntityTag } from '../../common/etag.ts';
import { headerMaxLength, itemPath, overLongRefusal, sequence, updateBody } from './sequence.ts';

export async function conditionalReads(kit: KitContext, r: Resource): Promise<void> {
  const { http, data, recorder } = kit;
  const read = r.read;
  const takesCondition = read?.parameters.some(
    (p) => p.in === 'header' && p.name.toLowerCase() === 'if-none-match',
  );
  if (!read || !takesCondition || !('304' in read.responses)) return;
  const label = `${r.itemPath} (If-None-Match)`;
  if (!http.tokens.admin)
    return recorder.skip('conditional_reads', label, 'needs --admin credentials');
  kit.log(`conditional_reads ${label}`);
  const { fail, step } = sequence(kit, 'conditional_reads', label);
  const id = await data.create(r, 'conditional_reads');
  if (id === undefined) return fail('could not create an item to read');
  const path = itemPath(r, id);
  const auth = http.authFor('admin');
  const get = (ifNoneMatch?: string, valid = true) =>
    step(read, {
      method: 'get',
      path,
      auth: read.protected ? auth : undefined,
      headers: ifNoneMatch === undefined ? {} : { 'if-none-match': ifNoneMatch },
      valid,
    });
  const item = (res: ResponseRecord) => JSON.stringify(res.json);
  try {
    const first = await get();
    const tag = first.headers.etag;
    const parsed = tag ? parseEntityTag(tag) : null;
    if (first.status !== 200 || !tag || !parsed)
      return fail(`reading the new item answered ${statusLine(first)} with ETag ${tag ?? 'none'}`);
    const bare = parsed.opaque.slice(1, -1);
    const notModified: [string, string][] = [
      [tag, 'the current tag'],
      [`W/${parsed.opaque}`, 'the current tag made weak (If-None-Match compares weakly)'],
      [`"${bare}-stale", ${tag}`, 'a list that holds the current tag'],
      ['*', '`*`'],
    ];
    for (const [value, what] of notModified) {
      const res = await get(value);
      if (res.status !== 304)
        return fail(
          `If-None-Match: ${value} (${what}; the item is unchanged at ${tag}) answered ${statusLine(res)}, expected 304`,
        );
      if (res.text.length)
        return fail(`the 304 to If-None-Match: ${value} has a body (${res.text.length} bytes)`);
      if (res.headers.etag !== tag)
        return fail(
          `the 304 to If-None-Match: ${value} names ETag ${res.headers.etag ?? 'none'}, the item's is ${tag}`,
        );
    }
    for (const [value, what] of [
      [`"${bare}-stale"`, 'a stale tag'],
      [`${tag}x`, 'a malformed value, which is ignored'],
    ]) {
      const res = await get(value);
      if (res.status !== 200 || item(res) !== item(first))
        return fail(
          `If-None-Match: ${value} (${what}) answered ${statusLine(res)}, expected 200 with the item`,
        );
    }
    const max = headerMaxLength(read, 'if-none-match', kit);
    if (max !== undefined) {
      const long = `${tag},`.padEnd(max + 1, ' ') + ',';
      const res = await get(long, false);
      const expected = overLongRefusal(read, res.status);
      if (expected)
        return fail(
          `an If-None-Match of ${long.length} characters (the contract's maxLength is ${max}) answered ${statusLine(res)}, expected ${expected}`,
        );
      // The contract's 400 for it names the header.
      const message = (res.json as { message?: unknown } | undefined)?.message;
      if (res.status === 400 && !String(message).toLowerCase().includes('if-none-match'))
        return fail(
          `an If-None-Match of ${long.length} characters answered 400 with the message ${JSON.stringify(message)}, which does not name If-None-Match`,
        );
    }
    if (!r.update) return;
    const changed = await step(r.update, {
      method: r.update.method,
      path,
      body: updateBody(kit, r),
      auth,
    });
    if (changed.status < 200 || changed.status >= 300)
      return fail(`updating the item answered ${statusLine(changed)}`);
    const now = await get();
    const after = await get(tag);
    if (after.status !== 200)
      return fail(
        `after an update, If-None-Match: ${tag} (the old tag; the item is at ${now.headers.etag ?? 'no ETag'}) answered ${statusLine(after)}, expected 200`,
      );
    if (item(after) !== item(now) || after.headers.etag !== now.headers.etag)
      return fail(
        `after an update, If-None-Match with the old tag answered the item other than it is now (ETag ${after.headers.etag ?? 'none'}, reading it names ${now.headers.etag ?? 'none'})`,
      );
  } finally {
    await data.removeCreated();
  }
}

/**
 * The `same_for_every_caller` check: an operation the contract marks `x-same-for-every-caller`
 * answers the same request the same whoever sends it: without a token, with the admin's, with
 * the member's, and with a token the server does not know (what a client with an expired
 * session sends). Same status, same body. A site sends its token with every request, and a
 * shared cache (a service worker, a CDN) keeps these answers for everyone on that promise.
 */
import type { Operation } from '../contract.ts';
import type { KitContext } from '../context.ts';
import type { Exchange } from '../http.ts';
import { short } from '../compare.ts';
import { statusLine } from '../recorder.ts';
import { isObject } from '../util.ts';
import { fillPath, namingPathValues } from './path-values.ts';

const CHECK = 'same_for_every_caller' as const;

/** The first place two JSON values differ (`[0].title`, `total`), or null when they are equal. */
function firstDifference(a: unknown, b: unknown, at = ''): string | null {
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return `${at || 'the list'} (${a.length} items, then ${b.length})`;
    for (let i = 0; i < a.length; i++) {
      const d = firstDifference(a[i], b[i], `${at}[${i}]`);
      if (d) return d;
    }
    return null;
  }
  if (isObject(a) && isObject(b)) {
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
      const d = firstDifference(a[key], b[key], at ? `${at}.${key}` : key);
      if (d) return d;
    }
    return null;
  }
  return Object.is(a, b) ? null : `${at || 'the body'} (${short(a)}, then ${short(b)})`;
}

export async function sameAnswerCheck(kit: KitContext): Promise<void> {
  if (!kit.enabled.has(CHECK)) return;
  const ops = kit.contract.operations.filter(
    (op) => op.method === 'get' && op.access.sameForEveryCaller,
  );
  if (!ops.length)
    return kit.recorder.skip(
      CHECK,
      '(no operation)',
      'no operation is marked the same for every caller',
    );
  kit.log(CHECK);
  for (const op of ops) await checkOperation(kit, op);
}

async function checkOperation(kit: KitContext, op: Operation): Promise<void> {
  const { http, recorder } = kit;
  const { values, missing } = namingPathValues(kit, op);
  if (!values) return recorder.skip(CHECK, op.label, `no value of ${missing} that names something`);
  const path = fillPath(op, values);
  const callers = [
    { who: 'with no token', auth: undefined },
    { who: "with the admin's token", auth: http.authFor('admin') },
    { who: "with the member's token", auth: http.authFor('member') },
    {
      who: 'with a token the server does not know',
      auth: { role: 'unknown', token: 'x'.repeat(64), literal: true },
    },
  ].filter((c, i) => i === 0 || c.auth);
  const answers: { who: string; ex: Exchange }[] = [];
  for (const { who, auth } of callers) {
    const { ex, violations } = await http.exchange(op, {
      method: op.method,
      path,
      auth,
      valid: true,
    });
    for (const v of violations) recorder.record(v, CHECK, [ex]);
    recorder.touch(CHECK, op.label);
    answers.push({ who, ex });
  }
  const [first, ...others] = answers;
  for (const other of others) {
    const a = first!.ex.response;
    const b = other.ex.response;
    const fail = (what: string) =>
      recorder.record(
        {
          check: CHECK,
          operation: op.label,
          message: `the contract says anyone gets the same answer, but ${other.who} it answered ${what} (${first!.who}: ${statusLine(a)})`,
        },
        'sequence',
        [first!.ex, other.ex],
      );
    if (a.status !== b.status) return fail(statusLine(b));
    if (a.text === b.text) continue;
    const where =
      a.json !== undefined && b.json !== undefined ? firstDifference(a.json, b.json) : 'the body';
    if (where) return fail(`another body: ${where} differs`);
  }
}

/**
 * The `member_accounts` check: the admin's list of accounts and their membership plans. The list
 * (admin's token) is oldest first, its `X-Total-Count` counts every account and a page of it
 * (`limit`, `offset`) is that slice of the whole; setting the member's plan answers the account
 * with the new plan, the member's next read of their own profile answers it too, setting it
 * again answers the same, a plan the contract does not name gets 400 naming the field and
 * changes nothing, and an id no account has gets 404. The member's plan is set back at the end.
 */
import type { Operation } from '../contract.ts';
import type { KitContext } from '../context.ts';
import type { Exchange, RequestSpec } from '../http.ts';
import { fillPath } from '../known-operations.ts';
import { statusLine } from '../recorder.ts';

const CHECK = 'member_accounts' as const;

interface Account {
  id: number;
  email: string;
  membership: string;
}

const isAccount = (v: unknown): v is Account =>
  !!v &&
  typeof v === 'object' &&
  typeof (v as Account).id === 'number' &&
  typeof (v as Account).email === 'string' &&
  typeof (v as Account).membership === 'string';

/** The contract's list of accounts and the operation that sets an account's plan, when it has both. */
export function memberAccountOps(kit: KitContext): { list: Operation; set: Operation } | undefined {
  const byId = (id: string) => kit.contract.operations.find((op) => op.operationId === id);
  const list = byId('listMembers');
  const set = byId('setMemberMembership');
  return list && set ? { list, set } : undefined;
}

export async function memberAccountsCheck(kit: KitContext): Promise<void> {
  if (!kit.enabled.has(CHECK)) return;
  const { http, recorder } = kit;
  const { record, skip, touch } = recorder;
  const ops = memberAccountOps(kit);
  if (!ops) return skip(CHECK, '(no operation)', 'the contract has no list of member accounts');
  const profile = kit.ops.probe;
  if (!http.tokens.admin || !http.tokens.member || !profile)
    return skip(CHECK, ops.set.label, 'needs --admin and --member credentials');
  kit.log(CHECK);
  const fail = (op: Operation, message: string, steps: Exchange[]) =>
    record({ check: CHECK, operation: op.label, message }, 'sequence', steps);
  const send = async (op: Operation, req: RequestSpec) => {
    const { ex, violations } = await http.exchange(op, req);
    for (const v of violations) record(v, CHECK, [ex]);
    touch(CHECK, op.label);
    return ex;
  };
  const asAdmin = http.authFor('admin');
  const listed = (ex: Exchange) =>
    Array.isArray(ex.response.json) ? ex.response.json.filter(isAccount) : [];

  // The whole list: oldest first (ids ascending), counted by X-Total-Count.
  const all = await send(ops.list, { method: 'get', path: ops.list.path, auth: asAdmin });
  if (all.response.status !== 200)
    return fail(ops.list, `the admin got ${statusLine(all.response)} (expected 200)`, [all]);
  const accounts = listed(all);
  const ids = accounts.map((a) => a.id);
  if (ids.some((id, i) => i > 0 && id <= ids[i - 1]!))
    fail(ops.list, `the accounts are not oldest first: ids ${ids.join(', ')}`, [all]);
  const total = all.response.headers['x-total-count'];
  if (total !== String(accounts.length))
    fail(ops.list, `X-Total-Count is ${total ?? '(none)'} for ${accounts.length} accounts`, [all]);
  if (accounts.length >= 2) {
    const page = await send(ops.list, {
      method: 'get',
      path: ops.list.path,
      query: { limit: '1', offset: '1' },
      auth: asAdmin,
    });
    const got = listed(page).map((a) => a.id);
    if (got.length !== 1 || got[0] !== accounts[1]!.id)
      fail(
        ops.list,
        `limit=1&offset=1 answered ids [${got.join(', ')}] (expected [${accounts[1]!.id}])`,
        [all, page],
      );
    if (page.response.headers['x-total-count'] !== String(accounts.length))
      fail(
        ops.list,
        `a page's X-Total-Count is ${page.response.headers['x-total-count'] ?? '(none)'} (expected ${accounts.length}, the whole list)`,
        [all, page],
      );
    // Without offset, a page starts at the first account.
    const first = await send(ops.list, {
      method: 'get',
      path: ops.list.path,
      query: { limit: '1' },
      auth: asAdmin,
    });
    const firstIds = listed(first).map((a) => a.id);
    if (firstIds.length !== 1 || firstIds[0] !== accounts[0]!.id)
      fail(
        ops.list,
        `limit=1 answered ids [${firstIds.join(', ')}] (expected [${accounts[0]!.id}], the first: offset defaults to 0)`,
        [all, first],
      );
  }

  // The member's plan: set to the other one, read back by the member, set again, set back.
  const me = await send(profile, {
    method: 'get',
    path: profile.path,
    auth: http.authFor('member'),
  });
  const email = (me.response.json as { email?: unknown } | undefined)?.email;
  const member = accounts.find((a) => a.email === email);
  if (!member)
    return fail(ops.list, `the member's account (${String(email)}) is not listed`, [all, me]);
  const setPlan = (id: number, membership: string) =>
    send(ops.set, {
      method: ops.set.method,
      path: fillPath(ops.set, { id: String(id) }),
      body: { membership },
      auth: asAdmin,
    });
  const readPlan = async () => {
    const ex = await send(profile, {
      method: 'get',
      path: profile.path,
      auth: http.authFor('member'),
    });
    return { ex, plan: (ex.response.json as { membership?: unknown } | undefined)?.membership };
  };
  const original = member.membership;
  const other = original === 'premium' ? 'basic' : 'premium';
  const set = await setPlan(member.id, other);
  const answered = set.response.json as Partial<Account> | undefined;
  if (set.response.status !== 200 || answered?.membership !== other || answered.id !== member.id)
    fail(
      ops.set,
      `setting ${other} answered ${statusLine(set.response)} with plan ${String(answered?.membership)}`,
      [set],
    );
  const after = await readPlan();
  if (after.plan !== other)
    fail(ops.set, `after setting ${other}, the member's own profile says ${String(after.plan)}`, [
      set,
      after.ex,
    ]);
  const again = await setPlan(member.id, other);
  if (
    again.response.status !== 200 ||
    JSON.stringify(again.response.json) !== JSON.stringify(set.response.json)
  )
    fail(
      ops.set,
      `setting ${other} again answered ${statusLine(again.response)}, not the same account`,
      [set, again],
    );
  const back = await setPlan(member.id, original);
  if ((await readPlan()).plan !== original)
    fail(ops.set, `setting ${original} back did not reach the member's profile`, [back]);

  // A plan the contract does not name: the operation's 400 naming the field, and no change.
  if ('400' in ops.set.responses) {
    const refused = await setPlan(member.id, 'bukan-paket');
    const message = (refused.response.json as { message?: unknown } | undefined)?.message;
    if (refused.response.status !== 400)
      fail(
        ops.set,
        `a plan the contract does not name ("bukan-paket") answered ${statusLine(refused.response)} (expected 400)`,
        [refused],
      );
    else if (typeof message !== 'string' || !message.includes('membership'))
      fail(
        ops.set,
        `the 400 to a plan the contract does not name has the message ${JSON.stringify(message)}, which does not name membership`,
        [refused],
      );
    const still = await readPlan();
    if (still.plan !== original)
      fail(ops.set, `a refused plan changed the member's to ${String(still.plan)}`, [
        refused,
        still.ex,
      ]);
  }

  const unknown = await setPlan(2147483647, other);
  if (unknown.response.status !== 404)
    fail(
      ops.set,
      `an id no account has was answered ${statusLine(unknown.response)} (expected 404)`,
      [unknown],
    );
}

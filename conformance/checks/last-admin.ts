/**
 * The last admin's refusal, part of the `delete_account` check: where the contract documents
 * `409` for deleting the signed-in account and the kit's admin is the server's only admin (the
 * list of accounts, read whole, holds exactly one admin, with the email of the admin's own
 * profile), the admin's deletion with its right password must be answered `409` and leave the
 * account as it was: the admin's token still works, the admin is still listed and its password
 * still logs in.
 *
 * The probe is asked only where it is safe: on a server with another admin the deletion would
 * succeed, so there (and without the admin's password, or without a list of accounts to tell)
 * it is not asked, and the report says so under the coverage table.
 */
import type { KitContext } from '../context.ts';
import { rateLimited } from '../coverage.ts';
import type { Exchange, RequestSpec, ResponseRecord } from '../http.ts';
import type { Operation } from '../contract.ts';
import { statusLine } from '../recorder.ts';
import { isObject } from '../util.ts';

const CHECK = 'delete_account' as const;

/** What the probe checks, as the report's "not checked" line names it. */
export const LAST_ADMIN_PROBE = "the last admin's deletion refused with 409, the account kept";

interface Listed {
  email: string;
  role: string;
}

const isListed = (v: unknown): v is Listed =>
  isObject(v) && typeof v.email === 'string' && typeof v.role === 'string';

/** Emails as the contract stores them: trimmed and lower-cased. */
const sameEmail = (a: unknown, b: unknown) =>
  typeof a === 'string' &&
  typeof b === 'string' &&
  a.trim().toLowerCase() === b.trim().toLowerCase();

const ok = (r: ResponseRecord) => r.status >= 200 && r.status < 300;

export async function lastAdminCheck(kit: KitContext): Promise<void> {
  const { http, recorder, ops } = kit;
  const op = ops.deleteAccount;
  if (!kit.enabled.has(CHECK) || !op || !('409' in op.responses)) return;
  const notChecked = (reason: string) => {
    kit.notChecked.push({ check: CHECK, operation: op.label, what: LAST_ADMIN_PROBE, reason });
  };
  const admin = kit.accounts.admin;
  const token = http.tokens.admin;
  if (!admin || !token) return notChecked("needs --admin credentials (the admin's password)");
  const list = kit.contract.operations.find((o) => o.operationId === 'listMembers');
  if (!list || !ops.probe)
    return notChecked(
      'the contract has no list of accounts and profile read to tell that the admin is the only one',
    );

  const steps: Exchange[] = [];
  const fail = (message: string) =>
    recorder.record({ check: CHECK, operation: op.label, message }, CHECK, [...steps]);
  const send = async (o: Operation, req: RequestSpec) => {
    const { ex, violations } = await http.exchange(o, req);
    recorder.touch(CHECK, o.label);
    steps.push(ex);
    for (const v of violations) recorder.record(v, CHECK, [ex]);
    return ex.response;
  };
  const auth = { role: 'admin' as const, token };
  const profile = async () => {
    const res = await send(ops.probe!, { method: 'get', path: ops.probe!.path, auth });
    return { res, email: isObject(res.json) ? res.json.email : undefined };
  };
  const admins = async () => {
    const res = await send(list, { method: 'get', path: list.path, auth });
    const rows = Array.isArray(res.json) ? res.json.filter(isListed) : [];
    return { res, rows, admins: rows.filter((r) => r.role === 'admin') };
  };

  // Safe to ask: the whole list holds one admin, the kit's own.
  const me = await profile();
  const before = await admins();
  if (!ok(me.res) || before.res.status !== 200)
    return notChecked(
      `the admin's profile or the list of accounts was not answered (${statusLine(me.res)}, ${statusLine(before.res)})`,
    );
  if (before.res.headers['x-total-count'] !== String(before.rows.length))
    return notChecked('the list of accounts did not hold every account');
  if (before.admins.length !== 1 || !sameEmail(before.admins[0]!.email, me.email))
    return notChecked(
      `the server has ${before.admins.length} admins: the kit's admin would be deleted, not refused`,
    );
  kit.log(`${CHECK} (the last admin)`);

  const res = await send(op, {
    method: op.method,
    path: op.path,
    body: { password: admin.password },
    valid: true,
    auth,
  });
  if (res.status === 429 || res.status === 503)
    return notChecked(
      res.status === 429 ? rateLimited(res.headers['retry-after']) : `busy (${statusLine(res)})`,
    );
  if (ok(res)) {
    http.sessions.delete(token);
    return fail(
      `deleting the last admin's account with its password answered ${statusLine(res)} (expected 409): the server has no admin left`,
    );
  }
  if (res.status !== 409)
    fail(
      `deleting the last admin's account with its password answered ${statusLine(res)} (expected 409)`,
    );

  // Refused, so the account is left as it was.
  const after = await profile();
  if (!ok(after.res))
    fail(
      `after the last admin's deletion was refused (${res.status}), the admin's token answered ${statusLine(after.res)} (expected 2xx)`,
    );
  const listed = await admins();
  if (listed.res.status === 200 && !listed.rows.some((r) => sameEmail(r.email, me.email)))
    fail(
      `after the last admin's deletion was refused (${res.status}), the list of accounts no longer holds the admin (${String(me.email)})`,
    );
  if (ops.login) {
    const login = await send(ops.login, {
      method: ops.login.method,
      path: ops.login.path,
      body: { email: admin.email, password: admin.password },
      valid: true,
    });
    if (!ok(login) && login.status !== 429 && login.status !== 503)
      fail(
        `after the last admin's deletion was refused (${res.status}), the admin's password logged in no more (${statusLine(login)})`,
      );
  }
}

/**
 * The `delete_account` check, run at the end of the `register` check on the account it made:
 * the contract's operation that deletes the signed-in account (found by its shape, see
 * conformance/known-operations.ts) refuses a body without the password with 400 naming the
 * field, a password one past its length bounds with 400 naming the field, bodies past its
 * stated limits with 413 (larger), 400 (deeper) and 415 (compressed), and a wrong password (as
 * long, then as short, as the contract allows) with 403 (401 in a contract that documents no
 * 403) while the token keeps working; the password deletes the account (2xx), after which the
 * token that asked and a second session of the account get 401, the password logs in no more
 * and the email registers again (that new account is deleted in turn). A deletion answered 429
 * or 503 (a login limit, a full hashing queue) carries the headers the contract requires for it
 * (`Retry-After`). The account is deleted whether or not the check is enabled, so that a run
 * leaves no account behind.
 */
import type { KitContext } from '../context.ts';
import type { Exchange, RequestSpec, ResponseRecord } from '../http.ts';
import { statusLine } from '../recorder.ts';
import type { Operation, Schema } from '../contract.ts';
import { requestBodySchema, tokenOf } from '../known-operations.ts';
import { isObject } from '../util.ts';
import { limitRefusals } from './limit-refusals.ts';

const CHECK = 'delete_account' as const;

/** The length bounds the deletion body states for its password. */
function passwordBounds(kit: KitContext, op: Operation): { min?: number; max?: number } {
  const body = kit.contract.deref<Schema>(requestBodySchema(op)?.schema ?? {});
  const password = kit.contract.deref<Schema>(
    (body.properties as Record<string, Schema> | undefined)?.password ?? {},
  );
  return {
    min: typeof password.minLength === 'number' ? password.minLength : undefined,
    max: typeof password.maxLength === 'number' ? password.maxLength : undefined,
  };
}

/** The account the register check made: its email, password and two sessions of it. */
export interface MadeAccount {
  email: string;
  password: string;
  /** the registration's token, and a login's (absent when the login failed) */
  tokens: string[];
  /** the body that registered it, sent again once it is deleted */
  body?: Record<string, unknown>;
}

const ok = (r: ResponseRecord) => r.status >= 200 && r.status < 300;

export async function deleteAccountCheck(kit: KitContext, account: MadeAccount): Promise<void> {
  const { ops, http, recorder, notes } = kit;
  const op = ops.deleteAccount;
  if (!op) {
    notes.push(
      `register: the account ${account.email} stays (the contract has no operation that deletes an account).`,
    );
    return recorder.skip(CHECK, '(no operation)', 'the contract has no account deletion');
  }
  const [token] = account.tokens;
  if (!token) return;
  const steps: Exchange[] = [];
  const fail = (message: string) => {
    recorder.record({ check: CHECK, operation: op.label, message }, CHECK, [...steps]);
  };
  const send = async (
    body: unknown,
    valid = false,
    as: Pick<RequestSpec, 'raw' | 'gzip' | 'rawBytes'> = {},
  ) => {
    const { ex, violations } = await http.exchange(op, {
      method: op.method,
      path: op.path,
      body,
      valid,
      auth: { role: 'member', token },
      ...as,
    });
    recorder.touch(CHECK, op.label);
    steps.push(ex);
    for (const v of violations) recorder.record(v, CHECK, [ex]);
    saysWhenToRetry(ex.response);
    return ex.response;
  };
  /**
   * A deletion refused for the load (the login limits' 429, the hashing queue's 503) says when
   * to try again: the headers the contract requires for that status (`Retry-After`).
   */
  const saysWhenToRetry = (res: ResponseRecord) => {
    if (res.status !== 429 && res.status !== 503) return;
    for (const [key, header] of Object.entries(op.responses[String(res.status)]?.headers ?? {}))
      if (header.required && res.headers[key] === undefined)
        fail(
          `deleting answered ${res.status} without the ${header.name} header, which the contract requires for it (a client cannot tell when to try again)`,
        );
  };
  /** The protected read with `t`: its status (undefined when the contract has none). */
  const probe = async (t: string) => {
    const ex = await http.probe(t, 'member', CHECK);
    if (ex) steps.push(ex);
    return ex?.response;
  };
  if (kit.enabled.has(CHECK)) kit.log(CHECK);

  // Before deleting: a body without the password, then a wrong password. Neither deletes.
  const missing = await send({});
  if (missing.status !== 400)
    fail(`deleting with no password answered ${statusLine(missing)} (expected 400)`);
  else if (
    !isObject(missing.json) ||
    typeof missing.json.message !== 'string' ||
    !missing.json.message.includes('password')
  )
    fail(`the 400 to a body without the password does not name the field "password"`);
  // A password one past its length bounds: refused as the body it is (400 naming the field),
  // before any password is checked.
  const bounds = passwordBounds(kit, op);
  const past = [
    bounds.min ? bounds.min - 1 : undefined,
    bounds.max === undefined ? undefined : bounds.max + 1,
  ];
  for (const n of past.filter((x): x is number => x !== undefined && x <= 100_000)) {
    const res = await send({ password: 'x'.repeat(n) });
    const message = isObject(res.json) ? res.json.message : undefined;
    if (res.status !== 400)
      fail(
        `deleting with a password of ${n} characters (the contract allows ${bounds.min ?? 0} to ${bounds.max ?? 'any'}) answered ${statusLine(res)} (expected 400)`,
      );
    else if (typeof message !== 'string' || !message.includes('password'))
      fail(
        `the 400 to a password of ${n} characters does not name the field "password" (${JSON.stringify(message)})`,
      );
  }
  // Bodies past the stated limits (a wrong password in them, should one be read): 413, 400 or
  // 415, before any password is checked.
  await limitRefusals(
    op,
    { password: `${account.password}-salah` },
    (req) => send(undefined, false, req),
    fail,
    'deleting',
  );
  // Wrong passwords as long and as short as the contract allows: read as passwords (each a failed
  // login of this throwaway account), not refused as bodies.
  const wrong0 = `${account.password}-salah`;
  const wrongPasswords = [
    bounds.max ? wrong0.padEnd(bounds.max, 'x').slice(0, bounds.max) : wrong0,
    ...(bounds.min && bounds.min < account.password.length ? ['x'.repeat(bounds.min)] : []),
  ];
  // 403 where the contract documents it (the token is valid); a contract without it, 401.
  const refusal = '403' in op.responses ? 403 : 401;
  let wrong: ResponseRecord | undefined;
  for (const password of wrongPasswords) {
    wrong = await send({ password }, true);
    if (ok(wrong)) break;
    if (wrong.status !== refusal)
      fail(
        `a wrong password (${password.length} characters, the contract allows ${bounds.min ?? 0} to ${bounds.max ?? 'any'}) answered ${statusLine(wrong)} (expected ${refusal})`,
      );
  }
  if (wrong && ok(wrong))
    fail(`a wrong password answered ${statusLine(wrong)}: the account was deleted`);
  const still = await probe(token);
  if (wrong && ok(wrong)) return;
  if (still && !ok(still))
    fail(
      `after a wrong password, the account's token answered ${statusLine(still)} (expected 2xx)`,
    );

  // The password deletes it.
  const deleted = await send({ password: account.password }, true);
  if (!ok(deleted)) {
    notes.push(`register: the account ${account.email} stays (its deletion was refused).`);
    return fail(`deleting with the right password answered ${statusLine(deleted)} (expected 2xx)`);
  }
  for (const t of account.tokens) http.sessions.delete(t);
  for (const [i, t] of account.tokens.entries()) {
    const after = await probe(t);
    if (after && after.status !== 401)
      fail(
        `after the deletion, the account's ${i === 0 ? 'token that asked' : 'other session'} answered ${statusLine(after)} (expected 401)`,
      );
  }
  if (ops.login) {
    const { ex, violations } = await http.exchange(ops.login, {
      method: ops.login.method,
      path: ops.login.path,
      body: { email: account.email, password: account.password },
      valid: true,
    });
    steps.push(ex);
    for (const v of violations) recorder.record(v, CHECK, [ex]);
    // A session it opened anyway is logged out at the end, like every session of the run.
    if (ok(ex.response))
      fail(`after the deletion, its email and password logged in (${statusLine(ex.response)})`);
    else if (ex.response.status !== 401)
      fail(
        `after the deletion, logging in with its password answered ${statusLine(ex.response)} (expected 401)`,
      );
  }
  notes.push(`register: the account ${account.email} was deleted at the end (${op.key}).`);
  await registersAgain(kit, account, op, fail);
}

/**
 * A deleted account's email is free for a new registration: the same body registers again
 * (201), and that account is deleted in turn with its own token.
 */
async function registersAgain(
  kit: KitContext,
  account: MadeAccount,
  op: NonNullable<KitContext['ops']['deleteAccount']>,
  fail: (message: string) => void,
): Promise<void> {
  const { ops, http, notes } = kit;
  if (!ops.register || !account.body) return;
  const { ex } = await http.exchange(ops.register, {
    method: ops.register.method,
    path: ops.register.path,
    body: account.body,
    valid: true,
  });
  if (ex.response.status === 429) return;
  if (ex.response.status !== 201)
    return fail(
      `after the deletion, registering its email ${account.email} again answered ${statusLine(ex.response)} (expected 201: the email is free)`,
    );
  const again = tokenOf(ex.response.json, ops.register);
  if (!again) return;
  const { ex: gone } = await http.exchange(op, {
    method: op.method,
    path: op.path,
    body: { password: account.password },
    valid: true,
    auth: { role: 'member', token: again },
  });
  http.sessions.delete(again);
  if (gone.response.status >= 300)
    notes.push(
      `register: the account ${account.email}, registered again, stays (${statusLine(gone.response)}).`,
    );
}

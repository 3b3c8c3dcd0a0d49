/**
 * The `register` check: a new account, with an email no run has used, gets
 * 201 and a session token (its name, email and password each at the contract's maxLength,
 * counting the white space around them); the token works on the protected read, the account
 * is a member (role `user`, membership `basic` where the contract has one), and
 * its password logs in. The same email again, also in other letter case, gets
 * 409 with a message; bodies that break the contract's bounds get 400. Before it, the same
 * registration past the operation's stated limits (larger, deeper, compressed) gets 413, 400 or
 * 415 and creates nothing. At the end the
 * account is deleted through the contract's operation for it (the `delete_account` check,
 * conformance/checks/delete-account.ts); a contract without one leaves it, and its sessions are
 * logged out at the end of the run.
 *
 * The same account serves `normalisation`: it is registered with its email in mixed case and
 * its name with white space around it, and register, the protected read and a login in
 * another letter case answer the email lower-cased and the name trimmed. The duplicate
 * registrations serve `documented_messages` (the 409's fixed message is judged with every
 * answer, conformance/checks.ts).
 */
import { randomBytes } from 'node:crypto';
import { jsonMediaType, type Schema } from '../contract.ts';
import type { KitContext } from '../context.ts';
import type { Exchange, RequestSpec } from '../http.ts';
import { requestBodySchema, tokenOf } from '../known-operations.ts';
import { rateLimited } from '../coverage.ts';
import { statusLine } from '../recorder.ts';
import { addSecret } from '../redact.ts';
import { isObject } from '../util.ts';
import { deleteAccountCheck } from './delete-account.ts';
import { limitRefusals } from './limit-refusals.ts';

export async function registerCheck(kit: KitContext): Promise<void> {
  const { contract, http, ops, notes } = kit;
  const served = ['register', 'normalisation', 'documented_messages', 'delete_account'] as const;
  if (!served.some((c) => kit.enabled.has(c))) return;
  const op = ops.register;
  if (!op)
    return kit.recorder.skip(
      'register',
      '(no registration)',
      'the contract has no registration operation',
    );
  const media = requestBodySchema(op);
  const props = media?.schema ? contract.deref<Schema>(media.schema).properties : undefined;
  if (!isObject(props) || !('email' in props) || !('password' in props))
    return kit.recorder.skip(
      'register',
      op.label,
      'the registration body has no email and password',
    );
  kit.log('register');
  const answer = contract.deref<Schema>(
    jsonMediaType(op.responses['201']?.content ?? {})?.[1].schema ?? {},
  );
  const userSchema = isObject(answer.properties)
    ? contract.deref<Schema>(answer.properties.user ?? {})
    : {};
  const answersMembership =
    isObject(userSchema.properties) && 'membership' in userSchema.properties;
  const label = op.label;
  const steps: Exchange[] = [];
  // A documented 429 the kit could not wait out leaves what it answered not checked: the server
  // keeps its rate limit, which is no violation.
  const limited = (check: string, what: string): boolean => {
    const last = steps.at(-1)?.response;
    if (last?.status !== 429) return false;
    kit.notChecked.push({
      check,
      operation: label,
      what,
      reason: rateLimited(last.headers['retry-after']),
    });
    return true;
  };
  const failFor = (check: (typeof served)[number]) => (message: string) => {
    if (!limited(check, message))
      kit.recorder.record({ check, operation: label, message }, 'register', [...steps]);
  };
  const fail = failFor('register');
  const unnormalised = failFor('normalisation');
  const send = async (req: Omit<RequestSpec, 'method' | 'path'>) => {
    const { ex, violations } = await http.exchange(op, {
      method: op.method,
      path: op.path,
      ...req,
    });
    for (const c of served) kit.recorder.touch(c, label);
    steps.push(ex);
    for (const v of violations) kit.recorder.record(v, 'register', [ex]);
    return ex.response;
  };

  // Each text as long as the contract allows (its maxLength, counting the white space around it
  // that the server removes): the longest registration is an account like any other.
  const longest = (field: string, fallback: number) => {
    const max = contract.deref<Schema>(props[field] ?? {}).maxLength;
    return typeof max === 'number' ? max : fallback;
  };
  // An email of its own per run: the kit never meets an account an earlier run made.
  const unique = `${Date.now().toString(36)}${randomBytes(4).toString('hex')}`;
  const local = `konformans.${unique}`;
  const email = `${local.padEnd(longest('email', 0) - '   @contoh.id'.length, 'x')}@contoh.id`;
  // Typed in mixed case with white space around it: the contract stores an email trimmed and
  // in lower case.
  const typed = `  K${email.slice(1, -'@contoh.id'.length)}@Contoh.ID `;
  const password = `uji-${randomBytes(128).toString('hex')}`.slice(0, longest('password', 22));
  addSecret(kit.secrets, password, 'registration password');
  const nameMax = longest('name', 0);
  const name = nameMax > 20 ? 'Uji Konformans '.padEnd(nameMax - 3, 'x') : 'Uji Konformans';
  const body: Record<string, unknown> = { email: typed, password };
  // White space around a name is removed (its pattern allows it).
  if ('name' in props) body.name = `  ${name} `;

  // Bodies past the operation's stated limits, this very registration among them: each refused
  // with its documented status, and nothing written (the registration below creates the account).
  await limitRefusals(op, body, (req) => send(req), fail, 'registering');

  const created = await send({ body, valid: true });
  if (created.status === 429) {
    notes.push(
      `${label}: the server limits registrations from this address (429, Retry-After ${created.headers['retry-after'] ?? 'none'}), longer than the kit waits; the account checks were not run. Run again after Retry-After, raise the limit for the run, or pass --retry-after-max.`,
    );
    for (const check of served)
      if (check !== 'documented_messages') {
        limited(check, 'a new account: its answer, token, login, duplicates and deletion');
        kit.recorder.notChecked(check, label, 'not checked: rate limited');
      }
    return;
  }
  if (created.status !== 201)
    return fail(
      `registering a new email answered ${statusLine(created)} (expected 201; its name, email and password each as long as the contract allows)`,
    );
  const token = tokenOf(created.json, op);
  const user =
    isObject(created.json) && isObject(created.json.user) ? created.json.user : undefined;
  if (!token) return fail('the 201 answer carries no session token');
  if (user?.role !== 'user')
    fail(`a new account answered role ${JSON.stringify(user?.role)} (expected "user")`);
  if (answersMembership && user?.membership !== 'basic')
    fail(
      `a new account answered membership ${JSON.stringify(user?.membership)} (expected "basic")`,
    );
  if (typeof user?.email === 'string' && user.email.toLowerCase() !== email)
    fail(`a new account answered email ${JSON.stringify(user.email)} (registered ${email})`);
  const normalised = (where: string, u: unknown) => {
    if (!isObject(u)) return;
    if ('email' in u && u.email !== email)
      unnormalised(
        `${where} answered email ${JSON.stringify(u.email)}; registered as ${JSON.stringify(typed)}, it is stored and answered as ${JSON.stringify(email)}`,
      );
    if ('name' in props && 'name' in u && u.name !== name)
      unnormalised(
        `${where} answered name ${JSON.stringify(u.name)}; registered as ${JSON.stringify(body.name)}, it is answered without the white space around it (${JSON.stringify(name)})`,
      );
  };
  normalised('the registration', user);

  // The token is a session: the protected read answers the same member.
  const me = await http.probe(token, 'member', 'register');
  if (me) {
    steps.push(me);
    const r = me.response;
    if (r.status !== 200)
      fail(`the new account's token answered ${statusLine(r)} on ${ops.probe!.key}`);
    else if (isObject(r.json) && 'email' in r.json && String(r.json.email).toLowerCase() !== email)
      fail(`the new account's token reads another user (${JSON.stringify(r.json.email)})`);
    else if (isObject(r.json) && 'role' in r.json && r.json.role !== 'user')
      fail(`the new account's token reads role ${JSON.stringify(r.json.role)} (expected "user")`);
    if (r.status === 200) normalised(`${ops.probe!.key}`, r.json);
  }

  // Its password logs in (a second session, which the deletion must end too).
  const tokens = [token];
  if (ops.login) {
    const login = await http.exchange(ops.login, {
      method: ops.login.method,
      path: ops.login.path,
      // In capitals, with white space around it: one account, however it is typed.
      body: { email: ` ${email.toUpperCase()}  `, password },
      valid: true,
    });
    for (const c of served) kit.recorder.touch(c, label);
    steps.push(login.ex);
    for (const v of login.violations) kit.recorder.record(v, 'register', [login.ex]);
    const res = login.ex.response;
    if (res.status < 200 || res.status >= 300) {
      fail(`logging in with the new account answered ${statusLine(res)}`);
      unnormalised(`logging in with the email in capitals answered ${statusLine(res)}`);
    } else {
      normalised(
        'a login with the email in capitals',
        isObject(res.json) ? res.json.user : undefined,
      );
      const second = tokenOf(res.json, ops.login);
      if (second) tokens.push(second);
    }
  }

  // The same email again, as sent and in capitals: 409 with a message, never a second account.
  for (const again of [email, email.toUpperCase()]) {
    const dup = await send({
      body: { ...body, email: again, password: `${password.slice(0, -5)}-lagi` },
      valid: true,
    });
    if (dup.status !== 409)
      fail(
        `registering ${again === email ? 'the same email' : 'the same email in capitals'} again answered ${statusLine(dup)} (expected 409)`,
      );
    else if (
      !isObject(dup.json) ||
      typeof dup.json.message !== 'string' ||
      !dup.json.message.trim()
    )
      fail('the 409 answer has no message');
  }

  // Bodies the contract refuses: 400 with a message, and no account.
  const invalid: [string, Record<string, unknown>][] = [
    [
      'a password under its minimum length',
      { ...body, email: `pendek.${unique}@contoh.id`, password: 'x' },
    ],
    ['an email that is not an address', { ...body, email: `bukan-email-${unique}` }],
    ['no email', { password }],
  ];
  if ('name' in props)
    invalid.push(['no name', { email: `tanpa-nama.${unique}@contoh.id`, password }]);
  for (const [what, value] of invalid) {
    const r = await send({ body: value });
    if (r.status !== 400) fail(`registering with ${what} answered ${statusLine(r)} (expected 400)`);
    else if (!isObject(r.json) || typeof r.json.message !== 'string')
      fail(`the 400 answer to ${what} has no message`);
  }

  // Nothing is left behind: the account is deleted (and its deletion checked).
  await deleteAccountCheck(kit, { email, password, tokens, body });
}

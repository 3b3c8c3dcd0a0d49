/**
 * The `auth` check: every protected operation refuses a missing, malformed,
 * unknown, expired or revoked token with 401; a member's token gets 403 on every
 * operation whose roles leave members out (the admin's writes), and
 * the member's token still works afterwards; the admin token still works after
 * a failed request.
 */
import { MEMBER_ROLE, type Operation } from '../contract.ts';
import { accepts } from '../../common/api/access.ts';
import type { KitContext } from '../context.ts';
import { minimalValue } from '../generate.ts';
import type { Exchange, RequestSpec } from '../http.ts';
import { fillPath, requestBodySchema } from '../known-operations.ts';
import { statusLine } from '../recorder.ts';
import type { Auth } from '../traffic.ts';
import { pickMutation } from './negative/mutations.ts';

/** The rows of auth cases that could not run, in place of an operation: every protected one. */
export const SKIPPED_CASE = {
  expiredToken: 'every protected operation, with an expired token',
  revokedToken: 'every protected operation, with a revoked token',
} as const;

export async function authCheck(kit: KitContext): Promise<void> {
  if (!kit.enabled.has('auth')) return;
  kit.log('auth');
  const protectedOps = kit.contract.operations.filter((op) => op.protected);
  await badTokens(kit, protectedOps);
  await memberWrites(kit, protectedOps);
  await tokenAfterFailure(kit, protectedOps);
}

/** A request to `op` the server would accept with a good token (an item of the kit's own). */
async function requestFor(
  kit: KitContext,
  op: Operation,
  auth: Auth,
): Promise<RequestSpec | undefined> {
  const { contract, data } = kit;
  const resource = kit.ops.resourceOf(op);
  const media = requestBodySchema(op);
  const path: Record<string, string> = {};
  if (resource && op.path === resource.itemPath) {
    const id =
      op.method === 'delete' ? await data.create(resource, 'setup') : data.fixtures.get(resource);
    if (!id) return undefined;
    path[resource.idParam] = id;
  }
  return {
    method: op.method,
    path: fillPath(op, path),
    body: media?.schema
      ? (media.examples[0]?.value ?? minimalValue(contract, media.schema))
      : undefined,
    auth,
  };
}

/** Sends `req` and records a finding unless the answer has the expected status. */
async function expectStatus(
  kit: KitContext,
  op: Operation,
  req: RequestSpec,
  expected: number,
  origin: string,
  message: (answer: string) => string,
): Promise<Exchange> {
  const ex = await authExchange(kit, op, req, origin);
  if (ex.response.status !== expected) {
    kit.recorder.record(
      { check: 'auth', operation: op.label, message: message(statusLine(ex.response)) },
      origin,
      [ex],
    );
  }
  return ex;
}

/** Sends one request of the auth check, records its answer-level violations, removes what it made. */
async function authExchange(
  kit: KitContext,
  op: Operation,
  req: RequestSpec,
  origin: string,
): Promise<Exchange> {
  const { ex, violations } = await kit.http.exchange(op, req);
  for (const v of violations) kit.recorder.record(v, origin, [ex]);
  kit.recorder.touch('auth', op.label);
  await kit.data.removeCreated();
  return ex;
}

async function badTokens(kit: KitContext, protectedOps: Operation[]): Promise<void> {
  const { options, notes, seed, http, state } = kit;
  const bad: { name: string; auth: Auth }[] = [
    { name: 'no Authorization header', auth: undefined },
    {
      name: 'an empty bearer token',
      auth: { role: 'malformed', token: 'Bearer ', literal: true },
    },
    {
      name: 'an unknown token',
      auth: {
        role: 'malformed',
        token: `conformance-${(seed >>> 0).toString(16)}-not-a-token`,
      },
    },
    {
      name: 'a non-bearer scheme',
      auth: { role: 'malformed', token: 'Basic YWRtaW46YWRtaW4=', literal: true },
    },
    {
      name: 'the admin token without "Bearer "',
      auth: { role: 'malformed', token: http.tokens.admin!, literal: true },
    },
  ];
  if (options.expiredToken)
    bad.push({
      name: 'an expired token',
      auth: { role: 'expired', token: options.expiredToken },
    });
  else {
    const why =
      'the expired-token case is skipped (pass --expired-token T with a token your server has expired).';
    notes.push(`auth: ${why}`);
    // A row of its own, so that CI dashboards (JUnit's <skipped/>) count what was not checked.
    kit.recorder.skip('auth', SKIPPED_CASE.expiredToken, why);
  }
  if (state.revokedToken)
    bad.push({
      name: 'a revoked token (after logout)',
      auth: { role: 'revoked', token: state.revokedToken },
    });
  else {
    const why = 'the revoked-token case is skipped (no session could be logged out).';
    notes.push(`auth: ${why}`);
    kit.recorder.skip('auth', SKIPPED_CASE.revokedToken, why);
  }

  for (const op of protectedOps) {
    // Logging out with the main token would end the run's session; the logout check covers that operation.
    const cases = op === kit.ops.logout ? bad.filter((b) => b.auth?.role !== 'member') : bad;
    // One fault (the operation does not check its token) shows in several cases: one finding
    // per operation, naming every case it let through.
    const accepted: { name: string; ex: Exchange }[] = [];
    for (const b of cases) {
      const req = await requestFor(kit, op, b.auth);
      if (!req) continue;
      const ex = await authExchange(kit, op, req, `auth: ${b.name}`);
      if (ex.response.status !== 401) accepted.push({ name: b.name, ex });
    }
    if (accepted.length)
      kit.recorder.record(
        {
          check: 'auth',
          operation: op.label,
          message: `${accepted
            .map(({ name, ex }) => `${name} was answered ${statusLine(ex.response)}`)
            .join('; ')} (expected 401)`,
        },
        `auth: ${accepted.map((a) => a.name).join(', ')}`,
        accepted.map((a) => a.ex),
      );
  }
}

/**
 * A member may not call what the contract reserves for other roles (`x-roles`, or a documented
 * 403 in a contract without it): 403; a refused request leaves the member's token working.
 */
async function memberWrites(kit: KitContext, protectedOps: Operation[]): Promise<void> {
  const { http } = kit;
  const writes = protectedOps.filter((op) => !accepts(op.access, MEMBER_ROLE));
  if (!http.tokens.member) {
    for (const op of writes)
      kit.recorder.skip(
        'auth',
        op.label,
        'member case skipped: no member session (pass --member email:password)',
      );
    return;
  }
  /** The first 403 message each part of the API (`/articles`, `/members`) answered. */
  const said = new Map<string, { op: Operation; message: string; ex: Exchange }>();
  for (const op of writes) {
    const req = await requestFor(kit, op, http.authFor('member'));
    if (!req) continue;
    const ex = await expectStatus(
      kit,
      op,
      req,
      403,
      'auth: member writes',
      (answer) => `a member's request was answered ${answer} (expected 403)`,
    );
    // Where the contract's 403 shows one message per part of the API, the message says which.
    const message = (ex.response.json as { message?: unknown } | undefined)?.message;
    const examples = Object.values(op.responses['403']?.content ?? {})[0]?.examples ?? [];
    const area = op.path.split('/')[1] ?? '';
    if (ex.response.status === 403 && typeof message === 'string' && examples.length > 1) {
      const same = [...said].find(([a, s]) => a !== area && s.message === message)?.[1];
      if (same)
        kit.recorder.record(
          {
            check: 'auth',
            operation: op.label,
            message: `a member's 403 on ${op.key} says ${JSON.stringify(message)}, word for word the 403 on ${same.op.key}: the contract's 403 says which (${examples.map((e) => e.name).join(', ')})`,
          },
          'auth: member writes',
          [same.ex, ex],
        );
      if (!said.has(area)) said.set(area, { op, message, ex });
    }
    // The member's token still works after being refused.
    const after = await http.probe(http.tokens.member, 'member', 'auth: member token after 403');
    if (after && (after.response.status < 200 || after.response.status >= 300)) {
      kit.recorder.record(
        {
          check: 'auth',
          operation: op.label,
          message: `after a refused request, the member's own token gets ${statusLine(after.response)} on ${kit.ops.probe!.key}`,
        },
        'auth: token after a failed request',
        [ex, after],
      );
    }
  }
}

/** The admin token still works after a failed request. */
async function tokenAfterFailure(kit: KitContext, protectedOps: Operation[]): Promise<void> {
  const { contract, http, data } = kit;
  const probeOp = kit.ops.probe;
  if (!probeOp) return;
  // Not a deletion of the account: a wrong password there counts against the admin's logins.
  const failing = protectedOps.find(
    (op) => op !== kit.ops.deleteAccount && requestBodySchema(op)?.schema,
  );
  if (!failing) return;
  const media = requestBodySchema(failing)!;
  const resource = kit.ops.resourceOf(failing);
  const path: Record<string, string> =
    resource && failing.path === resource.itemPath && data.fixtures.get(resource)
      ? { [resource.idParam]: data.fixtures.get(resource)! }
      : {};
  const badBody =
    pickMutation(contract, media.schema!, minimalValue(contract, media.schema!), 0)?.value ?? {};
  const { ex } = await http.exchange(failing, {
    method: failing.method,
    path: fillPath(failing, path),
    body: badBody,
    auth: http.authFor('admin'),
  });
  kit.recorder.touch('auth', probeOp.label);
  const after = await http.probe(http.tokens.admin, 'admin', 'auth: token after a failed request');
  if (after && (after.response.status < 200 || after.response.status >= 300)) {
    kit.recorder.record(
      {
        check: 'auth',
        operation: probeOp.label,
        message: `after a failed request (${statusLine(ex.response)}), the admin token gets ${statusLine(after.response)}`,
      },
      'auth: token after a failed request',
      [ex, after],
    );
  }
  await data.removeCreated();
}

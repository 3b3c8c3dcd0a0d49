/**
 * The `logout` check: after logging out, the same token gets 401 on a read and
 * on a write, and another session of the same account still works. It ends a
 * second admin session (opened at setup), never the run's own; the token it
 * ends serves the auth check's revoked-token case, so it runs first (also when
 * only `auth` is asked for).
 */
import type { KitContext } from '../context.ts';
import { minimalValue } from '../generate.ts';
import { requestBodySchema } from '../known-operations.ts';
import { statusLine } from '../recorder.ts';
import type { Auth } from '../traffic.ts';

export async function logoutCheck(kit: KitContext): Promise<void> {
  const { contract, enabled, log, http, state } = kit;
  const { record, skip, touch } = kit.recorder;
  const { logout: logoutOp, probe: probeOp } = kit.ops;
  const logoutToken = state.logoutToken;
  if (!enabled.has('logout') && !enabled.has('auth')) return;
  if (!logoutOp)
    return skip('logout', '(no logout operation)', 'the contract has no logout operation');
  if (!logoutToken)
    return skip('logout', logoutOp.label, 'needs --admin credentials (a second session to revoke)');
  log('logout');
  const fail = (message: string) => ({
    check: 'logout' as const,
    operation: logoutOp.label,
    message,
  });
  const auth: Auth = { role: 'revoked', token: logoutToken };
  const before = await http.probe(logoutToken, 'admin', 'logout');
  const out = await http.exchange(logoutOp, {
    method: logoutOp.method,
    path: logoutOp.path,
    auth,
    // As many clients send it: `Content-Type: application/json` with an empty body,
    // which an operation without a request body must accept.
    raw: logoutOp.requestBody ? undefined : '',
  });
  for (const v of out.violations) record(v, 'logout', [out.ex]);
  touch('logout', logoutOp.label);
  const steps = [out.ex];
  if (out.ex.response.status < 200 || out.ex.response.status >= 300) {
    record(fail(`logging out answered ${statusLine(out.ex.response)}`), 'sequence', steps);
    return;
  }
  state.revokedToken = logoutToken;
  const after = await http.probe(logoutToken, 'admin', 'logout');
  if (after && before && before.response.status < 300) {
    steps.push({ request: { ...after.request, auth }, response: after.response });
    if (after.response.status !== 401) {
      record(
        fail(
          `after logout, the same token still gets ${statusLine(after.response)} on ${probeOp!.key} (expected 401)`,
        ),
        'sequence',
        steps,
      );
    }
  }
  const write = contract.resources.find((r) => requestBodySchema(r.create)?.schema);
  if (write) {
    const media = requestBodySchema(write.create)!;
    const w = await http.exchange(write.create, {
      method: write.create.method,
      path: write.create.path,
      body: minimalValue(contract, media.schema!),
      auth,
    });
    for (const v of w.violations) record(v, 'logout', [w.ex]);
    if (w.ex.response.status !== 401) {
      record(
        fail(
          `after logout, the same token still gets ${statusLine(w.ex.response)} on ${write.create.key} (expected 401)`,
        ),
        'sequence',
        [...steps, w.ex],
      );
    }
  }
  const main = await http.probe(http.tokens.admin, 'admin', 'logout');
  if (main && main.response.status >= 300) {
    record(
      fail(
        `logging out one session also ended another: the main admin token now gets ${statusLine(main.response)}`,
      ),
      'sequence',
      [...steps, main],
    );
  }
}

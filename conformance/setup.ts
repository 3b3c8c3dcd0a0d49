/**
 * Before the checks: Prism (with --via-prism), the first request, the logins
 * and the fixtures. After them: everything the kit created is deleted and its
 * sessions are logged out.
 */
import type { KitContext } from './context.ts';
import { send } from './http.ts';
import type { Resource } from './contract.ts';
import { fillPath, tokenLinks, tokenOf } from './known-operations.ts';
import { linkNotes } from './links.ts';
import { startPrism } from './prism.ts';
import { statusLine } from './recorder.ts';
import type { Credentials } from './types.ts';

async function login(
  kit: KitContext,
  creds: Credentials,
  role: string,
): Promise<string | undefined> {
  const op = kit.ops.login;
  if (!op) return undefined;
  const res = await kit.http.call(
    op,
    { method: op.method, path: op.path, body: { email: creds.email, password: creds.password } },
    `login as ${role}`,
  );
  kit.version.watch.observe(res.headers);
  const token = res.status >= 200 && res.status < 300 ? tokenOf(res.json, op) : undefined;
  if (!token) kit.notes.push(`Logging in as ${role} (${creds.email}) answered ${statusLine(res)}.`);
  return token;
}

/** Readies the run; false when it cannot go on (`state.setupError` says why). */
export async function setUp(kit: KitContext): Promise<boolean> {
  const { contract, baseUrl, notes, log, http, data, accounts, options, state } = kit;
  if (options.viaPrism) {
    try {
      http.prism.handle = await startPrism(contract.file, baseUrl, {
        port: options.prismPort,
      });
      log(`prism proxy on ${http.prism.handle.url}`);
    } catch (e) {
      http.prism.error = (e as Error).message;
      notes.push(`--via-prism: ${http.prism.error}`);
    }
  }
  log(
    `contract ${kit.source}: ${contract.operations.length} operations, ${contract.resources.length} resource(s)`,
  );
  const inferred = contract.operations.filter((o) => !o.access.declared);
  if (inferred.length)
    notes.push(
      `${inferred.length} operation(s) declare no x-roles/x-same-for-every-caller: who may call them is inferred from security and a documented 403 (${inferred.map((o) => o.key).join(', ')}).`,
    );
  notes.push(
    ...linkNotes(
      contract.resources,
      [kit.ops.login, kit.ops.register],
      (op) => tokenLinks(op).length > 0,
    ),
  );
  // The first request: a public read, judged like every answer (a 503 waited out, as any).
  const pingOp = contract.operations.find(
    (o) => o.method === 'get' && !o.protected && !o.parameters.some((p) => p.required),
  );
  const ping = pingOp
    ? await http
        .exchange(pingOp, { method: 'get', path: pingOp.path })
        .then(({ ex, violations }) => {
          if (!ex.response.error) for (const v of violations) kit.recorder.record(v, 'setup', [ex]);
          return ex.response;
        })
    : await send(baseUrl, { method: 'get', path: '/' });
  if (ping.error) {
    state.setupError = `cannot reach ${baseUrl}: ${ping.error}`;
    return false;
  }
  state.reached = true;
  kit.version.watch.observe(ping.headers);

  http.tokens.admin =
    options.token ?? (accounts.admin ? await login(kit, accounts.admin, 'admin') : undefined);
  if (!http.tokens.admin) {
    state.setupError =
      'no admin session: pass --admin email:password or --token T (protected operations cannot be tested without one)';
    return false;
  }
  http.tokens.member = accounts.member ? await login(kit, accounts.member, 'member') : undefined;
  // A second admin session, revoked by the logout check (the main one stays usable).
  state.logoutToken =
    kit.ops.logout && accounts.admin
      ? await login(kit, accounts.admin, 'admin (session for the logout check)')
      : undefined;
  kit.version.settle();

  for (const r of contract.resources) {
    const id = await data.create(r, 'setup');
    if (id) data.fixtures.set(r, id);
    else
      notes.push(
        `Could not create a ${r.collectionPath} fixture; checks on ${r.itemPath} are limited.`,
      );
  }
  // An id that surely does not exist: created, deleted, and read back (404: it is gone).
  for (const r of contract.resources) {
    const id = await data.create(r, 'setup');
    if (id && r.remove) {
      const status = await data.remove(r, id);
      const deleted = status !== undefined && status >= 200 && status < 300;
      if (!deleted || (await readsGone(kit, r, id))) data.gone.set(r, id);
    }
  }
  return true;
}

/**
 * Whether an item deleted with a success reads back as gone. One that still reads is a
 * deletion answered as done and not carried out (`read_after_write`); its id is no gone one.
 */
async function readsGone(kit: KitContext, r: Resource, id: string): Promise<boolean> {
  const read = r.read;
  if (!read) return true;
  const req = {
    method: 'get',
    path: fillPath(read, { [r.idParam]: id }),
    auth: read.protected ? kit.http.authFor('admin') : undefined,
  };
  const { ex, violations } = await kit.http.exchange(read, req);
  for (const v of violations) kit.recorder.record(v, 'setup', [ex]);
  kit.recorder.touch('read_after_write', read.label);
  if (ex.response.status < 200 || ex.response.status >= 300) return true;
  kit.recorder.record(
    {
      check: 'read_after_write',
      operation: read.label,
      message: `the ${r.collectionPath} item ${id} was deleted with a success, yet reading it back answered ${statusLine(ex.response)}: the deletion was not carried out`,
      field: 'status',
      expected: '404',
      actual: String(ex.response.status),
    },
    'setup',
    [ex],
  );
  return false;
}

/** Deletes everything the kit created, fixtures included, then logs out its sessions. */
export async function cleanUp(kit: KitContext): Promise<void> {
  const { http, data, options } = kit;
  const logout = kit.ops.logout;
  try {
    for (const [r, ids] of http.created) for (const id of [...ids]) await data.remove(r, id);
    if (logout) {
      for (const t of http.sessions) {
        if (t === options.token) continue;
        await http.call(
          logout,
          { method: logout.method, path: logout.path, auth: { role: 'admin', token: t } },
          'cleanup',
        );
      }
    }
  } catch {
    kit.notes.push('cleanup did not finish; some created items may remain');
  }
}

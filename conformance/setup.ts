/**
 * Before the checks: Prism (with --via-prism), the first request, the logins
 * and the fixtures. After them: everything the kit created is deleted and its
 * sessions are logged out.
 */
import type { KitContext } from './context.ts';
import { send } from './http.ts';
import { tokenLinks, tokenOf } from './known-operations.ts';
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
  const ping = await send(baseUrl, {
    method: 'get',
    path:
      contract.operations.find(
        (o) => o.method === 'get' && !o.protected && !o.parameters.some((p) => p.required),
      )?.path ?? '/',
  });
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
  // An id that surely does not exist: created, then deleted.
  for (const r of contract.resources) {
    const id = await data.create(r, 'setup');
    if (id && r.remove) {
      await data.remove(r, id);
      data.gone.set(r, id);
    }
  }
  return true;
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

/**
 * The conformance run: logs in, generates requests from the contract, sends them,
 * judges every answer, runs the stateful, auth and logout sequences, shrinks what
 * fails, cleans up and returns a report. Use it from code (`runConformance`) or
 * through the CLI (`conformance/cli.ts`).
 */
import { addSecret, redact, type Secrets } from './redact.ts';
import fc from 'fast-check';
import {
  ANSWER_CHECKS,
  CHECKS,
  OPERATION_CHECKS,
  responseViolations,
  type CheckName,
  type Violation,
} from './checks.ts';
import { roundTripMismatch, short } from './compare.ts';
import {
  defaultContractPath,
  documentedStatuses,
  jsonMediaType,
  loadContract,
  resolveContract,
  type Contract,
  type Operation,
  type Resource,
  type Schema,
} from './contract.ts';
import { arbitraryFor, minimalValue } from './generate.ts';
import {
  send,
  toCurl,
  tokenHelp,
  type Exchange,
  type RequestSpec,
  type ResponseRecord,
} from './http.ts';
import { edgeCases, type EdgeCase } from './checks/negative/edge-cases.ts';
import { pickMutation } from './checks/negative/mutations.ts';
import { invalidParameterValues } from './checks/negative/parameters.ts';
import { listingCheck } from './listing.ts';
import { isObject } from './util.ts';
import {
  startPrism,
  parseViolations,
  isPrismError,
  prismProblem,
  type PrismFinding,
  type PrismHandle,
} from './prism.ts';
import {
  compareVersions,
  contractVersion,
  versionMessage,
  VersionWatch,
  type ContractVersion,
} from './version.ts';

export interface Credentials {
  email: string;
  password: string;
}

export interface RunOptions {
  baseUrl: string;
  contractPath?: string;
  admin?: Credentials;
  member?: Credentials;
  /** an admin bearer token to use instead of logging in */
  token?: string;
  /** a token the server has expired, for the auth check */
  expiredToken?: string;
  seed?: number;
  /** generated requests per operation and mode (default 25) */
  runs?: number;
  viaPrism?: boolean;
  /** only these checks (default: all) */
  checks?: CheckName[];
  /** per-request timeout */
  timeoutMs?: number;
  log?: (line: string) => void;
  /** lines for the person running the kit, even when progress is off: the contract checked, a version warning */
  announce?: (line: string) => void;
}

export interface Finding {
  check: CheckName;
  operation: string;
  message: string;
  /** how the input came about: edge case name, generated (shrunk), sequence */
  origin: string;
  curl: string;
  status: number;
  contentType: string | null;
  body: string;
}

export interface Row {
  check: CheckName;
  operation: string;
  verdict: 'pass' | 'fail' | 'skip';
  requests: number;
  findings: Finding[];
  note?: string;
}

export interface Report {
  baseUrl: string;
  contract: string;
  seed: number;
  runs: number;
  startedAt: string;
  durationMs: number;
  requests: number;
  rows: Row[];
  notes: string[];
  tokenHelp: string;
  /** `refusedInvalid`: requests the kit made invalid on purpose that Prism refused too (agreement) */
  prism?: { url?: string; findings: PrismFinding[]; refusedInvalid: number; error?: string };
  setupError?: string;
  ok: boolean;
  /** the contract version checked, the server's API-Version (if it names one), and the warning when they differ */
  version?: { contract: ContractVersion; server?: string; warning?: string };
}

type Role = 'admin' | 'member' | 'none';
type Auth = RequestSpec['auth'];

interface Outcome {
  violations: (Violation & { operation: string })[];
  steps: Exchange[];
  /** index of the step that shows the problem (default: last) */
  focus?: number;
}

const MAX_FINDINGS_PER_ROW = 3;

function hashString(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** An id as it goes into a path: strings and numbers as they are, anything else as JSON. */
function idText(id: unknown): string {
  if (typeof id === 'string') return id;
  if (typeof id === 'number' || typeof id === 'bigint' || typeof id === 'boolean')
    return String(id);
  return JSON.stringify(id) ?? '';
}

function truncate(s: string, n = 600): string {
  return s.length > n ? `${s.slice(0, n)}… (${s.length} characters)` : s;
}

function statusLine(res: ResponseRecord): string {
  if (res.error) return res.error;
  const msg =
    isObject(res.json) && typeof res.json.message === 'string'
      ? `: ${short(res.json.message, 120)}`
      : '';
  return `${res.status}${msg}`;
}

export async function runConformance(options: RunOptions): Promise<Report> {
  const started = Date.now();
  const log = options.log ?? (() => {});
  const seed = options.seed ?? Date.now() % 2_147_483_647;
  const runs = Math.max(1, options.runs ?? 25);
  const enabled = new Set<CheckName>(options.checks?.length ? options.checks : CHECKS);
  const source = options.contractPath ?? defaultContractPath();
  const resolved = await resolveContract(source);
  const contract: Contract = loadContract(resolved.file);
  const checked = contractVersion(contract.doc);
  const announce = options.announce ?? (() => {});
  announce(`contract: ${checked.title} ${checked.version}`);
  // The server's API-Version, from its first answers (the first request and the logins).
  const versions = new VersionWatch();
  let versionWarning: string | undefined;
  let versionSettled = false;
  let reached = false;
  const settleVersion = () => {
    if (versionSettled) return;
    versionSettled = true;
    const message = versionMessage(checked, compareVersions(checked.version, versions.server));
    if (!message) return;
    announce(message.text);
    if (message.level === 'warning') versionWarning = message.text;
    else notes.push(message.text);
  };
  const directUrl = options.baseUrl.replace(/\/+$/, '');
  const notes: string[] = [];
  const rows = new Map<string, Row>();
  let requestCount = 0;
  let prism: PrismHandle | undefined;
  const prismFindings: PrismFinding[] = [];
  let prismError: string | undefined;
  let prismAgreed = 0;

  const row = (check: CheckName, operation: string): Row => {
    const key = `${check}|${operation}`;
    let r = rows.get(key);
    if (!r) {
      r = { check, operation, verdict: 'pass', requests: 0, findings: [] };
      rows.set(key, r);
    }
    return r;
  };
  const touch = (check: CheckName, operation: string) => {
    if (enabled.has(check)) row(check, operation).requests++;
  };
  const skip = (check: CheckName, operation: string, note: string) => {
    if (!enabled.has(check)) return;
    const r = row(check, operation);
    if (r.requests === 0 && !r.findings.length) {
      r.verdict = 'skip';
      r.note = note;
    } else if (!r.note) r.note = note;
  };
  const record = (
    v: Violation & { operation: string },
    origin: string,
    steps: Exchange[],
    focus?: number,
  ) => {
    if (!enabled.has(v.check)) return;
    const r = row(v.check, v.operation);
    r.verdict = 'fail';
    if (
      r.findings.some((f) => f.message === v.message) ||
      r.findings.length >= MAX_FINDINGS_PER_ROW
    )
      return;
    const shown = steps[focus ?? steps.length - 1];
    const curl =
      steps.length === 1
        ? toCurl(directUrl, steps[0]!.request)
        : steps
            .map(
              (s, i) =>
                `# step ${i + 1}: answered ${statusLine(s.response)}\n${toCurl(directUrl, s.request)}`,
            )
            .join('\n\n');
    r.findings.push({
      check: v.check,
      operation: v.operation,
      message: v.message,
      origin,
      curl,
      status: shown?.response.status ?? 0,
      contentType: shown?.response.contentType ?? null,
      body: truncate(shown?.response.text ?? ''),
    });
  };

  const secrets: Secrets = new Map();

  // ---- operations the sequences need, found from the contract ----------------
  const tokenOf = (json: unknown): string | undefined => {
    if (!isObject(json)) return undefined;
    for (const k of ['token', 'access_token', 'accessToken'])
      if (typeof json[k] === 'string') return json[k];
    return undefined;
  };
  const successSchema = (op: Operation) => {
    const ok = documentedStatuses(op, 2)[0];
    const media = ok ? jsonMediaType(op.responses[String(ok)]?.content ?? {}) : undefined;
    return media?.[1].schema ? contract.deref<Schema>(media[1].schema) : undefined;
  };
  const loginOp = contract.find(
    (op) =>
      !op.protected &&
      !!op.requestBody &&
      isObject(successSchema(op)?.properties) &&
      ['token', 'access_token', 'accessToken'].some(
        (k) => k in (successSchema(op)!.properties as Schema),
      ),
  );
  const logoutOp = contract.find(
    (op) =>
      op.protected &&
      !op.requestBody &&
      /log-?out|sign-?out/i.test(`${op.operationId ?? ''} ${op.path}`),
  );
  const probeOp =
    contract.find(
      (op) =>
        op.protected &&
        op.method === 'get' &&
        !op.parameters.some((p) => p.in === 'path') &&
        /user|me|profile|session/i.test(op.path),
    ) ??
    contract.find(
      (op) => op.protected && op.method === 'get' && !op.parameters.some((p) => p.in === 'path'),
    );
  const resources = contract.resources;
  const resourceOf = (op: Operation) =>
    resources.find((r) => op.path === r.itemPath || op.path === r.collectionPath);
  const credentialsOp = (op: Operation) =>
    !op.protected && !!op.requestBody && '401' in op.responses;

  // ---- sending ---------------------------------------------------------------
  const tokens: { admin?: string; member?: string } = {};
  const authFor = (role: Role): Auth => {
    if (role === 'none') return undefined;
    const t = tokens[role];
    return t ? { role, token: t } : undefined;
  };
  const created = new Map<Resource, Set<string>>();
  /** sessions the kit opened (logged out at the end) */
  const sessions = new Set<string>();
  const trackCreated = (op: Operation, res: ResponseRecord) => {
    const resource = resources.find((r) => r.create === op);
    if (!resource || res.status < 200 || res.status >= 300 || !isObject(res.json)) return;
    const id = res.json[resource.idParam] ?? res.json.id;
    if (id !== undefined && id !== null) {
      if (!created.has(resource)) created.set(resource, new Set());
      created.get(resource)!.add(idText(id));
    }
  };

  const sendTo = async (op: Operation, req: RequestSpec): Promise<ResponseRecord> => {
    requestCount++;
    if (!prism) return send(directUrl, req, options.timeoutMs);
    const viaPrism = await send(prism.url, req, Math.min(options.timeoutMs ?? 30_000, 10_000));
    const violations = parseViolations(viaPrism.headers['sl-violations']);
    const prismMade = isPrismError(viaPrism) || !!viaPrism.error;
    const own = viaPrism.error
      ? [{ severity: 'error', message: `Prism gave no answer (${viaPrism.error})` }]
      : prismMade
        ? prismProblem(viaPrism)
        : [];
    // Prism refusing a request the kit made invalid on purpose is agreement, not a finding.
    const agreed =
      prismMade && !viaPrism.error && viaPrism.status >= 400 && viaPrism.status < 500 && !req.valid;
    if (agreed) prismAgreed++;
    else if ((violations.length || prismMade) && prismFindings.length < 500) {
      prismFindings.push({
        operation: op.label,
        request: `${req.method.toUpperCase()} ${req.path}`,
        status: viaPrism.status,
        answeredByPrism: prismMade,
        violations: [...violations, ...own],
      });
    }
    // When Prism answered in the server's place, judge the server's own answer.
    return prismMade ? send(directUrl, req, options.timeoutMs) : viaPrism;
  };

  /** Sends a request and runs the response-level checks; the caller adds its own. */
  const exchange = async (
    op: Operation,
    req: RequestSpec,
  ): Promise<{ ex: Exchange; violations: (Violation & { operation: string })[] }> => {
    const res = await sendTo(op, req);
    trackCreated(op, res);
    // Every token a server hands out is a secret: no report shows it.
    addSecret(secrets, tokenOf(res.json), 'token');
    if (op === loginOp && res.status >= 200 && res.status < 300) {
      const t = tokenOf(res.json);
      if (t) sessions.add(t);
    }
    const removedFrom = resources.find((r) => r.remove === op);
    if (removedFrom && res.status >= 200 && res.status < 300)
      created.get(removedFrom)?.delete(decodeURIComponent(req.path.split('/').pop() ?? ''));
    for (const c of ANSWER_CHECKS) touch(c, op.label);
    const violations = responseViolations(contract, op, res)
      .filter((v) => enabled.has(v.check))
      .map((v) => ({ ...v, operation: op.label }));
    return { ex: { request: req, response: res }, violations };
  };

  /** Sends and records response-level violations at once (for setup and sequences). */
  const call = async (op: Operation, req: RequestSpec, origin: string): Promise<ResponseRecord> => {
    const { ex, violations } = await exchange(op, req);
    for (const v of violations) record(v, origin, [ex]);
    return ex.response;
  };

  const fillPath = (op: Operation, values: Record<string, string>) =>
    op.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? '1'));

  const requestBodySchema = (op: Operation) =>
    op.requestBody ? jsonMediaType(op.requestBody.content)?.[1] : undefined;

  // ---- fast-check harness: find, pin the check, shrink, report ----------------
  const property = async <T>(
    name: string,
    arb: fc.Arbitrary<T>,
    numRuns: number,
    examples: T[],
    exec: (value: T) => Promise<Outcome>,
  ) => {
    const excluded = new Set<string>();
    for (let round = 0; round < 4; round++) {
      let target: string | undefined;
      let last: Outcome | undefined;
      const details = await fc.check(
        fc.asyncProperty(arb, async (value) => {
          const outcome = await exec(value);
          const relevant = outcome.violations.filter(
            (v) => !excluded.has(`${v.check}|${v.operation}`),
          );
          if (!relevant.length) return true;
          target ??= `${relevant[0]!.check}|${relevant[0]!.operation}`;
          if (!relevant.some((v) => `${v.check}|${v.operation}` === target)) return true;
          last = outcome;
          return false;
        }),
        {
          seed: (seed + hashString(name)) | 0,
          numRuns,
          examples: examples.map((e) => [e] as [T]),
          interruptAfterTimeLimit: 60_000,
        },
      );
      if (details.interrupted && !details.failed) {
        notes.push(
          `${name}: stopped after 60 s with ${details.numRuns} run(s) done (a slow server); raise the depth with a faster one.`,
        );
      }
      if (!details.failed || !target || !last) return;
      const outcome: Outcome = last;
      const v = outcome.violations.find((x) => `${x.check}|${x.operation}` === target)!;
      const origin = `generated (${name}); shrunk in ${details.numShrinks} step(s); replay with --seed ${seed}`;
      record(v, origin, outcome.steps, outcome.focus);
      excluded.add(target);
    }
  };

  const validParams = (op: Operation, fixtureId?: string) => {
    const model: Record<string, fc.Arbitrary<string | undefined>> = {};
    for (const p of op.parameters.filter((x) => x.in === 'path' || x.in === 'query')) {
      const gen = arbitraryFor(contract, p.schema).map((v) => String(v));
      if (p.in === 'path' && fixtureId !== undefined)
        model[`path:${p.name}`] = fc.constant(fixtureId);
      else if (p.in === 'path') model[`path:${p.name}`] = gen;
      else model[`query:${p.name}`] = p.required ? gen : fc.option(gen, { nil: undefined });
    }
    return fc.record(model);
  };
  const splitParams = (values: Record<string, string | undefined>) => {
    const path: Record<string, string> = {};
    const query: Record<string, string> = {};
    for (const [k, v] of Object.entries(values)) {
      if (v === undefined) continue;
      const [where, name] = k.split(/:(.*)/s) as [string, string];
      (where === 'path' ? path : query)[name] = v;
    }
    return { path, query };
  };

  // ---- resources the kit owns -----------------------------------------------
  const createFixture = async (resource: Resource, origin: string): Promise<string | undefined> => {
    const media = requestBodySchema(resource.create);
    if (!media?.schema || !tokens.admin) return undefined;
    const body = media.examples[0]?.value ?? minimalValue(contract, media.schema);
    const res = await call(
      resource.create,
      {
        method: resource.create.method,
        path: resource.create.path,
        body,
        auth: authFor('admin'),
        valid: true,
      },
      origin,
    );
    if (res.status >= 300 || !isObject(res.json)) return undefined;
    const id = res.json[resource.idParam] ?? res.json.id;
    return id === undefined ? undefined : idText(id);
  };
  /** Creates an item with the given body (the listing check's own articles). */
  const createWith = async (resource: Resource, body: unknown, origin: string) => {
    const res = await call(
      resource.create,
      {
        method: resource.create.method,
        path: resource.create.path,
        body,
        auth: authFor('admin'),
        valid: true,
      },
      origin,
    );
    if (res.status >= 300 || !isObject(res.json)) return undefined;
    const id = res.json[resource.idParam] ?? res.json.id;
    return id === undefined ? undefined : idText(id);
  };
  const removeQuietly = async (resource: Resource, id: string) => {
    if (!resource.remove || !tokens.admin) return;
    await call(
      resource.remove,
      {
        method: resource.remove.method,
        path: fillPath(resource.remove, { [resource.idParam]: id }),
        auth: authFor('admin'),
      },
      'cleanup',
    );
    created.get(resource)?.delete(id);
  };

  // ---- list helper (follows limit/offset pagination when the contract has it) --
  /**
   * Reads the list (following limit/offset pagination when the contract has it)
   * until `stop` says the answer is known. Stops on a page that repeats the
   * previous one, so a server ignoring `offset` cannot keep it paging forever.
   */
  const listAll = async (resource: Resource, stop: (items: unknown[]) => boolean = () => false) => {
    const op = resource.list!;
    const limitParam = op.parameters.find(
      (p) => p.in === 'query' && /^(limit|per_?page|page_?size|size)$/i.test(p.name),
    );
    const offsetParam = op.parameters.find(
      (p) => p.in === 'query' && /^(offset|skip|start)$/i.test(p.name),
    );
    const limitMax = limitParam
      ? Number(contract.deref<Schema>(limitParam.schema).maximum ?? 100)
      : undefined;
    const paged = !!(limitParam && offsetParam && limitMax);
    const items: unknown[] = [];
    const steps: Exchange[] = [];
    const violations: (Violation & { operation: string })[] = [];
    let previous = '';
    for (let page = 0; page < 200; page++) {
      const query: Record<string, string> = {};
      if (paged) {
        query[limitParam.name] = String(limitMax);
        query[offsetParam.name] = String(items.length);
      }
      const { ex, violations: vs } = await exchange(op, {
        method: 'get',
        path: op.path,
        query,
        auth: op.protected ? authFor('admin') : undefined,
        valid: true,
      });
      steps.push(ex);
      violations.push(...vs);
      const json = ex.response.json;
      const arr: unknown[] | undefined = Array.isArray(json)
        ? json
        : isObject(json)
          ? (Object.values(json).find(Array.isArray) as unknown[] | undefined)
          : undefined;
      if (!arr) break;
      const signature = JSON.stringify(
        arr.slice(0, 3).map((x) => (isObject(x) ? (x[resource.idParam] ?? x.id) : x)),
      );
      if (page > 0 && signature === previous) break;
      previous = signature;
      items.push(...arr);
      if (stop(items) || !paged || arr.length < limitMax) break;
    }
    return { items, steps, violations };
  };

  const report = (): Report => {
    const all = [...rows.values()].filter((r) => enabled.has(r.check));
    all.sort(
      (a, b) =>
        CHECKS.indexOf(a.check) - CHECKS.indexOf(b.check) || a.operation.localeCompare(b.operation),
    );
    const creds: { role: string; email: string; password: string }[] = [];
    if (adminCreds) creds.push({ role: 'admin', ...adminCreds });
    if (memberCreds) creds.push({ role: 'member', ...memberCreds });
    return {
      baseUrl: directUrl,
      contract: source,
      seed,
      runs,
      startedAt: new Date(started).toISOString(),
      durationMs: Date.now() - started,
      requests: requestCount,
      rows: all,
      notes,
      tokenHelp: loginOp && creds.length ? tokenHelp(directUrl, loginOp.path, creds) : '',
      prism: options.viaPrism
        ? {
            url: prism?.url,
            findings: prismFindings,
            refusedInvalid: prismAgreed,
            error: prismError,
          }
        : undefined,
      setupError,
      ok: !setupError && all.every((r) => r.verdict !== 'fail'),
      version: { contract: checked, server: versions.server, warning: versionWarning },
    };
  };

  // ---- setup: logins ------------------------------------------------------------
  let setupError: string | undefined;
  const loginMedia = loginOp ? requestBodySchema(loginOp) : undefined;
  const exampleCreds = (re: RegExp): Credentials | undefined => {
    const ex = loginMedia?.examples.find((e) => re.test(e.name) && isObject(e.value));
    const v = ex?.value as Record<string, unknown> | undefined;
    return v && typeof v.email === 'string' && typeof v.password === 'string'
      ? { email: v.email, password: v.password }
      : undefined;
  };
  const adminCreds = options.admin ?? (options.token ? undefined : exampleCreds(/admin/i));
  const memberCreds = options.member ?? exampleCreds(/member|user|pelatih/i);
  addSecret(secrets, adminCreds?.password, 'admin password');
  addSecret(secrets, memberCreds?.password, 'member password');
  addSecret(secrets, options.token, 'admin token');
  addSecret(secrets, options.expiredToken, 'expired token');
  const login = async (creds: Credentials, role: string): Promise<string | undefined> => {
    if (!loginOp) return undefined;
    const res = await call(
      loginOp,
      {
        method: loginOp.method,
        path: loginOp.path,
        body: { email: creds.email, password: creds.password },
      },
      `login as ${role}`,
    );
    versions.observe(res.headers);
    const token = res.status >= 200 && res.status < 300 ? tokenOf(res.json) : undefined;
    if (!token) notes.push(`Logging in as ${role} (${creds.email}) answered ${statusLine(res)}.`);
    return token;
  };

  const main = async (): Promise<void> => {
    if (options.viaPrism) {
      try {
        prism = await startPrism(contract.file, directUrl);
        log(`prism proxy on ${prism.url}`);
      } catch (e) {
        prismError = (e as Error).message;
        notes.push(`--via-prism: ${prismError}`);
      }
    }
    log(
      `contract ${source}: ${contract.operations.length} operations, ${resources.length} resource(s)`,
    );
    const ping = await send(directUrl, {
      method: 'get',
      path:
        contract.operations.find(
          (o) => o.method === 'get' && !o.protected && !o.parameters.some((p) => p.required),
        )?.path ?? '/',
    });
    if (ping.error) {
      setupError = `cannot reach ${directUrl}: ${ping.error}`;
      return;
    }
    reached = true;
    versions.observe(ping.headers);

    tokens.admin = options.token ?? (adminCreds ? await login(adminCreds, 'admin') : undefined);
    if (!tokens.admin) {
      setupError =
        'no admin session: pass --admin email:password or --token T (protected operations cannot be tested without one)';
      return;
    }
    tokens.member = memberCreds ? await login(memberCreds, 'member') : undefined;
    // A second admin session, revoked by the logout check (the main one stays usable).
    const logoutToken =
      logoutOp && adminCreds
        ? await login(adminCreds, 'admin (session for the logout check)')
        : undefined;
    settleVersion();

    const fixtures = new Map<Resource, string>();
    for (const r of resources) {
      const id = await createFixture(r, 'setup');
      if (id) fixtures.set(r, id);
      else
        notes.push(
          `Could not create a ${r.collectionPath} fixture; checks on ${r.itemPath} are limited.`,
        );
    }
    // An id that surely does not exist: created, then deleted.
    const gone = new Map<Resource, string>();
    for (const r of resources) {
      const id = await createFixture(r, 'setup');
      if (id && r.remove) {
        await removeQuietly(r, id);
        gone.set(r, id);
      }
    }

    const probe = async (token: string | undefined, role: Role, origin: string) => {
      if (!probeOp) return undefined;
      const { ex, violations } = await exchange(probeOp, {
        method: 'get',
        path: probeOp.path,
        auth: token ? { role, token } : undefined,
      });
      for (const v of violations) record(v, origin, [ex]);
      return ex;
    };

    // ---- logout (first, so its revoked token can serve the auth check) ----------
    let revokedToken: string | undefined;
    if (enabled.has('logout') || enabled.has('auth')) {
      if (!logoutOp) {
        skip('logout', '(no logout operation)', 'the contract has no logout operation');
      } else if (!logoutToken) {
        skip('logout', logoutOp.label, 'needs --admin credentials (a second session to revoke)');
      } else {
        log('logout');
        const auth: Auth = { role: 'revoked', token: logoutToken };
        const before = await probe(logoutToken, 'admin', 'logout');
        const out = await exchange(logoutOp, {
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
          record(
            {
              check: 'logout',
              operation: logoutOp.label,
              message: `logging out answered ${statusLine(out.ex.response)}`,
            },
            'sequence',
            steps,
          );
        } else {
          revokedToken = logoutToken;
          const after = await probe(logoutToken, 'admin', 'logout');
          if (after && before && before.response.status < 300) {
            steps.push({ request: { ...after.request, auth }, response: after.response });
            if (after.response.status !== 401) {
              record(
                {
                  check: 'logout',
                  operation: logoutOp.label,
                  message: `after logout, the same token still gets ${statusLine(after.response)} on ${probeOp!.key} (expected 401)`,
                },
                'sequence',
                steps,
              );
            }
          }
          const write = resources.find((r) => requestBodySchema(r.create)?.schema);
          if (write) {
            const media = requestBodySchema(write.create)!;
            const w = await exchange(write.create, {
              method: write.create.method,
              path: write.create.path,
              body: minimalValue(contract, media.schema!),
              auth,
            });
            for (const v of w.violations) record(v, 'logout', [w.ex]);
            if (w.ex.response.status !== 401) {
              record(
                {
                  check: 'logout',
                  operation: logoutOp.label,
                  message: `after logout, the same token still gets ${statusLine(w.ex.response)} on ${write.create.key} (expected 401)`,
                },
                'sequence',
                [...steps, w.ex],
              );
            }
          }
          const main = await probe(tokens.admin, 'admin', 'logout');
          if (main && main.response.status >= 300) {
            record(
              {
                check: 'logout',
                operation: logoutOp.label,
                message: `logging out one session also ended another: the main admin token now gets ${statusLine(main.response)}`,
              },
              'sequence',
              [...steps, main],
            );
          }
        }
      }
    }

    // ---- generic per-operation runs -------------------------------------------
    const genericOps = OPERATION_CHECKS.some((c) => enabled.has(c))
      ? contract.operations.filter((op) => op !== logoutOp)
      : [];
    for (const op of genericOps) {
      const resource = resourceOf(op);
      const itemOp = !!resource && op.path === resource.itemPath;
      const unsafe = !['get', 'head', 'options'].includes(op.method);
      const media = requestBodySchema(op);
      const role: Role = op.protected ? 'admin' : 'none';
      const acceptance = enabled.has('positive_data_acceptance') && !credentialsOp(op);
      const fixtureId = itemOp ? fixtures.get(resource) : undefined;
      const goneId = itemOp ? gone.get(resource) : undefined;
      if (unsafe && op.parameters.some((p) => p.in === 'path') && !itemOp) {
        notes.push(
          `${op.label}: path parameters of a write the kit cannot scope to its own data; only negative parameters are tried.`,
        );
      }
      if (itemOp && unsafe && !fixtureId) continue;
      log(`${op.label}`);

      // Positive: generated valid params (and body).
      const numRuns = credentialsOp(op) ? Math.min(runs, 3) : runs;
      const isDelete = op.method === 'delete';
      const paramArb =
        itemOp && unsafe
          ? fc.record({
              target: fc.constantFrom<'fixture' | 'gone'>('fixture', 'gone'),
              rest: validParams(op, fixtureId),
            })
          : fc.record({
              target: fc.constant<'fixture' | 'gone' | 'generated'>('generated'),
              rest: validParams(op),
            });
      const bodyArb = media?.schema ? arbitraryFor(contract, media.schema) : fc.constant(undefined);
      type Example = {
        params: {
          target: 'fixture' | 'gone' | 'generated';
          rest: Record<string, string | undefined>;
        };
        body: unknown;
      };
      const examples: Example[] =
        media?.examples.map((e) => ({ params: { target: 'fixture', rest: {} }, body: e.value })) ??
        [];
      const exampleParams = op.parameters.filter((p) => p.in === 'path' && p.example !== undefined);
      if (!unsafe && exampleParams.length) {
        const rest: Record<string, string | undefined> = {};
        for (const p of exampleParams) rest[`path:${p.name}`] = String(p.example);
        examples.push({ params: { target: 'generated', rest }, body: undefined });
      }
      if (!unsafe && itemOp && fixtureId) {
        examples.push({
          params: { target: 'fixture', rest: { [`path:${resource.idParam}`]: fixtureId } },
          body: undefined,
        });
      }
      await property(
        `${op.key} positive`,
        fc.record({ params: paramArb, body: bodyArb }),
        numRuns,
        op.method === 'get' || media
          ? examples.filter((e) => (unsafe ? e.params.target === 'fixture' : true))
          : [],
        async ({ params, body }) => {
          const steps: Exchange[] = [];
          const { path, query } = splitParams(params.rest);
          let exists = !itemOp || params.target === 'fixture';
          if (itemOp && unsafe) {
            let id = params.target === 'fixture' ? fixtureId! : (goneId ?? '2147483647');
            if (isDelete && params.target === 'fixture') {
              const fresh = await createFixture(resource, 'setup');
              if (!fresh) return { violations: [], steps };
              id = fresh;
            }
            path[resource.idParam] = id;
          } else if (itemOp && !unsafe) {
            exists = path[resource.idParam] === fixtureId;
          }
          const req: RequestSpec = {
            method: op.method,
            path: fillPath(op, path),
            query,
            body: media ? body : undefined,
            auth: authFor(role),
            valid: true,
          };
          const { ex, violations } = await exchange(op, req);
          steps.push(ex);
          const out = [...violations];
          const res = ex.response;
          if (
            acceptance &&
            exists &&
            !res.error &&
            (res.status < 200 || res.status >= 300) &&
            res.status < 500
          ) {
            touch('positive_data_acceptance', op.label);
            out.push({
              check: 'positive_data_acceptance',
              operation: op.label,
              message: `a valid request was answered ${statusLine(res)} (expected 2xx)`,
            });
          } else if (acceptance && exists) touch('positive_data_acceptance', op.label);
          // Keep the data small: delete what a positive create made.
          const resCreate = resources.find((r) => r.create === op);
          if (resCreate && res.status >= 200 && res.status < 300 && isObject(res.json)) {
            const id = res.json[resCreate.idParam] ?? res.json.id;
            if (id !== undefined) await removeQuietly(resCreate, idText(id));
          }
          return { violations: out, steps, focus: 0 };
        },
      );

      // Negative: one mutation of a valid body.
      if (
        media?.schema &&
        (enabled.has('negative_data_rejection') || enabled.has('not_a_server_error'))
      ) {
        const schema = media.schema;
        await property(
          `${op.key} negative`,
          fc.record({ body: arbitraryFor(contract, schema), pick: fc.nat() }),
          runs,
          [],
          async ({ body, pick }) => {
            const m = pickMutation(contract, schema, body, pick);
            if (!m) return { violations: [], steps: [] };
            const path: Record<string, string> = fixtureId
              ? { [resource!.idParam]: fixtureId }
              : {};
            const req: RequestSpec = {
              method: op.method,
              path: fillPath(op, path),
              body: m.value,
              auth: authFor(role),
            };
            const { ex, violations } = await exchange(op, req);
            touch('negative_data_rejection', op.label);
            const out = [...violations];
            if (!isRejection(op, ex.response)) {
              out.push({
                check: 'negative_data_rejection',
                operation: op.label,
                message: `invalid body (${m.description}) was answered ${statusLine(ex.response)} (expected a documented 4xx)`,
              });
            }
            await cleanupCreated();
            return { violations: out, steps: [ex] };
          },
        );
      }

      // Hand-written edge cases for the body.
      if (media?.schema) {
        let cases = edgeCases(contract, media.schema, {
          bodyLimitBytes: contract.bodyLimitBytes,
          acceptance,
        });
        if (credentialsOp(op)) {
          // Valid credentials bodies are failed logins, which servers rightly rate-limit: keep a few.
          const valid = cases.filter((c) => c.expect !== 'reject');
          cases = [
            ...cases.filter((c) => c.expect === 'reject'),
            ...valid.filter((c) => /Unicode text|NUL|exactly maxLength/.test(c.name)).slice(0, 3),
          ];
        }
        for (const c of cases) {
          const path: Record<string, string> = fixtureId ? { [resource!.idParam]: fixtureId } : {};
          const req: RequestSpec = {
            method: op.method,
            path: fillPath(op, path),
            body: c.body,
            raw: c.raw,
            contentType: c.contentType,
            auth: authFor(role),
            valid: c.expect === 'accept',
          };
          await judgeEdge(op, req, c);
        }
        await cleanupCreated();
        if (fixtureId && unsafe && !isDelete) {
          // Put the fixture back the way it was created.
          await call(
            op,
            {
              method: op.method,
              path: fillPath(op, { [resource!.idParam]: fixtureId }),
              body: media.examples[0]?.value ?? minimalValue(contract, media.schema),
              auth: authFor(role),
            },
            'setup',
          );
        }
      }

      // Invalid parameters.
      for (const p of op.parameters.filter((x) => x.in === 'path' || x.in === 'query')) {
        for (const bad of invalidParameterValues(
          contract,
          p.schema,
          p.in === 'path' && fixtureId ? fixtureId : undefined,
        )) {
          const path: Record<string, string> = fixtureId ? { [resource!.idParam]: fixtureId } : {};
          const query: Record<string, string> = {};
          if (p.in === 'path') path[p.name] = bad.value;
          else query[p.name] = bad.value;
          const body = media?.schema ? minimalValue(contract, media.schema) : undefined;
          const req: RequestSpec = {
            method: op.method,
            path: fillPath(op, path),
            query,
            body,
            auth: authFor(role),
          };
          await judgeEdge(op, req, {
            name: `${p.in} parameter ${p.name}: ${bad.name}`,
            expect: 'reject',
          });
        }
      }
    }

    // ---- stateful --------------------------------------------------------------
    if (enabled.has('stateful')) {
      for (const r of resources) await stateful(r);
    }

    // ---- listing: paging, search, totals, summaries, statistics ----------------
    if (enabled.has('listing')) {
      for (const r of resources) {
        const list = r.list;
        const paged =
          list &&
          ['limit', 'offset'].every((n) =>
            list.parameters.some((p) => p.in === 'query' && p.name === n),
          );
        const label = list?.label ?? r.collectionPath;
        if (!list || !paged || !tokens.admin) {
          skip(
            'listing',
            label,
            'needs a list operation with limit and offset, and an admin session',
          );
          continue;
        }
        log(`listing ${label}`);
        await listingCheck({
          contract,
          resource: r,
          statsOp: contract.find(
            (o) => o.method === 'get' && o.path === `${r.collectionPath}/stats`,
          ),
          seed,
          exchange,
          record,
          touch: () => touch('listing', label),
          create: (body) => createWith(r, body, 'listing'),
          remove: (id) => removeQuietly(r, id),
        });
      }
    }

    // ---- auth ------------------------------------------------------------------
    if (enabled.has('auth')) await authChecks(revokedToken);
    return;

    // ---- helpers that need the closure ------------------------------------------
    function isRejection(op: Operation, res: ResponseRecord): boolean {
      return (
        res.status >= 400 && res.status < 500 && documentedStatuses(op, 4).includes(res.status)
      );
    }

    async function cleanupCreated() {
      for (const [r, ids] of created) {
        for (const id of [...ids]) if (fixtures.get(r) !== id) await removeQuietly(r, id);
      }
    }

    async function judgeEdge(
      op: Operation,
      req: RequestSpec,
      c: Pick<EdgeCase, 'name' | 'expect'>,
    ) {
      const { ex, violations } = await exchange(op, req);
      const origin = `edge case: ${c.name}`;
      for (const v of violations) record(v, origin, [ex]);
      const res = ex.response;
      if (c.expect === 'accept') {
        touch('positive_data_acceptance', op.label);
        if (!res.error && res.status < 500 && (res.status < 200 || res.status >= 300)) {
          record(
            {
              check: 'positive_data_acceptance',
              operation: op.label,
              message: `valid input (${c.name}) was answered ${statusLine(res)} (expected 2xx)`,
            },
            origin,
            [ex],
          );
        }
      } else if (c.expect === 'reject') {
        touch('negative_data_rejection', op.label);
        if (!res.error && !isRejection(op, res)) {
          record(
            {
              check: 'negative_data_rejection',
              operation: op.label,
              message: `invalid input (${c.name}) was answered ${statusLine(res)} (expected a documented 4xx)`,
            },
            origin,
            [ex],
          );
        }
      }
      const resCreate = resources.find((r) => r.create === op);
      if (resCreate && res.status >= 200 && res.status < 300) await cleanupCreated();
    }

    async function stateful(r: Resource) {
      const label = `${r.collectionPath} ⇄ ${r.itemPath}`;
      const media = requestBodySchema(r.create);
      if (!media?.schema) return skip('stateful', label, 'the create operation has no JSON body');
      if (!r.read) return skip('stateful', label, 'no read operation to check against');
      log(`stateful ${label}`);
      const createSchema = media.schema;
      const updateMedia = r.update ? requestBodySchema(r.update) : undefined;
      const updateSchema = updateMedia?.schema ?? createSchema;
      const examples: { create: unknown; update: unknown }[] = [];
      const createExample = media.examples[0]?.value;
      if (createExample !== undefined)
        examples.push({
          create: createExample,
          update: updateMedia?.examples[0]?.value ?? createExample,
        });
      const numRuns = Math.max(2, Math.ceil(runs / 5));
      const fail = (message: string) => ({ check: 'stateful' as const, operation: label, message });
      await property(
        `${label} stateful`,
        fc.record({
          create: arbitraryFor(contract, createSchema),
          update: arbitraryFor(contract, updateSchema),
        }),
        numRuns,
        examples,
        async ({ create, update }) => {
          const steps: Exchange[] = [];
          const violations: Outcome['violations'] = [];
          const step = async (op: Operation, req: RequestSpec) => {
            const { ex, violations: vs } = await exchange(op, { ...req, valid: true });
            steps.push(ex);
            violations.push(...vs);
            return ex.response;
          };
          touch('stateful', label);
          const done = (v?: ReturnType<typeof fail>) => ({
            violations: v ? [...violations, v] : violations,
            steps,
          });
          const c = await step(r.create, {
            method: r.create.method,
            path: r.create.path,
            body: create,
            auth: authFor('admin'),
          });
          if (c.status < 200 || c.status >= 300 || !isObject(c.json))
            return done(fail(`creating answered ${statusLine(c)}, so nothing could be read back`));
          const idValue = c.json[r.idParam] ?? c.json.id;
          if (idValue === undefined || idValue === null)
            return done(fail(`the created ${r.collectionPath} item has no ${r.idParam}`));
          const id = idText(idValue);
          const itemPath = r.itemPath.replace(`{${r.idParam}}`, encodeURIComponent(id));
          try {
            let m = roundTripMismatch(contract, createSchema, create, c.json);
            if (m) return done(fail(`the create answer does not reflect what was sent: ${m}`));
            const g = await step(r.read!, {
              method: 'get',
              path: itemPath,
              auth: r.read!.protected ? authFor('admin') : undefined,
            });
            if (g.status !== 200)
              return done(fail(`reading the created item answered ${statusLine(g)}`));
            m = roundTripMismatch(contract, createSchema, create, g.json);
            if (m)
              return done(fail(`reading the created item does not return what was stored: ${m}`));
            if (r.list) {
              const isCreated = (x: unknown) => isObject(x) && String(x[r.idParam] ?? x.id) === id;
              const l = await listAll(r, (items) => items.some(isCreated));
              steps.push(...l.steps.slice(-1));
              violations.push(...l.violations);
              const item = l.items.find(isCreated);
              if (!item) return done(fail(`the list does not contain the created item ${id}`));
              m = roundTripMismatch(contract, createSchema, create, item);
              if (m) return done(fail(`the list shows the created item differently: ${m}`));
            }
            if (r.update) {
              const u = await step(r.update, {
                method: r.update.method,
                path: itemPath,
                body: update,
                auth: authFor('admin'),
              });
              if (u.status < 200 || u.status >= 300)
                return done(fail(`updating answered ${statusLine(u)}`));
              m = roundTripMismatch(contract, updateSchema, update, u.json);
              if (m) return done(fail(`the update answer does not reflect what was sent: ${m}`));
              const g2 = await step(r.read!, {
                method: 'get',
                path: itemPath,
                auth: r.read!.protected ? authFor('admin') : undefined,
              });
              m =
                g2.status === 200
                  ? roundTripMismatch(contract, updateSchema, update, g2.json)
                  : `answered ${statusLine(g2)}`;
              if (m)
                return done(fail(`after the update, reading the item does not reflect it: ${m}`));
            }
            if (r.remove) {
              const d = await step(r.remove, {
                method: r.remove.method,
                path: itemPath,
                auth: authFor('admin'),
              });
              if (d.status < 200 || d.status >= 300)
                return done(fail(`deleting answered ${statusLine(d)}`));
              const g3 = await step(r.read!, {
                method: 'get',
                path: itemPath,
                auth: r.read!.protected ? authFor('admin') : undefined,
              });
              if (g3.status !== 404)
                return done(
                  fail(`after delete, reading the item answered ${statusLine(g3)} (expected 404)`),
                );
              const d2 = await step(r.remove, {
                method: r.remove.method,
                path: itemPath,
                auth: authFor('admin'),
              });
              if (d2.status !== 404)
                return done(fail(`deleting it again answered ${statusLine(d2)} (expected 404)`));
              if (r.list) {
                const isDeleted = (x: unknown) =>
                  isObject(x) && String(x[r.idParam] ?? x.id) === id;
                const l = await listAll(r, (items) => items.some(isDeleted));
                steps.push(...l.steps.slice(-1));
                violations.push(...l.violations);
                if (l.items.some(isDeleted))
                  return done(fail(`the list still contains the deleted item ${id}`));
              }
            }
            return done();
          } finally {
            await cleanupCreated();
          }
        },
      );
    }

    async function authChecks(revoked: string | undefined) {
      log('auth');
      const protectedOps = contract.operations.filter((op) => op.protected);
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
          auth: { role: 'malformed', token: tokens.admin!, literal: true },
        },
      ];
      if (options.expiredToken)
        bad.push({
          name: 'an expired token',
          auth: { role: 'expired', token: options.expiredToken },
        });
      else
        notes.push(
          'auth: the expired-token case is skipped (pass --expired-token T with a token your server has expired).',
        );
      if (revoked)
        bad.push({
          name: 'a revoked token (after logout)',
          auth: { role: 'revoked', token: revoked },
        });
      else notes.push('auth: the revoked-token case is skipped (no session could be logged out).');

      const requestFor = async (op: Operation, auth: Auth): Promise<RequestSpec | undefined> => {
        const resource = resourceOf(op);
        const media = requestBodySchema(op);
        const path: Record<string, string> = {};
        if (resource && op.path === resource.itemPath) {
          const id =
            op.method === 'delete'
              ? await createFixture(resource, 'setup')
              : fixtures.get(resource);
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
      };

      for (const op of protectedOps) {
        // Logging out with the main token would end the run's session; the logout check covers that operation.
        const cases = op === logoutOp ? bad.filter((b) => b.auth?.role !== 'member') : bad;
        for (const b of cases) {
          const req = await requestFor(op, b.auth);
          if (!req) continue;
          const { ex, violations } = await exchange(op, req);
          for (const v of violations) record(v, `auth: ${b.name}`, [ex]);
          touch('auth', op.label);
          if (ex.response.status !== 401) {
            record(
              {
                check: 'auth',
                operation: op.label,
                message: `${b.name} was answered ${statusLine(ex.response)} (expected 401)`,
              },
              `auth: ${b.name}`,
              [ex],
            );
          }
          await cleanupCreated();
        }
      }

      // Members may not write.
      const writes = protectedOps.filter((op) => '403' in op.responses);
      if (!tokens.member) {
        for (const op of writes)
          skip(
            'auth',
            op.label,
            'member case skipped: no member session (pass --member email:password)',
          );
      } else {
        for (const op of writes) {
          const req = await requestFor(op, authFor('member'));
          if (!req) continue;
          const { ex, violations } = await exchange(op, req);
          for (const v of violations) record(v, 'auth: member writes', [ex]);
          touch('auth', op.label);
          if (ex.response.status !== 403) {
            record(
              {
                check: 'auth',
                operation: op.label,
                message: `a member's request was answered ${statusLine(ex.response)} (expected 403)`,
              },
              'auth: member writes',
              [ex],
            );
          }
          await cleanupCreated();
          // The member's token still works after being refused.
          const after = await probe(tokens.member, 'member', 'auth: member token after 403');
          if (after && (after.response.status < 200 || after.response.status >= 300)) {
            record(
              {
                check: 'auth',
                operation: op.label,
                message: `after a refused request, the member's own token gets ${statusLine(after.response)} on ${probeOp!.key}`,
              },
              'auth: token after a failed request',
              [ex, after],
            );
          }
        }
      }

      // The admin token still works after failed requests.
      if (probeOp) {
        const failing = protectedOps.find((op) => requestBodySchema(op)?.schema);
        if (failing) {
          const media = requestBodySchema(failing)!;
          const resource = resourceOf(failing);
          const path: Record<string, string> =
            resource && failing.path === resource.itemPath && fixtures.get(resource)
              ? { [resource.idParam]: fixtures.get(resource)! }
              : {};
          const badBody =
            pickMutation(contract, media.schema!, minimalValue(contract, media.schema!), 0)
              ?.value ?? {};
          const { ex } = await exchange(failing, {
            method: failing.method,
            path: fillPath(failing, path),
            body: badBody,
            auth: authFor('admin'),
          });
          touch('auth', probeOp.label);
          const after = await probe(tokens.admin, 'admin', 'auth: token after a failed request');
          if (after && (after.response.status < 200 || after.response.status >= 300)) {
            record(
              {
                check: 'auth',
                operation: probeOp.label,
                message: `after a failed request (${statusLine(ex.response)}), the admin token gets ${statusLine(after.response)}`,
              },
              'auth: token after a failed request',
              [ex, after],
            );
          }
          await cleanupCreated();
        }
      }
    }
  };

  try {
    await main();
  } catch (e) {
    setupError = `the run stopped: ${(e as Error).stack ?? (e as Error).message}`;
  }
  // A run that stopped during setup still says what it learnt of the server's version.
  if (reached) settleVersion();
  // Cleanup: everything the kit created, fixtures included, then its sessions.
  try {
    for (const [r, ids] of created) for (const id of [...ids]) await removeQuietly(r, id);
    if (logoutOp) {
      for (const t of sessions) {
        if (t === options.token) continue;
        await call(
          logoutOp,
          { method: logoutOp.method, path: logoutOp.path, auth: { role: 'admin', token: t } },
          'cleanup',
        );
      }
    }
  } catch {
    notes.push('cleanup did not finish; some created items may remain');
  }
  prism?.stop();
  resolved.cleanup();
  return redact(report(), secrets);
}

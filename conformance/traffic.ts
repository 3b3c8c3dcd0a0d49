/**
 * The kit's HTTP client. Every request goes through it: it is sent (through
 * Prism as well, with --via-prism), its answer goes through the answer-level
 * checks, and it keeps track of what the kit created, of the sessions the kit
 * opened and of every token (a secret no report shows).
 */
import { ANSWER_CHECKS, responseViolations, type CheckName } from './checks.ts';
import type { Contract, Operation, Resource } from './contract.ts';
import { send, type Exchange, type RequestSpec, type ResponseRecord } from './http.ts';
import { itemId, tokenOf, type KnownOperations } from './known-operations.ts';
import {
  isPrismError,
  parseViolations,
  prismProblem,
  type PrismFinding,
  type PrismHandle,
} from './prism.ts';
import type { Judged, Recorder } from './recorder.ts';
import { addSecret, type Secrets } from './redact.ts';
import { idText, isObject } from './util.ts';

export type Role = 'admin' | 'member' | 'none';
export type Auth = RequestSpec['auth'];

export interface Traffic {
  /** the run's sessions */
  tokens: { admin?: string; member?: string };
  /** the Authorization of a role's session (none without one) */
  authFor: (role: Role) => Auth;
  /** Sends a request and runs the answer-level checks; the caller adds its own. */
  exchange: (op: Operation, req: RequestSpec) => Promise<{ ex: Exchange; violations: Judged[] }>;
  /** Sends and records answer-level violations at once (for setup and sequences). */
  call: (op: Operation, req: RequestSpec, origin: string) => Promise<ResponseRecord>;
  /** Tries a token on the probe operation (undefined without one), recording answer-level violations. */
  probe: (token: string | undefined, role: Role, origin: string) => Promise<Exchange | undefined>;
  /** the ids the kit created and has not deleted, by resource */
  created: Map<Resource, Set<string>>;
  /** the sessions the kit opened (logged out at the end) */
  sessions: Set<string>;
  /** with --via-prism: the proxy, its findings, and the invalid requests it refused too */
  prism: {
    handle?: PrismHandle;
    findings: PrismFinding[];
    refusedInvalid: number;
    unanswered: number;
    error?: string;
  };
  /** how many requests were sent */
  requests: () => number;
  /** each operation's key → the statuses it answered (the status coverage) */
  statuses: Map<string, Set<number>>;
}

/** A documented 429 or 503: a refusal the kit may wait out (when its Retry-After is short). */
const waitable = (op: Operation, res: ResponseRecord) =>
  (res.status === 429 || res.status === 503) && String(res.status) in op.responses;

/** The longest Retry-After (seconds) the kit waits for before it sends a request again. */
export const RETRY_AFTER_MAX_SECONDS = 10;

/** A Retry-After's wait in seconds: a number of seconds or an HTTP date (undefined: neither). */
export function retryAfterSeconds(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (/^\s*\d+\s*$/.test(value)) return Number(value);
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - Date.now()) / 1000));
}

export function createTraffic(kit: {
  contract: Contract;
  ops: KnownOperations;
  recorder: Recorder;
  enabled: ReadonlySet<CheckName>;
  secrets: Secrets;
  /** the server's API root */
  baseUrl: string;
  timeoutMs?: number;
  /** the longest Retry-After of a 429 or 503 the kit waits for (default RETRY_AFTER_MAX_SECONDS) */
  retryAfterMaxSeconds?: number;
}): Traffic {
  const { contract, ops, recorder, enabled, secrets, baseUrl, timeoutMs } = kit;
  const retryAfterMax = kit.retryAfterMaxSeconds ?? RETRY_AFTER_MAX_SECONDS;
  const resources = contract.resources;
  const tokens: Traffic['tokens'] = {};
  const created = new Map<Resource, Set<string>>();
  const sessions = new Set<string>();
  const prism: Traffic['prism'] = { findings: [], refusedInvalid: 0, unanswered: 0 };
  let requestCount = 0;
  const statuses = new Map<string, Set<number>>();

  const authFor = (role: Role): Auth => {
    if (role === 'none') return undefined;
    const t = tokens[role];
    return t ? { role, token: t } : undefined;
  };

  const trackCreated = (op: Operation, res: ResponseRecord) => {
    const resource = resources.find((r) => r.create === op);
    if (!resource || res.status < 200 || res.status >= 300 || !isObject(res.json)) return;
    const id = itemId(resource, res.json);
    if (id !== undefined && id !== null) {
      if (!created.has(resource)) created.set(resource, new Set());
      created.get(resource)!.add(idText(id));
    }
  };

  const sendTo = async (op: Operation, req: RequestSpec): Promise<ResponseRecord> => {
    requestCount++;
    // Bytes that matter as sent (white space past a size limit): Prism would parse and re-send.
    if (!prism.handle || req.rawBytes) return send(baseUrl, req, timeoutMs);
    const viaPrism = await send(prism.handle.url, req, Math.min(timeoutMs ?? 30_000, 10_000));
    // Prism giving no answer in time (a busy machine) says nothing of the server: counted, and
    // the server's own answer is judged.
    if (viaPrism.error) {
      prism.unanswered++;
      return send(baseUrl, req, timeoutMs);
    }
    const violations = parseViolations(viaPrism.headers['sl-violations']);
    const prismMade = isPrismError(viaPrism);
    const own = prismMade ? prismProblem(viaPrism) : [];
    // Prism refusing a request the kit made invalid on purpose is agreement, not a finding.
    const agreed = prismMade && viaPrism.status >= 400 && viaPrism.status < 500 && !req.valid;
    if (agreed) prism.refusedInvalid++;
    else if ((violations.length || prismMade) && prism.findings.length < 500) {
      prism.findings.push({
        operation: op.label,
        request: `${req.method.toUpperCase()} ${req.path}`,
        status: viaPrism.status,
        answeredByPrism: prismMade,
        violations: [...violations, ...own],
      });
    }
    // When Prism answered in the server's place, judge the server's own answer.
    return prismMade ? send(baseUrl, req, timeoutMs) : viaPrism;
  };

  /** A refusal waited for and sent again: its answer-level violations, recorded with it. */
  const judgeRefusal = (op: Operation, ex: Exchange) => {
    statuses.set(op.key, (statuses.get(op.key) ?? new Set()).add(ex.response.status));
    recorder.answered(ex.response.ms);
    for (const v of responseViolations(contract, op, ex.response))
      if (enabled.has(v.check) && v.check !== 'not_a_server_error')
        recorder.record({ ...v, operation: op.label }, 'a refusal waited for', [ex]);
  };

  const exchange: Traffic['exchange'] = async (op, req) => {
    let res = await sendTo(op, req);
    // A documented 429 or 503 with a short Retry-After (a limit, a full queue, a database out of
    // reach for a moment): waited for, as a client would, and sent again. The refusal is judged
    // on its own (its body, its headers), as any answer is; being a 503 is no server error when
    // the request is served after the wait (a 503 to the last attempt is).
    for (let retry = 0; retry < 3 && waitable(op, res); retry++) {
      const wait = retryAfterSeconds(res.headers['retry-after']);
      if (wait === undefined || wait > retryAfterMax) break;
      judgeRefusal(op, { request: req, response: res });
      await new Promise((resolve) => setTimeout(resolve, wait * 1000));
      res = await sendTo(op, req);
    }
    if (!res.error) statuses.set(op.key, (statuses.get(op.key) ?? new Set()).add(res.status));
    trackCreated(op, res);
    // Every token a server hands out is a secret: no report shows it.
    addSecret(secrets, tokenOf(res.json, op), 'token');
    if ((op === ops.login || op === ops.register) && res.status >= 200 && res.status < 300) {
      const t = tokenOf(res.json, op);
      if (t) sessions.add(t);
    }
    const removedFrom = resources.find((r) => r.remove === op);
    if (removedFrom && res.status >= 200 && res.status < 300)
      created.get(removedFrom)?.delete(decodeURIComponent(req.path.split('/').pop() ?? ''));
    recorder.answered(res.ms);
    for (const c of ANSWER_CHECKS) recorder.touch(c, op.label);
    const violations = responseViolations(contract, op, res)
      .filter((v) => enabled.has(v.check))
      .map((v) => ({ ...v, operation: op.label, answer: res }));
    return { ex: { request: req, response: res }, violations };
  };

  const call: Traffic['call'] = async (op, req, origin) => {
    const { ex, violations } = await exchange(op, req);
    for (const v of violations) recorder.record(v, origin, [ex]);
    return ex.response;
  };

  const probe: Traffic['probe'] = async (token, role, origin) => {
    if (!ops.probe) return undefined;
    const { ex, violations } = await exchange(ops.probe, {
      method: 'get',
      path: ops.probe.path,
      auth: token ? { role, token } : undefined,
    });
    for (const v of violations) recorder.record(v, origin, [ex]);
    return ex;
  };

  return {
    tokens,
    authFor,
    exchange,
    call,
    probe,
    created,
    sessions,
    prism,
    requests: () => requestCount,
    statuses,
  };
}

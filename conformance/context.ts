/**
 * The one object every part of a run works with: the options, the contract,
 * the HTTP client, the report's rows, the kit's own data, the fast-check
 * harness and what setup learns. `createContext` reads the contract, names it
 * and picks the accounts; nothing is sent yet.
 */
import { CHECKS, type CheckName } from './checks.ts';
import { defaultContractPath, loadContract, type Contract } from './contract.ts';
import type { NotChecked } from './coverage.ts';
import { resolveContract } from './resolve-contract.ts';
import { createData, type KitData } from './data.ts';
import { findOperations, requestBodySchema, type KnownOperations } from './known-operations.ts';
import { createProperty, type Property } from './property.ts';
import { createRecorder, type Recorder } from './recorder.ts';
import { addSecret, type Secrets } from './redact.ts';
import { createTraffic, type Traffic } from './traffic.ts';
import type { Credentials, RunOptions } from './types.ts';
import { isObject } from './util.ts';
import {
  compareVersions,
  contractVersion,
  versionMessage,
  VersionWatch,
  type ContractVersion,
} from './version.ts';

export interface KitContext {
  options: RunOptions;
  contract: Contract;
  /** the contract's file or URL, as given (the report names it) */
  source: string;
  /** the server's API root */
  baseUrl: string;
  seed: number;
  runs: number;
  startedAt: number;
  enabled: ReadonlySet<CheckName>;
  log: (line: string) => void;
  /** what the report says besides the checks' rows */
  notes: string[];
  /** what could not be checked (a rate limit), for the coverage table */
  notChecked: NotChecked[];
  ops: KnownOperations;
  recorder: Recorder;
  http: Traffic;
  data: KitData;
  property: Property;
  /** passwords and tokens, replaced by labels in every report */
  secrets: Secrets;
  /** the accounts to log in with (options, else the contract's login examples) */
  accounts: { admin?: Credentials; member?: Credentials };
  version: {
    checked: ContractVersion;
    /** the server's API-Version, from its first answers (the first request and the logins) */
    watch: VersionWatch;
    /** says what the server's version means (once): a warning, or a note */
    settle: () => void;
    warning?: string;
  };
  /** what setup and the checks learn on the way */
  state: {
    setupError?: string;
    /** the server answered the first request */
    reached: boolean;
    /** a second admin session, for the logout check to end */
    logoutToken?: string;
    /** a token the logout check ended, for the auth check */
    revokedToken?: string;
  };
  /** removes the contract's temporary copy (one read from a URL or from several files) */
  dispose: () => void;
}

export async function createContext(options: RunOptions): Promise<KitContext> {
  const startedAt = Date.now();
  const seed = options.seed ?? Date.now() % 2_147_483_647;
  const enabled = new Set<CheckName>(options.checks?.length ? options.checks : CHECKS);
  const source = options.contractPath ?? defaultContractPath();
  const resolved = await resolveContract(source);
  const contract = loadContract(resolved.file);
  const checked = contractVersion(contract.doc);
  const announce = options.announce ?? (() => {});
  announce(`contract: ${checked.title} ${checked.version}`);
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const notes: string[] = [];
  const secrets: Secrets = new Map();
  const ops = findOperations(contract);
  const recorder = createRecorder(enabled, baseUrl);
  const http = createTraffic({
    contract,
    ops,
    recorder,
    enabled,
    secrets,
    baseUrl,
    timeoutMs: options.timeoutMs,
    retryAfterMaxSeconds: options.retryAfterMaxSeconds,
  });

  const loginMedia = ops.login ? requestBodySchema(ops.login) : undefined;
  const exampleCreds = (re: RegExp): Credentials | undefined => {
    const ex = loginMedia?.examples.find((e) => re.test(e.name) && isObject(e.value));
    const v = ex?.value as Record<string, unknown> | undefined;
    return v && typeof v.email === 'string' && typeof v.password === 'string'
      ? { email: v.email, password: v.password }
      : undefined;
  };
  const accounts = {
    admin: options.admin ?? (options.token ? undefined : exampleCreds(/admin/i)),
    member: options.member ?? exampleCreds(/member|user|pelatih/i),
  };
  addSecret(secrets, accounts.admin?.password, 'admin password');
  addSecret(secrets, accounts.member?.password, 'member password');
  addSecret(secrets, options.token, 'admin token');
  addSecret(secrets, options.expiredToken, 'expired token');

  let settled = false;
  const version: KitContext['version'] = {
    checked,
    watch: new VersionWatch(),
    settle: () => {
      if (settled) return;
      settled = true;
      const message = versionMessage(
        checked,
        compareVersions(checked.version, version.watch.server),
      );
      if (!message) return;
      announce(message.text);
      if (message.level === 'warning') version.warning = message.text;
      else notes.push(message.text);
    },
  };

  return {
    options,
    contract,
    source,
    baseUrl,
    seed,
    runs: Math.max(1, options.runs ?? 25),
    startedAt,
    enabled,
    log: options.log ?? (() => {}),
    notes,
    notChecked: [],
    ops,
    recorder,
    http,
    data: createData(contract, http),
    property: createProperty(seed, notes, recorder.record),
    secrets,
    accounts,
    version,
    state: { reached: false },
    dispose: () => resolved.cleanup(),
  };
}

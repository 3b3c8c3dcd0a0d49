/**
 * The conformance run: logs in, generates requests from the contract, sends them,
 * judges every answer, runs the stateful, auth and logout sequences, shrinks what
 * fails, cleans up and returns a report. Use it from code (`runConformance`) or
 * through the CLI (`conformance/cli.ts`). The families of checks live in
 * `conformance/checks/`; they share one context (`conformance/context.ts`).
 */
import { acrossOperationsCheck } from './checks/across-operations.ts';
import { authCheck } from './checks/auth.ts';
import { boundariesCheck } from './checks/boundaries.ts';
import { conditionalCheck } from './checks/conditional.ts';
import { crudCheck } from './checks/crud.ts';
import { lastAdminCheck } from './checks/last-admin.ts';
import { listingChecks } from './checks/listing.ts';
import { logoutCheck } from './checks/logout.ts';
import { membersContentCheck } from './checks/members.ts';
import { memberAccountsCheck } from './checks/member-accounts.ts';
import { operationChecks } from './checks/operations.ts';
import { pathPatternsCheck } from './checks/path-patterns.ts';
import { readAfterWriteCheck } from './checks/read-after-write.ts';
import { registerCheck } from './checks/register.ts';
import { sameAnswerCheck } from './checks/same-answer.ts';
import { undatedCheck } from './checks/undated.ts';
import { versionsCheck } from './checks/versions.ts';
import { createContext, type KitContext } from './context.ts';
import { statusCoverage } from './coverage.ts';
import { tokenHelp } from './http.ts';
import { redact } from './redact.ts';
import { cleanUp, setUp } from './setup.ts';
import type { Report, RunOptions } from './types.ts';

export type { Credentials, Finding, Report, Row, RunOptions } from './types.ts';

/**
 * The families of checks, in the order they run. Logout comes first: the token
 * it ends serves the auth check, which comes last.
 */
const FAMILIES: ((kit: KitContext) => Promise<void>)[] = [
  logoutCheck,
  operationChecks,
  crudCheck,
  undatedCheck,
  conditionalCheck,
  versionsCheck,
  listingChecks,
  acrossOperationsCheck,
  readAfterWriteCheck,
  boundariesCheck,
  membersContentCheck,
  memberAccountsCheck,
  pathPatternsCheck,
  sameAnswerCheck,
  registerCheck,
  lastAdminCheck,
  authCheck,
];

export async function runConformance(options: RunOptions): Promise<Report> {
  const kit = await createContext(options);
  try {
    if (await setUp(kit))
      for (const family of FAMILIES) {
        if (options.sequencesOnly && family === operationChecks) continue;
        await family(kit);
        if (options.stopAtFailure && kit.recorder.rows().some((r) => r.verdict === 'fail')) break;
      }
  } catch (e) {
    kit.state.setupError = `the run stopped: ${(e as Error).stack ?? (e as Error).message}`;
  }
  // A run that stopped during setup still says what it learnt of the server's version.
  if (kit.state.reached) kit.version.settle();
  await cleanUp(kit);
  kit.http.prism.handle?.stop();
  kit.dispose();
  return redact(report(kit), kit.secrets);
}

function report(kit: KitContext): Report {
  const { options, baseUrl, accounts, http, state } = kit;
  const rows = kit.recorder.rows();
  const creds: { role: string; email: string; password: string }[] = [];
  if (accounts.admin) creds.push({ role: 'admin', ...accounts.admin });
  if (accounts.member) creds.push({ role: 'member', ...accounts.member });
  return {
    baseUrl,
    contract: kit.source,
    seed: kit.seed,
    runs: kit.runs,
    startedAt: new Date(kit.startedAt).toISOString(),
    durationMs: Date.now() - kit.startedAt,
    requests: http.requests(),
    rows,
    coverage: state.setupError
      ? undefined
      : statusCoverage(kit.contract, http.statuses, kit.ops.deleteAccount),
    ...(kit.notChecked.length ? { notChecked: kit.notChecked } : {}),
    notes: kit.notes,
    tokenHelp: kit.ops.login && creds.length ? tokenHelp(baseUrl, kit.ops.login.path, creds) : '',
    prism: options.viaPrism
      ? {
          url: http.prism.handle?.url,
          findings: http.prism.findings,
          refusedInvalid: http.prism.refusedInvalid,
          unanswered: http.prism.unanswered,
          error: http.prism.error,
        }
      : undefined,
    setupError: state.setupError,
    ok: !state.setupError && rows.every((r) => r.verdict !== 'fail'),
    version: {
      contract: kit.version.checked,
      server: kit.version.watch.server,
      warning: kit.version.warning,
    },
  };
}

/**
 * Runs the kit against mutants: each one a proxy (conformance/test/faulty.ts) in front of a
 * conforming server — the in-memory one (conformance/test/fake-server.ts) or a real one — that
 * makes one mistake. First a run through a recording proxy says what the server's traffic holds
 * (which operations answer which statuses and headers): a mutant needing none of it is
 * unreached, and so is one whose fault never changed anything in its run. A mutant of an
 * answer given only in trouble (a 429, a 500, a 503) is run with the in-memory server armed to
 * give it once (conformance/mutants/trouble.ts).
 */
import type { CheckName } from '../checks.ts';
import { loadContract } from '../contract.ts';
import { runConformance } from '../runner.ts';
import { startFake, type Fake } from '../test/fake-server.ts';
import { startFaulty, type Fault } from '../test/faulty.ts';
import { equivalentReason } from './equivalent.ts';
import { operationMatcher, opName, type Mutant } from './mutant.ts';
import { troubleFor, troubleKey, type Baselines } from './trouble.ts';

export type Verdict = 'killed' | 'survived' | 'equivalent' | 'unreached';

export interface MutantResult {
  mutant: Mutant;
  verdict: Verdict;
  /** the checks that failed (killed), the equivalence's reason, or why it is unreached */
  by: string[];
  ms: number;
}

export interface MutantRunOptions {
  mutants: Mutant[];
  /** a conforming server's API root (default: a fresh in-memory server per worker) */
  baseUrl?: string;
  seed?: number;
  runs?: number;
  concurrency?: number;
  checks?: CheckName[];
  /** a mutant the sequences never met is unreached (no run of the whole kit for it) */
  quickUnreached?: boolean;
  onResult?: (r: MutantResult, done: number, total: number) => void;
}

async function kitAgainst(
  url: string,
  fault: Fault,
  o: Partial<MutantRunOptions>,
  sequencesOnly = false,
  arm?: () => void,
) {
  arm?.();
  const state: { applied?: boolean } = {};
  const faulty = await startFaulty(url, async (ctx) => {
    ctx.state = state;
    try {
      return await fault(ctx);
    } catch (e) {
      // A mistake in the mutant itself is no finding of the kit: the request goes on untouched.
      (state as { errors?: string[] }).errors = [String(e)];
      return undefined;
    }
  });
  try {
    const report = await runConformance({
      baseUrl: faulty.url,
      seed: o.seed ?? 7,
      runs: o.runs ?? 1,
      timeoutMs: 60_000,
      checks: o.checks,
      stopAtFailure: true,
      sequencesOnly,
    });
    return { report, applied: !!state.applied };
  } finally {
    await faulty.close();
  }
}

/** What the conforming server's traffic holds: `operationId status` and `… header` entries. */
export async function observe(url: string, o: Partial<MutantRunOptions>, sequencesOnly = false) {
  const contract = loadContract();
  const forOp = operationMatcher(contract);
  const seen = new Set<string>();
  const { report } = await kitAgainst(
    url,
    async (ctx) => {
      const up = await ctx.forward();
      const op = forOp(ctx.method, ctx.path);
      if (op) {
        seen.add(`${opName(op)} ${up.status}`);
        for (const h of Object.keys(up.headers)) seen.add(`${opName(op)} ${up.status} ${h}`);
      }
      return up;
    },
    o,
    sequencesOnly,
  );
  return { seen, report };
}

export async function runMutants(o: MutantRunOptions): Promise<MutantResult[]> {
  const upstreams: Fake[] = [];
  const upstream = async (): Promise<{ url: string; fake?: Fake }> => {
    if (o.baseUrl) return { url: o.baseUrl };
    const fake = await startFake();
    upstreams.push(fake);
    return { url: fake.url, fake };
  };
  try {
    const first = await upstream();
    const { seen, report } = await observe(first.url, o);
    if (!report.ok)
      throw new Error(
        `the server behind the mutants fails the kit itself (${
          report.setupError ??
          report.rows
            .filter((r) => r.verdict === 'fail')
            .map((r) => `${r.check} ${r.operation}`)
            .join(', ')
        })`,
      );
    const results: MutantResult[] = [];
    const queue = [...o.mutants];
    const total = queue.length;
    const baselines: Baselines = new Map();
    const worker = async ({ url, fake }: { url: string; fake?: Fake }) => {
      for (let m = queue.shift(); m; m = queue.shift()) {
        const started = Date.now();
        const result = await judge(m, url, seen, o, fake, baselines);
        const r = { ...result, mutant: m, ms: Date.now() - started };
        results.push(r);
        o.onResult?.(r, results.length, total);
      }
    };
    // One server per worker: the kit's lists and counts would see another kit's articles.
    const n = o.baseUrl ? 1 : Math.max(1, o.concurrency ?? 2);
    const servers = [first];
    for (let i = 1; i < n; i++) servers.push(await upstream());
    await Promise.all(servers.map(worker));
    const order = new Map(o.mutants.map((m, i) => [m.id, i]));
    return results.sort((a, b) => order.get(a.mutant.id)! - order.get(b.mutant.id)!);
  } finally {
    for (const u of upstreams) await u.close();
  }
}

export async function judge(
  m: Mutant,
  url: string,
  seen: Set<string>,
  o: Partial<MutantRunOptions>,
  /** the in-memory server behind `url`, which can be armed with trouble */
  fake?: Fake,
  baselines: Baselines = new Map(),
): Promise<Omit<MutantResult, 'mutant' | 'ms'>> {
  const reason = equivalentReason(m.id);
  if (reason) return { verdict: 'equivalent', by: [reason] };
  const met = !m.needs || m.needs.some((n) => seen.has(n));
  const trouble = met || !fake ? undefined : troubleFor(m);
  if (!met && !trouble)
    return { verdict: 'unreached', by: [`the server never answered ${m.needs!.join(' or ')}`] };
  const arm = trouble && (() => fake!.trouble(trouble));
  // The sequences first (a fraction of the requests); the whole kit when they find nothing.
  const quick = await kitAgainst(url, m.fault, o, true, arm);
  const again = quick.report.ok || !quick.applied;
  if (again && !quick.applied && o.quickUnreached)
    return { verdict: 'unreached', by: ["the kit's sequences never met the mistake"] };
  const sequencesOnly = !again;
  const { report, applied } = again ? await kitAgainst(url, m.fault, o, false, arm) : quick;
  if (!applied)
    return { verdict: 'unreached', by: ['the fault never changed a request or an answer'] };
  let failed = failedChecks(report);
  if (trouble) {
    // What the kit reports of the trouble itself (a 500 is a server error) is no kill.
    const key = `${troubleKey(trouble)}${sequencesOnly ? ' sequences' : ''}`;
    if (!baselines.has(key))
      baselines.set(
        key,
        kitAgainst(url, () => undefined, o, sequencesOnly, arm).then((r) => failedChecks(r.report)),
      );
    const expected = new Set(await baselines.get(key)!);
    failed = failed.filter((c) => !expected.has(c));
  }
  if (failed.length) return { verdict: 'killed', by: failed };
  return { verdict: 'survived', by: [] };
}

/** The checks a run failed, `setup` first when it could not set up. */
function failedChecks(report: Awaited<ReturnType<typeof runConformance>>): string[] {
  const failed = report.rows.filter((r) => r.verdict === 'fail').map((r) => r.check);
  return [...new Set([...(report.setupError ? ['setup'] : []), ...failed])];
}

/**
 * The cluster scenario and its verdict, shared by `npm run bench:cluster` and its test: a mixed
 * load through HAProxy while every instance is restarted in turn with SIGTERM (a rolling
 * deploy: the next one only once HAProxy has the new one UP), then, optionally, one instance
 * killed with SIGKILL and started again.
 */
import type { Cluster } from './cluster.ts';
import { READS, WRITES, pause, type Load, type Phase, type RequestRecord } from './cluster-load.ts';

export interface ScenarioOptions {
  /** Load without disturbance before, between and after the events. */
  steadyMs: number;
  /** Also kill -9 one instance (the second) and start it again. */
  kill: boolean;
  /** Progress lines (the bench prints them). */
  progress?: (line: string) => void;
}

export interface KillEvent {
  victim: string;
  /** When SIGKILL was sent, and when its exit was seen (it died in between). */
  at: number;
  diedBy: number;
  /** Requests in flight on the victim just before the signal (HAProxy's scur). */
  inFlightOnVictim: number;
  /** Requests in flight (sent, not answered) anywhere, as the load saw it. */
  inFlightAnywhere: number;
}

export interface ScenarioRun {
  startedAt: number;
  endedAt: number;
  kill?: KillEvent;
}

/** Runs the events while `load` runs (started before, stopped after). */
export async function runScenario(
  cluster: Cluster,
  load: Load,
  opts: ScenarioOptions,
): Promise<ScenarioRun> {
  const say = opts.progress ?? (() => {});
  const t0 = Date.now();
  const at = () => `${((Date.now() - t0) / 1000).toFixed(1)} s`;
  const setPhase = (phase: Phase) => (load.phase = phase);
  await pause(opts.steadyMs);

  setPhase('rolling');
  for (const i of cluster.instances) {
    say(`${at()}  rolling: SIGTERM to ${i.name}`);
    await cluster.stopInstance(i.name, 'SIGTERM');
    say(`${at()}  rolling: ${i.name} stopped, starting its successor`);
    await cluster.startInstance(i.name);
    say(`${at()}  rolling: ${i.name} is UP in HAProxy`);
  }
  setPhase('steady');
  const run: ScenarioRun = { startedAt: t0, endedAt: 0 };
  await pause(opts.steadyMs);

  if (opts.kill) {
    const victim = cluster.instances[1 % cluster.instances.length]!.name;
    setPhase('kill');
    const before = await cluster.stats();
    run.kill = {
      victim,
      at: Date.now(),
      diedBy: 0,
      inFlightOnVictim: before[victim]?.scur ?? 0,
      inFlightAnywhere: load.inFlight.size,
    };
    say(`${at()}  kill -9 ${victim} (${run.kill.inFlightOnVictim} requests in flight on it)`);
    await cluster.stopInstance(victim, 'SIGKILL');
    run.kill.diedBy = Date.now();
    await cluster.waitState(victim, 'DOWN');
    say(`${at()}  ${victim} is DOWN in HAProxy, starting it again`);
    await cluster.startInstance(victim);
    say(`${at()}  ${victim} is UP in HAProxy`);
    setPhase('steady');
    await pause(opts.steadyMs);
  }
  run.endedAt = Date.now();
  return run;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]! : 0;

function row(label: string, records: RequestRecord[]) {
  const ms = records.map((r) => r.end - r.start).sort((a, b) => a - b);
  const failed = records.filter((r) => !r.ok).length;
  return `  ${label.padEnd(10)}${String(records.length).padStart(9)}${String(failed).padStart(8)}${String(percentile(ms, 50)).padStart(8)}${String(percentile(ms, 99)).padStart(8)}`;
}

function countBy<T>(items: T[], key: (t: T) => string): string {
  const counts = new Map<string, number>();
  for (const t of items) counts.set(key(t), (counts.get(key(t)) ?? 0) + 1);
  return [...counts].map(([k, n]) => `${k} ${n}`).join(', ') || 'none';
}

export interface Verdict {
  /** No read that started during the rolling restart failed. */
  noFailedReadWhileRolling: boolean;
  /** Nor any other request: writes (also those over HAProxy's 16 kB buffer), logins. */
  noFailedRequestWhileRolling: boolean;
  noLostWrite: boolean;
  /** After the kill -9: every failure was a request in flight on that instance (true without a kill). */
  onlyInFlightFailedAtKill: boolean;
  pass: boolean;
}

/** The figures and the verdict, as lines to print. */
export function report(
  cluster: Cluster,
  load: Load,
  run: ScenarioRun,
  lost: string[],
): { lines: string[]; verdict: Verdict } {
  const all = load.records;
  const failed = all.filter((r) => !r.ok);
  const byPhase = (p: Phase) => all.filter((r) => r.phase === p);
  const rolling = byPhase('rolling');
  const lines = [
    `  phase      requests  failed  p50 ms  p99 ms`,
    row('steady', byPhase('steady')),
    row('rolling', rolling),
    ...(run.kill ? [row('kill -9', byPhase('kill'))] : []),
    row('all', all),
    `  by kind: ${countBy(all, (r) => r.kind)}`,
    `  failures by status: ${countBy(failed, (r) => `${r.status === 'network' ? 'no answer' : r.status} (${r.phase}, ${r.kind})`)}`,
  ];
  const logged = [...cluster.requestLog.values()];
  const replayed = logged.filter((l) => l.retries > 0).length;
  lines.push(
    `  HAProxy: ${logged.length} requests logged, ${replayed} sent again to another instance ` +
      `(refused with 503 by a stopping one, or a refused connection)`,
  );
  lines.push(
    `  writes: ${load.ackedWrites} acknowledged (${load.acked.size} articles), ` +
      `${load.acked.size - lost.length} of the articles found as acknowledged afterwards, ${lost.length} lost`,
  );
  for (const l of lost.slice(0, 10)) lines.push(`    lost: ${l}`);

  let onlyInFlight = true;
  if (run.kill) {
    const { victim, at, diedBy, inFlightOnVictim } = run.kill;
    // In flight on the victim when it died: sent before its exit was seen, not answered when the
    // signal was sent, and sent to it. HAProxy logs every request with the instance that
    // answered it (or 502 with the one that did not), but for one: a request an instance never
    // answered, on a client's kept-alive connection, which HAProxy ends by closing that
    // connection, without an answer or a log line (so that the client may retry).
    const onVictim = new Set(
      all.filter((r) => {
        if (r.start > diedBy || r.end < at) return false;
        const logged = cluster.requestLog.get(r.id);
        return logged ? logged.server === victim : !r.ok;
      }),
    );
    const afterKill = failed.filter((r) => r.end >= at);
    const others = afterKill.filter((r) => !onVictim.has(r));
    onlyInFlight = others.length === 0;
    lines.push(
      `  kill -9 ${victim}: ${onVictim.size} requests in flight on it when it died ` +
        `(HAProxy counted ${inFlightOnVictim} just before the signal; ${diedBy - at} ms from the ` +
        `signal to its exit seen), ${[...onVictim].filter((r) => !r.ok).length} of them failed; ` +
        `${others.length} other requests failed after the kill`,
    );
  }
  const isRead = (r: RequestRecord) => READS.includes(r.kind);
  const verdict: Verdict = {
    noFailedReadWhileRolling: !rolling.some((r) => isRead(r) && !r.ok),
    noFailedRequestWhileRolling: !rolling.some((r) => !r.ok),
    noLostWrite: lost.length === 0,
    onlyInFlightFailedAtKill: onlyInFlight,
    pass: false,
  };
  verdict.pass =
    verdict.noFailedReadWhileRolling &&
    verdict.noFailedRequestWhileRolling &&
    verdict.noLostWrite &&
    verdict.onlyInFlightFailedAtKill;
  const mark = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
  const rollingWrites = rolling.filter((r) => WRITES.includes(r.kind));
  const rollingLarge = rolling.filter((r) => r.kind === 'large');
  const failedOf = (records: RequestRecord[]) => records.filter((r) => !r.ok).length;
  lines.push(
    'verdict:',
    `  ${mark(verdict.noFailedReadWhileRolling)}  no failed read during the rolling restart ` +
      `(${rolling.filter(isRead).length} reads)`,
    `  ${mark(verdict.noFailedRequestWhileRolling)}  no failed request during the rolling restart ` +
      `(${failedOf(rolling)} of ${rolling.length} failed; writes ${failedOf(rollingWrites)} of ` +
      `${rollingWrites.length}, of them over 16 kB ${failedOf(rollingLarge)} of ${rollingLarge.length})`,
    `  ${mark(verdict.noLostWrite)}  no acknowledged write lost`,
    ...(run.kill
      ? [
          `  ${mark(verdict.onlyInFlightFailedAtKill)}  after the kill -9, only requests in flight on ${run.kill.victim} failed`,
        ]
      : []),
  );
  return { lines, verdict };
}

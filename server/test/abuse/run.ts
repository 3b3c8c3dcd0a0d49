/**
 * The abuse harness: bounded, seeded attacks on a server it starts on loopback (target.ts),
 * while an innocent client asks for small things. It asserts, and prints with the figures:
 * - no 5xx but a 503 with Retry-After, and no undocumented answer in a race;
 * - no connection the server ended unless the attack asked for it;
 * - the innocent requests (/healthz, an image, a small article) answered within `probeBoundMs`;
 * - the server's memory within `memoryBoundMb` of its idle size;
 * - at rest afterwards, every gate, queue and pool empty, as /metrics reads them;
 * - no defunct child process, and no more children than at the start.
 * It opens with the recipe that once leaked the read gate: two slow readers of a large
 * article, then two article pages of large articles.
 */
import { ATTACKS, between, pick, seeded, send, type Ctx, type Outcome } from './attacks.ts';
import { accountRace, articleRace, undocumented } from './races.ts';
import { startTarget, type Target, type TargetOptions } from './target.ts';

export interface AbuseOptions extends TargetOptions {
  seed: number;
  /** How long the random attacks go on after the opening recipe. */
  durationMs: number;
  /** Attackers at once. */
  concurrency: number;
  maxBodyBytes: number;
  maxHoldMs: number;
  probeBoundMs: number;
  memoryBoundMb: number;
  /** How long the server may take to come to rest after the last attack. */
  restTimeoutMs: number;
  log?: (line: string) => void;
}

export interface AbuseResult {
  failures: string[];
  outcomes: Outcome[];
  probes: Record<string, { count: number; p50: number; p99: number; max: number }>;
  memory: { idleMb: number; peakMb: number };
  rest: Record<string, number>;
  restAfterMs: number;
}

/** The weights of the random mix. */
const MIX: [string, number][] = [
  ['slowReader', 3],
  ['aborter', 3],
  ['articlePage', 2],
  ['largeList', 3],
  ['deepBody', 2],
  ['oversized', 1],
  ['gzipBomb', 1],
  ['loginBurst', 1],
  ['registerBurst', 1],
  ['accountRace', 2],
  ['articleRace', 2],
];

/** The gauges that must read 0 at rest. */
const AT_REST = [
  'apifutsal_large_reads{state="running"}',
  'apifutsal_large_reads{state="waiting"}',
  'apifutsal_large_answers{state="sending"}',
  'apifutsal_large_answers{state="bytes"}',
  'apifutsal_db_connections{state="waiting"}',
  'apifutsal_hash_queue_waiting',
];

async function gauges(t: Target): Promise<Record<string, number>> {
  const res = await fetch(`${t.url}/metrics`, {
    headers: { authorization: `Bearer ${t.metricsToken}` },
  });
  const text = await res.text();
  const out: Record<string, number> = {};
  for (const name of AT_REST) {
    const line = text.split('\n').find((l) => l.startsWith(`${name} `));
    // A gauge the server does not have counts as not at rest: the harness would be blind.
    out[name] = line ? Number(line.slice(name.length + 1)) : NaN;
  }
  return out;
}

function percentile(sorted: number[], p: number) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]! : 0;
}

export async function runAbuse(o: AbuseOptions): Promise<AbuseResult> {
  const log = o.log ?? (() => {});
  const t0 = performance.now();
  const phase = (name: string) => log(`${name}: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const target = await startTarget(o);
  phase('server started');
  const outcomes: Outcome[] = [];
  const failures: string[] = [];
  const ctx: Ctx = {
    target,
    rnd: seeded(o.seed),
    record: (x) => outcomes.push(x),
    maxBodyBytes: o.maxBodyBytes,
    maxHoldMs: o.maxHoldMs,
  };
  try {
    await fetch(`${target.url}/api/articles?limit=1`).then((r) => r.arrayBuffer());
    const childrenBefore = target.children().filter((c) => c.state !== 'Z').length;
    const idleMb = target.rssMb();
    let peakMb = idleMb;
    const sampler = setInterval(() => {
      try {
        peakMb = Math.max(peakMb, target.rssMb());
      } catch {
        // the process is gone: the checks below say so
      }
    }, 50);

    // The innocent client: one small request every 100 ms, in turn.
    const latencies: Record<string, number[]> = {
      '/healthz': [],
      '/favicon.svg': [],
      '/api/articles/1': [],
    };
    let probing = true;
    const prober = (async () => {
      for (let k = 0; probing; k++) {
        const path = Object.keys(latencies)[k % 3]!;
        const started = performance.now();
        try {
          const res = await fetch(`${target.url}${path}`);
          await res.arrayBuffer();
          if (res.status !== 200) failures.push(`innocent ${path} answered ${res.status}`);
        } catch (err) {
          failures.push(`innocent ${path} failed: ${(err as Error).message}`);
        }
        latencies[path]!.push(performance.now() - started);
        await new Promise((r) => setTimeout(r, 100));
      }
    })();

    // The opening recipe, then the random mix until the time is up.
    const big = target.bigIds[0]!;
    let answering = 0;
    const slow = [0, 1].map(() =>
      send(ctx, 'slowReader', {
        method: 'GET',
        path: `/api/articles/${big}`,
        readRate: 2_000,
        // Longer than an article page waits for its article (2 s).
        abortAfterMs: 3_500,
        onHeaders: () => answering++,
      }),
    );
    // Once both are being answered (a server that sends from inside the gate holds both slots).
    for (let waited = 0; answering < 2 && waited < 5_000; waited += 20)
      await new Promise((r) => setTimeout(r, 20));
    const pages = target.bigIds
      .slice(1, 3)
      .map((id) => send(ctx, 'articlePage', { method: 'GET', path: `/freekick/${id}` }));
    await Promise.all([...slow, ...pages]);
    phase('opening recipe done');
    const admin = await target.adminToken();
    const total = MIX.reduce((n, [, w]) => n + w, 0);
    const draw = () => {
      let x = ctx.rnd() * total;
      for (const [name, w] of MIX) if ((x -= w) < 0) return name;
      return MIX[0]![0];
    };
    const end = Date.now() + o.durationMs;
    await Promise.all(
      Array.from({ length: o.concurrency }, async () => {
        while (Date.now() < end) {
          const name = draw();
          if (name === 'accountRace') await accountRace(ctx);
          else if (name === 'articleRace') await articleRace(ctx, admin);
          else await ATTACKS[name]!(ctx);
          await new Promise((r) => setTimeout(r, between(ctx.rnd, 0, 50)));
        }
      }),
    );
    phase('random attacks done');
    probing = false;
    await prober;
    clearInterval(sampler);

    // At rest: every gauge back to 0 within the time allowed.
    const restStarted = Date.now();
    let rest = await gauges(target);
    while (Object.values(rest).some((v) => v !== 0) && Date.now() - restStarted < o.restTimeoutMs) {
      await new Promise((r) => setTimeout(r, 250));
      rest = await gauges(target);
    }
    const restAfterMs = Date.now() - restStarted;
    phase('at rest');
    for (const [name, v] of Object.entries(rest))
      if (v !== 0)
        failures.push(`at rest ${o.restTimeoutMs} ms after the attacks: ${name} is ${v}`);
    const children = target.children();
    for (const c of children.filter((c) => c.state === 'Z'))
      failures.push(`defunct child process ${c.pid} (${c.command})`);
    const living = children.filter((c) => c.state !== 'Z').length;
    if (living > childrenBefore)
      failures.push(`${living} child processes at rest, ${childrenBefore} at the start`);

    for (const x of outcomes) {
      if (typeof x.status === 'number' && x.status >= 500 && !(x.status === 503 && x.retryAfter))
        failures.push(
          `${x.attack}: ${x.request} answered ${x.status}${x.status === 503 ? ' without Retry-After' : ''}`,
        );
      else if (x.status === 'reset' && !x.resetExpected)
        failures.push(
          `${x.attack}: ${x.request}: the server ended the connection without an answer`,
        );
      else if (x.attack.endsWith('Race') && undocumented(x))
        failures.push(`${x.attack}: ${x.request} answered ${x.status}, not documented`);
    }
    const probes: AbuseResult['probes'] = {};
    for (const [path, list] of Object.entries(latencies)) {
      const sorted = [...list].sort((a, b) => a - b);
      const max = sorted.at(-1) ?? 0;
      probes[path] = {
        count: sorted.length,
        p50: Math.round(percentile(sorted, 0.5)),
        p99: Math.round(percentile(sorted, 0.99)),
        max: Math.round(max),
      };
      if (max > o.probeBoundMs)
        failures.push(`innocent ${path} waited ${Math.round(max)} ms (bound ${o.probeBoundMs} ms)`);
    }
    if (peakMb - idleMb > o.memoryBoundMb)
      failures.push(`memory grew ${Math.round(peakMb - idleMb)} MB (bound ${o.memoryBoundMb} MB)`);
    log(
      `seed ${o.seed}: ${outcomes.length} attack requests; verdict ${failures.length ? 'FAIL' : 'PASS'}`,
    );
    return {
      failures: [...new Set(failures)],
      outcomes,
      probes,
      memory: { idleMb: Math.round(idleMb), peakMb: Math.round(peakMb) },
      rest,
      restAfterMs,
    };
  } finally {
    await target.stop();
    phase('server stopped');
  }
}

/** Counts of each attack's answers, `status×count`, for the printed table. */
export function summary(
  outcomes: Outcome[],
): Record<string, { requests: number; answers: string }> {
  const by: Record<string, Map<string, number>> = {};
  for (const x of outcomes) {
    const m = (by[x.attack] ??= new Map());
    const key = String(x.status);
    m.set(key, (m.get(key) ?? 0) + 1);
  }
  return Object.fromEntries(
    Object.entries(by).map(([attack, m]) => [
      attack,
      {
        requests: [...m.values()].reduce((a, b) => a + b, 0),
        answers: [...m.entries()]
          .sort()
          .map(([s, n]) => `${s}×${n}`)
          .join(' '),
      },
    ]),
  );
}

export { pick };

#!/usr/bin/env node
// `npm run bench:abuse`: seeded, bounded attacks on the reference server on loopback
// (server/test/abuse/): slow readers, clients that abort half-way, article pages and lists of
// the largest articles, deeply nested, oversized and compressed bodies, bursts of logins and
// registrations, and races on one account or article, while an innocent client asks for
// /healthz, an image and a small article every 100 ms. Prints the figures and the verdict;
// exits 1 on any failure. PGlite, or PostgreSQL when DATABASE_URL is set.
// Options: --seed=N (default 1), --seconds=N (default 60), --concurrency=N (default 8),
// --articles=N large articles (default 10), --mb=N of text each (default 10),
// --probe-bound=MS (default 500), --memory-bound=MB (default 800), --root=DIR (the checkout
// whose server runs; default this one).
import os from 'node:os';
import path from 'node:path';
import { runAbuse, summary } from '../server/test/abuse/run.ts';

const arg = (name, fallback) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const opts = {
  root: path.resolve(arg('root', '.')),
  databaseUrl: process.env.DATABASE_URL || undefined,
  seed: Number(arg('seed', 1)),
  durationMs: Number(arg('seconds', 60)) * 1000,
  concurrency: Number(arg('concurrency', 8)),
  bigArticles: Number(arg('articles', 10)),
  articleMb: Number(arg('mb', 10)),
  firstArticleMb: Math.max(12, Number(arg('mb', 10))),
  accounts: 40,
  maxBodyBytes: 9_000_000,
  maxHoldMs: 6_000,
  probeBoundMs: Number(arg('probe-bound', 500)),
  memoryBoundMb: Number(arg('memory-bound', 800)),
  restTimeoutMs: 30_000,
  log: (line) => console.log(line),
};
const backend = opts.databaseUrl ? 'PostgreSQL' : 'PGlite';
console.log(
  `bench:abuse on ${backend}, ${os.availableParallelism()} cores: seed ${opts.seed}, ${opts.durationMs / 1000} s, ` +
    `${opts.concurrency} attackers, ${opts.bigArticles} articles of about ${opts.articleMb} MB`,
);
const started = performance.now();
const result = await runAbuse(opts);
console.table(summary(result.outcomes));
console.table(result.probes);
console.log(
  `memory: ${result.memory.idleMb} MB idle, ${result.memory.peakMb} MB at the peak (bound +${opts.memoryBoundMb} MB)`,
);
console.log(`at rest after ${result.restAfterMs} ms:`, result.rest);
console.log(`took ${Math.round((performance.now() - started) / 1000)} s`);
if (result.failures.length) {
  console.log(`\nverdict: FAIL (${result.failures.length})`);
  for (const f of result.failures.slice(0, 40)) console.log(`  - ${f}`);
  process.exitCode = 1;
} else console.log('\nverdict: PASS');

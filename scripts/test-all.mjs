#!/usr/bin/env node
// `npm test`: every tier, in order, stopping at nothing so one run shows every
// failure. Exits non-zero if any step failed.
import { run } from './lib.mjs';

const steps = [
  ['contract lint (spectral)', 'npm', ['run', '--silent', 'api:lint']],
  ['generated types in sync', 'npm', ['run', '--silent', 'api:check']],
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  ['eslint', 'npm', ['run', '--silent', 'lint']],
  ['unit tests (vitest)', 'npm', ['run', '--silent', 'test:unit']],
  ['stories: play, axe, visual (test-runner)', 'npm', ['run', '--silent', 'test:stories']],
  ['journeys (playwright)', 'npm', ['run', '--silent', 'test:e2e']],
  ['server API tests (vitest: PGlite, and PostgreSQL when DATABASE_URL is set)', 'npm', ['run', '--silent', 'test:server']],
  ['server journeys (playwright against the reference server)', 'npm', ['run', '--silent', 'test:e2e:server']],
  ['conformance kit (vitest: the kit against the reference server and its faulty variants)', 'npm', ['run', '--silent', 'test:conformance']],
  ['size budgets (size-limit)', 'npm', ['run', '--silent', 'size']],
];

const only = process.argv.slice(2);
const results = [];
for (const [name, cmd, args] of steps) {
  if (only.length && !only.some((o) => name.includes(o))) continue;
  console.log(`\n━━━ ${name} ━━━`);
  const started = Date.now();
  const code = await run(cmd, args);
  results.push({ name, ok: code === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) });
}

console.log('\n━━━ summary ━━━');
for (const r of results) console.log(`${r.ok ? 'PASS' : 'FAIL'}  ${r.name} (${r.seconds}s)`);
const failed = results.filter((r) => !r.ok).length;
console.log(`steps: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);

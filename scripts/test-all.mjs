#!/usr/bin/env node
// `npm test`: every tier, stopping at nothing so one run shows every failure.
// Exits non-zero if any step failed.
//
// The site and Storybook are built once, and the tiers that read them reuse the
// builds. Steps run in three lanes side by side, so that a tier that mostly waits
// (timers, sockets) shares the cores with the browser tiers. A step's output
// is printed in one piece when it ends, so the lanes do not interleave.
//
//   npm test                   everything
//   npm test -- unit eslint    only the steps whose name contains one of the words
//   npm test -- --serial       one step at a time (to time each tier alone)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { failureLines } from './step-notes.mjs';

const npm = (script, ...args) => [
  'npm',
  ['run', '--silent', script, ...(args.length ? ['--', ...args] : [])],
];

const BUILD = 'build the site (vite build, prerender)';

/**
 * Three lanes run side by side from start to end; a lane's steps run in order. A
 * step that reads the built site waits for the build (lane 1 builds it first).
 * Lane 1 is Storybook's browser work and the kit's tests; lane 2 the static checks,
 * the unit tests and the journeys against the mock; lane 3 the reference server's
 * tests and its journeys. Each of the three is about a third of the work (the kit
 * after the stories, the server's journeys after its tests, so that the lanes end
 * together), and the server's and the kit's tests spend much of their time waiting
 * on timers, sockets and child processes, which a third lane fills (`npm test`
 * prints how busy the cores were).
 */
const lanes = [
  [
    [BUILD, 'npx', ['vite', 'build', '--logLevel', 'warn']],
    ['build Storybook', 'node', ['scripts/build-storybook.mjs']],
    ['stories: play, axe, visual (test-runner)', ...npm('test:stories', '--no-build')],
    ['size budgets (size-limit)', 'npx', ['size-limit'], { after: BUILD }],
    [
      'conformance kit (the kit against the reference server and its faulty variants)',
      ...npm('test:conformance'),
    ],
  ],
  [
    ['contract lint (spectral)', ...npm('api:lint')],
    ['contract diff (breaking changes need a major version)', ...npm('api:diff')],
    ['generated types in sync', ...npm('api:check')],
    ['typecheck', ...npm('typecheck')],
    ['formatting (prettier --check)', ...npm('format:check')],
    ['unit tests (vitest)', ...npm('test:unit')],
    ['eslint', ...npm('lint')],
    [
      'built site holds no members-only content (members-leak)',
      'node',
      ['scripts/members-leak.mjs'],
      { after: BUILD },
    ],
    [
      'journeys (playwright against the site server + Prism)',
      ...npm('test:e2e', '--no-build'),
      { after: BUILD },
    ],
  ],
  [
    [
      'server API tests (vitest: PGlite, and PostgreSQL when DATABASE_URL is set)',
      ...npm('test:server'),
    ],
    [
      'server journeys (playwright against the reference server)',
      'npx',
      ['playwright', 'test', '-c', 'playwright.server.config.ts'],
      { after: BUILD },
    ],
  ],
];

const argv = process.argv.slice(2);
const serial = argv.includes('--serial');
const only = argv.filter((a) => !a.startsWith('--'));
const wanted = (name) => !only.length || only.some((o) => name.includes(o));

/**
 * The CPU time a step's processes used (user + system, the step's process and every child it
 * waited for), from the POSIX shell's `times` after the step ends: wall time alone cannot tell a
 * step that computes from one that waits, and the lanes share the machine's cores.
 */
const TIMES = /^(\d+)m([\d.]+)s (\d+)m([\d.]+)s$/;
function cpuSecondsOf(output) {
  const lines = output.trimEnd().split(/\r?\n/);
  const children = TIMES.exec(lines.at(-1) ?? '');
  const shell = TIMES.exec(lines.at(-2) ?? '');
  if (!children || !shell) return { text: output, cpu: undefined };
  const sum = (m) => Number(m[1]) * 60 + Number(m[2]) + Number(m[3]) * 60 + Number(m[4]);
  return { text: lines.slice(0, -2).join('\n') + '\n', cpu: sum(children) + sum(shell) };
}

/**
 * A step's environment: plain text unless the caller asked for colour with FORCE_COLOR. The
 * output goes to a pipe and then to a log, and some runners colour it anyway when CI is set
 * (Vitest does, and treats even FORCE_COLOR=0 as a request for colour), so NO_COLOR says it.
 */
function stepEnv() {
  const env = { ...process.env, SCARF_ANALYTICS: 'false' };
  if (env.FORCE_COLOR === undefined) env.NO_COLOR = '1';
  return env;
}

function runStep([name, cmd, args]) {
  return new Promise((resolve) => {
    const started = Date.now();
    const chunks = [];
    const child = spawn('sh', ['-c', '"$0" "$@"; s=$?; times >&2; exit $s', cmd, ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: stepEnv(),
    });
    child.stdout.on('data', (d) => chunks.push(d));
    child.stderr.on('data', (d) => chunks.push(d));
    child.on('close', (code, signal) => {
      const seconds = (Date.now() - started) / 1000;
      const ok = code === 0 && !signal;
      const { text, cpu } = cpuSecondsOf(Buffer.concat(chunks).toString());
      process.stdout.write(
        `\n━━━ ${name}: ${ok ? 'PASS' : 'FAIL'} (${seconds.toFixed(1)}s${cpu === undefined ? '' : `, CPU ${cpu.toFixed(1)}s`}) ━━━\n`,
      );
      process.stdout.write(text);
      resolve({ name, ok, seconds, cpu, notes: failureLines(text, { failed: !ok }) });
    });
  });
}

const finished = new Map();
function done(name) {
  if (!finished.has(name)) {
    let resolve;
    const promise = new Promise((r) => (resolve = r));
    finished.set(name, { promise, resolve });
  }
  return finished.get(name);
}

async function runLane(steps) {
  const results = [];
  for (const step of steps) {
    const [name, , , options] = step;
    if (!wanted(name)) {
      done(name).resolve();
      continue;
    }
    if (options?.after && wanted(options.after)) await done(options.after).promise;
    results.push(await runStep(step));
    done(name).resolve();
  }
  return results;
}

/** The machine's CPU counters (Linux /proc/stat: idle and total jiffies), or undefined elsewhere. */
function cpuTimes() {
  try {
    const fields = fs
      .readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]
      .trim()
      .split(/\s+/)
      .slice(1);
    const values = fields.map(Number);
    return { idle: values[3] + (values[4] ?? 0), total: values.reduce((a, b) => a + b, 0) };
  } catch {
    return undefined;
  }
}
function machineBusy(a, b) {
  if (!a || !b || b.total === a.total) return undefined;
  return Math.round(100 * (1 - (b.idle - a.idle) / (b.total - a.total)));
}

const cpuAtStart = cpuTimes();
const started = Date.now();
const results = [];
if (serial) {
  for (const lane of lanes) results.push(...(await runLane(lane)));
} else {
  console.log(
    `\n▶ ${lanes.length} lanes side by side:\n${lanes.map((lane, i) => `  ${i + 1}: ${lane.map((s) => s[0]).join(' → ')}`).join('\n')}`,
  );
  for (const r of await Promise.all(lanes.map(runLane))) results.push(...r);
}

const total = (Date.now() - started) / 1000;
console.log('\n━━━ summary ━━━');
for (const r of results) {
  const cpu = r.cpu === undefined ? '' : `, CPU ${r.cpu.toFixed(1)}s`;
  console.log(`${r.ok ? 'PASS' : 'FAIL'}  ${r.name} (${r.seconds.toFixed(1)}s${cpu})`);
  for (const line of r.notes) console.log(`        ${line}`);
}
const failed = results.filter((r) => !r.ok).length;
const cpuTotal = results.reduce((sum, r) => sum + (r.cpu ?? 0), 0);
const busy = machineBusy(cpuAtStart, cpuTimes());
console.log(
  `CPU: ${cpuTotal.toFixed(0)}s counted in the steps (a browser's processes are not always among them)` +
    (busy === undefined
      ? ''
      : `; the machine's ${os.availableParallelism()} cores were ${busy}% busy`),
);
console.log(
  `steps: ${results.length - failed} passed, ${failed} failed; ${Math.floor(total / 60)}m${Math.round(total % 60)}s in all`,
);
process.exit(failed ? 1 : 0);

// @vitest-environment node
// The password hashing threads start with no Node options instead of the process's, which carry
// the tsx loader under `npm start` and `npm run server` (docs/decisions/hash-thread-loader.md).
// These fail when tsx, piscina, Node or the npm scripts change what that relies on: the scripts
// load tsx, tsx started in a thread leaves an esbuild child nobody waits for once the thread
// ends, and Node refuses the process's V8 options in a thread's list.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { installedVersion, readJson, recheck, ROOT } from './lib';

const RECORD = 'hash-thread-loader.md';
const MEASURED = { tsx: '4.23.15', piscina: '5.3.2' };

/** The Node options of an npm script that runs `node … <file>` (its `exec` or not). */
function nodeOptionsOf(script: string): string[] {
  const words = script.split(/\s+/);
  const node = words.indexOf('node');
  const file = words.findIndex((w, i) => i > node && /\.(ts|mjs|js)$/.test(w));
  return words.slice(node + 1, file);
}

/**
 * In `node --liftoff-only --import tsx`: a pool of the hash worker once with the inherited Node
 * options and once with the server's (HASH_THREAD_EXEC_ARGV), listing the process's children
 * while its thread lives and after it ended; and whether Node takes a V8 option in a thread's list.
 */
const PROBE = `(async () => {
const { spawnSync } = require('node:child_process');
const { Worker } = require('node:worker_threads');
const { Piscina } = require(${JSON.stringify(createRequire(import.meta.url).resolve('piscina'))});
const { HASH_THREAD_EXEC_ARGV } = await import(${JSON.stringify(pathToFileURL(path.join(ROOT, 'server/hash-threads.ts')).href)});
const worker = ${JSON.stringify(pathToFileURL(path.join(ROOT, 'server/hash-worker.mjs')).href)};
const children = () =>
  spawnSync('ps', ['--ppid', String(process.pid), '-o', 'stat=,comm='], { encoding: 'utf8' })
    .stdout.split('\\n').map((l) => l.trim()).filter((l) => l && !l.endsWith(' ps'));
async function probe(execArgv) {
  const pool = new Piscina({ filename: worker, minThreads: 0, maxThreads: 1, execArgv });
  const key = await pool.run({ password: 'x', salt: new Uint8Array(16), keyLen: 16, options: { N: 16, r: 1, p: 1 } });
  const during = children();
  await pool.destroy();
  await new Promise((r) => setTimeout(r, 300));
  return { hashed: key.length, during, after: children() };
}
let v8Option = 'accepted';
try {
  new Worker('', { eval: true, execArgv: ['--liftoff-only'] }).terminate();
} catch (err) {
  v8Option = err.code;
}
console.log(JSON.stringify({
  execArgv: process.execArgv,
  v8Option,
  inherited: await probe(undefined),
  server: await probe([...HASH_THREAD_EXEC_ARGV]),
}));
})();
`;

describe('hashing threads without tsx (docs/decisions/hash-thread-loader.md)', () => {
  it('is checked against the tsx and piscina it was measured with', () => {
    expect(
      { tsx: installedVersion('tsx'), piscina: installedVersion('piscina') },
      recheck(RECORD, 'tsx or piscina changed: re-run this file and the measurement.'),
    ).toEqual(MEASURED);
  });

  it('is needed while the npm scripts run the server under tsx', () => {
    const { scripts } = readJson<{ scripts: Record<string, string> }>('package.json');
    for (const name of ['start', 'server'])
      expect(
        nodeOptionsOf(scripts[name]!),
        recheck(RECORD, `npm run ${name} no longer loads tsx as --import tsx.`),
      ).toEqual(['--import', 'tsx']);
  });

  it.runIf(process.platform === 'linux')(
    "tsx inherited by a thread leaves a zombie esbuild; the server's threads start none",
    () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'apifutsal-probe-'));
      const probe = path.join(dir, 'probe.cjs');
      fs.writeFileSync(probe, PROBE);
      const run = spawnSync(process.execPath, ['--liftoff-only', '--import', 'tsx', probe], {
        cwd: ROOT,
        encoding: 'utf8',
        timeout: 30_000,
      });
      fs.rmSync(dir, { recursive: true, force: true });
      expect(run.status, run.stderr).toBe(0);
      type Probe = { hashed: number; during: string[]; after: string[] };
      const result = JSON.parse(run.stdout) as {
        execArgv: string[];
        v8Option: string;
        inherited: Probe;
        server: Probe;
      };
      expect(result.execArgv).toEqual(['--liftoff-only', '--import', 'tsx']);
      // Still the reason for the empty list: else it may be unnecessary.
      expect(
        result.inherited.after.some((c) => /^Z.* esbuild$/.test(c)),
        recheck(
          RECORD,
          `A thread that inherits --import tsx no longer leaves a zombie esbuild (${JSON.stringify(result.inherited)}).`,
        ),
      ).toBe(true);
      // Why not the process's options without tsx: Node refuses the V8 ones in a thread's list.
      expect(result.v8Option, recheck(RECORD, 'Node now takes V8 options in a thread list.')).toBe(
        'ERR_WORKER_INVALID_EXEC_ARGV',
      );
      // The server's threads hash without tsx and start nothing (the zombie is the first probe's).
      expect(result.server.hashed).toBe(16);
      expect(result.server.during).toEqual(result.inherited.after);
      expect(result.server.after).toEqual(result.inherited.after);
    },
    // Two child processes that start tsx and hash 16 times: seconds on a busy machine.
    40_000,
  );
});

/**
 * The kit as a backend team gets it: `npm pack` of conformance/, installed into
 * an empty folder outside the repository, run with `npx futsal-conformance`
 * (plain JavaScript, its own dependencies, the contract it bundles).
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFake, type Fake } from './fake-server.ts';
import { statedSizes } from './stated-figures.ts';

const run = promisify(execFile);

/**
 * Runs the packed kit; when it fails, the error says what failed, as the kit prints it on stdout
 * (its "Failures" section names each check and operation), not only the command and its stderr.
 */
async function runKit(...args: Parameters<typeof run>) {
  try {
    return await run(...args);
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    const out = String(stdout);
    const start = out.indexOf('\nFailures (');
    const ends = ['\nThe curl commands', '\nStatus coverage']
      .map((m) => out.indexOf(m, start))
      .filter((i) => i > start);
    const failures = start < 0 ? out.slice(-4000) : out.slice(start, Math.min(...ends, out.length));
    const failed = /^FAILED: .*$/m.exec(out)?.[0] ?? 'the kit exited non-zero';
    throw new Error(`${failed}\n${failures.trim()}\n${String(stderr)}`, {
      cause: error,
    });
  }
}
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

describe('the packed kit', () => {
  let work: string;
  let tarball: string;
  let packedBytes: number;
  let fake: Fake;

  beforeAll(async () => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'futsal-kit-'));
    const packed = await run(npm, ['pack', './conformance', '--pack-destination', work, '--json'], {
      maxBuffer: 16 * 1024 * 1024,
    });
    const [info] = JSON.parse(packed.stdout.slice(packed.stdout.indexOf('['))) as {
      filename: string;
      size: number;
      files: { path: string }[];
    }[];
    tarball = path.join(work, info!.filename);
    packedBytes = info!.size;
    // What a backend team downloads stays small: no site, no baselines, no tests.
    expect(info!.size).toBeLessThan(200 * 1024);
    expect(info!.files.map((f) => f.path)).toContain('openapi/openapi.yaml');
    expect(info!.files.some((f) => f.path.startsWith('test/'))).toBe(false);
    expect(info!.files.map((f) => f.path)).toEqual(
      expect.arrayContaining(['examples/github-actions.yml', 'examples/gitlab-ci.yml']),
    );
    const project = path.join(work, 'backend');
    fs.mkdirSync(project);
    fs.writeFileSync(path.join(project, 'package.json'), '{"name":"backend","private":true}');
    await run(npm, ['install', tarball, '--prefer-offline', '--no-audit', '--no-fund'], {
      cwd: project,
    });
    fake = await startFake();
  }, 180_000);

  it('is as large as the docs say (within 10 %)', () => {
    const stated = statedSizes();
    expect(stated.length, 'the docs state the tarball size').toBeGreaterThan(0);
    for (const { where, kB } of stated)
      expect(Math.abs(kB * 1000 - packedBytes) / packedBytes, `${where}: ${kB} kB`).toBeLessThan(
        0.1,
      );
  });

  afterAll(async () => {
    await fake?.close();
    if (work) fs.rmSync(work, { recursive: true, force: true });
  });

  it('runs from an empty folder with its bundled contract and writes JUnit, without a password', async () => {
    const project = path.join(work, 'backend');
    const { stdout } = await runKit(
      npx,
      [
        'futsal-conformance',
        '--base-url',
        fake.url,
        '--runs',
        '3',
        '--seed',
        '1',
        // On a machine this busy (the rest of npm test beside it), a request may wait long.
        '--timeout',
        '120000',
        '--quiet',
        '--junit',
        'conformance.xml',
        '--json',
        'conformance.json',
      ],
      { cwd: project, env: { ...process.env, ADMIN_PASSWORD: undefined } },
    );
    expect(stdout).toContain('PASSED');
    const junit = fs.readFileSync(path.join(project, 'conformance.xml'), 'utf8');
    expect(junit).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<testsuites /);
    expect(junit).toContain('failures="0"');
    const json = fs.readFileSync(path.join(project, 'conformance.json'), 'utf8');
    expect((JSON.parse(json) as { contract?: string }).contract).toMatch(
      /node_modules[\\/]futsal-conformance[\\/]openapi/,
    );
    for (const out of [stdout, junit, json]) {
      expect(out).not.toContain('admin12345');
      expect(out).not.toContain('pelatih12345');
    }
  });
});

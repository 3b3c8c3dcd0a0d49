/**
 * The kit as one executable (`npm run conformance:sea`), as a team without Node runs it: built
 * into a temporary folder, then run against the reference server with a PATH that holds no
 * `node`, using the contract it carries inside.
 */
import { execFile, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReferenceServer, type ReferenceServer } from './reference-server.ts';

const run = promisify(execFile);
const kitVersion = (
  JSON.parse(fs.readFileSync('conformance/package.json', 'utf8')) as { version: string }
).version;
const contractVersion = /^ {2}version: (\S+)$/m.exec(
  fs.readFileSync('openapi/openapi.yaml', 'utf8'),
)![1];

describe.runIf(process.platform === 'linux' && process.arch === 'x64')(
  'the kit as one executable for Linux x64',
  () => {
    let work: string;
    let exe: string;
    let reference: ReferenceServer;
    /** An environment whose PATH has no node: an empty folder only. */
    let noNode: NodeJS.ProcessEnv;

    beforeAll(async () => {
      work = fs.mkdtempSync(path.join(os.tmpdir(), 'futsal-sea-'));
      const [built, started] = await Promise.all([
        run(process.execPath, ['conformance/scripts/build-sea.mjs', '--out', work]),
        startReferenceServer(),
      ]);
      reference = started;
      exe = path.join(work, `futsal-conformance-${kitVersion}-linux-x64`);
      expect(built.stdout).toContain(`built `);
      fs.mkdirSync(path.join(work, 'bin'));
      fs.mkdirSync(path.join(work, 'project'));
      fs.mkdirSync(path.join(work, 'tmp'));
      noNode = { PATH: path.join(work, 'bin'), HOME: work, TMPDIR: path.join(work, 'tmp') };
    }, 300_000);

    afterAll(async () => {
      await reference?.stop();
      if (work) fs.rmSync(work, { recursive: true, force: true });
    });

    it('is one file with nothing beside it, in an environment where node is not found', () => {
      expect(fs.readdirSync(work).sort()).toEqual([
        'bin',
        `futsal-conformance-${kitVersion}-linux-x64`,
        'project',
        'tmp',
      ]);
      const which = spawnSync('/bin/sh', ['-c', 'command -v node'], { env: noNode });
      expect(which.status).not.toBe(0);
    });

    it('passes against the reference server with the contract inside it, and writes JUnit', async () => {
      const project = path.join(work, 'project');
      const { stdout, stderr } = await run(
        exe,
        [
          '--base-url',
          reference.apiUrl,
          '--runs',
          '3',
          '--seed',
          '1',
          '--timeout',
          '120000',
          '--quiet',
          '--junit',
          'conformance.xml',
        ],
        { cwd: project, env: noNode, maxBuffer: 16 * 1024 * 1024 },
      );
      expect(stderr).toContain(`contract: Futsal Coaching API ${contractVersion}`);
      expect(stdout).toContain('PASSED');
      const junit = fs.readFileSync(path.join(project, 'conformance.xml'), 'utf8');
      expect(junit).toContain('failures="0"');
      // The contract it wrote out for the run is gone afterwards.
      expect(fs.readdirSync(path.join(work, 'tmp'))).toEqual([]);
    });

    it('says so and exits 2 when the server is not there', async () => {
      const failed = await run(exe, ['--base-url', 'http://127.0.0.1:9/api', '--runs', '1'], {
        cwd: path.join(work, 'project'),
        env: noNode,
      }).catch((e: { code: number; stdout: string; stderr: string }) => e);
      expect((failed as { code: number }).code).toBe(2);
    });
  },
);

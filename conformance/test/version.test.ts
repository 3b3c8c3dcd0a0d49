/**
 * The contract version a run checks and the server's API-Version: the comparison
 * on its own, and the warning a run prints against a server that names another
 * major version (a faulty variant in front of the in-memory server), a note when
 * it names none.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract } from '../contract.ts';
import { renderHtml, renderTerminal } from '../report.ts';
import { runConformance } from '../runner.ts';
import {
  compareVersions,
  contractVersion,
  majorOf,
  versionMessage,
  VersionWatch,
} from '../version.ts';
import { startFake, type Fake } from './fake-server.ts';
import { startFaulty, type FaultyServer } from './faulty.ts';

const ours = contractVersion(loadContract().doc);
const major = majorOf(ours.version)!;

describe('comparing versions', () => {
  it('reads the major version of semantic versions only', () => {
    expect(majorOf('1.0.0')).toBe(1);
    expect(majorOf('v2.3.4')).toBe(2);
    expect(majorOf('10.1')).toBe(10);
    expect(majorOf('3.0.0-rc.1')).toBe(3);
    expect(majorOf(' 4 ')).toBe(4);
    expect(majorOf('latest')).toBeUndefined();
    expect(majorOf('1.2.3.4')).toBeUndefined();
    expect(majorOf('')).toBeUndefined();
  });

  it('tells the same major, another major, an unreadable value and no header apart', () => {
    expect(compareVersions('1.0.0', '1.0.0')).toEqual({ kind: 'same-major', server: '1.0.0' });
    expect(compareVersions('1.0.0', '1.4.2')).toEqual({ kind: 'same-major', server: '1.4.2' });
    expect(compareVersions('1.0.0', '2.0.0')).toEqual({ kind: 'other-major', server: '2.0.0' });
    expect(compareVersions('2.1.0', '1.9.9')).toEqual({ kind: 'other-major', server: '1.9.9' });
    expect(compareVersions('1.0.0', 'banana')).toEqual({ kind: 'unreadable', server: 'banana' });
    expect(compareVersions('1.0.0', undefined)).toEqual({ kind: 'none' });
    expect(compareVersions('1.0.0', '  ')).toEqual({ kind: 'none' });
    // A contract without a semantic version matches only its own text.
    expect(compareVersions('draft', 'draft').kind).toBe('same-major');
    expect(compareVersions('draft', '1.0.0').kind).toBe('other-major');
  });

  it('warns on another major, notes a missing header or a newer minor, and is silent on a match', () => {
    const c = { title: 'Futsal Coaching API', version: '1.0.0' };
    const other = versionMessage(c, compareVersions('1.0.0', '2.0.0'))!;
    expect(other.level).toBe('warning');
    expect(other.text).toMatch(/^WARNING: the server names API-Version 2\.0\.0/);
    expect(other.text).toContain('Futsal Coaching API 1.0.0');
    expect(versionMessage(c, compareVersions('1.0.0', 'x'))!.level).toBe('warning');
    const none = versionMessage(c, compareVersions('1.0.0', undefined))!;
    expect(none.level).toBe('note');
    expect(none.text).toMatch(/names no API-Version header/);
    expect(versionMessage(c, compareVersions('1.0.0', '1.2.0'))!.level).toBe('note');
    expect(versionMessage(c, compareVersions('1.0.0', '1.0.0'))).toBeUndefined();
  });

  it("keeps the first API-Version among a server's first answers", () => {
    const watch = new VersionWatch(2);
    watch.observe({});
    watch.observe({ 'api-version': ' 2.0.0 ' });
    watch.observe({ 'api-version': '3.0.0' });
    expect(watch.server).toBe('2.0.0');
    const late = new VersionWatch(2);
    late.observe({});
    late.observe({});
    late.observe({ 'api-version': '2.0.0' });
    expect(late.server).toBeUndefined();
  });
});

describe('a run against servers of other versions', () => {
  let fake: Fake;
  let otherMajor: FaultyServer;
  let sameMajor: FaultyServer;
  beforeAll(async () => {
    fake = await startFake();
    const naming = (version: string) =>
      startFaulty(fake.url, async (ctx) => {
        const answer = await ctx.forward();
        return { ...answer, headers: { ...answer.headers, 'api-version': version } };
      });
    otherMajor = await naming(`${major + 1}.0.0`);
    sameMajor = await naming(ours.version);
  });
  afterAll(async () => {
    await otherMajor.close();
    await sameMajor.close();
    await fake.close();
  });

  const quickRun = (baseUrl: string) => {
    const announced: string[] = [];
    return runConformance({
      baseUrl,
      seed: 3,
      runs: 1,
      checks: ['logout'],
      announce: (line) => announced.push(line),
    }).then((report) => ({ report, announced }));
  };

  it('prints the contract first and a WARNING when the server names another major', async () => {
    const { report, announced } = await quickRun(otherMajor.url);
    expect(announced[0]).toBe(`contract: ${ours.title} ${ours.version}`);
    expect(announced[1]).toMatch(
      new RegExp(`^WARNING: the server names API-Version ${major + 1}\\.0\\.0`),
    );
    expect(report.version).toMatchObject({ server: `${major + 1}.0.0` });
    expect(report.version?.warning).toBe(announced[1]);
    const terminal = renderTerminal(report);
    expect(terminal).toContain(
      `contract: ${ours.title} ${ours.version} · server API-Version: ${major + 1}.0.0`,
    );
    expect(terminal).toContain('WARNING: the server names API-Version');
    expect(renderHtml(report)).toContain('WARNING: the server names API-Version');
    // The checks still run: a version warning is not a violation.
    expect(report.ok).toBe(true);
  });

  it('adds a note when the server names no version, and nothing when it names this one', async () => {
    const none = await quickRun(fake.url);
    expect(none.announced).toHaveLength(2);
    expect(none.announced[1]).toMatch(/^Note: the server names no API-Version header/);
    expect(none.report.notes).toContain(none.announced[1]);
    expect(none.report.version?.warning).toBeUndefined();

    const same = await quickRun(sameMajor.url);
    expect(same.announced).toEqual([`contract: ${ours.title} ${ours.version}`]);
    expect(same.report.version).toMatchObject({ server: ours.version });
    expect(same.report.version?.warning).toBeUndefined();
  });

  it('shows the contract line and the warning on the command line, also with --quiet', async () => {
    const { code, out } = await new Promise<{ code: number; out: string }>((resolve) =>
      execFile(
        process.execPath,
        [
          path.resolve('conformance/bin.mjs'),
          '--base-url',
          otherMajor.url,
          '--runs',
          '1',
          '--checks',
          'logout',
          '--quiet',
        ],
        { timeout: 110_000 },
        (err, stdout, stderr) =>
          resolve({
            code: err ? ((err as { code?: number }).code ?? 1) : 0,
            out: `${stderr}${stdout}`,
          }),
      ),
    );
    expect(out.split('\n')[0]).toBe(`contract: ${ours.title} ${ours.version}`);
    expect(out).toMatch(/^WARNING: the server names API-Version/m);
    expect(code).toBe(0);
  });
});

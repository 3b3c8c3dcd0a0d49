/**
 * The kit against the reference server (must pass), one fault of it found once, and the kit
 * through Prism. The deliberately faulty variants of a conforming server are in
 * faulty-variants.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderJunit } from '../junit.ts';
import { renderHtml, renderTerminal } from '../report.ts';
import { CHECKS } from '../checks.ts';
import { NOT_PROVOKED, UNPROVOKABLE } from '../coverage.ts';
import { LAST_ADMIN_PROBE } from '../checks/last-admin.ts';
import { runConformance } from '../runner.ts';
import { freePort } from '../../common/prism-guard.ts';
import { startReferenceServer, type ReferenceServer } from './reference-server.ts';
import { startFaulty } from './faulty.ts';
import { junitSchemaErrors } from './junit-schema.ts';
import { VARIANTS } from './variants.ts';
import { failedChecks } from './failed-checks.ts';

let reference: ReferenceServer | undefined;
const server = { apiUrl: '' };

beforeAll(async () => {
  reference = await startReferenceServer();
  server.apiUrl = reference.apiUrl;
});

afterAll(async () => {
  await reference?.stop();
});

describe('the reference server', () => {
  it('passes every check with the default depth, in under 2 minutes, and leaves the data as it found it', async () => {
    const list = async () =>
      (await (await fetch(`${server.apiUrl}/articles?limit=100`)).json()) as unknown;
    const before = await list();
    const report = await runConformance({
      baseUrl: server.apiUrl,
      seed: 20261122,
      timeoutMs: 60_000,
    });
    if (!report.ok) console.log(renderTerminal(report));
    expect(report.setupError).toBeUndefined();
    expect(failedChecks(report)).toEqual([]);
    // It names the version of the contract it implements: no warning, no note.
    expect(report.version?.server).toBe(report.version?.contract.version);
    expect(report.version?.warning).toBeUndefined();
    expect(report.notes.filter((n) => n.includes('API-Version'))).toEqual([]);
    // Every check ran on something.
    for (const check of CHECKS) {
      expect(
        report.rows.some((r) => r.check === check && r.verdict === 'pass' && r.requests > 0),
        check,
      ).toBe(true);
    }
    // Every documented status a client can provoke was provoked; the others have their reason.
    expect(report.coverage!.filter((r) => !r.provoked && r.reason === NOT_PROVOKED)).toEqual([]);
    // Nothing else is left: the last admin's refusal to delete their account is provoked too
    // (the contract's admin is the server's only one), and so was what the kit checks after it.
    expect(
      report
        .coverage!.filter((r) => !r.provoked && !(String(r.status) in UNPROVOKABLE))
        .map((r) => `${r.operation} ${r.status}`),
    ).toEqual([]);
    expect((report.notChecked ?? []).filter((n) => n.what === LAST_ADMIN_PROBE)).toEqual([]);
    expect(renderTerminal(report)).toMatch(/Status coverage[^\n]*\n\s+POST \/login: provoked 200/);
    expect(report.durationMs).toBeLessThan(120_000);
    expect(await list()).toEqual(before);
    // No output of the run spells out a password or a session token.
    const outputs = [
      JSON.stringify(report),
      renderTerminal(report),
      renderHtml(report),
      renderJunit(report),
    ];
    for (const out of outputs) {
      expect(out).not.toContain('admin12345');
      expect(out).not.toContain('pelatih12345');
      expect(out).not.toMatch(/\b[0-9a-f]{64}\b/);
    }
    expect(report.tokenHelp).toContain('ADMIN_PASSWORD');
    // The JUnit file CI dashboards read: valid, timed, and the expired-token case (no
    // --expired-token given) counted as skipped rather than hidden in the notes.
    const junit = renderJunit(report);
    expect(await junitSchemaErrors(junit)).toEqual([]);
    expect(junit).toContain('<property name="GET /articles/{id} 304" value="provoked"/>');
    expect(junit).toContain(
      `<property name="GET /articles/{id} 500" value="not provoked: ${UNPROVOKABLE['500']}"/>`,
    );
    expect(junit).toMatch(
      /<testsuite name="conformance\.auth" tests="\d+" failures="0" errors="0" skipped="1" time="\d+\.\d{3}"/,
    );
    expect(junit).toMatch(
      /<testcase classname="conformance\.auth" name="every protected operation, with an expired token" time="0\.000">\n\s*<skipped message="the expired-token case is skipped/,
    );
    const times = [...junit.matchAll(/<testcase [^>]*time="([\d.]+)"/g)].map((m) => Number(m[1]));
    expect(times.filter((t) => t > 0).length).toBeGreaterThan(times.length / 2);
  }, 180_000);
});

describe('one fault, one finding', () => {
  it('an operation that never checks its token is one finding naming every case', async () => {
    const variant = VARIANTS.find((v) => v.name.startsWith('logout accepting any token'))!;
    const faulty = await startFaulty(server.apiUrl, variant.fault);
    try {
      const report = await runConformance({
        baseUrl: faulty.url,
        seed: 4,
        runs: 1,
        checks: ['auth'],
      });
      const logout = report.rows.find(
        (r) => r.check === 'auth' && r.operation.startsWith('POST /logout'),
      )!;
      expect(logout.findings).toHaveLength(1);
      expect(logout.findings[0]!.message).toMatch(
        /no Authorization header.*an unknown token.*\(expected 401\)/,
      );
    } finally {
      await faulty.close();
    }
  }, 120_000);
});

describe('--via-prism', () => {
  it("tells Prism's refusals of the kit's invalid requests apart: a conforming server passes", async () => {
    const prismPort = await freePort();
    const report = await runConformance({
      baseUrl: server.apiUrl,
      seed: 5,
      runs: 1,
      viaPrism: true,
      prismPort,
      // Checks that send invalid requests on purpose: bodies the contract refuses (register), bad
      // paging, over-long conditions, paths Prism cannot decode. Not negative_data_rejection: its
      // ~290 edge cases take the same path through Prism as register's invalid bodies, and Prism
      // spends ~70 ms of CPU on each (21 s of this test's 24 s on a quiet machine).
      checks: [
        'register',
        'listing',
        'conditional_writes',
        'conditional_reads',
        'path_parameter_patterns',
      ],
    });
    expect(report.prism?.url).toBe(`http://127.0.0.1:${prismPort}`);
    expect(failedChecks(report)).toEqual([]);
    expect(report.prism!.findings).toEqual([]);
    expect(report.prism!.refusedInvalid).toBeGreaterThan(0);
  }, 180_000);

  it("reports Prism's findings next to the kit's own", async () => {
    const variant = VARIANTS.find((v) => v.name.startsWith('a missing field'))!;
    const faulty = await startFaulty(server.apiUrl, variant.fault);
    try {
      const report = await runConformance({
        baseUrl: faulty.url,
        seed: 3,
        // One run: every operation's answers pass through Prism's validation once, which is what
        // is proven here (Prism validates slowly).
        runs: 1,
        viaPrism: true,
        checks: ['response_schema_conformance'],
      });
      expect(report.prism?.error).toBeUndefined();
      expect(failedChecks(report)).toEqual(['response_schema_conformance']);
      const messages = report.prism!.findings.flatMap((f) =>
        f.violations.map((v) => `${v.location ?? ''} ${v.message}`),
      );
      expect(messages.some((m) => /title/.test(m))).toBe(true);
      expect(report.prism!.refusedInvalid).toBeGreaterThan(0);
    } finally {
      await faulty.close();
    }
  }, 180_000);
});

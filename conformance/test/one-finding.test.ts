/**
 * One server mistake, one finding: the kit with every check against a faulty variant reports
 * the mistake once, naming the field with the expected and the actual value and quoting the
 * answer that shows it; what the other checks saw of it is listed under that finding.
 */
import { describe, expect, it } from 'vitest';
import { renderTerminal } from '../report.ts';
import { runConformance, type Report } from '../runner.ts';
import { startFake } from './fake-server.ts';
import { startFaulty } from './faulty.ts';
import { VARIANTS } from './variants.ts';

const variant = (start: string) => {
  const v = VARIANTS.find((x) => x.name.startsWith(start));
  if (!v) throw new Error(`no variant ${start}`);
  return v;
};

const findingsOf = (report: Report) =>
  report.rows.filter((r) => r.verdict === 'fail').flatMap((r) => r.findings);

describe('one mistake, one finding', () => {
  // A server of its own for each run: the runs go side by side, and each counts what it lists.
  const run = async (start: string) => {
    const upstream = await startFake();
    const faulty = await startFaulty(upstream.url, variant(start).fault);
    try {
      return await runConformance({ baseUrl: faulty.url, seed: 99, runs: 3, timeoutMs: 60_000 });
    } finally {
      await faulty.close();
      await upstream.close();
    }
  };

  it.concurrent('an update that is not stored: one finding on the title read back', async () => {
    const report = await run('update not persisting');
    const findings = findingsOf(report);
    expect(findings, renderTerminal(report)).toHaveLength(1);
    const [f] = findings;
    expect(f!.check).toBe('stateful');
    expect(f!.field).toBe('title');
    expect(f!.expected).toMatch(/^".+"$/);
    expect(f!.actual).toMatch(/^".+"$/);
    expect(f!.actual).not.toBe(f!.expected);
    // The quoted answer is the read that shows the old title, not another step's.
    expect(f!.status).toBe(200);
    expect((JSON.parse(f!.body) as { title: string }).title).toBe(JSON.parse(f!.actual!));
    expect(f!.step).toBeGreaterThan(1);
    // The checks that rely on stored updates saw it too: listed under it, not findings of their own.
    const also = (f!.alsoSeen ?? []).map((a) => a.check);
    expect(also).toEqual(
      expect.arrayContaining(['conditional_writes', 'conditional_reads', 'article_versions']),
    );
    const text = renderTerminal(report);
    expect(text).toContain('Failures (1)');
    expect(text).toMatch(/title: expected ".+", got ".+"/);
    expect(text).toContain(`answer (step ${f!.step}): 200`);
  });

  it.concurrent('a property missing from every answer: one finding naming it', async () => {
    const report = await run('a missing field (articles without title)');
    const findings = findingsOf(report);
    expect(findings, renderTerminal(report)).toHaveLength(1);
    const [f] = findings;
    expect(f!.check).toBe('response_schema_conformance');
    expect(f).toMatchObject({ field: 'title', expected: 'present (required)', actual: 'missing' });
    expect(f!.body).not.toMatch(/"title"/);
    const seen = new Set((f!.alsoSeen ?? []).map((a) => a.check));
    expect([...seen]).toEqual(expect.arrayContaining(['stateful']));
    // Every failed row points at the finding that holds its mistake.
    for (const row of report.rows.filter((r) => r.verdict === 'fail' && !r.findings.length))
      expect(row.note).toMatch(/the same mistake as/);
  });
});

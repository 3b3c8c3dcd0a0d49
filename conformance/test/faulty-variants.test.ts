/**
 * The kit against deliberately faulty variants of a conforming server: each must be caught by the
 * check its fault breaks. A file of its own, so that it runs beside reference.test.ts (the
 * reference server and the kit through Prism) instead of after it.
 */
import { describe, expect, it } from 'vitest';
import { renderTerminal } from '../report.ts';
import { runConformance } from '../runner.ts';
import { startFake } from './fake-server.ts';
import { startFaulty } from './faulty.ts';
import { failedChecks } from './failed-checks.ts';
import { VARIANTS } from './variants.ts';

/**
 * Each variant is a proxy that breaks one promise in front of the in-memory server, which keeps
 * every promise the kit checks (kit.test.ts: it passes every check): whatever the kit finds there
 * is the variant's fault. What is proven is the kit's judgement, and it judges the same answers
 * either way; the in-memory server answers them without a database, at a fraction of the
 * reference server's CPU time.
 */
describe('faulty variants of a conforming server', () => {
  // Two at a time: the kit waits on the server most of the time.
  it.concurrent.each(VARIANTS.map((v) => [v.name, v] as const))(
    'catches %s',
    async (_name, variant) => {
      // A server of its own: another variant's articles would change this one's lists and counts.
      const upstream = await startFake();
      const faulty = await startFaulty(upstream.url, variant.fault);
      try {
        // Only the check this fault breaks: the server behind it passes every check, so running
        // the others again against each variant proves nothing new.
        const report = await runConformance({
          baseUrl: faulty.url,
          seed: 99,
          runs: variant.runs ?? 1,
          timeoutMs: 60_000,
          checks: [variant.check],
        });
        const failed = failedChecks(report);
        if (!failed.includes(variant.check)) console.log(renderTerminal(report));
        expect(report.setupError).toBeUndefined();
        expect(report.ok).toBe(false);
        expect(failed).toContain(variant.check);
        const findings = report.rows
          .filter((r) => r.check === variant.check && r.verdict === 'fail')
          .flatMap((r) => r.findings);
        // The finding names what the variant breaks: the promise's field, header or rule.
        const finding = findings.find((f) => variant.finding.test(f.message));
        expect(
          finding,
          `a finding of ${variant.check} naming ${String(variant.finding)}; its findings: ${findings.map((f) => f.message).join(' | ')}`,
        ).toBeDefined();
        expect(finding!.curl).toMatch(
          /^(node -e .*\|\n\s*)?curl -i -X [A-Z]+ 'http:\/\/127\.0\.0\.1:\d+\//m,
        );
        console.log(`${variant.name}: flagged by ${failed.join(', ')}`);
      } finally {
        await faulty.close();
        await upstream.close();
      }
    },
    // negative_data_rejection sends every edge case of every body: minutes on a busy machine.
    240_000,
  );
});

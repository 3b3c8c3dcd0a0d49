/**
 * `--junit FILE`: the report as JUnit XML, which CI systems (GitHub Actions
 * reporters, GitLab, Jenkins) show as tests. One test suite per check, one test
 * case per check × operation; a failing case carries every finding with its
 * curl reproduction; a skipped case says why. The status coverage is a suite of
 * its own, `conformance.status_coverage`, whose properties name each operation and
 * documented status: `provoked`, or `not provoked: <reason>`.
 */
import type { Report, Row } from './types.ts';

const xml = (s: string) =>
  s
    // Characters XML 1.0 cannot carry at all (control characters other than tab, LF, CR).
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '\ufffd')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

function failureText(row: Row, tokenHelp: string): string {
  const parts = row.findings.map(
    (f, i) =>
      `${i + 1}. ${f.message}\n   input: ${f.origin}\n   answer: ${f.status}${f.contentType ? ` (${f.contentType})` : ''}\n   reproduce:\n   ${f.curl}`,
  );
  if (tokenHelp && row.findings.some((f) => f.curl.includes('_TOKEN'))) parts.push(tokenHelp);
  return parts.join('\n\n');
}

/** JUnit's `time`: seconds with millisecond precision. */
const secondsOf = (ms: number) => (ms / 1000).toFixed(3);

export function renderJunit(report: Report): string {
  const byCheck = new Map<string, Row[]>();
  for (const row of report.rows) byCheck.set(row.check, [...(byCheck.get(row.check) ?? []), row]);
  const seconds = secondsOf(report.durationMs);
  const suites = [...byCheck].map(([check, rows]) => {
    const failures = rows.filter((r) => r.verdict === 'fail').length;
    const skipped = rows.filter((r) => r.verdict === 'skip').length;
    const cases = rows.map((r) => {
      const open = `    <testcase classname="conformance.${xml(check)}" name="${xml(r.operation)}" time="${secondsOf(r.durationMs)}">`;
      if (r.verdict === 'fail') {
        const first = r.findings[0]?.message ?? r.note ?? 'violation';
        return `${open}\n      <failure message="${xml(first)}" type="${xml(check)}">${xml(failureText(r, report.tokenHelp))}</failure>\n      <system-out>${xml(`${r.requests} request(s)`)}</system-out>\n    </testcase>`;
      }
      if (r.verdict === 'skip')
        return `${open}\n      <skipped message="${xml(r.note ?? 'skipped')}"/>\n    </testcase>`;
      return `${open}\n      <system-out>${xml(`${r.requests} request(s)`)}</system-out>\n    </testcase>`;
    });
    const time = secondsOf(rows.reduce((sum, r) => sum + r.durationMs, 0));
    return `  <testsuite name="conformance.${xml(check)}" tests="${rows.length}" failures="${failures}" errors="0" skipped="${skipped}" time="${time}" timestamp="${xml(report.startedAt.replace(/\.\d+Z$/, ''))}">\n${cases.join('\n')}\n  </testsuite>`;
  });
  if (report.setupError) {
    suites.push(
      `  <testsuite name="conformance.setup" tests="1" failures="0" errors="1" skipped="0" time="0.000">\n    <testcase classname="conformance.setup" name="setup" time="0.000">\n      <error message="${xml(report.setupError)}" type="setup"/>\n    </testcase>\n  </testsuite>`,
    );
  }
  if (report.coverage?.length) {
    // The status coverage as properties: one per operation and documented status.
    const props = report.coverage.map(
      (r) =>
        `      <property name="${xml(`${r.operation} ${r.status}`)}" value="${xml(r.provoked ? 'provoked' : `not provoked: ${r.reason ?? ''}`)}"/>`,
    );
    suites.push(
      `  <testsuite name="conformance.status_coverage" tests="0" failures="0" errors="0" skipped="0" time="0.000">\n    <properties>\n${props.join('\n')}\n    </properties>\n  </testsuite>`,
    );
  }
  const total = report.rows.length + (report.setupError ? 1 : 0);
  const failed = report.rows.filter((r) => r.verdict === 'fail').length;
  return `<?xml version="1.0" encoding="UTF-8"?>
<testsuites name="futsal-conformance ${xml(report.baseUrl)} (seed ${report.seed})" tests="${total}" failures="${failed}" errors="${report.setupError ? 1 : 0}" time="${seconds}">
${suites.join('\n')}
</testsuites>
`;
}

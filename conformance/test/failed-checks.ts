import type { Report } from '../runner.ts';

/** The checks a report failed, each once. */
export function failedChecks(report: Report): string[] {
  return [...new Set(report.rows.filter((r) => r.verdict === 'fail').map((r) => r.check))];
}

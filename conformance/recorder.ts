/**
 * The report's rows as a run fills them: one per check and operation, with the
 * requests that served it, its verdict, its first findings (each with a curl
 * reproduction) or why it was skipped.
 */
import { CHECKS, type CheckName, type Violation } from './checks.ts';
import { short } from './compare.ts';
import { toCurl, type Exchange, type ResponseRecord } from './http.ts';
import { collapseFindings } from './findings.ts';
import type { Finding, Row } from './types.ts';
import { isObject } from './util.ts';

/** A violation and the operation it was found on (and the answer, for an answer-level one). */
export type Judged = Violation & { operation: string; answer?: ResponseRecord };

const MAX_FINDINGS_PER_ROW = 3;

function truncate(s: string, n = 600): string {
  return s.length > n ? `${s.slice(0, n)}… (${s.length} characters)` : s;
}

/** An answer in a few words: its status and message, or why there was none. */
export function statusLine(res: ResponseRecord): string {
  if (res.error) return res.error;
  const msg =
    isObject(res.json) && typeof res.json.message === 'string'
      ? `: ${short(res.json.message, 120)}`
      : '';
  return `${res.status}${msg}`;
}

export interface Recorder {
  /** a request was answered in `ms`: the rows it is counted towards next take its time */
  answered: (ms: number) => void;
  /** counts the last answered request towards the check's row for the operation (enabled checks only) */
  touch: (check: CheckName, operation: string) => void;
  /** marks the row skipped, or adds the note to a row that has run */
  skip: (check: CheckName, operation: string, note: string) => void;
  /** marks the row not checked (skip, with the note), unless it has failed */
  notChecked: (check: CheckName, operation: string, note: string) => void;
  /** fails the row with a finding; `focus` is the step that shows the problem (default: the last) */
  record: (v: Judged, origin: string, steps: Exchange[], focus?: number) => void;
  /** the enabled checks' rows, in the order of CHECKS, then by operation */
  rows: () => Row[];
}

/** `baseUrl` is the server's, as the curl reproductions name it. */
export function createRecorder(enabled: ReadonlySet<CheckName>, baseUrl: string): Recorder {
  const rows = new Map<string, Row>();
  const row = (check: CheckName, operation: string): Row => {
    const key = `${check}|${operation}`;
    let r = rows.get(key);
    if (!r) {
      r = { check, operation, verdict: 'pass', requests: 0, durationMs: 0, findings: [] };
      rows.set(key, r);
    }
    return r;
  };
  // The findings on each answer, so that a second check judging the same answer and field (a
  // schema violation a sequence meets too) adds to the first finding instead of a finding of its own.
  const byAnswer = new Map<ResponseRecord, Finding[]>();
  // The last answered request's time, and the rows it has already been counted towards.
  let lastMs = 0;
  let timedRows = new Set<Row>();
  return {
    answered: (ms) => {
      lastMs = ms;
      timedRows = new Set();
    },
    touch: (check, operation) => {
      if (!enabled.has(check)) return;
      const r = row(check, operation);
      r.requests++;
      if (!timedRows.has(r)) {
        timedRows.add(r);
        r.durationMs += lastMs;
      }
    },
    skip: (check, operation, note) => {
      if (!enabled.has(check)) return;
      const r = row(check, operation);
      if (r.requests === 0 && !r.findings.length) {
        r.verdict = 'skip';
        r.note = note;
      } else if (!r.note) r.note = note;
    },
    notChecked: (check, operation, note) => {
      if (!enabled.has(check)) return;
      const r = row(check, operation);
      if (r.verdict === 'fail') return;
      r.verdict = 'skip';
      r.note = note;
    },
    record: (v, origin, steps, focus) => {
      if (!enabled.has(v.check)) return;
      const r = row(v.check, v.operation);
      r.verdict = 'fail';
      const index = focus ?? steps.length - 1;
      const shown = steps[index];
      const earlier = shown ? byAnswer.get(shown.response) : undefined;
      const same = earlier?.find(
        (f) => f.check !== v.check && (f.field ?? '') === (v.field ?? '') && v.field !== undefined,
      );
      if (same) {
        same.alsoSeen = [
          ...(same.alsoSeen ?? []),
          { check: v.check, operation: v.operation, message: v.message },
        ];
        if (!r.note) r.note = `the same answer as ${same.check}'s finding (listed there)`;
        return;
      }
      if (
        r.findings.some((f) => f.message === v.message) ||
        r.findings.length >= MAX_FINDINGS_PER_ROW
      )
        return;
      const curl =
        steps.length === 1
          ? toCurl(baseUrl, steps[0]!.request)
          : steps
              .map(
                (s, i) =>
                  `# step ${i + 1}: answered ${statusLine(s.response)}\n${toCurl(baseUrl, s.request)}`,
              )
              .join('\n\n');
      const finding: Finding = {
        check: v.check,
        operation: v.operation,
        message: v.message,
        origin,
        curl,
        status: shown?.response.status ?? 0,
        contentType: shown?.response.contentType ?? null,
        body: truncate(shown?.response.text ?? ''),
        ...(v.field === undefined ? {} : { field: v.field }),
        ...(v.expected === undefined ? {} : { expected: v.expected }),
        ...(v.actual === undefined ? {} : { actual: v.actual }),
        ...(steps.length > 1 && shown ? { step: index + 1 } : {}),
      };
      r.findings.push(finding);
      if (shown) byAnswer.set(shown.response, [...(byAnswer.get(shown.response) ?? []), finding]);
    },
    rows: () => {
      const all = [...rows.values()].filter((r) => enabled.has(r.check));
      all.sort(
        (a, b) =>
          CHECKS.indexOf(a.check) - CHECKS.indexOf(b.check) ||
          a.operation.localeCompare(b.operation),
      );
      return collapseFindings(all);
    },
  };
}

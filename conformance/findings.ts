/**
 * One server mistake, one finding. A check whose sequence relies on another check's promise
 * (`ASSUMES`) meets that check's mistake again: an update that is not stored also leaves the
 * ETag unchanged and the version behind. When the check it assumes failed on the same resource,
 * the dependent findings are listed under that check's first finding (`alsoSeen`), and the
 * dependent row says so, so the report shows the mistake once, where it is plainest.
 */
import { ASSUMES } from './checks.ts';
import type { Finding, Row } from './types.ts';

/** The paths a row's operation label names (`/articles ⇄ /articles/{id}` names two). */
const pathsOf = (operation: string): string[] => operation.match(/\/[^\s⇄()]*/g) ?? [];

/**
 * A finding the report keeps, with what it has taken in: the checks and the paths of the rows
 * whose findings it holds, so that a later finding of the same mistake is joined to it too.
 */
interface Kept {
  row: Row;
  finding: Finding;
  checks: Set<string>;
  paths: Set<string>;
}

const overlaps = (kept: Kept, row: Row) => pathsOf(row.operation).some((p) => kept.paths.has(p));

/**
 * Whether finding `f` (of `row`) is most likely the mistake a kept finding shows: one check's
 * findings on the same field with the same actual value (a property missing from every answer of
 * an item), two checks' findings on the same field of the same resource (a schema violation and a
 * stored field that reads back wrong), or a finding of a check that assumes a check the kept
 * finding holds, on the same resource. A status is too common a field to join checks by.
 */
function sameMistake(kept: Kept, row: Row, f: Finding): boolean {
  const first = kept.finding;
  if (ASSUMES[row.check]?.some((c) => kept.checks.has(c)) && overlaps(kept, row)) return true;
  if (f.field === undefined || first.field !== f.field) return false;
  if (kept.row.check === row.check) return first.actual === f.actual;
  return f.field !== 'status' && overlaps(kept, row);
}

/** The rows, with the findings that repeat an earlier finding moved under it. */
export function collapseFindings(rows: Row[]): Row[] {
  const out = rows.map((r) => ({ ...r, findings: r.findings.map((f) => ({ ...f })) }));
  const kept: Kept[] = [];
  // The assumed checks come first, so that a dependent finding finds its owner.
  const order = [...out].sort((a, b) => rank(a) - rank(b));
  for (const row of order) {
    if (row.verdict !== 'fail') continue;
    const own: Finding[] = [];
    for (const f of row.findings) {
      const owner = kept.find((k) => sameMistake(k, row, f));
      if (!owner) {
        own.push(f);
        kept.push({
          row,
          finding: f,
          checks: new Set([row.check]),
          paths: new Set(pathsOf(row.operation)),
        });
        continue;
      }
      owner.finding.alsoSeen = [...(owner.finding.alsoSeen ?? []), ...seen(f)];
      owner.checks.add(row.check);
      for (const p of pathsOf(row.operation)) owner.paths.add(p);
      if (owner.row !== row)
        row.note = `the same mistake as ${owner.row.check}'s finding on ${owner.row.operation}, most likely (listed there)`;
    }
    row.findings = own;
  }
  return out;
}

/** Checks that assume no other check come first. */
const rank = (r: Row): number => (ASSUMES[r.check] ? ASSUMES[r.check]!.length : 0);

const seen = (f: Finding): NonNullable<Finding['alsoSeen']> => [
  { check: f.check, operation: f.operation, message: f.message },
  ...(f.alsoSeen ?? []),
];

// The gate's verdict, the readable report and the changelog entry of a diff.
import type { Change, Level, Node } from './changes.ts';
import { isNode } from './changes.ts';
import { compareSemver, parseSemver } from './semver.ts';

export interface Verdict {
  ok: boolean;
  /** One sentence on why the gate passes or fails. */
  reason: string;
}

/**
 * Breaking changes (ERR) need the major part of `info.version` to move past the
 * released one; the version must be a semantic version and never go down.
 */
export function verdict(changes: Change[], released: unknown, current: unknown): Verdict {
  const r = parseSemver(released);
  const c = parseSemver(current);
  if (!r)
    return {
      ok: false,
      reason: `the released version ${String(released)} is not a semantic version`,
    };
  if (!c) {
    return {
      ok: false,
      reason: `info.version ${JSON.stringify(current)} is not a semantic version (MAJOR.MINOR.PATCH, e.g. ${r.major}.${r.minor + 1}.0)`,
    };
  }
  if (compareSemver(c, r) < 0) {
    return {
      ok: false,
      reason: `info.version ${String(current)} is lower than the released ${String(released)}`,
    };
  }
  const breaking = changes.filter((ch) => ch.level === 'ERR').length;
  const plural = breaking === 1 ? 'change' : 'changes';
  if (breaking && c.major === r.major) {
    return {
      ok: false,
      reason: `${breaking} breaking ${plural}, but info.version ${String(current)} keeps the major version of the released ${String(released)}: make the change additive, or move to ${r.major + 1}.0.0 and announce it`,
    };
  }
  if (breaking) {
    return {
      ok: true,
      reason: `${breaking} breaking ${plural}, allowed: the major version moved from ${r.major} to ${c.major}`,
    };
  }
  if (changes.length && compareSemver(c, r) === 0) {
    return {
      ok: true,
      reason: `no breaking change; info.version is still ${String(current)}, so move it (minor for additions, patch for documentation) before npm run api:release`,
    };
  }
  return { ok: true, reason: 'no breaking change' };
}

const ORDER: Level[] = ['ERR', 'WARN', 'INFO'];

export function formatReport(
  changes: Change[],
  from: { file: string; version: unknown },
  to: { file: string; version: unknown },
  result: Verdict,
): string {
  const lines = [
    `Contract diff: ${from.file} (${String(from.version)}) → ${to.file} (${String(to.version)})`,
    '',
  ];
  const sorted = [...changes].sort((a, b) => ORDER.indexOf(a.level) - ORDER.indexOf(b.level));
  for (const c of sorted) {
    lines.push(`${c.level.padEnd(4)} ${c.op}  ${c.text}  [${c.id}]`, `     at ${c.path}`);
  }
  if (!changes.length) lines.push('No change to the API.');
  const count = (level: Level) => changes.filter((c) => c.level === level).length;
  lines.push(
    '',
    `${count('ERR')} breaking (ERR), ${count('WARN')} to check (WARN), ${count('INFO')} additive or documentation (INFO)`,
  );
  const log = changelogSections(changes);
  if (log) lines.push('', 'Changelog', '', log);
  lines.push('', `${result.ok ? 'PASS' : 'FAIL'}: ${result.reason}`);
  return lines.join('\n');
}

/**
 * One changelog line per kind of change, with the operations (and statuses) it
 * concerns: a header added to every response is one line, not forty.
 */
function changelogLines(changes: Change[]): string[] {
  const groups = new Map<string, { first: Change; ops: Map<string, Set<string>> }>();
  for (const c of changes) {
    const group = groups.get(c.general) ?? { first: c, ops: new Map<string, Set<string>>() };
    const statuses = group.ops.get(c.op) ?? new Set<string>();
    if (c.status) statuses.add(c.status);
    group.ops.set(c.op, statuses);
    groups.set(c.general, group);
  }
  return [...groups.values()].map(({ first, ops }) => {
    if (first.op === 'API' && ops.size === 1) return `- ${first.text}`;
    const statuses = [...ops.values()][0]!;
    if (ops.size === 1 && statuses.size <= 1) return `- \`${first.op}\`: ${first.text}`;
    const where = [...ops].map(([op, s]) => `\`${op}\`${s.size ? ` ${[...s].join(', ')}` : ''}`);
    return `- ${first.general} (${where.join('; ')})`;
  });
}

/**
 * `Breaking` / `Changed` / `Added` lists in Markdown; empty when nothing changed.
 * Added holds what is new (operations, fields, parameters, statuses, headers,
 * values); Changed every other change that is not breaking.
 */
export function changelogSections(changes: Change[]): string {
  const added = (c: Change) => c.level === 'INFO' && /(^new-|-added$)/.test(c.id);
  const sections: [string, string[]][] = [
    ['Breaking', changelogLines(changes.filter((c) => c.level === 'ERR'))],
    ['Changed', changelogLines(changes.filter((c) => c.level !== 'ERR' && !added(c)))],
    ['Added', changelogLines(changes.filter(added))],
  ];
  return sections
    .filter(([, items]) => items.length)
    .map(([title, items]) => `### ${title}\n\n${items.join('\n')}`)
    .join('\n\n');
}

export function changelogEntry(version: string, date: string, changes: Change[]): string {
  const body = changelogSections(changes) || 'No change to what clients send or receive.';
  return `## ${version} (${date})\n\n${body}\n`;
}

/** The first release has nothing to be compared with: its entry lists the operations. */
export function firstEntry(version: string, date: string, doc: Node): string {
  const ops: string[] = [];
  const paths = isNode(doc.paths) ? doc.paths : {};
  for (const [path, item] of Object.entries(paths)) {
    if (!isNode(item)) continue;
    for (const [method, op] of Object.entries(item)) {
      if (!isNode(op) || !('responses' in op)) continue;
      const id = typeof op.operationId === 'string' ? ` (${op.operationId})` : '';
      const summary = typeof op.summary === 'string' ? `: ${op.summary}` : '';
      ops.push(`- \`${method.toUpperCase()} ${path}\`${id}${summary}`);
    }
  }
  return `## ${version} (${date})\n\nFirst released contract. Its operations:\n\n${ops.join('\n')}\n`;
}

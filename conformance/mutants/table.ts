/** The mutation score as the CLI prints it: per operator, per operation, and the survivors. */
import type { MutantResult, Verdict } from './run.ts';

const VERDICTS: Verdict[] = ['killed', 'equivalent', 'unreached', 'survived'];

function table(results: MutantResult[], keyOf: (r: MutantResult) => string, title: string): string {
  const groups = new Map<string, MutantResult[]>();
  for (const r of results) groups.set(keyOf(r), [...(groups.get(keyOf(r)) ?? []), r]);
  const rows = [...groups.entries()].map(([key, rs]) => {
    const n = (v: Verdict) => rs.filter((r) => r.verdict === v).length;
    const judged = n('killed') + n('survived');
    const score = judged ? `${Math.round((100 * n('killed')) / judged)}%` : '-';
    return [key, String(rs.length), ...VERDICTS.map((v) => String(n(v))), score];
  });
  const all = (v: Verdict) => results.filter((r) => r.verdict === v).length;
  const judged = all('killed') + all('survived');
  rows.push([
    'total',
    String(results.length),
    ...VERDICTS.map((v) => String(all(v))),
    judged ? `${Math.round((100 * all('killed')) / judged)}%` : '-',
  ]);
  const head = [title, 'mutants', ...VERDICTS, 'score'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (i ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join(' | ')} |`;
  return [
    line(head),
    `|${widths.map((w, i) => (i ? '-'.repeat(w + 1) + ':' : '-'.repeat(w + 2))).join('|')}|`,
    ...rows.map(line),
  ].join('\n');
}

export function renderResults(results: MutantResult[], ms: number): string {
  const survivors = results.filter((r) => r.verdict === 'survived');
  const equivalent = results.filter((r) => r.verdict === 'equivalent');
  const unreached = results.filter((r) => r.verdict === 'unreached');
  return [
    'Mutation score (killed / (killed + survived)) per operator:',
    '',
    table(results, (r) => r.mutant.operator, 'operator'),
    '',
    'Per operation:',
    '',
    table(results, (r) => r.mutant.operation, 'operation'),
    '',
    `Survivors (${survivors.length}):`,
    ...survivors.map((r) => `- ${r.mutant.id}: ${r.mutant.description}`),
    '',
    `Equivalent (${equivalent.length}):`,
    ...equivalent.map((r) => `- ${r.mutant.id}: ${r.by[0]}`),
    '',
    `Unreached (${unreached.length}): the server behind never gave the answer the mistake alters`,
    ...unreached.map((r) => `- ${r.mutant.id}: ${r.by[0]}`),
    '',
    `${results.length} mutants in ${Math.round(ms / 1000)} s`,
  ].join('\n');
}

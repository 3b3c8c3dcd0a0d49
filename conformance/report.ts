/** The terminal report and the self-contained HTML report. */
import { CHECKS, CHECK_DESCRIPTIONS } from './checks.ts';
import { coverageLines, notCheckedLines } from './coverage.ts';
import type { Finding, Report, Row } from './types.ts';

const useColor = () => process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code: string) => (s: string) => (useColor() ? `\x1b[${code}m${s}\x1b[0m` : s);
const red = paint('31');
const green = paint('32');
const yellow = paint('33');
const bold = paint('1');
const dim = paint('2');

function verdictText(r: Row): string {
  if (r.verdict === 'fail') return red('FAIL');
  if (r.verdict === 'skip') return yellow('SKIP');
  return green('pass');
}

/** The field a finding is about, with the expected and the actual value. */
export function fieldLine(f: Finding): string {
  return `${f.field}: expected ${f.expected ?? '(see above)'}, got ${f.actual ?? '(see the answer)'}`;
}

/** Which answer a finding quotes: the failing one (in a sequence, its step). */
const answerLabel = (f: Finding) => (f.step ? `answer (step ${f.step})` : 'answer');

function indent(s: string, by = '    '): string {
  return s
    .split('\n')
    .map((l) => by + l)
    .join('\n');
}

export function summarise(report: Report): { checks: number; failed: string[]; rows: number } {
  const failed = CHECKS.filter((c) =>
    report.rows.some((r) => r.check === c && r.verdict === 'fail'),
  );
  return {
    checks: new Set(report.rows.map((r) => r.check)).size,
    failed,
    rows: report.rows.length,
  };
}

export function renderTerminal(report: Report): string {
  const out: string[] = [];
  out.push(bold(`Conformance of ${report.baseUrl} to ${report.contract}`));
  if (report.version) {
    const { contract, server, warning } = report.version;
    out.push(
      `contract: ${contract.title} ${contract.version} · server API-Version: ${server ?? 'none'}`,
    );
    if (warning) out.push(yellow(bold(warning)));
  }
  out.push(
    dim(
      `seed ${report.seed} · runs ${report.runs} · ${report.requests} requests · ${(report.durationMs / 1000).toFixed(1)} s`,
    ),
  );
  out.push('');
  if (report.setupError) {
    out.push(red(`SETUP FAILED: ${report.setupError}`));
    out.push('');
  }
  const width = Math.max(0, ...report.rows.map((r) => r.operation.length));
  for (const check of CHECKS) {
    const rows = report.rows.filter((r) => r.check === check);
    if (!rows.length) continue;
    const failed = rows.some((r) => r.verdict === 'fail');
    out.push(
      `${failed ? red('✗') : green('✓')} ${bold(check)} ${dim(`— ${CHECK_DESCRIPTIONS[check]}`)}`,
    );
    for (const r of rows) {
      out.push(
        `    ${verdictText(r)}  ${r.operation.padEnd(width)}  ${dim(`${r.requests} request(s)${r.note ? ` · ${r.note}` : ''}`)}`,
      );
    }
  }
  const findings = report.rows.filter((r) => r.verdict === 'fail').flatMap((r) => r.findings);
  if (findings.length) {
    out.push('');
    out.push(bold(red(`Failures (${findings.length})`)));
    for (const f of findings) {
      out.push('');
      out.push(`${red('✗')} ${bold(f.check)}  ${f.operation}`);
      out.push(`    ${f.message}`);
      if (f.field !== undefined) out.push(`    ${fieldLine(f)}`);
      out.push(dim(`    input: ${f.origin}`));
      out.push(
        dim(
          `    ${answerLabel(f)}: ${f.status || 'none'} ${f.contentType ?? ''} ${f.body ? f.body.replace(/\s+/g, ' ').slice(0, 300) : ''}`.trimEnd(),
        ),
      );
      for (const a of f.alsoSeen ?? [])
        out.push(dim(`    the same mistake, seen by ${a.check} (${a.operation}): ${a.message}`));
      out.push(indent(f.curl));
    }
    if (report.tokenHelp) {
      out.push('');
      out.push(dim('The curl commands use $ADMIN_TOKEN / $MEMBER_TOKEN; set them with:'));
      out.push(indent(report.tokenHelp, '  '));
    }
  }
  if (report.prism) {
    out.push('');
    out.push(bold('Prism (prism proxy --errors)'));
    if (report.prism.error) out.push(yellow(`    not run: ${report.prism.error}`));
    else if (!report.prism.findings.length) out.push(green('    no violations reported'));
    if (!report.prism.error)
      out.push(
        dim(
          `    Prism also refused ${report.prism.refusedInvalid} request(s) the kit made invalid on purpose (agreement).`,
        ),
      );
    if (report.prism.unanswered)
      out.push(
        yellow(
          `    Prism gave no answer in time to ${report.prism.unanswered} request(s); the server's own answers were judged.`,
        ),
      );
    for (const p of report.prism.findings.slice(0, 30)) {
      out.push(
        `    ${p.request} → ${p.status}${p.answeredByPrism ? ' (answered by Prism)' : ''}  ${dim(p.operation)}`,
      );
      for (const v of p.violations.slice(0, 5))
        out.push(`        ${v.severity}: ${v.location ? `${v.location}: ` : ''}${v.message}`);
    }
    if (report.prism.findings.length > 30)
      out.push(dim(`    … ${report.prism.findings.length - 30} more in the HTML report`));
  }
  if (report.coverage?.length) {
    out.push('');
    out.push(
      bold('Status coverage (documented statuses this run provoked, and why not the others)'),
    );
    for (const line of coverageLines(report.coverage)) out.push(`    ${line}`);
  }
  if (report.notChecked?.length) {
    out.push('');
    out.push(bold(yellow('Not checked (neither passed nor failed)')));
    for (const line of notCheckedLines(report.notChecked)) out.push(`    ${line}`);
  }
  if (report.notes.length) {
    out.push('');
    out.push(bold('Notes'));
    for (const n of report.notes) out.push(`    ${n}`);
  }
  out.push('');
  const s = summarise(report);
  if (report.ok)
    out.push(
      green(
        bold(`PASSED: ${s.rows} check/operation pairs across ${s.checks} checks, no violations.`),
      ),
    );
  else if (report.setupError) out.push(red(bold('FAILED: the run could not be set up.')));
  else out.push(red(bold(`FAILED: ${s.failed.join(', ')}`)));
  out.push(dim(`Replay: --seed ${report.seed} --runs ${report.runs}`));
  return out.join('\n');
}

function esc(s: string): string {
  return s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

export function renderHtml(report: Report): string {
  const s = summarise(report);
  const rows = report.rows
    .map(
      (r) =>
        `<tr class="${r.verdict}"><td><code>${esc(r.check)}</code></td><td>${esc(r.operation)}</td><td class="v">${r.verdict.toUpperCase()}</td><td>${r.requests}</td><td>${esc(r.note ?? '')}</td></tr>`,
    )
    .join('\n');
  const failures = report.rows
    .filter((r) => r.verdict === 'fail')
    .flatMap((r) => r.findings)
    .map(
      (f) => `<section class="finding">
  <h3><code>${esc(f.check)}</code> · ${esc(f.operation)}</h3>
  <p>${esc(f.message)}</p>
  ${f.field !== undefined ? `<p><strong>${esc(fieldLine(f))}</strong></p>` : ''}
  <p class="meta">Input: ${esc(f.origin)}</p>
  <p class="meta">${answerLabel(f).replace(/^a/, 'A')}: ${f.status || 'none'} ${esc(f.contentType ?? '')}</p>
  ${(f.alsoSeen ?? []).length ? `<ul class="meta">${(f.alsoSeen ?? []).map((a) => `<li>The same mistake, seen by <code>${esc(a.check)}</code> (${esc(a.operation)}): ${esc(a.message)}</li>`).join('')}</ul>` : ''}
  ${f.body ? `<pre class="body">${esc(f.body)}</pre>` : ''}
  <pre class="curl">${esc(f.curl)}</pre>
</section>`,
    )
    .join('\n');
  const prism = report.prism
    ? `<h2>Prism (<code>prism proxy --errors</code>)</h2>${
        report.prism.error
          ? `<p>Not run: ${esc(report.prism.error)}</p>`
          : report.prism.findings.length
            ? `<table><thead><tr><th>Request</th><th>Status</th><th>Operation</th><th>Violations</th></tr></thead><tbody>${report.prism.findings
                .map(
                  (p) =>
                    `<tr><td><code>${esc(p.request)}</code></td><td>${p.status}${p.answeredByPrism ? ' (Prism)' : ''}</td><td>${esc(p.operation)}</td><td><ul>${p.violations
                      .map(
                        (v) =>
                          `<li>${esc(v.severity)}: ${esc(v.location ? `${v.location}: ` : '')}${esc(v.message)}</li>`,
                      )
                      .join('')}</ul></td></tr>`,
                )
                .join('\n')}</tbody></table>`
            : '<p>No violations reported.</p>'
      }${report.prism.error ? '' : `<p>Prism also refused ${report.prism.refusedInvalid} request(s) the kit made invalid on purpose (agreement).</p>`}${report.prism.unanswered ? `<p>Prism gave no answer in time to ${report.prism.unanswered} request(s); the server's own answers were judged.</p>` : ''}`
    : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Conformance report: ${esc(report.baseUrl)}</title>
<style>
  :root { color-scheme: light dark; --ok: #1a7f37; --bad: #c62828; --skip: #8a6d00; }
  body { font: 15px/1.5 system-ui, sans-serif; margin: 2rem auto; max-width: 72rem; padding: 0 1rem; }
  h1 { font-size: 1.5rem; } .summary { font-size: 1.1rem; font-weight: 600; }
  .summary.ok { color: var(--ok); } .summary.bad { color: var(--bad); }
  .warning { border-left: 4px solid var(--skip); padding-left: 1rem; }
  table { border-collapse: collapse; width: 100%; } th, td { text-align: left; padding: .3rem .6rem; border-bottom: 1px solid #8884; vertical-align: top; }
  tr.fail .v { color: var(--bad); font-weight: 700; } tr.pass .v { color: var(--ok); } tr.skip .v { color: var(--skip); }
  pre { background: #8881; padding: .75rem; overflow-x: auto; white-space: pre-wrap; word-break: break-all; }
  .finding { border-left: 4px solid var(--bad); padding-left: 1rem; margin: 1.5rem 0; } .meta { color: #888; margin: .2rem 0; }
</style>
</head>
<body>
<h1>Conformance report</h1>
<p><strong>${esc(report.baseUrl)}</strong> against <code>${esc(report.contract)}</code><br>
${esc(report.startedAt)} · seed ${report.seed} · runs ${report.runs} · ${report.requests} requests · ${(report.durationMs / 1000).toFixed(1)} s</p>
${report.version ? `<p>Contract: ${esc(`${report.version.contract.title} ${report.version.contract.version}`)} · server API-Version: ${esc(report.version.server ?? 'none')}</p>` : ''}
${report.version?.warning ? `<p class="warning"><strong>${esc(report.version.warning)}</strong></p>` : ''}
<p class="summary ${report.ok ? 'ok' : 'bad'}">${
    report.ok
      ? `Passed: ${s.rows} check/operation pairs, no violations.`
      : report.setupError
        ? `Setup failed: ${esc(report.setupError)}`
        : `Failed: ${esc(s.failed.join(', '))}`
  }</p>
<h2>Checks</h2>
<table><thead><tr><th>Check</th><th>Operation</th><th>Verdict</th><th>Requests</th><th>Note</th></tr></thead><tbody>
${rows}
</tbody></table>
${failures ? `<h2>Failures</h2>\n${failures}` : ''}
${report.tokenHelp && failures ? `<p>The curl commands use <code>$ADMIN_TOKEN</code> / <code>$MEMBER_TOKEN</code>; set them with:</p><pre>${esc(report.tokenHelp)}</pre>` : ''}
${prism}
${coverageHtml(report)}
${report.notes.length ? `<h2>Notes</h2><ul>${report.notes.map((n) => `<li>${esc(n)}</li>`).join('')}</ul>` : ''}
</body>
</html>
`;
}

function coverageHtml(report: Report): string {
  if (!report.coverage?.length) return '';
  const rows = report.coverage
    .map(
      (r) =>
        `<tr><td>${esc(r.operation)}</td><td>${r.status}</td><td>${r.provoked ? 'provoked' : 'not provoked'}</td><td>${esc(r.reason ?? '')}</td></tr>`,
    )
    .join('\n');
  const notChecked = (report.notChecked ?? [])
    .map((n) => `<li>${esc(notCheckedLines([n])[0]!)}</li>`)
    .join('');
  return `<h2>Status coverage</h2>
<table><thead><tr><th>Operation</th><th>Status</th><th>Provoked</th><th>Why not</th></tr></thead><tbody>
${rows}
</tbody></table>${notChecked ? `\n<h3>Not checked (neither passed nor failed)</h3><ul>${notChecked}</ul>` : ''}`;
}

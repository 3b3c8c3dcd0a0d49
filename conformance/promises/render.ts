/**
 * Writes conformance/PROMISES.md from the promise list (formatted by prettier):
 * `node --import tsx conformance/promises/render.ts`.
 * conformance/test/promises.test.ts fails when the file differs from the list.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { PROMISES } from './list.ts';
import { PENDING_CHECKS, isDeclared, type PromiseEntry } from './types.ts';

export const PROMISES_FILE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'PROMISES.md',
);

const coverage = (e: PromiseEntry): string => {
  const c = e.covered;
  if ('schema' in c) return `schema ${c.schema.map((p) => `\`${p}\``).join(', ')}`;
  if ('check' in c) return `check \`${c.check}\`${isDeclared(c.check) ? '' : ' (pending)'}`;
  return 'not a promise';
};

/** One bullet per sentence, under a heading per description. */
function section(entries: PromiseEntry[]): string[] {
  const lines: string[] = [];
  let at = '';
  for (const e of entries) {
    if (e.at !== at) lines.push('', `### \`${(at = e.at)}\``, '');
    const note = e.note ? ` (${e.note})` : '';
    lines.push(`- "${e.sentence}"`, `  - ${coverage(e)}: ${e.promise}${note}`);
  }
  return lines;
}

/** The promise list as markdown, formatted as prettier formats the repository's files. */
export async function renderPromises(entries: readonly PromiseEntry[] = PROMISES): Promise<string> {
  const config = await prettier.resolveConfig(PROMISES_FILE);
  return prettier.format(markdown(entries), { ...config, parser: 'markdown' });
}

function markdown(entries: readonly PromiseEntry[]): string {
  const promises = entries.filter((e) => !('notAPromise' in e.covered));
  const bySchema = promises.filter((e) => 'schema' in e.covered);
  const byCheck = promises.filter((e) => 'check' in e.covered);
  const others = entries.filter((e) => 'notAPromise' in e.covered);
  const pending = Object.entries(PENDING_CHECKS).filter(([name]) => !isDeclared(name));
  return [
    "# The contract's promises",
    '',
    'Written by `node --import tsx conformance/promises/render.ts` from',
    "`conformance/promises/` (do not edit by hand). Every sentence of `openapi/openapi.yaml`'s",
    'descriptions that promises something a client can observe is listed with how it is covered:',
    'by the schema (a JSON pointer to the `const`, `enum`, `pattern`, limit, ... that holds it) or by',
    'a check of the kit. A sentence that only looks like a promise is listed with the reason.',
    '`conformance/test/promises.test.ts` fails when a promise sentence has no entry, when an entry',
    'has no coverage, names a check the kit does not declare, or points at nothing in the contract.',
    '',
    `${promises.length} promises: ${bySchema.length} in the schema, ${byCheck.length} by checks;`,
    `${others.length} sentences that are not promises.`,
    '',
    ...(pending.length
      ? [
          '## Pending checks',
          '',
          'Named by entries before the kit declares them:',
          '',
          ...pending.map(([name, why]) => `- \`${name}\`: ${why}.`),
          '',
        ]
      : []),
    '## In the schema',
    ...section(bySchema),
    '',
    '## By a check of the kit',
    ...section(byCheck),
    '',
    '## Not promises',
    ...section(others),
    '',
  ].join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  fs.writeFileSync(PROMISES_FILE, await renderPromises());
  console.log(`wrote ${path.relative(process.cwd(), PROMISES_FILE)}`);
}

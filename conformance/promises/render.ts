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
import {
  PENDING_CHECKS,
  UNPROVEN_FOR_NOW,
  isDeclared,
  variantsOf,
  type PromiseEntry,
} from './types.ts';

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

/** A table cell: pipes escaped, on one line. */
const cell = (text: string): string => text.replace(/\|/g, '\\|').replace(/\s+/g, ' ');

/** A table per description: each sentence, its promise (or why none), coverage and variants. */
function section(entries: PromiseEntry[], proven: boolean): string[] {
  const lines: string[] = [];
  let at = '';
  for (const e of entries) {
    if (e.at !== at) {
      lines.push('', `### \`${(at = e.at)}\``, '');
      lines.push(
        proven
          ? '| Sentence | Promise | Covered by | Proven by the variants |'
          : '| Sentence | Why it is no promise |',
        proven ? '| --- | --- | --- | --- |' : '| --- | --- |',
      );
    }
    const note = e.note ? ` (${e.note})` : '';
    const variants = variantsOf(e).map((v) => `"${v}"`);
    lines.push(
      proven
        ? `| ${cell(e.sentence)} | ${cell(e.promise + note)} | ${cell(coverage(e))} | ${cell(variants.join('; ') || '**unproven**')} |`
        : `| ${cell(e.sentence)} | ${cell(e.promise + note)} |`,
    );
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
  const proven = promises.filter((e) => variantsOf(e).length).length;
  const variants = new Set(promises.flatMap(variantsOf)).size;
  const pending = Object.entries(PENDING_CHECKS).filter(([name]) => !isDeclared(name));
  return [
    "# The contract's promises",
    '',
    'Written by `node --import tsx conformance/promises/render.ts` from',
    "`conformance/promises/` (do not edit by hand). Every sentence of `openapi/openapi.yaml`'s",
    'descriptions is a promise, listed with how it is covered: by the schema (a JSON pointer to the',
    '`const`, `enum`, `pattern`, limit, ... that holds it) or by a check of the kit, and with the',
    'faulty variants that prove it (`conformance/test/variants*.ts`: each a server that breaks the',
    'promise, which the covering check must report with a finding naming its field, header or',
    'rule). A sentence that promises nothing a client can observe is listed with the reason.',
    '`conformance/test/promises.test.ts` fails when a sentence has no entry, when a promise has no',
    'coverage or no variant, names a check the kit does not declare, or points at nothing in the',
    'contract; `conformance/test/faulty-variants.test.ts` runs the variants.',
    '',
    `${entries.length} sentences. ${promises.length} promises: ${bySchema.length} in the schema, ${byCheck.length} by checks;`,
    `${proven} proven by ${variants} faulty variants, ${promises.length - proven} unproven.`,
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
    ...(UNPROVEN_FOR_NOW.length
      ? [
          '## Unproven for now',
          '',
          'Promises no faulty variant proves yet (`UNPROVEN_FOR_NOW` in',
          '`conformance/promises/types.ts`; the promise test fails for any other unproven promise,',
          'and for one of these once a variant proves it):',
          '',
          ...UNPROVEN_FOR_NOW.map((u) => `- \`${u.at}\`: ${u.sentence} Why: ${u.why}.`),
          '',
        ]
      : []),
    '## In the schema',
    ...section(bySchema, true),
    '',
    '## By a check of the kit',
    ...section(byCheck, true),
    '',
    '## Not promises',
    ...section(others, false),
    '',
  ].join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  fs.writeFileSync(PROMISES_FILE, await renderPromises());
  console.log(`wrote ${path.relative(process.cwd(), PROMISES_FILE)}`);
}

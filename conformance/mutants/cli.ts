/**
 * `npm run conformance:mutants`: the kit's mutation score. Derives faulty servers from the
 * contract by operator, runs the kit against each (in front of the in-memory server, or of the
 * conforming server `--base-url` names) and prints the score per operator and per operation,
 * and every survivor.
 *
 *   --operator <text>    only the operators whose name contains it
 *   --operation <id>     only the mutants of this operationId
 *   --sample N           N mutants per operator (chosen with --seed S)
 *   --concurrency N      kits at a time against in-memory servers (default 2)
 *   --base-url URL       a conforming server instead of the in-memory one (one kit at a time)
 *   --json               the results as JSON
 *   --ids FILE           only the mutants whose ids the file lists, one a line
 *   --out FILE           also writes the results as JSON lines to FILE
 *   --list               the mutants, without running them
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { loadContract } from '../contract.ts';
import { allMutants, sample } from './index.ts';
import { renderResults } from './table.ts';
import { runMutants } from './run.ts';

const { values } = parseArgs({
  options: {
    operator: { type: 'string' },
    operation: { type: 'string' },
    sample: { type: 'string' },
    seed: { type: 'string', default: '1' },
    concurrency: { type: 'string', default: '2' },
    'base-url': { type: 'string' },
    json: { type: 'boolean', default: false },
    list: { type: 'boolean', default: false },
    ids: { type: 'string' },
    out: { type: 'string' },
  },
});

let mutants = allMutants(loadContract());
if (values.operator) mutants = mutants.filter((m) => m.operator.includes(values.operator!));
if (values.operation) mutants = mutants.filter((m) => m.operation === values.operation);
if (values.ids) {
  const wanted = new Set(fs.readFileSync(values.ids, 'utf8').split('\n').filter(Boolean));
  mutants = mutants.filter((m) => wanted.has(m.id));
}
if (values.sample) mutants = sample(mutants, Number(values.sample), Number(values.seed));

if (values.list) {
  for (const m of mutants) console.log(`${m.id}\t${m.description}`);
  console.log(`${mutants.length} mutants`);
} else {
  const started = Date.now();
  const results = await runMutants({
    mutants,
    baseUrl: values['base-url'],
    concurrency: Number(values.concurrency),
    onResult: (r, done, total) => {
      if (values.out)
        fs.appendFileSync(
          values.out,
          `${JSON.stringify({ id: r.mutant.id, operator: r.mutant.operator, operation: r.mutant.operation, verdict: r.verdict, by: r.by, ms: r.ms })}\n`,
        );
      if (!values.json)
        process.stderr.write(
          `[${done}/${total}] ${r.verdict.padEnd(10)} ${r.mutant.id} ${r.by.join(', ')} (${r.ms} ms)\n`,
        );
    },
  });
  if (values.json)
    console.log(
      JSON.stringify(
        results.map((r) => ({
          id: r.mutant.id,
          operator: r.mutant.operator,
          operation: r.mutant.operation,
          verdict: r.verdict,
          by: r.by,
        })),
        null,
        2,
      ),
    );
  else console.log(renderResults(results, Date.now() - started));
  process.exitCode = results.some((r) => r.verdict === 'survived') ? 1 : 0;
}

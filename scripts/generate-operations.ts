/**
 * Writes common/api/operations.ts from the contract: every operation's id, method, path
 * template, the roles that may call it and whether its answer is the same for every caller
 * (read by common/api/access.ts, as the conformance kit reads them); and common/api/limits.ts,
 * the maxLength of every bounded text property (scripts/contract-limits.ts). Run by
 * `npm run api:generate`; with `--check` (`npm run api:check`) it writes nothing and exits 1
 * when a file is not what the contract gives.
 *
 *   node --import tsx scripts/generate-operations.ts [--check]
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { parse } from 'yaml';
import { accessOf, type OperationEntry } from '../common/api/access.ts';
import { LIMITS_TARGET, renderLimits } from './contract-limits.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CONTRACT = 'openapi/openapi.yaml';
const TARGET = 'common/api/operations.ts';
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'] as const;

type Json = Record<string, unknown>;

/** Every operation of the contract, in its order; throws when one does not declare its access. */
export function operationsOf(doc: Json): [string, OperationEntry][] {
  const roleSchema = ((doc.components as Json | undefined)?.schemas as Json | undefined)?.Role as
    { enum?: unknown[] } | undefined;
  const known = new Set((roleSchema?.enum ?? []).map(String));
  const out: [string, OperationEntry][] = [];
  for (const [template, item] of Object.entries((doc.paths ?? {}) as Record<string, Json>)) {
    for (const method of METHODS) {
      const op = item[method] as Json | undefined;
      if (!op) continue;
      const id = op.operationId;
      if (typeof id !== 'string')
        throw new Error(`${method.toUpperCase()} ${template}: no operationId`);
      const access = accessOf(op, method, doc.security);
      if (!access.declared)
        throw new Error(`${id}: declare x-roles (secured) and x-same-for-every-caller`);
      const unknown = access.roles.filter((r) => !known.has(r));
      if (unknown.length) throw new Error(`${id}: x-roles names no Role: ${unknown.join(', ')}`);
      out.push([
        id,
        {
          method: method.toUpperCase() as OperationEntry['method'],
          path: template,
          roles: access.roles,
          sameForEveryCaller: access.sameForEveryCaller,
        },
      ]);
    }
  }
  return out;
}

/** The module's text, formatted as the repository's prettier does. */
export async function renderOperations(doc: Json): Promise<string> {
  const entries = operationsOf(doc)
    .map(([id, op]) => `  ${id}: ${JSON.stringify(op)},`)
    .join('\n');
  const source = `// Generated from ${CONTRACT} by scripts/generate-operations.ts (npm run api:generate).
// Do not edit: declare access in the contract (x-roles, x-same-for-every-caller) and regenerate.
import type { OperationEntry } from './access';
import type { OperationId } from './types';

/** Every operation of the contract: how it is reached, who may call it, whether its answer is the same for every caller. */
export const OPERATIONS = {
${entries}
} as const satisfies Record<OperationId, OperationEntry>;
`;
  const file = path.join(root, TARGET);
  return format(source, { ...(await resolveConfig(file)), filepath: file });
}

async function formatted(source: string, target: string): Promise<string> {
  const file = path.join(root, target);
  return format(source, { ...(await resolveConfig(file)), filepath: file });
}

async function main(args: string[]): Promise<number> {
  const doc = parse(fs.readFileSync(path.join(root, CONTRACT), 'utf8'), {
    maxAliasCount: -1,
  }) as Json;
  const outputs: [string, string][] = [
    [TARGET, await renderOperations(doc)],
    [LIMITS_TARGET, await formatted(renderLimits(doc, CONTRACT), LIMITS_TARGET)],
  ];
  let stale = 0;
  for (const [target, text] of outputs) {
    const file = path.join(root, target);
    if (args.includes('--check')) {
      const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
      if (current === text) continue;
      console.error(`${target} is out of date with ${CONTRACT}: run npm run api:generate`);
      stale = 1;
      continue;
    }
    fs.writeFileSync(file, text);
    console.log(`${target}: ${text.split('\n').length} lines from ${CONTRACT}`);
  }
  return stale;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  process.exitCode = await main(process.argv.slice(2));

/**
 * Writes, from the contract, the modules every reader of it in the repository reads:
 * - common/api/operations.ts: every operation's id, method, path template, the roles that may
 *   call it and whether its answer is the same for every caller (`OPERATIONS`, read by
 *   common/api/access.ts, as the conformance kit reads them); and what it takes and answers
 *   (`OPERATION_DETAILS`: its summary, its request body's schema and limits, its documented
 *   statuses and which of them have examples);
 * - common/api/contract-data.ts: the examples of every operation and the contract's
 *   components, as data (for the mocks, the seed, the stories and the tests);
 * - common/api/limits.ts: the maxLength of every bounded text property (scripts/contract-limits.ts).
 * Run by `npm run api:generate`; with `--check` (`npm run api:check`) it writes nothing and exits
 * 1 when a file is not what the contract gives.
 *
 *   node --import tsx scripts/generate-operations.ts [--check]
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { parse } from 'yaml';
import { accessOf, type OperationEntry } from '../common/api/access.ts';
import type {
  ContractExample,
  OperationDetails,
  OperationExamples,
  ResponseExamples,
} from '../common/api/details.ts';
import { LIMITS_TARGET, renderLimits } from './contract-limits.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CONTRACT = 'openapi/openapi.yaml';
const TARGET = 'common/api/operations.ts';
const DATA_TARGET = 'common/api/contract-data.ts';
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'] as const;

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The contract as a plain object (the generator's own reading, and its tests'). */
export function readContract(file = path.join(root, CONTRACT)): Json {
  return parse(fs.readFileSync(file, 'utf8'), { maxAliasCount: -1 }) as Json;
}

/** The node a local `$ref` points to (followed until it is no reference), else the node. */
function deref(doc: Json, node: unknown): Json {
  if (!isObject(node)) return {};
  if (typeof node.$ref !== 'string') return node;
  const target = node.$ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((o, k) => (isObject(o) ? o[k] : undefined), doc);
  return deref(doc, target);
}

interface ContractOperation {
  id: string;
  entry: OperationEntry;
  op: Json;
  /** the path item's parameters (shared by its operations) */
  shared: unknown[];
}

/** Every operation of the contract, in its order; throws when one does not declare its access. */
function contractOperations(doc: Json): ContractOperation[] {
  const roleSchema = ((doc.components as Json | undefined)?.schemas as Json | undefined)?.Role as
    { enum?: unknown[] } | undefined;
  const known = new Set((roleSchema?.enum ?? []).map(String));
  const out: ContractOperation[] = [];
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
      const entry: OperationEntry = {
        method: method.toUpperCase() as OperationEntry['method'],
        path: template,
        roles: access.roles,
        sameForEveryCaller: access.sameForEveryCaller,
      };
      out.push({ id, entry, op, shared: Array.isArray(item.parameters) ? item.parameters : [] });
    }
  }
  return out;
}

/** Every operation's access entry, in the contract's order. */
export function operationsOf(doc: Json): [string, OperationEntry][] {
  return contractOperations(doc).map(({ id, entry }) => [id, entry]);
}

const examplesOf = (media: unknown): Record<string, ContractExample> =>
  Object.fromEntries(
    Object.entries(isObject(media) && isObject(media.examples) ? media.examples : {}).map(
      ([name, ex]) => {
        const { summary, value } = isObject(ex) ? ex : {};
        return [name, typeof summary === 'string' ? { summary, value } : { value }];
      },
    ),
  );

const figure = (v: unknown) => (Number.isInteger(v) && (v as number) > 0 ? (v as number) : null);

/** What an operation takes and answers. */
export function detailsOf(
  doc: Json,
  id: string,
  op: Json,
  shared: unknown[] = [],
): OperationDetails {
  const responses = isObject(op.responses) ? op.responses : {};
  const examples: Record<string, string[]> = {};
  for (const [status, raw] of Object.entries(responses)) {
    const content = deref(doc, raw).content;
    const first = isObject(content) ? Object.values(content)[0] : undefined;
    const names = Object.keys(examplesOf(first));
    if (names.length) examples[status] = names;
  }
  let requestBody: OperationDetails['requestBody'] = null;
  if (op.requestBody) {
    const body = deref(doc, op.requestBody);
    const json = isObject(body.content) ? body.content['application/json'] : undefined;
    const ref = isObject(json) && isObject(json.schema) ? json.schema.$ref : undefined;
    if (typeof ref !== 'string' || !ref.startsWith('#/components/schemas/'))
      throw new Error(`${id}: its requestBody's JSON schema is no $ref to #/components/schemas/`);
    requestBody = {
      schema: ref.slice('#/components/schemas/'.length),
      maxBytes: figure(body['x-max-body-bytes']),
      maxDepth: figure(body['x-max-body-depth']),
      examples: Object.keys(examplesOf(json)),
    };
  }
  const pathParameters: Record<string, Json> = {};
  const own: unknown[] = Array.isArray(op.parameters) ? op.parameters : [];
  for (const raw of [...shared, ...own]) {
    const p = deref(doc, raw);
    if (p.in === 'path' && typeof p.name === 'string')
      pathParameters[p.name] = deref(doc, p.schema);
  }
  return {
    summary: typeof op.summary === 'string' ? op.summary : '',
    requestBody,
    pathParameters,
    statuses: Object.keys(responses),
    examples,
  };
}

/** An operation's examples: its request body's and each answer's, by media type. */
export function examplesOfOperation(doc: Json, op: Json): OperationExamples {
  const body = op.requestBody ? deref(doc, op.requestBody) : {};
  const request = isObject(body.content) ? examplesOf(body.content['application/json']) : {};
  const responses: Record<string, ResponseExamples> = {};
  for (const [status, raw] of Object.entries(isObject(op.responses) ? op.responses : {})) {
    const response = deref(doc, raw);
    const ref = isObject(raw) && typeof raw.$ref === 'string' ? raw.$ref : undefined;
    const content = isObject(response.content) ? response.content : {};
    responses[status] = {
      description: (typeof response.description === 'string' ? response.description : '')
        .split('\n')[0]!
        .trim(),
      ...(ref?.startsWith('#/components/responses/')
        ? { component: ref.slice('#/components/responses/'.length) }
        : {}),
      content: Object.fromEntries(
        Object.entries(content).map(([type, media]) => [type, examplesOf(media)]),
      ),
    };
  }
  return { request, responses };
}

const HEADER = `// Generated from ${CONTRACT} by scripts/generate-operations.ts (npm run api:generate).`;

async function formatted(target: string, source: string): Promise<string> {
  const file = path.join(root, target);
  return format(source, { ...(await resolveConfig(file)), filepath: file });
}

/** common/api/operations.ts, formatted as the repository's prettier does. */
export async function renderOperations(doc: Json): Promise<string> {
  const ops = contractOperations(doc);
  const entries = ops.map(({ id, entry }) => `  ${id}: ${JSON.stringify(entry)},`).join('\n');
  const details = ops
    .map(({ id, op, shared }) => `  ${id}: ${JSON.stringify(detailsOf(doc, id, op, shared))},`)
    .join('\n');
  return formatted(
    TARGET,
    `${HEADER}
// Do not edit: declare the operation in the contract (x-roles, x-same-for-every-caller,
// examples) and regenerate.
import type { OperationEntry } from './access';
import type { OperationDetails } from './details';
import type { OperationId } from './types';

/** Every operation of the contract: how it is reached, who may call it, whether its answer is the same for every caller. */
export const OPERATIONS = {
${entries}
} as const satisfies Record<OperationId, OperationEntry>;

/** Every operation's summary, request body (schema and limits), documented statuses and the names of their examples. */
export const OPERATION_DETAILS = {
${details}
} as const satisfies Record<OperationId, OperationDetails>;
`,
  );
}

/** common/api/contract-data.ts: every operation's examples and the contract's components. */
export async function renderContractData(doc: Json): Promise<string> {
  const examples = contractOperations(doc)
    .map(({ id, op }) => `  ${id}: ${JSON.stringify(examplesOfOperation(doc, op))},`)
    .join('\n');
  const c = isObject(doc.components) ? doc.components : {};
  const components = {
    schemas: c.schemas ?? {},
    parameters: c.parameters ?? {},
    headers: c.headers ?? {},
    responses: c.responses ?? {},
  };
  const info = isObject(doc.info) ? doc.info : {};
  const version =
    typeof info.version === 'string' || typeof info.version === 'number'
      ? String(info.version)
      : '';
  return formatted(
    DATA_TARGET,
    `${HEADER}
// Do not edit: change the contract and regenerate.
import type { ContractComponents, OperationExamples } from './details';
import type { OperationId } from './types';

/** The contract's version (info.version). */
export const CONTRACT_VERSION = ${JSON.stringify(version)};

/** Every operation's named examples: its request body's, and each documented answer's by media type. */
export const EXAMPLES: Record<OperationId, OperationExamples> = {
${examples}
};

/** The contract's schemas, parameters, headers and shared responses, as written. */
export const COMPONENTS: ContractComponents = ${JSON.stringify(components)};
`,
  );
}

async function main(args: string[]): Promise<number> {
  const doc = readContract();
  const outputs: [string, string][] = [
    [TARGET, await renderOperations(doc)],
    [DATA_TARGET, await renderContractData(doc)],
    [LIMITS_TARGET, await formatted(LIMITS_TARGET, renderLimits(doc, CONTRACT))],
  ];
  let stale = 0;
  for (const [target, text] of outputs) {
    const file = path.join(root, target);
    if (args.includes('--check')) {
      const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
      if (current === text) continue;
      console.error(`${target} is out of date with ${CONTRACT}: run npm run api:generate`);
      stale++;
      continue;
    }
    fs.writeFileSync(file, text);
    console.log(`${target}: ${text.split('\n').length} lines from ${CONTRACT}`);
  }
  return stale ? 1 : 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  process.exitCode = await main(process.argv.slice(2));

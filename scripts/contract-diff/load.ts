// Reading contracts: YAML (anchors and aliases included) or JSON, with every internal
// `$ref` replaced by what it points to, and the released versions on disk.
import fs from 'node:fs';
import path from 'node:path';
import { dereference } from '@apidevtools/json-schema-ref-parser';
import { parse } from 'yaml';
import { isNode, type Node } from './changes.ts';
import { compareSemver, parseSemver } from './semver.ts';

/**
 * Examples say nothing about what a client may send or receive, and their values
 * are free-form data where a `$ref` key is not a reference: they are left out
 * before dereferencing (a schema property that happens to be called `example` stays).
 */
function withoutExamples(value: unknown, parentKey = ''): unknown {
  if (Array.isArray(value)) return value.map((v) => withoutExamples(v));
  if (!isNode(value)) return value;
  const out: Node = {};
  for (const [key, v] of Object.entries(value)) {
    if (parentKey !== 'properties' && (key === 'example' || key === 'examples')) continue;
    out[key] = withoutExamples(v, key);
  }
  return out;
}

export interface Contract {
  file: string;
  version: unknown;
  doc: Node;
}

/** Parsed documents by their text: parsing is most of a diff's time, and a release reads one twice. */
const parsed = new Map<string, unknown>();

function parseOnce(text: string, json: boolean): unknown {
  if (!parsed.has(text)) {
    if (parsed.size >= 8) parsed.delete(parsed.keys().next().value!);
    parsed.set(text, json ? JSON.parse(text) : parse(text, { maxAliasCount: -1 }));
  }
  return parsed.get(text);
}

export async function loadContract(file: string): Promise<Contract> {
  // Never changed below: `withoutExamples` copies it before dereferencing.
  const raw = parseOnce(fs.readFileSync(file, 'utf8'), file.endsWith('.json'));
  if (!isNode(raw) || typeof raw.openapi !== 'string' || !isNode(raw.paths)) {
    throw new Error(`${file} is not an OpenAPI 3 document`);
  }
  const version = isNode(raw.info) ? raw.info.version : undefined;
  // `$ref` siblings (OpenAPI 3.1 allows `description` and `summary` next to one) are
  // merged into the referenced object; recursive schemas stay recursive objects.
  const doc = await dereference<Node>(withoutExamples(raw) as Node, {
    resolve: { external: false },
    dereference: { circular: true },
  });
  return { file, version, doc };
}

/** The released contracts in `dir` (files named `<semver>.yaml`), oldest first. */
export function releases(dir: string): { version: string; file: string }[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .map((name) => ({ version: name.replace(/\.yaml$/, ''), file: path.join(dir, name) }))
    .filter(({ file, version }) => file.endsWith('.yaml') && parseSemver(version))
    .sort((a, b) => compareSemver(parseSemver(a.version)!, parseSemver(b.version)!));
}

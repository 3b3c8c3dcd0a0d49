/**
 * The contract the kit is given, as one local file it and Prism can read (a path or a URL,
 * possibly split into several files).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { isObject } from './util.ts';

/** Whether an OpenAPI document refers to other files or URLs (`$ref: './schemas.yaml#/…'`). */
function hasExternalRefs(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(hasExternalRefs);
  if (!isObject(node)) return false;
  if (typeof node.$ref === 'string' && !node.$ref.startsWith('#')) return true;
  return Object.values(node).some(hasExternalRefs);
}

/** A `$ref` whose value may not start with `#` (YAML or JSON, quoted or not). */
const MAYBE_EXTERNAL_REF = /["']?\$ref["']?[ \t]*:[ \t]*(?![ \t]|["']?#)/;

/**
 * The contract as one local file: a path or an http(s) URL, possibly split into
 * several files. External `$ref`s are bundled into one document by
 * @apidevtools/json-schema-ref-parser and written to a temporary JSON file that
 * the kit and Prism read; a single local file is used as it is.
 */
export async function resolveContract(
  source: string,
): Promise<{ file: string; cleanup: () => void }> {
  const remote = /^https?:\/\//i.test(source);
  if (!remote) {
    const text = fs.readFileSync(source, 'utf8');
    // Most contracts are one file: a text with no `$ref` to anything but `#…` needs no parse.
    if (!MAYBE_EXTERNAL_REF.test(text)) return { file: source, cleanup: () => {} };
    const doc: unknown = source.endsWith('.json')
      ? JSON.parse(text)
      : parse(text, { maxAliasCount: -1 });
    if (!hasExternalRefs(doc)) return { file: source, cleanup: () => {} };
  }
  const { default: $RefParser } = await import('@apidevtools/json-schema-ref-parser');
  // The user names the URL (often a server on localhost or the team's network), so
  // the resolver's guard against private addresses does not apply here.
  const bundled = await $RefParser.bundle(source, {
    resolve: { http: { safeUrlResolver: false } },
  });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'futsal-contract-'));
  const file = path.join(dir, 'openapi.json');
  fs.writeFileSync(file, JSON.stringify(bundled));
  return { file, cleanup: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/**
 * Holds the promise list against the contract: every sentence of its prose
 * listed, no entry for a sentence the contract no longer has, every schema
 * pointer a keyword that exists, every check a declared one (or a pending one),
 * and every promise proven by a faulty variant its check must catch.
 */
import type { CheckName } from '../checks.ts';
import { contractSentences, type Sentence } from './scan.ts';
import {
  PENDING_CHECKS,
  SCHEMA_KEYWORDS,
  isDeclared,
  isPending,
  variantsOf,
  type PromiseEntry,
} from './types.ts';

/** A faulty variant as the audit sees it: its name and the check that must catch it. */
export interface NamedVariant {
  name: string;
  check: CheckName;
}

/**
 * The checks that judge answers and inputs by the contract's schemas: a variant that breaks a
 * schema keyword is caught by one of them.
 */
export const SCHEMA_CHECKS: readonly CheckName[] = [
  'response_schema_conformance',
  'response_headers_conformance',
  'status_code_conformance',
  'content_type_conformance',
  'documented_messages',
  'negative_data_rejection',
  'positive_data_acceptance',
  'path_parameter_patterns',
];

export interface Audit {
  /** promise sentences of the contract without an entry */
  missing: Sentence[];
  /** entries whose sentence the contract no longer has (there) */
  stale: PromiseEntry[];
  /** entries listed twice */
  duplicates: PromiseEntry[];
  /** schema coverage that points at nothing, or at no schema keyword */
  badPointers: { entry: PromiseEntry; pointer: string; why: string }[];
  /** checks neither declared in CHECKS nor pending */
  unknownChecks: { entry: PromiseEntry; name: string }[];
  /** pending check names the kit now declares (they leave PENDING_CHECKS) */
  pendingDeclared: string[];
  /** entries covered by a check that is still pending */
  pending: PromiseEntry[];
  /** promises no faulty variant proves */
  unproven: PromiseEntry[];
  /** variants an entry names that do not exist, or that another check catches */
  badVariants: { entry: PromiseEntry; name: string; why: string }[];
}

const keyOf = (at: string, sentence: string) => `${at}\u0000${sentence}`;

/** The node at a JSON pointer (`/components/headers/ETag/schema/pattern`), or undefined. */
export function nodeAt(doc: unknown, pointer: string): unknown {
  if (!pointer.startsWith('/')) return undefined;
  let node: unknown = doc;
  for (const raw of pointer.slice(1).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (!node || typeof node !== 'object' || !Object.hasOwn(node, key)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

export function auditPromises(
  doc: unknown,
  entries: readonly PromiseEntry[],
  variants: readonly NamedVariant[] = [],
): Audit {
  const sentences = contractSentences(doc);
  const byName = new Map(variants.map((v) => [v.name, v]));
  const present = new Set(sentences.map((s) => keyOf(s.at, s.text)));
  const listed = new Set<string>();
  const audit: Audit = {
    missing: [],
    stale: [],
    duplicates: [],
    badPointers: [],
    unknownChecks: [],
    pendingDeclared: Object.keys(PENDING_CHECKS).filter(isDeclared),
    pending: [],
    unproven: [],
    badVariants: [],
  };
  for (const entry of entries) {
    const key = keyOf(entry.at, entry.sentence);
    if (listed.has(key)) audit.duplicates.push(entry);
    listed.add(key);
    if (!present.has(key)) audit.stale.push(entry);
    const c = entry.covered;
    if ('schema' in c) {
      if (!c.schema.length) audit.badPointers.push({ entry, pointer: '', why: 'no pointer' });
      for (const pointer of c.schema) {
        const keyword = pointer.split('/').pop() ?? '';
        if (!(SCHEMA_KEYWORDS as readonly string[]).includes(keyword))
          audit.badPointers.push({ entry, pointer, why: `"${keyword}" is no schema keyword` });
        else if (nodeAt(doc, pointer) === undefined)
          audit.badPointers.push({ entry, pointer, why: 'the contract has nothing there' });
      }
    } else if ('check' in c) {
      if (isPending(c.check) && !isDeclared(c.check)) audit.pending.push(entry);
      else if (!isDeclared(c.check)) audit.unknownChecks.push({ entry, name: c.check });
    }
    if (!('notAPromise' in c) && !variantsOf(entry).length) audit.unproven.push(entry);
    for (const name of variantsOf(entry)) {
      const variant = byName.get(name);
      if (!variant) audit.badVariants.push({ entry, name, why: 'no variant has this name' });
      else if ('check' in c ? variant.check !== c.check : !SCHEMA_CHECKS.includes(variant.check))
        audit.badVariants.push({
          entry,
          name,
          why: `caught by ${variant.check}, not by ${'check' in c ? c.check : 'the schema'}`,
        });
    }
  }
  audit.missing = sentences.filter((s) => !listed.has(keyOf(s.at, s.text)));
  return audit;
}

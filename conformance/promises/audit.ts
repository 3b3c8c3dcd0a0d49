/**
 * Holds the promise list against the contract: every promise sentence listed,
 * no entry for a sentence the contract no longer has, every schema pointer a
 * keyword that exists, every check a declared one (or a pending one).
 */
import { promiseSentences, type Sentence } from './scan.ts';
import {
  PENDING_CHECKS,
  SCHEMA_KEYWORDS,
  isDeclared,
  isPending,
  type PromiseEntry,
} from './types.ts';

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

export function auditPromises(doc: unknown, entries: readonly PromiseEntry[]): Audit {
  const sentences = promiseSentences(doc);
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
  }
  audit.missing = sentences.filter((s) => !listed.has(keyOf(s.at, s.text)));
  return audit;
}

/**
 * The shape of the promise list: each sentence of the contract's prose that
 * promises something a client can observe, what it promises, and how that is
 * covered (a node of the schema, or a check of the kit). A sentence that only
 * looks like a promise is listed too, with the reason it is not one.
 */
import { CHECKS, type CheckName } from '../checks.ts';

/**
 * Checks that entries name before the kit declares them, each with who adds it.
 * An entry naming one counts as covered only once the check is declared; the
 * promise test prints these entries, and fails once a name here is declared in
 * `CHECKS` (then the name leaves this list).
 */
export const PENDING_CHECKS: Readonly<Record<string, string>> = {};

/**
 * Promises no faulty variant proves yet, each by its description's pointer and its sentence,
 * with why. The promise test fails for an unproven promise not listed here, and for a listed one
 * that a variant now proves (then it leaves this list): the list only shrinks.
 */
export const UNPROVEN_FOR_NOW: readonly { at: string; sentence: string; why: string }[] = [];

/** A check an entry may name: a declared one, or one of `PENDING_CHECKS` (kept to it by the test). */
export type CoveringCheck = CheckName | (string & {});

/**
 * What proves a promise: the names of faulty variants (conformance/test/variants*.ts), each a
 * server that breaks this promise and keeps the others. The kit's tests run every variant and
 * fail unless the covering check reports it; a promise without one is unproven.
 */
interface Proven {
  variants: readonly string[];
}

/** How a promise is covered. */
export type Coverage =
  ({ schema: string[] } & Proven) | ({ check: CoveringCheck } & Proven) | { notAPromise: true };

/** A coverage that faulty variants prove: `.by(...variants)` names them. */
type Provable<C> = C & Proven & { by(...variants: string[]): Provable<C> };

const provable = <C extends object>(
  coverage: C,
  variants: readonly string[] = [],
): Provable<C> => ({
  ...coverage,
  variants,
  by: (...more: string[]) => provable(coverage, [...variants, ...more]),
});

export interface PromiseEntry {
  /** JSON pointer of the description that holds the sentence */
  at: string;
  /** the sentence as the contract words it (white space collapsed) */
  sentence: string;
  /** the promise in short, or why the sentence is not one */
  promise: string;
  covered: Coverage;
  /** what the coverage leaves out, or where else the promise is held */
  note?: string;
}

/** A sentence, the promise in short (or why it is none), its coverage and an optional note. */
export type Row = [sentence: string, promise: string, covered: Coverage, note?: string];

/** Rows grouped by the JSON pointer of their description. */
export type Rows = Record<string, Row[]>;

/** Covered by these nodes of the contract (JSON pointers to a const, enum, pattern, limit, ...). */
export const schema = (...pointers: string[]): Provable<{ schema: string[] }> =>
  provable({ schema: pointers });

/** Covered by this check of the kit. */
export const check = (name: CoveringCheck): Provable<{ check: CoveringCheck }> =>
  provable({ check: name });

/** The variants that prove an entry (none for a non-promise). */
export const variantsOf = (entry: PromiseEntry): readonly string[] =>
  'variants' in entry.covered ? entry.covered.variants : [];

/** Not a promise a client can observe (the `promise` column says why). */
export const none: Coverage = { notAPromise: true };

export const entriesOf = (rows: Rows): PromiseEntry[] =>
  Object.entries(rows).flatMap(([at, list]) =>
    list.map(([sentence, promise, covered, note]) => ({ at, sentence, promise, covered, note })),
  );

/** The schema keywords a `schema` coverage may point at. */
export const SCHEMA_KEYWORDS = [
  'const',
  'enum',
  'pattern',
  'format',
  'type',
  'maxLength',
  'minLength',
  'maxItems',
  'minimum',
  'maximum',
  'default',
  'required',
  'additionalProperties',
  'scheme',
] as const;

export const isPending = (name: string): boolean => name in PENDING_CHECKS;

export const isDeclared = (name: string): name is CheckName =>
  (CHECKS as readonly string[]).includes(name);

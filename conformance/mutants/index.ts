/**
 * Every mutant the contract gives, by operator: the server mistakes `npm run conformance:mutants`
 * runs the kit against (conformance/mutants/run.ts). Nothing here lists a case by hand: each
 * operator reads the contract's responses, headers, statuses, parameters and request bodies.
 */
import type { Contract } from '../contract.ts';
import type { Mutant, OperatorFn } from './mutant.ts';
import {
  headerOperators,
  messageOperators,
  propertyOperators,
  statusOperators,
} from './operators-answers.ts';
import { boundOperators } from './operators-bounds.ts';
import { filterOperators, listOperators, queryOperators } from './operators-lists.ts';
import { normalisationOperators, writeOperators } from './operators-writes.ts';

export const OPERATORS: OperatorFn[] = [
  propertyOperators,
  headerOperators,
  queryOperators,
  filterOperators,
  listOperators,
  statusOperators,
  messageOperators,
  normalisationOperators,
  writeOperators,
  boundOperators,
];

/**
 * Every mutant once, in turns across the operators (the first of each, then the second of each
 * …): a run cut short has met every operator alike.
 */
export function allMutants(contract: Contract): Mutant[] {
  const seen = new Set<string>();
  const lists = OPERATORS.map((make) =>
    make(contract).filter((m) => !seen.has(m.id) && seen.add(m.id)),
  );
  const out: Mutant[] = [];
  for (let i = 0; lists.some((l) => i < l.length); i++)
    for (const l of lists) {
      const m = l[i];
      if (m) out.push(m);
    }
  return out;
}

/** A seeded choice of `n` mutants per operator (all of them when it has fewer). */
export function sample(mutants: Mutant[], n: number, seed: number): Mutant[] {
  let s = seed >>> 0 || 1;
  const next = () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 2 ** 32;
  };
  const byOperator = new Map<string, Mutant[]>();
  for (const m of mutants) byOperator.set(m.operator, [...(byOperator.get(m.operator) ?? []), m]);
  return [...byOperator.values()].flatMap((list) => {
    const pool = [...list];
    const chosen: Mutant[] = [];
    while (chosen.length < n && pool.length)
      chosen.push(pool.splice(Math.floor(next() * pool.length), 1)[0]!);
    return chosen;
  });
}

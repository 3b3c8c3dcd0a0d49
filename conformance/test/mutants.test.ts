/**
 * A fixed, seeded sample of the mutants `npm run conformance:mutants` derives from the contract
 * (conformance/mutants/): one per operator, among those the in-memory server's traffic can show.
 * The kit must kill each one that is not declared equivalent. The whole run and its score are
 * in docs/conformance-mutants.md.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract } from '../contract.ts';
import { allMutants, sample } from '../mutants/index.ts';
import { judge, observe } from '../mutants/run.ts';
import { startFake, type Fake } from './fake-server.ts';

const SEED = 37;

describe('mutants made from the contract', () => {
  let upstream: Fake;
  let seen: Set<string>;
  beforeAll(async () => {
    upstream = await startFake();
    // What the server's traffic holds, from the kit's sequences (the quick first look).
    ({ seen } = await observe(upstream.url, {}, true));
  }, 60_000);
  afterAll(async () => {
    await upstream?.close();
  });

  it('derives mutants of every operator from the contract', () => {
    const operators = new Set(allMutants(loadContract()).map((m) => m.operator));
    expect([...operators]).toEqual(
      expect.arrayContaining([
        'property removed',
        'property null',
        'property type',
        'property format',
        'header removed',
        'header malformed',
        'header value',
        'query parameter ignored',
        'filter honoured by one, ignored by another',
        'list order reversed',
        'list page off by one',
        'list count off by one',
        'list default page size',
        'status swapped',
        'fixed message reworded',
        'normalisation undone (letter case)',
        'normalisation undone (white space)',
        'write: field not stored',
        'write: field kept where replaced',
        'write: given value refused',
        'bound moved by one',
      ]),
    );
  });

  it('kills a seeded sample of one mutant per operator', async () => {
    const reached = allMutants(loadContract()).filter(
      (m) => !m.needs || m.needs.some((n) => seen.has(n)),
    );
    const chosen = sample(reached, 1, SEED);
    const verdicts: string[] = [];
    for (const m of chosen) {
      const { verdict, by } = await judge(m, upstream.url, seen, { quickUnreached: true });
      verdicts.push(`${m.id}: ${verdict}${by.length ? ` (${by.join(', ')})` : ''}`);
    }
    console.log(verdicts.join('\n'));
    expect(verdicts.filter((v) => /: survived/.test(v))).toEqual([]);
    // The sample proves something only where the mistake showed in the run.
    expect(verdicts.filter((v) => /: killed/.test(v)).length).toBeGreaterThanOrEqual(
      chosen.length - 3,
    );
  }, 240_000);

  it('kills the mistakes of answers given only in trouble (a 503, a 500 turned 503)', async () => {
    const ids = ['header-removed:getArticle:Retry-After', 'status:getArticle:500->503'];
    const chosen = allMutants(loadContract()).filter((m) => ids.includes(m.id));
    expect(chosen).toHaveLength(2);
    for (const m of chosen) {
      // The in-memory server never gives these by itself: it is armed with the trouble.
      expect(m.needs?.some((n) => seen.has(n))).toBe(false);
      const { verdict, by } = await judge(m, upstream.url, seen, {}, upstream);
      expect(`${m.id}: ${verdict}`).toBe(`${m.id}: killed`);
      expect(by).toContain('response_headers_conformance');
    }
  }, 120_000);
});

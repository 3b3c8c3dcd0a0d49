import { describe, expect, it } from 'vitest';
import { statedVariantCounts } from './stated-figures.ts';
import { VARIANTS } from './variants.ts';

describe('what the docs say about the kit', () => {
  it('name as many faulty variants as the kit is tested against', () => {
    const stated = statedVariantCounts();
    expect(stated.length, 'the docs state how many').toBeGreaterThan(0);
    for (const { where, count } of stated) expect(count, where).toBe(VARIANTS.length);
  });
});

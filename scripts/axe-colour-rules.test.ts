// @vitest-environment node
// The story runner checks a story's second theme with the colour rules only (.storybook/axe-rules.ts):
// this fails when the axe-core the runner injects files another rule of the checked tags under
// colour, so that the list is reviewed before a colour problem can pass unseen in one theme.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { AXE_TAGS, COLOUR_RULES } from '../.storybook/axe-rules.ts';

const require = createRequire(import.meta.url);
// The copy axe-playwright's injectAxe reads (require.resolve('axe-core/axe.min.js') from there).
const axePath = require.resolve('axe-core', { paths: [require.resolve('axe-playwright')] });
const axe = require(axePath) as {
  version: string;
  getRules(tags: string[]): { ruleId: string; tags: string[] }[];
};

describe('the colour rules of the second theme', () => {
  it(`are exactly the rules axe-core files under colour (cat.color) among ${AXE_TAGS.join(', ')}`, () => {
    const colour = axe
      .getRules(AXE_TAGS)
      .filter((r) => r.tags.includes('cat.color'))
      .map((r) => r.ruleId)
      .sort();
    expect(
      colour,
      `axe-core ${axe.version}: update COLOUR_RULES in .storybook/axe-rules.ts`,
    ).toEqual([...COLOUR_RULES].sort());
  });
});

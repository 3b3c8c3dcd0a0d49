/** The accessibility standard every story is checked against: WCAG 2.2 AA, as axe tags it. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

/**
 * The axe rules of AXE_TAGS whose outcome depends on colours. A theme changes colours only, so a
 * story's first theme runs every rule and its other theme runs these: a rule that judges
 * structure, names or roles gives the same answer in both. `scripts/axe-colour-rules.test.ts`
 * fails when the installed axe-core tags another colour rule, so that this list is reviewed.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

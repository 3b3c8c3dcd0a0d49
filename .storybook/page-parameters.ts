import { PAGE_MODES } from './modes';

/**
 * A page story's parameters: captured in the page modes (PAGE_MODES), mounted at `route`,
 * with any others the story needs (`path` when the route pattern differs from the route,
 * `session`, `visual`, `msw`; the decorators read them, .storybook/decorators.tsx).
 */
export function pageParameters(route: string, more: Record<string, unknown> = {}) {
  return { chromatic: { modes: PAGE_MODES }, route, ...more };
}

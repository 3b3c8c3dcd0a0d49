import type { ComponentType } from 'react';

/**
 * A route's `lazy`: loads the page's module and takes the component it names.
 * `load` stays a plain `() => import('…')`, so the bundler writes one short loader per route
 * in the entry (a destructured `await import()` costs a wrapper function in the entry per route).
 */
export const lazyPage =
  <K extends string, M extends { [P in K]: ComponentType }>(load: () => Promise<M>, name: K) =>
  async () => ({ Component: (await load())[name] });

import { useRoutes } from 'react-router-dom';
import { toDeclarative } from '../declarative-routes';
import { moreRoutes } from './more-routes';

const morePages = toDeclarative(moreRoutes);

/**
 * The public shell's pages of more-routes.tsx, mounted at `*` (the paths stay absolute). Its
 * `routes` lets `preloadRoutes` load a prerendered page's own chunks before the page hydrates.
 */
export function MorePages() {
  return useRoutes(morePages);
}
MorePages.routes = morePages;

import fs from 'node:fs';
import path from 'node:path';
import { PRERENDERED_PATHS, prerenderedFile } from '../common/prerendered-pages.ts';

/**
 * The prerendered HTML file for a request URL, or null: only for the exact
 * prerendered paths (PRERENDERED_PATHS) (a trailing slash is tolerated) and only without a query string,
 * since a query (?q=, ?tab=) changes the first screen.
 */
export function findPrerendered(dir: string, url: string): string | null {
  const [rawPath, query] = url.split('?', 2);
  if (query !== undefined && query !== '') return null;
  const pathname = rawPath && rawPath.length > 1 ? rawPath.replace(/\/+$/, '') : '/';
  if (!(PRERENDERED_PATHS as readonly string[]).includes(pathname)) return null;
  const file = path.join(dir, prerenderedFile(pathname));
  return fs.existsSync(file) ? file : null;
}

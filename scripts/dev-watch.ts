// What the dev server does not watch: the output of story runs, builds and journeys. None of it
// is a source of the site, and the dev server reloads every open page when an HTML file it
// watches changes, so a story run writing visual/report.html (or a build writing
// storybook-static/index.html) would reload them all. A function rather than globs, so that a
// checkout whose path holds glob characters is matched as it is.
import path from 'node:path';

/** Folders of generated output, relative to the repository's root. */
export const GENERATED_DIRS = [
  'visual/run',
  'visual/report.html',
  'visual/diffs',
  'storybook-static',
  'dist',
  'test-results-server',
  'playwright-report',
  'blob-report',
  'bench',
] as const;

/** The watcher's `ignored` matcher for the repository at `root`. */
export function devWatchIgnored(root: string): (file: string) => boolean {
  const dirs = GENERATED_DIRS.map((d) => path.resolve(root, d));
  return (file) => {
    const full = path.resolve(root, file);
    return dirs.some((d) => full === d || full.startsWith(`${d}${path.sep}`));
  };
}

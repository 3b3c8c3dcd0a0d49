// @vitest-environment node
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { devWatchIgnored } from './dev-watch';
import viteConfig from '../vite.config';

const root = process.cwd();
const ignored = devWatchIgnored(root);

describe("the dev server's watcher", () => {
  it('ignores what a story run writes, so open pages do not reload', () => {
    for (const file of [
      'visual/report.html',
      'visual/run/meta.json',
      'visual/run/pages-home--default--light.png',
      'visual/run/pages-home--default--light.diff.png',
      'storybook-static/index.html',
      'storybook-static/iframe.html',
    ])
      expect(ignored(path.join(root, file)), file).toBe(true);
    expect(ignored(path.join(root, 'visual'))).toBe(false);
  });

  it('still watches the sources, the baselines and files named like the output', () => {
    for (const file of [
      'index.html',
      'src/app/main.tsx',
      'visual/baselines/pages-home--default--light.webp',
      'visual/report.html.md',
      'src/dist/x.ts',
      'distance.ts',
    ])
      expect(ignored(path.join(root, file)), file).toBe(false);
  });

  it('is the matcher vite.config.ts gives the dev server', () => {
    const config =
      typeof viteConfig === 'function'
        ? viteConfig({ command: 'serve', mode: 'development' })
        : viteConfig;
    const matcher = (config as { server?: { watch?: { ignored?: unknown } } }).server?.watch
      ?.ignored;
    expect(typeof matcher).toBe('function');
    expect((matcher as (f: string) => boolean)(path.join(root, 'visual/report.html'))).toBe(true);
    expect((matcher as (f: string) => boolean)(path.join(root, 'src/app/main.tsx'))).toBe(false);
  });
});

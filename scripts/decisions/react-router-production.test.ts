// @vitest-environment node
// The production build bundles react-router's dist/production files, which its package
// exports never name (docs/decisions/react-router-production-build.md). These fail when
// react-router moves those files, when they stop matching the development build's API, or
// when an import could reach the development build beside them (two routers' contexts).
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  aliasFor,
  buildAliases,
  importSpecifiers,
  installedVersion,
  loadModule,
  readJson,
  recheck,
  ROOT,
  type Alias,
} from './lib';

const RECORD = 'react-router-production-build.md';
const MEASURED = { 'react-router': '7.18.5', 'react-router-dom': '7.18.5' };
const DIST = path.join(ROOT, 'node_modules/react-router/dist');
const ENTRIES = { 'react-router': 'index.mjs', 'react-router/dom': 'dom-export.mjs' };

let aliases: Alias[];
beforeAll(async () => {
  aliases = await buildAliases();
}, 30_000);

/** The files an entry reaches through relative imports (its chunks), the entry included. */
function reachedFiles(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const spec of importSpecifiers(fs.readFileSync(file, 'utf8'))) {
      if (spec.startsWith('.')) visit(path.resolve(path.dirname(file), spec));
    }
  };
  visit(entry);
  return [...seen];
}

describe('react-router production build alias (docs/decisions/react-router-production-build.md)', () => {
  it('points react-router and react-router/dom at files that exist', () => {
    for (const [specifier, file] of Object.entries(ENTRIES)) {
      const target = path.join(DIST, 'production', file);
      expect(aliasFor(aliases, specifier), `vite.config.ts no longer aliases ${specifier}`).toBe(
        target,
      );
      expect(
        fs.existsSync(target),
        recheck(RECORD, `react-router has no ${path.relative(ROOT, target)} any more.`),
      ).toBe(true);
    }
  });

  it('is checked against the react-router it was measured with', () => {
    expect(
      {
        'react-router': installedVersion('react-router'),
        'react-router-dom': installedVersion('react-router-dom'),
      },
      recheck(
        RECORD,
        'react-router changed: re-run this file, re-measure the home page with and without the alias, and record the new version.',
      ),
    ).toEqual(MEASURED);
  });

  it('is needed: the package exports name only the development build', () => {
    const { exports } = readJson<{ exports: unknown }>('node_modules/react-router/package.json');
    const text = JSON.stringify(exports);
    expect(
      {
        namesProduction: text.includes('production'),
        namesDevelopment: text.includes('/dist/development/'),
      },
      recheck(
        RECORD,
        'react-router\'s package exports changed: if they offer the production build (a "production" condition), Vite picks it by itself and the alias can go.',
      ),
    ).toEqual({ namesProduction: false, namesDevelopment: true });
  });

  it('exports the same names from the production files as from the development files', async () => {
    for (const file of Object.values(ENTRIES)) {
      const production = Object.keys(await loadModule(path.join(DIST, 'production', file))).sort();
      const development = Object.keys(
        await loadModule(path.join(DIST, 'development', file)),
      ).sort();
      expect(production.length).toBeGreaterThan(3);
      expect(
        production,
        recheck(
          RECORD,
          `dist/production/${file} and dist/development/${file} differ in what they export.`,
        ),
      ).toEqual(development);
    }
  });

  it('keeps every react-router import on the production files (one copy of the router)', () => {
    const files = [
      ...Object.values(ENTRIES).flatMap((file) =>
        reachedFiles(path.join(DIST, 'production', file)),
      ),
      path.join(ROOT, 'node_modules/react-router-dom/dist/index.mjs'),
    ];
    // The entries and the chunks they share.
    expect(files.length).toBeGreaterThan(Object.keys(ENTRIES).length + 1);
    const escaping = files.flatMap((file) =>
      importSpecifiers(fs.readFileSync(file, 'utf8'))
        .filter((spec) => /^react-router(\/|$)/.test(spec) && !aliasFor(aliases, spec))
        .map((spec) => `${path.relative(ROOT, file)} imports ${spec}`),
    );
    expect(
      escaping,
      recheck(
        RECORD,
        'These imports are not aliased, so they would bundle the development build beside the production one: alias them too.',
      ),
    ).toEqual([]);
    const outside = files.filter((file) => !file.startsWith(path.join(DIST, 'production')));
    expect(outside.map((f) => path.relative(ROOT, f))).toEqual([
      'node_modules/react-router-dom/dist/index.mjs',
    ]);
  });
});

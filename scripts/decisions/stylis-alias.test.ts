// @vitest-environment node
// The production build bundles bundle-aliases/stylis.js in place of stylis: stylis without its
// vendor prefixer, which styled-components' namespace import would otherwise keep
// (docs/decisions/stylis-alias.md). These fail when stylis or styled-components change the
// files, exports or imports the alias relies on.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  aliasFor,
  buildAliases,
  installedVersion,
  loadModule,
  recheck,
  ROOT,
  type Alias,
} from './lib';

const RECORD = 'stylis-alias.md';
const ALIAS_FILE = path.join(ROOT, 'bundle-aliases/stylis.js');
const MEASURED = { stylis: '4.3.6', 'styled-components': '6.6.0' };
// The files styled-components' build imports stylis from: the browser build (the site) and
// the Node build (prerendering).
const STYLED_BUILDS = ['styled-components.browser.esm.js', 'styled-components.esm.js'];

let aliases: Alias[];
let aliasExports: Record<string, unknown>;
let stylisExports: Record<string, unknown>;
beforeAll(async () => {
  aliases = await buildAliases();
  // bundle-aliases/stylis.js is JavaScript without types.
  aliasExports = await loadModule(ALIAS_FILE);
  stylisExports = await loadModule('stylis');
}, 30_000);

describe('stylis alias (docs/decisions/stylis-alias.md)', () => {
  it('bundles bundle-aliases/stylis.js wherever the site imports stylis', () => {
    expect(aliasFor(aliases, 'stylis'), 'vite.config.ts no longer aliases stylis').toBe(ALIAS_FILE);
  });

  it('is checked against the stylis and styled-components it was measured with', () => {
    const installed = {
      stylis: installedVersion('stylis'),
      'styled-components': installedVersion('styled-components'),
    };
    expect(
      installed,
      recheck(
        RECORD,
        'stylis or styled-components changed: re-run this file, re-measure the home page with and without the alias, and record the new versions.',
      ),
    ).toEqual(MEASURED);
  });

  it('re-exports files that exist in the installed stylis', () => {
    const source = fs.readFileSync(ALIAS_FILE, 'utf8');
    const files = [...source.matchAll(/from '(\.\.\/node_modules\/stylis\/[^']+)'/g)].map(
      (m) => m[1]!,
    );
    expect(files.length).toBeGreaterThan(0);
    const missing = files.filter((f) => !fs.existsSync(path.resolve(ROOT, 'bundle-aliases', f)));
    expect(
      missing,
      recheck(RECORD, 'stylis moved or renamed its source files: update the alias.'),
    ).toEqual([]);
  });

  it('exports every name stylis exports, with only the vendor prefixing left out', () => {
    const fromStylis = Object.keys(stylisExports).sort();
    const fromAlias = Object.keys(aliasExports).sort();
    expect(
      fromStylis.filter((name) => !fromAlias.includes(name)),
      recheck(
        RECORD,
        'stylis exports names the alias does not (only "prefix", the prefixer itself, may be missing): add them to bundle-aliases/stylis.js.',
      ),
    ).toEqual(['prefix']);
    expect(fromAlias.filter((name) => !fromStylis.includes(name))).toEqual([]);
    for (const name of fromAlias.filter((n) => n !== 'prefixer')) {
      expect(aliasExports[name], `${name} is not stylis' own`).toBe(stylisExports[name]);
    }
  });

  it('is needed: styled-components imports stylis as a namespace and prefixes only when asked', () => {
    for (const build of STYLED_BUILDS) {
      const code = fs.readFileSync(
        path.join(ROOT, 'node_modules/styled-components/dist', build),
        'utf8',
      );
      const namespace = /import\s*\*\s*as\s*([\w$]+)\s*from\s*["']stylis["']/.exec(code)?.[1];
      expect(
        namespace,
        recheck(
          RECORD,
          `${build} no longer imports stylis as a namespace: the bundler may drop the prefixer on its own; measure the build without the alias and remove it if nothing grows.`,
        ),
      ).toBeDefined();
      // The one stylis export the alias leaves out is `prefix`: styled-components must not read
      // it (a minified build reuses the namespace's name for locals, so only this name is checked).
      const readsPrefix = new RegExp(`(?<![\\w$.])\\${namespace}\\.prefix(?![\\w$])`).test(code);
      const named = [...code.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']stylis["']/g)].flatMap(
        (m) => m[1]!.split(',').map((part) => part.trim().split(/\s+as\s+/)[0]!),
      );
      expect(
        { readsPrefix, missing: named.filter((name) => name && !(name in aliasExports)) },
        recheck(RECORD, `${build} uses stylis exports the alias lacks.`),
      ).toEqual({ readsPrefix: false, missing: [] });
      // Every use of the prefixer sits behind the `prefix` option (enableVendorPrefixes).
      const prefixerUses = code.split(`${namespace}.prefixer`).length - 1;
      const guarded = (
        code.match(new RegExp(`\\.prefix&&[\\w$]+\\.push\\(\\${namespace}\\.prefixer\\)`, 'g')) ??
        []
      ).length;
      expect(
        guarded,
        recheck(
          RECORD,
          `${build} reaches stylis' prefixer other than behind the enableVendorPrefixes option: the alias's prefixer would throw.`,
        ),
      ).toBe(prefixerUses);
    }
  });

  it('refuses vendor prefixing instead of silently not prefixing', () => {
    const prefixer = aliasExports.prefixer as () => void;
    expect(() => prefixer()).toThrow(/Vendor prefixing is disabled/);
  });
});

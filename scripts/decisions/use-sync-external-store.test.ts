// @vitest-environment node
// @xstate/react imports the use-sync-external-store shims written for React < 18; every build
// points them at React's own useSyncExternalStore (docs/decisions/use-sync-external-store-aliases.md).
// These fail when React, use-sync-external-store or @xstate/react change what the aliases rely on.
import fs from 'node:fs';
import path from 'node:path';
import * as React from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import * as ourShim from '../../src/lib/react-store-shim';
import {
  aliasFor,
  buildAliases,
  importSpecifiers,
  installedVersion,
  loadModule,
  recheck,
  ROOT,
  type Alias,
} from './lib';

const RECORD = 'use-sync-external-store-aliases.md';
const MEASURED = { 'use-sync-external-store': '1.7.0', '@xstate/react': '6.1.0' };
const PACKAGE = path.join(ROOT, 'node_modules/use-sync-external-store');

let aliases: Alias[];
let shim: Record<string, unknown>;
let withSelector: Record<string, unknown>;
beforeAll(async () => {
  aliases = await buildAliases();
  shim = await loadModule('use-sync-external-store/shim');
  withSelector = await loadModule('use-sync-external-store/with-selector.js');
}, 30_000);

describe('use-sync-external-store aliases (docs/decisions/use-sync-external-store-aliases.md)', () => {
  it('send both shims to the hook React ships, with or without the .js the importer writes', () => {
    const target = {
      shim: path.join(ROOT, 'src/lib/react-store-shim.ts'),
      withSelector: 'use-sync-external-store/with-selector.js',
    };
    expect({
      shim: aliasFor(aliases, 'use-sync-external-store/shim'),
      shimIndex: aliasFor(aliases, 'use-sync-external-store/shim/index.js'),
      withSelector: aliasFor(aliases, 'use-sync-external-store/shim/with-selector'),
      withSelectorJs: aliasFor(aliases, 'use-sync-external-store/shim/with-selector.js'),
    }).toEqual({
      shim: target.shim,
      shimIndex: target.shim,
      withSelector: target.withSelector,
      withSelectorJs: target.withSelector,
    });
  });

  it('are dead code only while React has useSyncExternalStore (React 18 or later)', () => {
    const major = Number(installedVersion('react').split('.')[0]);
    expect(
      { atLeast18: major >= 18, hook: typeof React.useSyncExternalStore },
      recheck(RECORD, 'React lost useSyncExternalStore: the shims are needed again.'),
    ).toEqual({ atLeast18: true, hook: 'function' });
    expect(ourShim.useSyncExternalStore).toBe(React.useSyncExternalStore);
  });

  it('are checked against the versions they were measured with', () => {
    expect(
      {
        'use-sync-external-store': installedVersion('use-sync-external-store'),
        '@xstate/react': installedVersion('@xstate/react'),
      },
      recheck(
        RECORD,
        'use-sync-external-store or @xstate/react changed: re-run this file, re-measure the home page with and without the aliases, and record the new versions.',
      ),
    ).toEqual(MEASURED);
  });

  it('replace each shim with a module that exports the same names', () => {
    // The shim is CommonJS: its namespace also shows the module object as `default`.
    const shimNames = Object.keys(shim).filter((name) => name !== 'default');
    expect(Object.keys(ourShim).sort(), recheck(RECORD, 'The shim exports something new.')).toEqual(
      shimNames.sort(),
    );
    expect(
      typeof withSelector.useSyncExternalStoreWithSelector,
      recheck(RECORD, 'use-sync-external-store/with-selector.js no longer exports the hook.'),
    ).toBe('function');
  });

  it('use a with-selector build that takes the hook from React, not from the shim', () => {
    for (const mode of ['production', 'development']) {
      const file = path.join(PACKAGE, `cjs/use-sync-external-store-with-selector.${mode}.js`);
      const code = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
      expect(
        {
          requires: importSpecifiers(code),
          readsReactHook: code.includes('React.useSyncExternalStore'),
        },
        recheck(RECORD, `${path.relative(ROOT, file)} changed.`),
      ).toEqual({ requires: ['react'], readsReactHook: true });
    }
  });

  it('are needed: @xstate/react imports the shims, and only through aliased names', () => {
    const dist = path.join(ROOT, 'node_modules/@xstate/react/dist');
    const imported = fs
      .readdirSync(dist)
      .filter((f) => /\.(m?js)$/.test(f))
      .flatMap((f) => importSpecifiers(fs.readFileSync(path.join(dist, f), 'utf8')))
      .filter((spec) => spec.startsWith('use-sync-external-store'));
    expect(
      imported.length,
      recheck(
        RECORD,
        '@xstate/react no longer imports use-sync-external-store: the aliases are dead and can go.',
      ),
    ).toBeGreaterThan(0);
    expect(
      [...new Set(imported)].filter((spec) => !aliasFor(aliases, spec)),
      recheck(RECORD, '@xstate/react imports a use-sync-external-store path no alias covers.'),
    ).toEqual([]);
  });
});

// @vitest-environment node
// package.json `overrides` keep Prism's core and Fastify's light-my-request at releases that
// run on Node 20 (docs/decisions/npm-overrides.md). These fail when the lockfile drifts from
// them, when the packages that need them change, or when the reason (Node 20) is gone.
import { describe, expect, it } from 'vitest';
import {
  lockClosure,
  lockedCopies,
  lockPackages,
  lowestSupportedNode,
  readJson,
  recheck,
  satisfies,
} from './lib';

const RECORD = 'npm-overrides.md';

/** The overrides the record explains, and the dependency ranges they cap. */
const RECORDED = {
  '@stoplight/prism-core': '5.8.0',
  '@stoplight/prism-http-server': '5.12.2',
  'light-my-request': '6.6.0',
};
const DEPENDENTS = {
  '@stoplight/prism-cli': {
    version: '5.14.2',
    dependencies: {
      '@stoplight/prism-core': '^5.8.0',
      // An exact pin: no override is needed for prism-http while prism-cli keeps it.
      '@stoplight/prism-http': '5.12.0',
      '@stoplight/prism-http-server': '^5.12.0',
    },
  },
  fastify: { version: '5.12.8', dependencies: { 'light-my-request': '^6.0.0' } },
};

const packages = lockPackages();
const pkg = readJson<{ overrides?: Record<string, string> }>('package.json');

describe('package.json overrides (docs/decisions/npm-overrides.md)', () => {
  it('are exactly the overrides the record explains', () => {
    expect(
      pkg.overrides,
      recheck(
        RECORD,
        'package.json overrides changed: an override needs its reason and measurement in the record.',
      ),
    ).toEqual(RECORDED);
  });

  it('hold in package-lock.json: every installed copy is the overridden version', () => {
    for (const [name, version] of Object.entries(RECORDED)) {
      const copies = lockedCopies(packages, name);
      expect(copies.length, `${name} is not in package-lock.json`).toBeGreaterThan(0);
      for (const copy of copies) {
        expect(
          copy.version,
          recheck(
            RECORD,
            `${copy.key} is ${copy.version}, not the override ${version}: run "npm install" so the lockfile follows package.json.`,
          ),
        ).toBe(version);
      }
    }
  });

  it('cap the ranges of the packages that need them (a new prism-cli or fastify may not)', () => {
    for (const [name, expected] of Object.entries(DEPENDENTS)) {
      const [copy] = lockedCopies(packages, name);
      const entry = copy ? packages[copy.key] : undefined;
      const ranges = Object.fromEntries(
        Object.keys(expected.dependencies).map((dep) => [dep, entry?.dependencies?.[dep]]),
      );
      expect(
        { version: entry?.version, dependencies: ranges },
        recheck(
          RECORD,
          `${name} changed: resolve its tree afresh without the overrides (a scratch copy of package.json without "overrides", "npm install --package-lock-only", also under the newest Node) and keep only the overrides that still change what is installed.`,
        ),
      ).toEqual(expected);
    }
  });

  it('are still needed: the project supports Node 20', () => {
    expect(
      lowestSupportedNode().split('.')[0],
      recheck(
        RECORD,
        'package.json engines no longer admits Node 20: the overrides exist only for Node 20 and can probably go.',
      ),
    ).toBe('20');
  });

  it('give Prism and Fastify trees that run on the lowest supported Node', () => {
    const node = lowestSupportedNode();
    const offenders = ['node_modules/@stoplight/prism-cli', 'node_modules/fastify']
      .flatMap((start) => lockClosure(packages, start))
      .flatMap((key) => {
        const engines = packages[key]?.engines;
        const range = engines && !Array.isArray(engines) ? engines.node : undefined;
        return range && !satisfies(node, range) ? [`${key} (engines.node ${range})`] : [];
      });
    expect(
      offenders,
      recheck(RECORD, `These packages do not run on Node ${node}: pin a release that does.`),
    ).toEqual([]);
  });

  it('understand the engines ranges npm packages declare', () => {
    expect(satisfies('20.19.0', '^20.19.0 || >=22.12.0')).toBe(true);
    expect(satisfies('20.19.0', '>=18.20.1')).toBe(true);
    expect(satisfies('20.19.0', '>= 10.16.0')).toBe(true);
    expect(satisfies('20.19.0', '18 || 20 || >=22')).toBe(true);
    expect(satisfies('20.19.0', '10.* || >= 12.*')).toBe(true);
    expect(satisfies('20.19.0', '^18.18.0 || ^20.9.0 || >=21.1.0')).toBe(true);
    expect(satisfies('20.19.0', '>=22')).toBe(false);
    expect(satisfies('20.19.0', '>=24.18.0')).toBe(false);
    expect(satisfies('20.19.0', '^20.19.0 || ^22.13.0 || >=23.5.0')).toBe(true);
    expect(satisfies('22.12.0', '^20.19.0 || ^22.13.0 || >=23.5.0')).toBe(false);
    expect(satisfies('20.19.0', '^16.20 || ^18.18 || >= 20.17')).toBe(true);
    expect(satisfies('20.19.0', '4 - 18')).toBe(false);
  });
});

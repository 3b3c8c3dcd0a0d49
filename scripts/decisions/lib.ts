// Helpers for the upgrade tests of docs/decisions/: each test reads what is installed
// (node_modules, package-lock.json) and, on failure, says what to re-check and where the
// decision is recorded.
import fs from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');

/** The failure message of an upgrade test: what changed, what to re-check, the record. */
export function recheck(record: string, what: string): string {
  return `${what} Re-check the decision and its figures in docs/decisions/${record}, then update the record and this test together.`;
}

export function readJson<T>(file: string): T {
  return JSON.parse(fs.readFileSync(path.resolve(ROOT, file), 'utf8')) as T;
}

/** The installed version of a package (its package.json in node_modules). */
export function installedVersion(name: string): string {
  return readJson<{ version: string }>(`node_modules/${name}/package.json`).version;
}

export interface LockEntry {
  version: string;
  engines?: { node?: string } | string[];
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

export function lockPackages(): Record<string, LockEntry> {
  return readJson<{ packages: Record<string, LockEntry> }>('package-lock.json').packages;
}

/** Every lockfile path where package `name` is installed, with its version. */
export function lockedCopies(packages: Record<string, LockEntry>, name: string) {
  return Object.entries(packages)
    .filter(([key]) => key === `node_modules/${name}` || key.endsWith(`/node_modules/${name}`))
    .map(([key, entry]) => ({ key, version: entry.version }));
}

/** Where Node's lookup finds dependency `name` of the package installed at `from`. */
function resolveInLock(packages: Record<string, LockEntry>, from: string, name: string) {
  let dir = from;
  for (;;) {
    const candidate = `${dir ? `${dir}/` : ''}node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (!dir) return undefined;
    const cut = dir.lastIndexOf('/node_modules/');
    dir = cut === -1 ? '' : dir.slice(0, cut);
  }
}

/** The lockfile paths of `start` and everything it depends on, transitively. */
export function lockClosure(packages: Record<string, LockEntry>, start: string): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const entry = packages[key]!;
    for (const dep of Object.keys({ ...entry.dependencies, ...entry.optionalDependencies })) {
      const found = resolveInLock(packages, key, dep);
      if (found) visit(found);
    }
  };
  visit(start);
  return [...seen];
}

type Version = [number, number, number];

function parseVersion(text: string): Version {
  const match = /^v?(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (!match) throw new Error(`not a version: ${text}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

const compare = (a: Version, b: Version) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

/** One comparator of an engines range as [lowest allowed, first not allowed). */
function comparatorBounds(text: string): [Version, Version] {
  const match = /^(>=|<=|>|<|=|\^|~)?v?(\d+|[x*])(?:\.(\d+|[x*]))?(?:\.(\d+|[x*]))?$/.exec(text);
  if (!match) throw new Error(`engines range not understood: "${text}"`);
  const [, op = '', ...parts] = match;
  const given = parts.filter((p) => p !== undefined && p !== 'x' && p !== '*').map(Number);
  const [major = 0, minor = 0, patch = 0] = given;
  const low: Version = [major, minor, patch];
  const INF: Version = [Infinity, 0, 0];
  // The version after the last given part (1.2 → 1.3.0, 1 → 2.0.0).
  const next: Version =
    given.length === 0
      ? INF
      : given.length === 1
        ? [major + 1, 0, 0]
        : given.length === 2
          ? [major, minor + 1, 0]
          : [major, minor, patch + 1];
  const zero: Version = [0, 0, 0];
  switch (op) {
    case '>=':
      return [low, INF];
    case '>':
      return [next, INF];
    case '<':
      return [zero, low];
    case '<=':
      return [zero, next];
    case '^':
      return [low, major > 0 || given.length === 1 ? [major + 1, 0, 0] : [0, minor + 1, 0]];
    case '~':
      return [low, given.length === 1 ? [major + 1, 0, 0] : [major, minor + 1, 0]];
    default:
      return [low, next];
  }
}

/** Whether `version` satisfies an engines range (the forms npm packages declare). */
export function satisfies(version: string, range: string): boolean {
  const v = parseVersion(version);
  return range.split('||').some((alternative) => {
    const text = alternative.trim().replace(/(>=|<=|>|<|=)\s+/g, '$1');
    if (text === '' || text === '*') return true;
    const hyphen = /^(\S+)\s+-\s+(\S+)$/.exec(text);
    const comparators = hyphen ? [`>=${hyphen[1]}`, `<=${hyphen[2]}`] : text.split(/\s+/);
    return comparators.every((c) => {
      const [low, high] = comparatorBounds(c);
      return compare(v, low) >= 0 && compare(v, high) < 0;
    });
  });
}

/** The lowest Node version package.json's `engines` admits (e.g. "^20.19.0 || >=22.12.0" → 20.19.0). */
export function lowestSupportedNode(): string {
  const range = readJson<{ engines: { node: string } }>('package.json').engines.node;
  const lows = range
    .split('||')
    .map((alternative) => /(\d+\.\d+\.\d+)/.exec(alternative)?.[1])
    .filter((v): v is string => v !== undefined)
    .sort((a, b) => compare(parseVersion(a), parseVersion(b)));
  if (!lows[0]) throw new Error(`package.json engines.node not understood: ${range}`);
  return lows[0];
}

export interface Alias {
  find: RegExp;
  replacement: string;
}

/** The aliases of the production build, from vite.config.ts itself. */
export async function buildAliases(): Promise<Alias[]> {
  const config = (await import('../../vite.config.ts')).default as unknown as (env: {
    command: 'build';
    mode: string;
  }) => { resolve: { alias: Alias[] } };
  return config({ command: 'build', mode: 'production' }).resolve.alias;
}

/** What the build bundles for an import of `specifier` (undefined: no alias applies). */
export function aliasFor(aliases: Alias[], specifier: string): string | undefined {
  return aliases.find((alias) => alias.find.test(specifier))?.replacement;
}

/** The module specifiers a bundled JavaScript file imports (static and dynamic, literal only). */
export function importSpecifiers(code: string): string[] {
  const found = [
    ...code.matchAll(/\b(?:from|import)\s*["']([^"'$]+)["']/g),
    ...code.matchAll(/\bimport\(\s*["']([^"'$]+)["']\s*\)/g),
    ...code.matchAll(/\brequire\(\s*["']([^"'$]+)["']\s*\)/g),
  ].map((match) => match[1]!);
  return [...new Set(found)];
}

/** A module's exports, for modules without types (a path or a package specifier). */
export async function loadModule(specifier: string): Promise<Record<string, unknown>> {
  return (await import(/* @vite-ignore */ specifier)) as Record<string, unknown>;
}

// @vitest-environment node
// The floors of the site as eslint.config.js states them: imports run app → features → shell →
// components / api / lib / theme / config, never back up, and the service worker imports no page.
import path from 'node:path';
import { ESLint, Linter } from 'eslint';
import importPlugin from 'eslint-plugin-import';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const RULE = 'import/no-restricted-paths';

let entry: Linter.RuleEntry;

beforeAll(async () => {
  const config = (await new ESLint({ cwd: ROOT }).calculateConfigForFile(
    'src/app/App.tsx',
  )) as Linter.Config;
  const found = config.rules?.[RULE];
  if (!found) throw new Error(`eslint.config.js sets no ${RULE}`);
  entry = found;
  // Reading the project's config loads every plugin it names: seconds on a busy machine.
}, 60_000);

/**
 * What the project's zones say of `code` written in `file` (a path that need not exist; the
 * imported files do, since the rule resolves them). Only that rule runs: no type information.
 */
function zoneErrors(file: string, code: string): string[] {
  const linter = new Linter({ configType: 'flat', cwd: ROOT });
  return linter
    .verify(
      code,
      [
        {
          files: ['**/*.{ts,tsx}'],
          plugins: { import: importPlugin },
          languageOptions: { parser: tseslint.parser },
          settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx'] } } },
          rules: { [RULE]: entry },
        },
      ],
      { filename: path.join(ROOT, file) },
    )
    .map((message) => message.message);
}

describe('the floors hold', () => {
  it('fails an import from the shell into a feature', () => {
    const errors = zoneErrors(
      'src/shell/session/probe.ts',
      "import { HomePage } from '../../features/home/HomePage';\nexport const page = HomePage;\n",
    );
    expect(errors).toEqual([expect.stringContaining('The shell (session, layout, offline)')]);
  });

  it('fails an import from the service worker into the pages', () => {
    const errors = zoneErrors(
      'src/service-worker/probe.ts',
      "import OfflineLayer from '../shell/offline/OfflineLayer';\n" +
        "import { SaveForOffline } from '../features/saved/SaveForOffline';\n" +
        'export const parts = [OfflineLayer, SaveForOffline];\n',
    );
    expect(errors).toEqual([
      expect.stringContaining('The service worker must not import the pages'),
      expect.stringContaining('The service worker must not import the pages'),
    ]);
  });

  it('fails an import from the bottom floor into the shell, and from a feature into the app', () => {
    expect(
      zoneErrors(
        'src/api/probe.ts',
        "import { REFRESH_EVENT } from '../shell/offline/signals';\nexport const name = REFRESH_EVENT;\n",
      ),
    ).toEqual([expect.stringContaining('the floor everything stands on')]);
    expect(
      zoneErrors(
        'src/features/home/probe.ts',
        "import { App } from '../../app/App';\nexport const app = App;\n",
      ),
    ).toEqual([expect.stringContaining('Features must not import the app')]);
  });

  it('lets imports run down, and the pages share the protocol with the service worker', () => {
    expect(
      zoneErrors(
        'src/features/home/probe.ts',
        "import { useSession } from '../../shell/session';\nexport const use = useSession;\n",
      ),
    ).toEqual([]);
    expect(
      zoneErrors(
        'src/service-worker/probe.ts',
        "import { CACHE } from './protocol';\nexport const caches = CACHE;\n",
      ),
    ).toEqual([]);
    expect(
      zoneErrors(
        'src/api/probe.ts',
        "import { SAVED_AT_HEADER } from '../service-worker/protocol';\nexport const header = SAVED_AT_HEADER;\n",
      ),
    ).toEqual([]);
  });
});

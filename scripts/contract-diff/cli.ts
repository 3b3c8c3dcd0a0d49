// node --import tsx scripts/contract-diff/cli.ts diff|release [options]
//
//   diff                  openapi/openapi.yaml against the newest openapi/released/<version>.yaml;
//                         exit 1 on a breaking change without a major version bump, or a bad version
//   release               copy the contract to openapi/released/<info.version>.yaml and prepend
//                         its entry to openapi/CHANGELOG.md (refused where diff fails)
//   --contract FILE       another contract (default openapi/openapi.yaml)
//   --released-dir DIR    another folder of releases (default openapi/released)
//   --changelog FILE      another changelog (default openapi/CHANGELOG.md)
//   --date YYYY-MM-DD     the release date (default today, UTC)
import path from 'node:path';
import { parseArgs } from 'node:util';
import { runDiff, runRelease } from './gate.ts';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    contract: { type: 'string', default: path.join(ROOT, 'openapi', 'openapi.yaml') },
    'released-dir': { type: 'string', default: path.join(ROOT, 'openapi', 'released') },
    changelog: { type: 'string', default: path.join(ROOT, 'openapi', 'CHANGELOG.md') },
    date: { type: 'string', default: new Date().toISOString().slice(0, 10) },
  },
});

const paths = {
  contract: path.resolve(values.contract),
  releasedDir: path.resolve(values['released-dir']),
  changelog: path.resolve(values.changelog),
};

const command = positionals[0];
if (command !== 'diff' && command !== 'release') {
  console.error(
    'usage: cli.ts diff|release [--contract FILE] [--released-dir DIR] [--changelog FILE] [--date YYYY-MM-DD]',
  );
  process.exit(2);
}
if (!/^\d{4}-\d{2}-\d{2}$/.test(values.date)) {
  console.error(`--date ${values.date} is not YYYY-MM-DD`);
  process.exit(2);
}
const outcome = command === 'diff' ? await runDiff(paths) : await runRelease(paths, values.date);
console.log(outcome.output);
process.exitCode = outcome.code;

#!/usr/bin/env node
// Builds the kit as plain JavaScript (dist/, no tsx needed to run it) and copies
// the project's contract into the package as the default one
// (openapi/openapi.yaml, which dist/contract.js finds next to dist/).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const kit = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(kit, '..', 'package.json'));
const tsc = require.resolve('typescript/bin/tsc');
// The kit imports a few modules the site shares (../common: entity tags, who may call what), so
// tsc compiles from the repository root into .build/{conformance,common}. The package gets them as
// dist/ and common/: from dist/x.js, `../common/y.js` finds common/y.js as in the repository.
const out = path.join(kit, '.build');
for (const dir of [out, path.join(kit, 'dist'), path.join(kit, 'common')])
  fs.rmSync(dir, { recursive: true, force: true });
execFileSync(process.execPath, [tsc, '-p', path.join(kit, 'tsconfig.build.json')], {
  stdio: 'inherit',
});
fs.renameSync(path.join(out, 'conformance'), path.join(kit, 'dist'));
fs.renameSync(path.join(out, 'common'), path.join(kit, 'common'));
fs.rmSync(out, { recursive: true, force: true });
fs.chmodSync(path.join(kit, 'dist', 'main.js'), 0o755);
fs.mkdirSync(path.join(kit, 'openapi'), { recursive: true });
fs.copyFileSync(
  path.join(kit, '..', 'openapi', 'openapi.yaml'),
  path.join(kit, 'openapi', 'openapi.yaml'),
);
console.log('futsal-conformance: built dist/ and common/, and bundled openapi/openapi.yaml');

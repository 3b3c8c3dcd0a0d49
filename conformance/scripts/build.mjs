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
fs.rmSync(path.join(kit, 'dist'), { recursive: true, force: true });
execFileSync(process.execPath, [tsc, '-p', path.join(kit, 'tsconfig.build.json')], {
  stdio: 'inherit',
});
fs.chmodSync(path.join(kit, 'dist', 'main.js'), 0o755);
fs.mkdirSync(path.join(kit, 'openapi'), { recursive: true });
fs.copyFileSync(
  path.join(kit, '..', 'openapi', 'openapi.yaml'),
  path.join(kit, 'openapi', 'openapi.yaml'),
);
console.log('futsal-conformance: built dist/ and bundled openapi/openapi.yaml');

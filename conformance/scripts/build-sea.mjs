#!/usr/bin/env node
// Builds the kit as one executable for the platform it runs on (Linux x64 for the release), with
// the contract inside, for backend teams whose CI has no Node:
//
//   npm run conformance:sea                       → conformance/.sea/futsal-conformance-<version>-linux-x64
//   node conformance/scripts/build-sea.mjs --out DIR   into DIR
//
// Node's single executable applications: esbuild bundles conformance/sea-main.ts and everything
// it imports into one CommonJS file (a single executable runs one script, and can `require`
// Node's built-in modules only); `node --experimental-sea-config` turns it into a blob with the
// contract as an asset; postject injects the blob into a copy of this Node binary.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const kit = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const root = path.join(kit, '..');
const require = createRequire(path.join(root, 'package.json'));
const { version } = JSON.parse(fs.readFileSync(path.join(kit, 'package.json'), 'utf8'));
const at = process.argv.indexOf('--out');
const out = path.resolve(at >= 0 ? process.argv[at + 1] : path.join(kit, '.sea'));
const name = `futsal-conformance-${version}-${process.platform}-${process.arch}`;
const started = performance.now();

fs.mkdirSync(out, { recursive: true });
const bundle = path.join(out, 'kit.cjs');
const blob = path.join(out, 'kit.blob');
const exe = path.join(out, name);
const { build } = require('esbuild');
await build({
  entryPoints: [path.join(kit, 'sea-main.ts')],
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  outfile: bundle,
  minify: true,
  legalComments: 'none',
  logLevel: 'warning',
  // CommonJS has no import.meta. The kit reads it in two places: the command's own "run me?" test
  // (sea-main.ts runs the command instead) and Prism's lookup for --via-prism, which finds no
  // Prism next to the executable and says so.
  define: { 'import.meta.url': JSON.stringify('file:///futsal-conformance/kit.cjs') },
});
fs.writeFileSync(
  path.join(out, 'sea-config.json'),
  JSON.stringify({
    main: bundle,
    output: blob,
    disableExperimentalSEAWarning: true,
    useCodeCache: false,
    assets: { 'openapi.yaml': path.join(root, 'openapi', 'openapi.yaml') },
  }),
);
execFileSync(process.execPath, ['--experimental-sea-config', path.join(out, 'sea-config.json')], {
  stdio: ['ignore', 'ignore', 'inherit'],
});
fs.rmSync(exe, { force: true });
fs.copyFileSync(process.execPath, exe);
fs.chmodSync(exe, 0o755);
const { inject } = require('postject');
await inject(exe, 'NODE_SEA_BLOB', fs.readFileSync(blob), {
  sentinelFuse: 'NODE_SEA_FUSE_fce680ab2cc467b6e072b8b5df1996b2',
});
for (const f of [bundle, blob, path.join(out, 'sea-config.json')]) fs.rmSync(f);
const mb = (fs.statSync(exe).size / 1e6).toFixed(0);
console.log(
  `futsal-conformance: built ${path.relative(process.cwd(), exe)} (${mb} MB, Node ${process.versions.node}) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);

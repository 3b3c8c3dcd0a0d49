#!/usr/bin/env node
// `npm run build-storybook`: the static Storybook in storybook-static/, and the digest of what it
// was built from (scripts/storybook-inputs.mjs), so that `npm run test:stories` can reuse it.
//
//   node scripts/build-storybook.mjs --summary   one line when it succeeds (the story runner's
//                                                way); the whole build log when it fails
import { spawn } from 'node:child_process';
import { inputsDigest, recordDigest } from './storybook-inputs.mjs';

const summary = process.argv.includes('--summary');
const digest = inputsDigest();
const started = performance.now();
const code = await new Promise((resolve) => {
  const child = spawn(
    'npx',
    ['storybook', 'build', '-o', 'storybook-static', '--quiet', '--disable-telemetry'],
    {
      stdio: summary ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, SCARF_ANALYTICS: 'false' },
    },
  );
  // Storybook lists every file it wrote (some 400 lines) even with --quiet: kept for a failure.
  const log = [];
  child.stdout?.on('data', (chunk) => log.push(chunk));
  child.stderr?.on('data', (chunk) => log.push(chunk));
  child.on('exit', (exit, signal) => {
    const result = exit ?? (signal ? 1 : 0);
    if (summary && result !== 0) process.stderr.write(Buffer.concat(log));
    resolve(result);
  });
});
if (code === 0) recordDigest(digest);
if (code === 0 && summary)
  console.log(
    `Storybook: built storybook-static/ in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
process.exit(code);

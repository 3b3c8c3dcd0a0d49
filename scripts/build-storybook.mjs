#!/usr/bin/env node
// `npm run build-storybook`: the static Storybook in storybook-static/, and the digest of what it
// was built from (scripts/storybook-inputs.mjs), so that `npm run test:stories` can reuse it.
import { run } from './lib.mjs';
import { inputsDigest, recordDigest } from './storybook-inputs.mjs';

const digest = inputsDigest();
const code = await run('npx', [
  'storybook',
  'build',
  '-o',
  'storybook-static',
  '--quiet',
  '--disable-telemetry',
]);
if (code === 0) recordDigest(digest);
process.exit(code);

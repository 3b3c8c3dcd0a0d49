// What a Storybook build is made from, as one digest: the stories and the code they import
// (src/, common/, mocks/), Storybook's own config, the static files it copies (public/), and the
// dependencies (package-lock.json) and build config. `npm run test:stories` reuses
// storybook-static/ when the digest it was built from is the current one.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const INPUTS = [
  'src',
  'common',
  'mocks',
  'public',
  '.storybook',
  'openapi/openapi.yaml',
  'package-lock.json',
  'vite.config.ts',
  'tsconfig.json',
];
export const DIGEST_FILE = 'storybook-static/.inputs-digest';

function files(p) {
  if (!fs.existsSync(p)) return [];
  if (!fs.statSync(p).isDirectory()) return [p];
  return fs
    .readdirSync(p)
    .sort()
    .flatMap((entry) => files(path.join(p, entry)));
}

/** Hashes every input file's path and content (about 1,000 files: tens of milliseconds). */
export function inputsDigest(root = '.') {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap((input) => files(path.join(root, input)))) {
    hash.update(path.relative(root, file));
    hash.update('\0');
    hash.update(fs.readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** The digest storybook-static/ was built from, if it was built by a script that records it. */
export function builtDigest() {
  return fs.existsSync(DIGEST_FILE) ? fs.readFileSync(DIGEST_FILE, 'utf8').trim() : undefined;
}

export function recordDigest(digest) {
  fs.writeFileSync(DIGEST_FILE, `${digest}\n`);
}

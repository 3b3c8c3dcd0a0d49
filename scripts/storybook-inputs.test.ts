// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain .mjs script without types
import { inputsDigest } from './storybook-inputs.mjs';

const digest = inputsDigest as (root: string) => string;
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

function tree(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sb-inputs-'));
  dirs.push(root);
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}

describe('what a Storybook build is made from', () => {
  const base = {
    'src/App.tsx': 'export const App = 1;',
    '.storybook/main.ts': 'export default {};',
    'package-lock.json': '{}',
    'visual/baselines/a.webp': 'pixels',
    'server/app.ts': 'server',
  };

  it('changes with a story, a source, the Storybook config or the lockfile, so the build is redone', () => {
    const before = digest(tree(base));
    expect(digest(tree(base))).toBe(before);
    for (const [file, text] of [
      ['src/App.tsx', 'export const App = 2;'],
      ['src/App.stories.tsx', 'export default {};'],
      ['.storybook/main.ts', 'export default { addons: [] };'],
      ['package-lock.json', '{"lockfileVersion":3}'],
    ])
      expect(digest(tree({ ...base, [file!]: text! })), file).not.toBe(before);
  });

  it('stays the same when only baselines or the server change, so the build is reused', () => {
    const before = digest(tree(base));
    expect(digest(tree({ ...base, 'visual/baselines/a.webp': 'new pixels' }))).toBe(before);
    expect(digest(tree({ ...base, 'server/app.ts': 'changed' }))).toBe(before);
  });
});

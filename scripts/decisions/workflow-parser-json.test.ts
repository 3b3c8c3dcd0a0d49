// @vitest-environment node
// The kit's tests read GitHub's workflow parser through Vite's transform, because plain Node
// refuses its JSON import (docs/decisions/workflow-parser-inline.md). This fails once plain
// Node loads the package: then the `server.deps.inline` entry can go.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { installedVersion, ROOT } from './lib';

describe('@actions/workflow-parser in plain Node (docs/decisions/workflow-parser-inline.md)', () => {
  it('still needs the transform: Node refuses the JSON import without an attribute', () => {
    const run = spawnSync(
      process.execPath,
      ['--input-type=module', '-e', "await import('@actions/workflow-parser')"],
      { cwd: ROOT, encoding: 'utf8' },
    );
    expect(
      run.status !== 0 && run.stderr.includes('needs an import attribute of type "json"'),
      `@actions/workflow-parser ${installedVersion('@actions/workflow-parser')} now loads in plain Node: ` +
        'remove it from server.deps.inline in vitest.conformance.config.ts and re-check the record',
    ).toBe(true);
  });
});

// @vitest-environment node
// The story runner drops @storybook/test-runner's advice to migrate to the Vitest addon
// (docs/decisions/story-runner-quiet.md). These fail when the test-runner changes the advice,
// so that the filter would no longer catch it, or when it lets it be turned off.
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { quietRunnerOutput, VITEST_ADVICE } from '../runner-noise.mjs';
import { installedVersion, recheck, ROOT } from './lib';

const RECORD = 'story-runner-quiet.md';
const RUNNER = path.join(ROOT, 'node_modules/@storybook/test-runner/dist/test-storybook.js');

describe('the story runner without the Vitest advice (docs/decisions/story-runner-quiet.md)', () => {
  it('finds the advice, unconditional for a Vite-based Storybook, in the installed test-runner', () => {
    const source = fs.readFileSync(RUNNER, 'utf8');
    const at = source.indexOf('Detected Vite-based Storybook project');
    expect(
      at,
      recheck(
        RECORD,
        `@storybook/test-runner ${installedVersion('@storybook/test-runner')} no longer prints the advice.`,
      ),
    ).toBeGreaterThan(-1);
    expect(
      VITEST_ADVICE.test(`[test-storybook] ${source.slice(at, at + 200)}`),
      recheck(RECORD, 'The advice is worded otherwise now.'),
    ).toBe(true);
    // Printed whenever the framework is Vite-based, with no option or variable to skip it.
    expect(source.slice(at - 400, at)).toMatch(/if \(shouldMigrateToVitest\) \{\s*warnOnce\("$/);
  });

  it('drops the advice and its link, and nothing else', async () => {
    const output = [
      '\u001b[33m[test-storybook] Detected Vite-based Storybook project: You might benefit from migrating to the Vitest addon. A modern, faster, and more feature-rich testing solution for Storybook:',
      'https://storybook.js.org/docs/writing-tests/integrations/vitest-addon/migration-guide?ref=test-runner-migration\u001b[0m',
      ' PASS  browser: chromium src/app/Header.stories.tsx',
      'https://example.org/a-link-of-a-story',
      'Tests:       10 passed, 10 total',
    ].join('\n');
    // In chunks that split lines, as a pipe delivers them.
    const chunks = output.match(/[\s\S]{1,37}/g)!;
    const kept = await text(Readable.from(chunks).pipe(quietRunnerOutput()));
    expect(kept).toBe(
      [
        ' PASS  browser: chromium src/app/Header.stories.tsx',
        'https://example.org/a-link-of-a-story',
        'Tests:       10 passed, 10 total',
      ].join('\n'),
    );
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { failureLines } from './step-notes.mjs';

const ESC = '\u001b';
const paint = (code: number, text: string) => `${ESC}[${code}m${text}${ESC}[39m`;

describe("npm test's summary notes", () => {
  it('name a failed Vitest test even when Vitest coloured its output', () => {
    const output = [
      ` ${paint(32, '✓')} server/test/logging.test.ts (4 tests) 26ms`,
      ` ${paint(31, '❯')} server/test/slow.test.ts (3 tests | 1 failed) 4012ms`,
      `   ${paint(31, '×')} headers dripped line by line get a 408 ${paint(33, '3002ms')}`,
      '',
      ` ${paint(41, ' FAIL ')} server/test/slow.test.ts > headers dripped line by line get a 408`,
      `${paint(31, 'AssertionError')}: expected 200 to be 408`,
      ` ${paint(2, 'Test Files')}  1 failed | 27 passed (28)`,
    ].join('\n');
    expect(failureLines(output)).toEqual([
      '× headers dripped line by line get a 408 3002ms',
      'FAIL  server/test/slow.test.ts > headers dripped line by line get a 408',
      'AssertionError: expected 200 to be 408',
    ]);
  });

  it('name an error Vitest caught outside any test', () => {
    const output = [
      ' Test Files  28 passed (28)',
      '      Tests  380 passed (380)',
      '     Errors  1 error',
      'Vitest caught 1 unhandled error during the test run.',
    ].join('\n');
    expect(failureLines(output)).toEqual(['Vitest caught 1 unhandled error during the test run.']);
  });

  it("list Playwright's failed and flaky tests, also from a passing step", () => {
    const output = [
      '  1 flaky',
      '    [chromium] › e2e/offline.spec.ts:12:3 › reads offline',
      '  40 passed (3.1m)',
    ].join('\n');
    expect(failureLines(output, { failed: false })).toEqual([
      '1 flaky',
      '[chromium] › e2e/offline.spec.ts:12:3 › reads offline',
    ]);
  });

  it('give the last lines of a failed step whose output names nothing, and nothing for a pass', () => {
    const output = 'building\nstep two\n\nKilled\n';
    expect(failureLines(output)).toEqual(['building', 'step two', 'Killed']);
    expect(failureLines(output, { failed: false })).toEqual([]);
  });
});

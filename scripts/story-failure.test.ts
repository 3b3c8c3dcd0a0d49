// @vitest-environment node
// How the story runner's Jest prints a failing story: its message, without the code frame of
// .storybook/test-runner.ts that a stack would add under every failing story.
import { formatResultsErrors } from 'jest-message-util';
import { describe, expect, it } from 'vitest';
import { withoutStack } from '../.storybook/story-failure';

const config = { rootDir: process.cwd(), testMatch: [] };
const printed = (error: Error) =>
  formatResultsErrors(
    [
      {
        ancestorTitles: ['UI/Card'],
        failureDetails: [error],
        failureMessages: [error.stack ?? error.message],
        fullName: 'UI/Card Plain smoke-test',
        numPassingAsserts: 0,
        status: 'failed',
        title: 'smoke-test',
        duration: 1,
        location: null,
        invocations: 1,
        retryReasons: [],
        startAt: 0,
        failing: false,
      },
    ],
    config,
    { noStackTrace: false },
    `${process.cwd()}/.storybook/test-runner.ts`,
  ) ?? '';

describe('a failing story, as the runner prints it', () => {
  const failAt = () => {
    throw new Error('Errors during story ui-card--plain:\nconsole.error: boom');
  };
  const thrown = (() => {
    try {
      failAt();
    } catch (e) {
      return e as Error;
    }
    throw new Error('unreachable');
  })();

  it('with a stack, shows a code frame of the file that threw (the noise)', () => {
    expect(printed(thrown)).toMatch(/throw new Error\('Errors during story/);
  });

  it('without it, the message and nothing of the runner file', () => {
    const out = printed(withoutStack(thrown));
    expect(out).toContain('Errors during story ui-card--plain:');
    expect(out).toContain('console.error: boom');
    expect(out).not.toMatch(/throw new Error|story-failure\.test\.ts:\d+/);
    expect(withoutStack('plain text').message).toBe('plain text');
  });
});

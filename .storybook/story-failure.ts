/**
 * A story's failure as the runner's Jest prints it: the message alone. With a stack, Jest prints a
 * code frame of the first frame outside node_modules under every failing story, and that frame is
 * always this runner's (.storybook/test-runner.ts: the line that throws, or the one that awaited
 * axe), the same dozen lines again for each story. The message already says what failed.
 */
export function withoutStack(error: unknown): Error {
  const failure = error instanceof Error ? error : new Error(String(error));
  failure.stack = `${failure.name}: ${failure.message}`;
  return failure;
}

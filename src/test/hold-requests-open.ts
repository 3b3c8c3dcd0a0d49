import { spyOn } from 'storybook/test';

/**
 * For a story's `beforeEach`: keeps a forever-pending request pending for the whole test.
 * The API client gives up after REQUEST_TIMEOUT_MS (15 s), which a slow run can reach before
 * the last screenshot, turning "loading" into "failed". Returns the cleanup.
 */
export function holdRequestsOpen(): () => void {
  const timeout = spyOn(AbortSignal, 'timeout').mockImplementation(
    () => new AbortController().signal,
  );
  return () => timeout.mockRestore();
}

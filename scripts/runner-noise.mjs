// What the story runner leaves out of @storybook/test-runner's output: its advice to migrate to
// the Vitest addon, printed on every run of a Vite-based Storybook with no option to turn it off
// (docs/decisions/story-runner-quiet.md). Everything else passes through unchanged.
import { Transform } from 'node:stream';

/** The advice's first line; the next line is its link. */
export const VITEST_ADVICE =
  /\[test-storybook\] Detected Vite-based Storybook project: You might benefit from migrating to the Vitest addon/;
const ADVICE_LINK =
  /^\S*https:\/\/storybook\.js\.org\/docs\/writing-tests\/integrations\/vitest-addon\/migration-guide\S*\s*$/;

/** A line-by-line filter of a child's output that drops the advice and its link. */
export function quietRunnerOutput() {
  let rest = '';
  let dropLink = false;
  const keep = (line) => {
    if (VITEST_ADVICE.test(line)) {
      dropLink = true;
      return false;
    }
    if (dropLink) {
      dropLink = false;
      if (ADVICE_LINK.test(line)) return false;
    }
    return true;
  };
  return new Transform({
    transform(chunk, _enc, done) {
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop() ?? '';
      done(
        null,
        lines
          .filter(keep)
          .map((l) => `${l}\n`)
          .join(''),
      );
    },
    flush(done) {
      done(null, rest && keep(rest) ? rest : '');
    },
  });
}

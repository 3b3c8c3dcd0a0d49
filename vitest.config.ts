import { defineConfig } from 'vitest/config';

/**
 * Unit tests run in Node. A test that needs a browser's DOM or storage says so on its
 * first line with `// @vitest-environment jsdom`: building a jsdom window costs about
 * two seconds a file, which most files (machines, rules, scripts) do not need.
 */
export default defineConfig({
  test: {
    environment: 'node',
    include: [
      'src/**/*.test.{ts,tsx}',
      'common/**/*.test.ts',
      'mocks/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    setupFiles: ['src/test/setup.ts'],
    // The files of a worker share one module graph instead of importing React, styled-components
    // and the app again for each (a third of the CPU time, files shuffled or not: same results).
    // So a test file must leave no global behind (spies are restored after each test).
    isolate: false,
    restoreMocks: true,
  },
});

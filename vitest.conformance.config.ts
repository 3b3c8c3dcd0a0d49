import { defineConfig } from 'vitest/config';

/**
 * The conformance kit's own tests: unit tests of its pieces, the kit
 * against the reference server (which must pass) and against deliberately
 * faulty variants of a conforming server (each must be caught by the right check).
 */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['conformance/test/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // Two files at a time. The kit, the servers it tests and the proxies in front of them are
    // single-threaded Node: reference.test.ts (the reference server as a child process, and Prism)
    // and faulty-variants.test.ts (the in-memory server, all in its worker) each keep about one
    // core busy, where one file after the other left the second core idle.
    fileParallelism: true,
    maxWorkers: 2,
    pool: 'forks',
    // One process runs the files in turn instead of one each, which would import the kit again.
    isolate: false,
    maxConcurrency: 2,
    // GitHub's workflow parser imports its schema (JSON) without an import attribute, which
    // Node refuses; Vite's transform reads it (the CI examples' test).
    server: { deps: { inline: ['@actions/workflow-parser'] } },
  },
});

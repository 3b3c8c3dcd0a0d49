import { defineConfig } from 'vitest/config';

/**
 * The reference server's tests: the real server on a random port,
 * PGlite in a temp dir, and the same suites against PostgreSQL when
 * DATABASE_URL is set (each run in its own throwaway schema).
 */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['server/**/*.test.ts'],
    // Builds the PGlite data directories the test servers copy (creating one takes seconds).
    globalSetup: ['server/test/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Two files at a time: a server test waits on timers, sockets and child processes most of
    // its time (about a third of a core on average), so a second file fills the waits.
    fileParallelism: true,
    maxWorkers: 2,
    pool: 'forks',
    // One process runs the files in turn instead of one each: a fresh one imports the server
    // (Fastify, the AWS SDK, PGlite) and compiles PGlite's WebAssembly again, a second or two
    // of CPU per file. What the files share is module state: the password hash threads.
    isolate: false,
  },
});

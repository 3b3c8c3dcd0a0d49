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
    // scrypt (128 MiB, ~0.3 s a hash) and PGlite are heavy: one file at a time on 2 shared cores.
    fileParallelism: false,
    pool: 'forks',
    // One process runs the files in turn instead of one each: a fresh one imports the server
    // (Fastify, the AWS SDK, PGlite) and compiles PGlite's WebAssembly again, a second or two
    // of CPU per file. What the files share is module state: the password hash threads.
    isolate: false,
  },
});

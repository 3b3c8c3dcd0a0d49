/**
 * `node --import tsx server/test/test-cost-main.ts`: server/main.ts for the tests that spawn
 * the server as a process of its own but do not prove the production password cost (the
 * conformance kit's tests, kill -9, several instances). The same configuration from the
 * environment, the same `listening on URL` line and the same graceful stop on SIGTERM or SIGINT,
 * but accounts hashed at the test cost (TEST_HASH_LOG_N): no environment variable lowers the
 * cost of a real server, so only this test entry point can.
 */
import { optionsFromEnv } from '../config.ts';
import { startServer } from '../app.ts';
import { mediaOptionsFromEnv } from '../media-store.ts';
import { TEST_HASH_LOG_N } from './hash-cost.ts';

const opts = {
  ...optionsFromEnv(),
  ...mediaOptionsFromEnv(),
  passwordHashLogN: TEST_HASH_LOG_N,
};
const server = await startServer(opts).catch((err: unknown) => {
  console.error('server failed to start:', err);
  process.exit(1);
});
process.stdout.write(`listening on ${server.url}\n`);

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    server.shutdown(opts.shutdownGraceMs).then(
      () => process.exit(0),
      (err: unknown) => {
        console.error('shutdown failed:', err);
        process.exit(1);
      },
    );
  });
}

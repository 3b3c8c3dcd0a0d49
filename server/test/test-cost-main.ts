/**
 * `node --import tsx server/test/test-cost-main.ts`: server/main.ts for the tests that spawn
 * the server as a process of its own but do not prove the production password cost (the
 * conformance kit's tests, kill -9, several instances). The same configuration from the
 * environment, the same `listening on URL` line and the same graceful stop on SIGTERM or SIGINT,
 * but accounts hashed at the test cost (TEST_HASH_LOG_N): no environment variable lowers the
 * cost of a real server, so only this test entry point can.
 */
import { serveFromEnv } from '../serve.ts';
import { TEST_HASH_LOG_N } from './hash-cost.ts';

await serveFromEnv({ passwordHashLogN: TEST_HASH_LOG_N });

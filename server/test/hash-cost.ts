/**
 * The scrypt cost (log2 N) of the accounts test servers create and check, unless a test asks
 * for the production cost (SCRYPT.logN): microseconds instead of a core and 128 MiB for most
 * of a second per login. The tests that prove the production cost pass it explicitly, or spawn
 * server/main.ts, which always hashes at the production cost.
 */
export const TEST_HASH_LOG_N = 4;

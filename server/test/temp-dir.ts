import fs from 'node:fs';
import os from 'node:os';

/**
 * Where the tests keep their databases and images: a RAM disk when the
 * machine has one (Linux's /dev/shm), else the temp directory. A PGlite
 * directory is some 40 MB in two thousand files, copied for every test server.
 */
export function testTempDir(): string {
  try {
    fs.accessSync('/dev/shm', fs.constants.W_OK);
    return '/dev/shm';
  } catch {
    return os.tmpdir();
  }
}

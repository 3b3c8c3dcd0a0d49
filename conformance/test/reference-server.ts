/**
 * The reference server as its own process (as a backend team would run theirs),
 * so that it and the kit each get a core. Its accounts are hashed at the server
 * tests' cost (server/test/test-cost-main.ts): the kit logs in, and tries wrong
 * and unknown accounts, in every run, and what it judges does not depend on the
 * cost, which the server's own tests prove.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { listeningUrl } from '../../server/logging.ts';

export interface ReferenceServer {
  /** the API root, http://127.0.0.1:PORT/api */
  apiUrl: string;
  stop(): Promise<void>;
}

export async function startReferenceServer(): Promise<ReferenceServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'conformance-ref-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/test/test-cost-main.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // No balancer to wait for when the test stops it.
      DRAIN_DELAY_MS: '0',
      // PGlite in its own temp directory, even when DATABASE_URL is set for the storage tests: a
      // shared database keeps what earlier runs left, and the list checks then page through it.
      DATABASE_URL: '',
      DATABASE_SCHEMA: '',
      STATIC_DIR: path.join(dataDir, 'no-site'),
      LOG_LEVEL: 'silent',
      // Every kit run logs in from 127.0.0.1 and tries a few wrong logins, many runs a minute.
      // Wrong passwords for the contract's admin email, too: per address and email, per account.
      LOGIN_MAX_FAILURES_PER_IP: '1000',
      LOGIN_MAX_FAILURES_PER_EMAIL: '1000',
      LOGIN_MAX_FAILURES_PER_ACCOUNT: '1000',
      LOGIN_MAX_SUCCESSES_PER_ACCOUNT: '0',
      LOGIN_MAX_SUCCESSES_PER_IP: '0',
      // The registration limit in force, as the server ships it (10 per address per window): the
      // runs here register more than that from 127.0.0.1, and a 429 must never fail the kit.
      REGISTER_MAX_PER_IP: '10',
      // A busy machine: logins may wait long for a password hash.
      HASH_TIMEOUT_MS: '120000',
      CONNECTION_TIMEOUT_MS: '300000',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const url = await new Promise<string>((resolve, reject) => {
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const found = listeningUrl(out);
        if (found) resolve(found);
      });
      child.on('exit', (code) =>
        reject(new Error(`the reference server exited (${code}): ${out}`)),
      );
    });
    child.stdout.resume();
    return { apiUrl: `${url}/api`, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

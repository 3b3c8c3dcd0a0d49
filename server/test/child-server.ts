/**
 * The server as a child process, as the tests and the cluster bench start it (no test runner
 * needed: scripts import it too).
 */
import os from 'node:os';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { ROOT_DIR } from '../config.ts';
import { listeningUrl } from '../logging.ts';

/**
 * What a spawned server runs: `production` is server/main.ts as deployed (its shutdown, and its
 * password cost, which no environment variable lowers); `test-cost` the same server, configured
 * the same way, with accounts hashed and checked at TEST_HASH_LOG_N (server/test/test-cost-main.ts).
 */
export const SERVER_MAIN = {
  production: 'server/main.ts',
  'test-cost': 'server/test/test-cost-main.ts',
} as const;

/**
 * Node options of the server processes tests spawn: V8 compiles PGlite's WebAssembly (PostgreSQL)
 * with its baseline compiler only, and the JavaScript with its interpreter and baseline compiler
 * only (no optimising compiler). Optimising took more CPU than it saved in a process that lives
 * seconds to a minute: -12 % CPU for the WebAssembly (durability and instances), and a start and
 * stop of a server costs 2.0 s of CPU instead of 2.5 s without the optimising JavaScript compiler.
 */
export const CHILD_NODE_OPTIONS = ['--liftoff-only', '--no-opt'];

/** The server as a separate process (for kill -9 and SIGTERM), as the conformance kit starts it. */
export interface ChildServer {
  child: ChildProcess;
  url: string;
  apiUrl: string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** What it has written on stdout so far (its log lines). */
  stdout(): string;
}

/**
 * `npm`: `npm run server` (npm, its shell, then server/main.ts as deployed), for what npm
 * does with signals; without the Node options of the other ones. `nodeOptions` replace
 * CHILD_NODE_OPTIONS (a benchmark passes none, to measure the server as deployed).
 */
export async function spawnServer(
  env: Record<string, string>,
  main: keyof typeof SERVER_MAIN | 'npm' = 'production',
  nodeOptions: string[] = CHILD_NODE_OPTIONS,
): Promise<ChildServer> {
  const [command, args] =
    main === 'npm'
      ? ['npm', ['run', '--silent', 'server']]
      : [process.execPath, [...nodeOptions, '--import', 'tsx', SERVER_MAIN[main]]];
  const child = spawn(command, args, {
    cwd: ROOT_DIR,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      STATIC_DIR: path.join(os.tmpdir(), 'apifutsal-no-site'),
      // No balancer to wait for after SIGTERM (a test that wants the drain delay sets it).
      DRAIN_DELAY_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  let out = '';
  let err = '';
  child.stderr.on('data', (d: Buffer) => (err += d.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      const found = listeningUrl(out);
      if (found) resolve(found);
    });
    // 'close' comes after stderr is drained, so the message is complete.
    child.once('close', (code) =>
      reject(new Error(`server exited (${code}) before listening: ${err}`)),
    );
  });
  return { child, url, apiUrl: `${url}/api`, exited, stdout: () => out };
}

/* eslint-disable react-hooks/rules-of-hooks, no-empty-pattern -- Playwright fixtures: `use()` is not React's hook, and `{}` is how a fixture takes no dependencies. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import { spawn, type ChildProcess } from 'node:child_process';
import { test as base, expect } from '../e2e/fixtures';
import type { Page } from '@playwright/test';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** The reference server as a child process on a fixed port, so it can be restarted under the same origin. */
export class ServerProcess {
  private child: ChildProcess | null = null;
  constructor(
    readonly port: number,
    readonly dataDir: string,
  ) {}

  get url() {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    // server/main.ts as deployed, but hashing passwords at the test cost (what a journey proves
    // does not depend on what a hash costs; the server's own tests prove the production cost),
    // with PGlite's WebAssembly compiled by V8's baseline compiler only, as the server tests do.
    const child = spawn(
      process.execPath,
      ['--liftoff-only', '--import', 'tsx', 'server/test/test-cost-main.ts'],
      {
        cwd: ROOT,
        // PGlite in a temp directory, even when DATABASE_URL is set for the storage tests.
        env: {
          ...process.env,
          PORT: String(this.port),
          HOST: '127.0.0.1',
          DATA_DIR: this.dataDir,
          DATABASE_URL: '',
          DATABASE_SCHEMA: '',
          LOG_LEVEL: 'warn',
          // No balancer to wait for when a test restarts the server.
          DRAIN_DELAY_MS: '0',
          // One proxy hop, as in a deployment behind a load balancer: a test that must not share
          // the login limits of 127.0.0.1 (another test locks an account out there on purpose)
          // names its own client address in X-Forwarded-For.
          TRUST_PROXY: '1',
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    this.child = child;
    await new Promise<void>((resolve, reject) => {
      let out = '';
      child.stdout.on('data', (d: Buffer) => {
        out += d.toString();
        if (out.includes('listening on ')) resolve();
      });
      child.once('exit', (code) =>
        reject(new Error(`server exited with ${code} before listening`)),
      );
    });
  }

  /** Graceful stop (SIGTERM), waiting for the process to exit. */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
    this.child = null;
  }

  async restart(): Promise<void> {
    await this.stop();
    await this.start();
  }

  /** Calls the API directly (not through the page). */
  api(pathname: string, init: RequestInit & { token?: string; json?: unknown } = {}) {
    const { token, json, ...rest } = init;
    const headers = new Headers(rest.headers);
    if (token) headers.set('authorization', `Bearer ${token}`);
    if (json !== undefined) headers.set('content-type', 'application/json');
    return fetch(`${this.url}/api${pathname}`, {
      ...rest,
      headers,
      body: json !== undefined ? JSON.stringify(json) : rest.body,
    });
  }
}

/**
 * One server per worker (fresh PGlite directory, the built site from dist/),
 * shared by the tests of the file; each test writes its own articles.
 */
export const test = base.extend<object, { server: ServerProcess }>({
  server: [
    async ({}, use) => {
      if (!fs.existsSync(path.join(ROOT, 'dist', 'index.html')))
        throw new Error('No build in dist/: run `npm run build` (npm run test:e2e:server does).');
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'apifutsal-e2e-'));
      const server = new ServerProcess(await freePort(), dataDir);
      await server.start();
      await use(server);
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.url);
  },
});

export { expect };

export const ADMIN = { email: 'admin@apifutsal.id', password: 'admin12345' };
export const MEMBER = { email: 'pelatih@apifutsal.id', password: 'pelatih12345' };

/**
 * Presses Login and waits for the server's answer to POST /api/login. The server hashes behind a
 * bounded queue, so on a 2-core machine busy with other test tiers an answer can take longer
 * than an assertion's 10 s; what follows a login then asserts on the page the answer led to.
 */
export async function submitLogin(page: Page): Promise<void> {
  const answered = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/login',
    { timeout: 90_000 },
  );
  await page.getByRole('button', { name: 'Login' }).click();
  await answered;
}

/**
 * Demo accounts and configured passwords: what a deployed server lets in, and
 * what the account CLI changes.
 */
import { spawn, spawnSync } from 'node:child_process';
import { describe, expect, it, vi } from 'vitest';
import { startServer } from '../app.ts';
import { ROOT_DIR } from '../config.ts';
import { listeningUrl } from '../logging.ts';
import {
  ADMIN,
  CHILD_NODE_OPTIONS,
  MEMBER,
  apiClient,
  newStorage,
  spawnServer,
  TEST_HASH_LOG_N,
  loginToken,
} from './harness.ts';

// Every login costs a deliberate password hash, and these tests run many, also on a busy machine.
vi.setConfig({ testTimeout: 300_000, hookTimeout: 300_000 });

describe('demo accounts and configured passwords', () => {
  it(
    'production mode on a fresh directory creates no demo account; a configured admin is created, and a changed ADMIN_PASSWORD takes effect on restart',
    { timeout: 600_000 },
    async () => {
      // The server as deployed, with passwords hashed at the test cost: what is proven here is
      // which accounts exist, not what a hash costs (units.test.ts hashes at the production cost).
      // A new database without tables or accounts: the server migrates and seeds it, as on a first
      // deployment (a copy of a just-created one; every run's global setup creates one from nothing).
      const storage = newStorage('pglite', 'empty');
      try {
        const prod = await spawnServer(
          { ...storage.env, NODE_ENV: 'production', LOG_LEVEL: 'info' },
          'test-cost',
        );
        const api = apiClient(prod.apiUrl);
        expect((await api('/login', { method: 'POST', json: ADMIN })).status).toBe(401);
        expect((await api('/login', { method: 'POST', json: MEMBER })).status).toBe(401);
        prod.child.kill('SIGTERM');
        await prod.exited;

        const first = await spawnServer(
          { ...storage.env, NODE_ENV: 'production', ADMIN_PASSWORD: 'rahasia-pertama-1' },
          'test-cost',
        );
        const a1 = apiClient(first.apiUrl);
        const login = (password: string) =>
          a1('/login', { method: 'POST', json: { email: ADMIN.email, password } });
        expect((await login('rahasia-pertama-1')).status).toBe(200);
        expect((await login(ADMIN.password)).status).toBe(401);
        first.child.kill('SIGTERM');
        await first.exited;

        const second = await spawnServer(
          { ...storage.env, NODE_ENV: 'production', ADMIN_PASSWORD: 'rahasia-kedua-2' },
          'test-cost',
        );
        const a2 = apiClient(second.apiUrl);
        const login2 = (password: string) =>
          a2('/login', { method: 'POST', json: { email: ADMIN.email, password } });
        expect((await login2('rahasia-kedua-2')).status).toBe(200);
        expect((await login2('rahasia-pertama-1')).status).toBe(401);
        second.child.kill('SIGTERM');
        await second.exited;
      } finally {
        await storage.cleanup();
      }
    },
  );

  it(
    'npm run user -- set-password changes a password and revokes its sessions',
    { timeout: 300_000 },
    async () => {
      const storage = newStorage('pglite');
      try {
        let s = await startServer({
          ...storage.options,
          port: 0,
          logLevel: 'silent',
          staticDir: '/nonexistent',
          passwordHashLogN: TEST_HASH_LOG_N,
        });
        const token = await loginToken(apiClient(s.apiUrl), ADMIN);
        await s.close();
        const run = spawnSync(
          process.execPath,
          [...CHILD_NODE_OPTIONS, '--import', 'tsx', 'server/user.ts', 'set-password', ADMIN.email],
          {
            cwd: ROOT_DIR,
            env: { ...process.env, ...storage.env },
            input: 'kata-sandi-baru-9\n',
            encoding: 'utf8',
          },
        );
        expect(run.stdout).toContain(`password of ${ADMIN.email} changed`);
        expect(run.status).toBe(0);
        s = await startServer({
          ...storage.options,
          port: 0,
          logLevel: 'silent',
          staticDir: '/nonexistent',
          passwordHashLogN: TEST_HASH_LOG_N,
        });
        const api = apiClient(s.apiUrl);
        expect((await api('/login', { method: 'POST', json: ADMIN })).status).toBe(401);
        expect(
          (
            await api('/login', {
              method: 'POST',
              json: { email: ADMIN.email, password: 'kata-sandi-baru-9' },
            })
          ).status,
        ).toBe(200);
        expect((await api('/user', { token })).status).toBe(401);
        await s.close();
      } finally {
        await storage.cleanup();
      }
    },
  );

  it(
    'development mode creates the demo accounts and says so in its log',
    { timeout: 300_000 },
    async () => {
      const storage = newStorage('pglite');
      const child = spawn(
        process.execPath,
        [...CHILD_NODE_OPTIONS, '--import', 'tsx', 'server/main.ts'],
        {
          cwd: ROOT_DIR,
          env: {
            ...process.env,
            ...storage.env,
            NODE_ENV: 'development',
            PORT: '0',
            HOST: '127.0.0.1',
            LOG_LEVEL: 'warn',
            STATIC_DIR: '/nonexistent',
          },
          stdio: ['ignore', 'pipe', 'inherit'],
        },
      );
      try {
        let out = '';
        const url = await new Promise<string>((resolve, reject) => {
          child.stdout.on('data', (d: Buffer) => {
            out += d.toString();
            const found = listeningUrl(out);
            if (found) resolve(found);
          });
          child.once('close', () => reject(new Error(`exited before listening: ${out}`)));
        });
        expect(out).toMatch(/created the demo accounts with their published passwords/);
        const api = apiClient(`${url}/api`);
        expect((await api('/login', { method: 'POST', json: ADMIN })).status).toBe(200);
      } finally {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
        await storage.cleanup();
      }
    },
  );
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { COMPONENTS } from '../../common/api/contract-data.ts';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { startServer, type RunningServer } from '../app.ts';
import { DEFAULTS, type ServerOptions } from '../config.ts';
import { openDatabase } from '../db.ts';
import { migrate } from '../migrate.ts';
import type { MediaOptions } from '../media-store.ts';
import type { Article } from '../articles.ts';
import { contractArticles, seed } from '../seed.ts';
import { testTempDir } from './temp-dir.ts';
import { TEST_HASH_LOG_N } from './hash-cost.ts';

export const ADMIN = { email: 'admin@apifutsal.id', password: 'admin12345' };
export const MEMBER = { email: 'pelatih@apifutsal.id', password: 'pelatih12345' };

export type Backend = 'pglite' | 'postgres';
/** PGlite always; PostgreSQL too when DATABASE_URL is set (CI sets it). */
export const BACKENDS: Backend[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/** Where one test server keeps its data: a temp dir (PGlite) or a fresh schema (PostgreSQL). */
export interface Storage {
  options: Partial<ServerOptions>;
  env: Record<string, string>;
  cleanup(): Promise<void>;
}

export { TEST_HASH_LOG_N };

/**
 * How a PGlite directory starts: a copy of the run's template with every migration applied and
 * the example articles (what the server's first start makes, but for the accounts, which the
 * server creates), or a copy of a just-created database (no tables: the server migrates and
 * seeds it, as on a first start). Creating a database from nothing is left to the global setup.
 */
export type PgliteStart = 'migrated' | 'empty';

/** A new PGlite data directory in a temp dir of its own (see PgliteStart). */
export function pgliteDataDir(start: PgliteStart = 'migrated'): string {
  const dir = fs.mkdtempSync(path.join(testTempDir(), 'apifutsal-test-'));
  fs.cpSync(inject('pgliteTemplates')[start], dir, { recursive: true });
  return dir;
}

export function newStorage(backend: Backend, start: PgliteStart = 'migrated'): Storage {
  if (backend === 'pglite') {
    const dir = pgliteDataDir(start);
    return {
      options: { dataDir: dir },
      // Empty DATABASE_URL: PGlite even when the test run has PostgreSQL configured.
      env: { DATA_DIR: dir, DATABASE_URL: '', DATABASE_SCHEMA: '' },
      cleanup: () => {
        fs.rmSync(dir, { recursive: true, force: true });
        // The lock file a killed server leaves beside its directory.
        fs.rmSync(`${dir}.lock`, { force: true });
        return Promise.resolve();
      },
    };
  }
  const url = process.env.DATABASE_URL!;
  const schema = `test_${randomBytes(6).toString('hex')}`;
  // Images are files (DATA_DIR/media), also with PostgreSQL: a temp dir of their own.
  const dir = fs.mkdtempSync(path.join(testTempDir(), 'apifutsal-test-'));
  return {
    options: { databaseUrl: url, databaseSchema: schema, dataDir: dir },
    env: { DATABASE_URL: url, DATABASE_SCHEMA: schema, DATA_DIR: dir },
    cleanup: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await client.end();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface TestServer extends RunningServer {
  storage: Storage;
  /** fetch against the API (`path` is the contract's path, e.g. `/articles`). */
  api(pathname: string, init?: RequestInit & { token?: string; json?: unknown }): Promise<Response>;
  login(who?: { email: string; password: string }): Promise<string>;
  stop(): Promise<void>;
}

export function apiClient(apiUrl: string) {
  return (pathname: string, init: RequestInit & { token?: string; json?: unknown } = {}) => {
    const { token, json, ...rest } = init;
    const headers = new Headers(rest.headers);
    if (token) headers.set('authorization', `Bearer ${token}`);
    let body = rest.body;
    if (json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(json);
    }
    return fetch(`${apiUrl}${pathname}`, { ...rest, headers, body });
  };
}

/** Logs in through `api` (an apiClient) and gives the session's token; a refused login fails the test. */
export async function loginToken(
  api: ReturnType<typeof apiClient>,
  credentials: { email: string; password: string },
): Promise<string> {
  const res = await api('/login', { method: 'POST', json: credentials });
  if (res.status !== 200) throw new Error(`login as ${credentials.email}: ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

/**
 * What an in-process test server starts with: a free loopback port, no log, no built site, the
 * test hash cost and the storage's data options.
 */
export function serverOptions(storage: Storage): Partial<ServerOptions> {
  return {
    port: 0,
    host: '127.0.0.1',
    logLevel: 'silent',
    staticDir: path.join(os.tmpdir(), 'apifutsal-no-site'),
    passwordHashLogN: TEST_HASH_LOG_N,
    ...storage.options,
  };
}

/**
 * Migrates a storage and creates the demo accounts in it at the test hash cost, before a server
 * starts on it: a server at the production cost then checks their passwords at the cost they
 * were stored with, and spends its own only on what it hashes itself (the stand-in check of an
 * unknown email, a new password).
 */
async function createAccountsAtTestCost(storage: Storage): Promise<void> {
  const db = await openDatabase({ ...storage.options, dataDir: storage.options.dataDir! });
  try {
    await migrate(db);
    await seed(db, { ...DEFAULTS, demoAccounts: true, passwordHashLogN: TEST_HASH_LOG_N });
  } finally {
    await db.close();
  }
}

export async function startTestServer(
  backend: Backend,
  overrides: Partial<ServerOptions> & MediaOptions = {},
  { accountsAtTestCost = false }: { accountsAtTestCost?: boolean } = {},
): Promise<TestServer> {
  const storage = newStorage(backend);
  if (accountsAtTestCost) await createAccountsAtTestCost(storage);
  const server = await startServer({
    ...serverOptions(storage),
    loginMaxFailuresPerIp: 1000,
    // Tests log in far more often than a person, on a machine busy with other tests.
    loginMaxSuccessesPerAccount: 1000,
    loginMaxSuccessesPerIp: 1000,
    hashTimeoutMs: 120_000,
    connectionTimeoutMs: 300_000,
    ...overrides,
  });
  const api = apiClient(server.apiUrl);
  return {
    ...server,
    storage,
    api,
    async login(who = ADMIN) {
      const res = await api('/login', { method: 'POST', json: who });
      if (res.status !== 200) throw new Error(`login failed: ${res.status} ${await res.text()}`);
      return ((await res.json()) as { token: string }).token;
    },
    async stop() {
      await server.close();
      await storage.cleanup();
    },
  };
}

export { CHILD_NODE_OPTIONS, SERVER_MAIN, spawnServer, type ChildServer } from './child-server.ts';

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema({ $id: 'contract', components: COMPONENTS });

/** Validates a value against a schema of the contract (`Article`, `Error`, `LoginResponse` …). */
export function contractValidator(name: string) {
  const validate = ajv.compile({ $ref: `contract#/components/schemas/${name}` });
  return (value: unknown) => {
    const ok = validate(value);
    return ok ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
  };
}

/** The contract's example articles, as GET /articles answers them in the mock. */
export const exampleArticles: Article[] = contractArticles();

/** The messages of a contract response's named examples (`LoginBadRequest` → { invalid: '…' }). */
export function errorExamples(response: string): Record<string, string> {
  const { content } = (COMPONENTS.responses[response] ?? {}) as {
    content?: Record<string, { examples?: Record<string, { value: { message: string } }> }>;
  };
  const examples = content?.['application/json']?.examples;
  if (!examples) throw new Error(`the contract has no response ${response} with examples`);
  return Object.fromEntries(Object.entries(examples).map(([name, ex]) => [name, ex.value.message]));
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Tiny valid images, base64. */
export const PNG_1x1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
export const JPEG_HEAD = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01,
]).toString('base64');
export const GIF_1x1 = 'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';
export const SVG = Buffer.from(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>',
).toString('base64');

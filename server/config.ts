import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (server/ lives directly under it). */
export const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface DemoAccount {
  name: string;
  email: string;
  password: string;
}

/**
 * Everything the server can be told. `startServer()` takes a partial of this;
 * `main.ts` fills it from the environment (see README "Reference server").
 */
export interface ServerOptions {
  /** TCP port; 0 picks a free one. */
  port: number;
  /** Interface to listen on. */
  host: string;
  /** PGlite data directory (embedded database). Ignored when databaseUrl is set. */
  dataDir: string;
  /** PostgreSQL connection string; when set, PostgreSQL is used instead of PGlite. */
  databaseUrl?: string;
  /** PostgreSQL schema to use (created if missing); lets several test runs share one database. */
  databaseSchema?: string;
  /** Built SPA to serve (dist/); the API alone is served when it does not exist. */
  staticDir: string;
  /** The contract the routes and validation come from. */
  specPath: string;
  /** Seeded once, on first start, when no account with that email exists. */
  admin: DemoAccount;
  member: DemoAccount;
  /** Token stops working after this long without use. */
  tokenIdleSeconds: number;
  /** Token stops working this long after login, however much it is used. */
  tokenAbsoluteSeconds: number;
  /** Failed logins allowed per email within the window before 429. */
  loginMaxFailuresPerEmail: number;
  /** Failed logins allowed per client address within the window before 429. */
  loginMaxFailuresPerIp: number;
  /** Rate-limit window. */
  loginWindowSeconds: number;
  /** pino level: fatal, error, warn, info, debug, trace, silent. */
  logLevel: string;
  /** Trust X-Forwarded-For (behind a load balancer). */
  trustProxy: boolean;
  /** Keep articles in memory (invalidated on every write; LISTEN/NOTIFY across PostgreSQL instances). */
  articleCache: boolean;
}

/** Documented defaults (README "Reference server"). */
export const DEFAULTS: ServerOptions = {
  port: 8080,
  host: '127.0.0.1',
  dataDir: path.join(ROOT_DIR, '.data', 'pglite'),
  staticDir: path.join(ROOT_DIR, 'dist'),
  specPath: path.join(ROOT_DIR, 'openapi', 'openapi.yaml'),
  admin: { name: 'Admin Futsal', email: 'admin@apifutsal.id', password: 'admin12345' },
  member: { name: 'Rizky Pratama', email: 'pelatih@apifutsal.id', password: 'pelatih12345' },
  tokenIdleSeconds: 2 * 60 * 60,
  tokenAbsoluteSeconds: 24 * 60 * 60,
  loginMaxFailuresPerEmail: 5,
  loginMaxFailuresPerIp: 20,
  loginWindowSeconds: 15 * 60,
  logLevel: 'info',
  trustProxy: false,
  articleCache: true,
};

/** Hard limits the contract documents. */
export const LIMITS = {
  /** Request body (10 MiB); 413 above. */
  bodyBytes: 10 * 1024 * 1024,
  /** One image string (banner or section image), in characters (2 MiB); 413 above. */
  imageChars: 2 * 1024 * 1024,
  /** GET /articles?limit= maximum page size. */
  pageMax: 100,
} as const;

function num(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < 0)
    throw new Error(`${name} must be a non-negative number, got "${raw}"`);
  return n;
}

function bool(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  return !['0', 'false', 'no', 'off'].includes(raw.toLowerCase());
}

/** Reads the environment variables documented in the README. */
export function optionsFromEnv(env: NodeJS.ProcessEnv = process.env): ServerOptions {
  return {
    port: num(env, 'PORT', DEFAULTS.port),
    host: env.HOST || DEFAULTS.host,
    dataDir: env.DATA_DIR ? path.resolve(env.DATA_DIR) : DEFAULTS.dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    databaseSchema: env.DATABASE_SCHEMA || undefined,
    staticDir: env.STATIC_DIR ? path.resolve(env.STATIC_DIR) : DEFAULTS.staticDir,
    specPath: DEFAULTS.specPath,
    admin: {
      name: env.ADMIN_NAME || DEFAULTS.admin.name,
      email: env.ADMIN_EMAIL || DEFAULTS.admin.email,
      password: env.ADMIN_PASSWORD || DEFAULTS.admin.password,
    },
    member: {
      name: env.MEMBER_NAME || DEFAULTS.member.name,
      email: env.MEMBER_EMAIL || DEFAULTS.member.email,
      password: env.MEMBER_PASSWORD || DEFAULTS.member.password,
    },
    tokenIdleSeconds: num(env, 'TOKEN_IDLE_SECONDS', DEFAULTS.tokenIdleSeconds),
    tokenAbsoluteSeconds: num(env, 'TOKEN_ABSOLUTE_SECONDS', DEFAULTS.tokenAbsoluteSeconds),
    loginMaxFailuresPerEmail: num(
      env,
      'LOGIN_MAX_FAILURES_PER_EMAIL',
      DEFAULTS.loginMaxFailuresPerEmail,
    ),
    loginMaxFailuresPerIp: num(env, 'LOGIN_MAX_FAILURES_PER_IP', DEFAULTS.loginMaxFailuresPerIp),
    loginWindowSeconds: num(env, 'LOGIN_WINDOW_SECONDS', DEFAULTS.loginWindowSeconds),
    logLevel: env.LOG_LEVEL || DEFAULTS.logLevel,
    trustProxy: bool(env, 'TRUST_PROXY', DEFAULTS.trustProxy),
    articleCache: bool(env, 'ARTICLE_CACHE', DEFAULTS.articleCache),
  };
}

import path from 'node:path';
import { logFormatFromEnv, type LogFormat } from './logging.ts';
import { fileURLToPath } from 'node:url';
import os from 'node:os';

/** The repository root (server/ lives directly under it). */
export const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface DemoAccount {
  name: string;
  email: string;
  password: string;
  /**
   * Set by the operator (ADMIN_PASSWORD / MEMBER_PASSWORD): the account is
   * created in every mode, and re-hashed on start when the stored hash does
   * not match. Otherwise it is a demo default, created only when
   * `demoAccounts` is on.
   */
  configured?: boolean;
}

/** `TRUST_PROXY`: off, a hop count, or the addresses (or CIDR ranges) of the trusted proxies. */
export type TrustProxy = false | number | string[];

/**
 * Everything the server can be told. `startServer()` takes a partial of this;
 * `main.ts` fills it from the environment (docs/server.md, "Environment").
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
  /** Seeded when no account with that email exists (see DemoAccount.configured). */
  admin: DemoAccount;
  member: DemoAccount;
  /** Create the demo accounts with their default passwords (development; never in production). */
  demoAccounts: boolean;
  /** Live sessions per user; the oldest is revoked beyond it (0 = unbounded). */
  maxSessionsPerUser: number;
  /** Token stops working after this long without use. */
  tokenIdleSeconds: number;
  /** Token stops working this long after login, however much it is used. */
  tokenAbsoluteSeconds: number;
  /** Failed logins allowed per account from one client (address or known device) within the window before 429. */
  loginMaxFailuresPerEmail: number;
  /** Failed logins allowed per client address within the window before 429. */
  loginMaxFailuresPerIp: number;
  /** Failed logins allowed per account from all unknown clients together (a ceiling; known devices are exempt). */
  loginMaxFailuresPerAccount: number;
  /** Rate-limit window for failures. */
  loginWindowSeconds: number;
  /** Successful logins allowed per account, and per client address, within their own window. */
  loginMaxSuccessesPerAccount: number;
  loginMaxSuccessesPerIp: number;
  loginSuccessWindowSeconds: number;
  /** Registrations allowed per client address within `loginWindowSeconds` before 429 (0 = off). */
  registerMaxPerIp: number;
  /** Password hashes computed at once; more wait in a queue of `hashQueue` for at most `hashTimeoutMs`, then 503. */
  hashConcurrency: number;
  hashQueue: number;
  hashTimeoutMs: number;
  /** An idle hashing thread ends after this long (the process's threads: server/hash-threads.ts). */
  hashIdleMs: number;
  /**
   * Heavy public reads (an unpaged list above 1 MiB, an article above 1 MiB) sent at once;
   * more wait in a queue of `heavyReadQueue` for at most `heavyReadTimeoutMs`, then 503.
   */
  heavyReads: number;
  heavyReadQueue: number;
  heavyReadTimeoutMs: number;
  /**
   * A heavy read's answer is prepared in a file and sent from it at the client's pace, holding
   * no slot (server/spool.ts): at most `largeAnswerBytes` of such files at once (then 503), and a
   * client reading one slower than `minSendBytesPerSecond` over `slowClientWindowMs` is cut off.
   */
  largeAnswerBytes: number;
  minSendBytesPerSecond: number;
  slowClientWindowMs: number;
  /** The whole request (headers and body) must arrive within this; 408 after. */
  requestTimeoutMs: number;
  /** A connection idle this long is closed (also while its request waits: keep it above hashTimeoutMs). */
  connectionTimeoutMs: number;
  /**
   * After SIGTERM: how long the server goes on serving every request while /readyz answers 503,
   * so that a load balancer takes it out before it refuses anything (above the balancer's
   * health-check interval times its fall count, plus a check's time).
   */
  drainDelayMs: number;
  /** After the drain delay: how long new requests are refused with 503 before the server stops listening. */
  shutdownGraceMs: number;
  /** Bearer token that reads /metrics; unset: /metrics answers 404. */
  metricsToken: string;
  /** pino level: fatal, error, warn, info, debug, trace, silent. */
  logLevel: string;
  /** `json` lines (production, log collectors) or short readable `pretty` lines (development). */
  logFormat: LogFormat;
  /** Which X-Forwarded-For hops to believe (behind a load balancer): never every hop. */
  trustProxy: TrustProxy;
  /** When answers carry Strict-Transport-Security (see HstsMode). */
  hsts: HstsMode;
  /** Keep articles in memory (invalidated on every write; LISTEN/NOTIFY across PostgreSQL instances). */
  articleCache: boolean;
  /**
   * scrypt cost (log2 N) of the password hashes this server computes; unset, the production
   * cost (2^17, 128 MiB). Never read from the environment: only the server's own tests lower it,
   * so that their accounts and logins do not each take a core and 128 MiB for most of a second.
   */
  passwordHashLogN?: number;
  /**
   * The site server's upstream API (`API_UPSTREAM`, e.g. the Prism mock at http://127.0.0.1:4010):
   * when set, the server serves the built site and sends /api there (site-server.ts), with no
   * database of its own.
   */
  apiUpstream?: string;
  /** The clock of session expiry and login limits (Date.now when unset); tests move it instead of waiting. */
  clock?: () => number;
}

/**
 * One scrypt hash takes 128 MiB and a full core for most of a second, on
 * libuv's thread pool, which static files and compression share. Leaving a
 * core for everything else: one hash at a time per core beyond the first.
 */
export const defaultHashConcurrency = () => Math.max(1, os.availableParallelism() - 1);

/** The defaults, as docs/server.md lists them under "Environment". */
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
  demoAccounts: true,
  maxSessionsPerUser: 20,
  loginMaxFailuresPerEmail: 5,
  loginMaxFailuresPerIp: 20,
  loginMaxFailuresPerAccount: 100,
  loginWindowSeconds: 15 * 60,
  loginMaxSuccessesPerAccount: 30,
  loginMaxSuccessesPerIp: 60,
  loginSuccessWindowSeconds: 60,
  registerMaxPerIp: 10,
  hashConcurrency: defaultHashConcurrency(),
  hashQueue: 32,
  hashTimeoutMs: 10_000,
  hashIdleMs: 60_000,
  heavyReads: 2,
  heavyReadQueue: 32,
  heavyReadTimeoutMs: 20_000,
  largeAnswerBytes: 2 * 1024 * 1024 * 1024,
  minSendBytesPerSecond: 8 * 1024,
  slowClientWindowMs: 15_000,
  requestTimeoutMs: 30_000,
  connectionTimeoutMs: 60_000,
  // ops/haproxy/haproxy.cfg takes an instance out within fall 2 x inter 250 ms and a check's time.
  drainDelayMs: 2_000,
  shutdownGraceMs: 1_000,
  metricsToken: '',
  logLevel: 'info',
  logFormat: 'json',
  trustProxy: false,
  hsts: 'auto',
  articleCache: true,
};

/** Where the API answers on the site's host: the contract's paths start under it. */
export const API_PREFIX = '/api';

/** Hard limits the contract documents. */
export const LIMITS = {
  /**
   * Request body (10 MiB); 413 above. The most any operation states (its requestBody's
   * x-max-body-bytes, read by plugins/contract.ts); the routes outside the contract take less.
   */
  bodyBytes: 10 * 1024 * 1024,
  /** A body of a route outside the contract's operations (none of them reads one): 1 KiB. */
  otherBodyBytes: 1024,
  /** JSON nesting where no operation states one (x-max-body-depth): 400 deeper. */
  bodyDepth: 32,
  /** One image string (banner or section image), in characters (2 MiB); 400 above. */
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

/** `TRUST_PROXY`: empty/0/false = off; a positive integer = that many proxies in front; else a comma-separated list of addresses or CIDR ranges. */
export function trustProxyFromEnv(raw: string | undefined): TrustProxy {
  const value = (raw ?? '').trim();
  if (!value || ['0', 'false', 'no', 'off'].includes(value.toLowerCase())) return false;
  if (/^\d+$/.test(value)) return Number(value);
  if (['true', 'yes', 'on', 'all', '*'].includes(value.toLowerCase()))
    throw new Error(
      `TRUST_PROXY=${value} would believe every X-Forwarded-For hop, which the client can forge: give the number of proxies in front of the server (e.g. 1) or their addresses (e.g. 10.0.0.5,10.0.1.0/24)`,
    );
  const list = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const bad = list.find((a) => !/^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(a));
  if (bad)
    throw new Error(
      `TRUST_PROXY: "${bad}" is not an IP address or CIDR range (give a hop count or a comma-separated list of addresses)`,
    );
  return list;
}

/**
 * When answers carry Strict-Transport-Security (HSTS): `auto`, only to a request that came over
 * TLS (this server's own, or a trusted proxy's `X-Forwarded-Proto: https` with TRUST_PROXY set);
 * `always`, to every request, for a server whose every client reaches it through TLS
 * (HSTS=always). Over plain HTTP a browser ignores the header, and a site on a plain-HTTP
 * address (a local server, a test) must not tell anything that its name is HTTPS-only.
 */
export type HstsMode = 'auto' | 'always';

/** `HSTS`: `auto` (the default) or `always`; anything else is refused. */
export function hstsFromEnv(value: string | undefined): HstsMode {
  if (value === undefined || value === '' || value === 'auto') return 'auto';
  if (value === 'always') return 'always';
  throw new Error(`HSTS must be "auto" or "always", got "${value}"`);
}

/** `API_UPSTREAM`: unset or empty, the server is the API itself; else an http(s) URL. */
export function upstreamFromEnv(value: string | undefined): string | undefined {
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`API_UPSTREAM must be an http(s) URL, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`API_UPSTREAM must be an http(s) URL, got "${value}"`);
  return value;
}

function bool(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  return !['0', 'false', 'no', 'off'].includes(raw.toLowerCase());
}

/** Reads the environment variables docs/server.md lists under "Environment". */
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
      configured: Boolean(env.ADMIN_PASSWORD),
    },
    member: {
      name: env.MEMBER_NAME || DEFAULTS.member.name,
      email: env.MEMBER_EMAIL || DEFAULTS.member.email,
      password: env.MEMBER_PASSWORD || DEFAULTS.member.password,
      configured: Boolean(env.MEMBER_PASSWORD),
    },
    // Production never gets the demo accounts; DEMO_ACCOUNTS=0 turns them off anywhere.
    demoAccounts: env.NODE_ENV === 'production' ? false : bool(env, 'DEMO_ACCOUNTS', true),
    maxSessionsPerUser: num(env, 'MAX_SESSIONS_PER_USER', DEFAULTS.maxSessionsPerUser),
    tokenIdleSeconds: num(env, 'TOKEN_IDLE_SECONDS', DEFAULTS.tokenIdleSeconds),
    tokenAbsoluteSeconds: num(env, 'TOKEN_ABSOLUTE_SECONDS', DEFAULTS.tokenAbsoluteSeconds),
    loginMaxFailuresPerEmail: num(
      env,
      'LOGIN_MAX_FAILURES_PER_EMAIL',
      DEFAULTS.loginMaxFailuresPerEmail,
    ),
    loginMaxFailuresPerIp: num(env, 'LOGIN_MAX_FAILURES_PER_IP', DEFAULTS.loginMaxFailuresPerIp),
    loginMaxFailuresPerAccount: num(
      env,
      'LOGIN_MAX_FAILURES_PER_ACCOUNT',
      DEFAULTS.loginMaxFailuresPerAccount,
    ),
    loginWindowSeconds: num(env, 'LOGIN_WINDOW_SECONDS', DEFAULTS.loginWindowSeconds),
    loginMaxSuccessesPerAccount: num(
      env,
      'LOGIN_MAX_SUCCESSES_PER_ACCOUNT',
      DEFAULTS.loginMaxSuccessesPerAccount,
    ),
    loginMaxSuccessesPerIp: num(env, 'LOGIN_MAX_SUCCESSES_PER_IP', DEFAULTS.loginMaxSuccessesPerIp),
    loginSuccessWindowSeconds: num(
      env,
      'LOGIN_SUCCESS_WINDOW_SECONDS',
      DEFAULTS.loginSuccessWindowSeconds,
    ),
    registerMaxPerIp: num(env, 'REGISTER_MAX_PER_IP', DEFAULTS.registerMaxPerIp),
    hashConcurrency: Math.max(1, num(env, 'HASH_CONCURRENCY', DEFAULTS.hashConcurrency)),
    hashQueue: num(env, 'HASH_QUEUE', DEFAULTS.hashQueue),
    hashTimeoutMs: num(env, 'HASH_TIMEOUT_MS', DEFAULTS.hashTimeoutMs),
    hashIdleMs: num(env, 'HASH_IDLE_MS', DEFAULTS.hashIdleMs),
    heavyReads: Math.max(1, num(env, 'HEAVY_READS', DEFAULTS.heavyReads)),
    heavyReadQueue: num(env, 'HEAVY_READ_QUEUE', DEFAULTS.heavyReadQueue),
    heavyReadTimeoutMs: num(env, 'HEAVY_READ_TIMEOUT_MS', DEFAULTS.heavyReadTimeoutMs),
    largeAnswerBytes: num(env, 'LARGE_ANSWER_BYTES', DEFAULTS.largeAnswerBytes),
    minSendBytesPerSecond: num(env, 'MIN_SEND_BYTES_PER_SECOND', DEFAULTS.minSendBytesPerSecond),
    slowClientWindowMs: num(env, 'SLOW_CLIENT_WINDOW_MS', DEFAULTS.slowClientWindowMs),
    requestTimeoutMs: num(env, 'REQUEST_TIMEOUT_MS', DEFAULTS.requestTimeoutMs),
    connectionTimeoutMs: num(env, 'CONNECTION_TIMEOUT_MS', DEFAULTS.connectionTimeoutMs),
    drainDelayMs: num(env, 'DRAIN_DELAY_MS', DEFAULTS.drainDelayMs),
    shutdownGraceMs: num(env, 'SHUTDOWN_GRACE_MS', DEFAULTS.shutdownGraceMs),
    metricsToken: env.METRICS_TOKEN ?? DEFAULTS.metricsToken,
    logLevel: env.LOG_LEVEL || DEFAULTS.logLevel,
    logFormat: logFormatFromEnv(env.LOG_FORMAT),
    trustProxy: trustProxyFromEnv(env.TRUST_PROXY),
    hsts: hstsFromEnv(env.HSTS),
    articleCache: bool(env, 'ARTICLE_CACHE', DEFAULTS.articleCache),
    apiUpstream: upstreamFromEnv(env.API_UPSTREAM),
  };
}

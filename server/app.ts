/**
 * The reference server: a Fastify app made of plugins (server/plugins/), each
 * one concern, registered in the order they depend on each other.
 */
import { loggerOptions, RequestLines } from './logging.ts';
import type { Server } from 'node:http';
import Fastify, { type FastifyHttpOptions, type FastifyInstance } from 'fastify';
import { API_PREFIX, DEFAULTS, LIMITS, type ServerOptions } from './config.ts';
import type { Database } from './db.ts';
import type { MediaOptions } from './media-store.ts';
import { setHashThreadIdleMs } from './hash-threads.ts';
import database from './plugins/database.ts';
import sessions from './plugins/sessions.ts';
import securityHeaders from './plugins/security-headers.ts';
import compression from './plugins/compression.ts';
import shutdown from './plugins/shutdown.ts';
import errors, { clientErrors, frameworkErrors } from './plugins/errors.ts';
import contractGuard, { loadContract } from './plugins/contract.ts';
import apiRoutes from './plugins/api-routes.ts';
import media from './plugins/media.ts';
import operations from './plugins/operations.ts';
import metrics from './plugins/metrics.ts';
import loginLink from './plugins/login-link.ts';
import pages from './plugins/pages.ts';
import staticSite from './plugins/static.ts';

export { API_PREFIX };

export interface BuiltApp {
  app: FastifyInstance;
  db: Database;
}

/** The Fastify options of both servers (the reference server, the site server of site-server.ts). */
export function fastifyOptions(
  opts: ServerOptions,
  apiVersion: string,
): FastifyHttpOptions<Server> {
  return {
    logger: loggerOptions(opts.logLevel, opts.logFormat),
    // One line per request instead of two.
    logController: new RequestLines(),
    // Routes outside the contract read no body; each operation's route has its own limit.
    bodyLimit: LIMITS.otherBodyBytes,
    // A hop count or the proxies' addresses: never every hop (a client can forge X-Forwarded-For).
    // A hop count trusts that many addresses next to the server (it must be reachable only through them).
    trustProxy:
      typeof opts.trustProxy === 'number'
        ? (_addr: string, hop: number) => hop < (opts.trustProxy as number)
        : opts.trustProxy,
    return503OnClosing: true,
    // The whole request must arrive within requestTimeout (slow bodies get 408); silent connections are closed.
    requestTimeout: opts.requestTimeoutMs,
    connectionTimeout: opts.connectionTimeoutMs,
    // Node checks the request deadline every connectionsCheckingInterval (30 s by default): once a second.
    http: {
      connectionsCheckingInterval: 1_000,
      headersTimeout: Math.min(opts.requestTimeoutMs || 60_000, 60_000),
    },
    frameworkErrors: frameworkErrors(apiVersion, opts.hsts),
    clientErrorHandler: clientErrors(apiVersion, opts.hsts),
    forceCloseConnections: 'idle',
    // No implicit HEAD routes: the API has exactly the contract's operations.
    exposeHeadRoutes: false,
    // Starting takes as long as it takes: opening, migrating and seeding the database, hashing
    // the configured accounts' passwords (a second each at the production cost).
    pluginTimeout: 0,
  };
}

/** Builds the Fastify app (not listening yet): database opened, migrated and seeded. */
export async function buildApp(
  options: Partial<ServerOptions> & MediaOptions = {},
): Promise<BuiltApp> {
  const opts: ServerOptions & MediaOptions = { ...DEFAULTS, ...options };
  const contract = loadContract(opts.specPath);
  // Before the seed's first hash starts the threads.
  setHashThreadIdleMs(opts.hashIdleMs);
  const app = Fastify(fastifyOptions(opts, contract.apiVersion));

  // Storage first: everything after reads through it.
  await app.register(database, { config: opts });
  await app.register(sessions, { config: opts });
  // Hooks before routes: helmet's headers come first, then draining may refuse the request.
  await app.register(securityHeaders, { hsts: opts.hsts });
  await app.register(compression);
  await app.register(shutdown);
  // Before the routes: its hook times every answer.
  await app.register(metrics, { token: opts.metricsToken });
  await app.register(errors);
  await app.register(contractGuard, { contract });
  // Routes: the API, the images, then the site (pages rendered per request, files, fallback).
  await app.register(apiRoutes, { contract, specPath: opts.specPath });
  await app.register(media);
  await app.register(operations);
  await app.register(loginLink);
  await app.register(pages, { staticDir: opts.staticDir });
  await app.register(staticSite, { staticDir: opts.staticDir });
  return { app, db: app.db };
}

export interface RunningServer {
  /** http://host:port (the site; the API is under `${url}/api`). */
  url: string;
  apiUrl: string;
  app: FastifyInstance;
  /** The open database (tests inspect what is stored). */
  db: Database;
  /** Graceful: stops accepting, finishes in-flight requests, closes the database. */
  close(): Promise<void>;
  /**
   * SIGTERM: for `drainDelayMs`, /readyz answers 503 and every other request is
   * served as before (a load balancer takes the instance out); then for
   * `graceMs`, new requests (also on open keep-alive connections) are answered
   * 503 with `Connection: close` while in-flight ones finish; then `close()`.
   */
  shutdown(graceMs: number, drainDelayMs?: number): Promise<void>;
}

/** Starts the server; `port: 0` picks a free port. */
export async function startServer(
  options: Partial<ServerOptions> & MediaOptions = {},
): Promise<RunningServer> {
  const opts: ServerOptions & MediaOptions = { ...DEFAULTS, ...options };
  const { app, db } = await buildApp(opts);
  return { ...(await listen(app, opts)), db };
}

/** Listens as `opts` say; what a running server is, but its database. */
export async function listen(
  app: FastifyInstance,
  opts: ServerOptions,
): Promise<Omit<RunningServer, 'db'>> {
  await app.listen({ port: opts.port, host: opts.host });
  const addr = app.server.address();
  const port = typeof addr === 'object' && addr ? addr.port : opts.port;
  const host =
    opts.host === '0.0.0.0' || opts.host === '::'
      ? '127.0.0.1'
      : opts.host.includes(':')
        ? `[${opts.host}]`
        : opts.host;
  const url = `http://${host}:${port}`;
  return {
    url,
    apiUrl: `${url}${API_PREFIX}`,
    app,
    close: () => app.close(),
    async shutdown(graceMs: number, drainDelayMs = 0) {
      app.stopping = true;
      if (drainDelayMs > 0) await new Promise((r) => setTimeout(r, drainDelayMs));
      app.draining = true;
      await new Promise((r) => setTimeout(r, graceMs));
      await app.close();
    },
  };
}

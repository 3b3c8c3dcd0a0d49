/**
 * The site server: the built site (dist/) served with the reference server's own
 * plugins (files, server-rendered pages, security headers with the CSP nonces,
 * compression, graceful shutdown), and /api sent to an upstream API: the Prism
 * mock of the contract, or another server (plugins/api-upstream.ts). It opens no
 * database: the pages it renders get their data from the upstream, through the
 * API (upstream-pages.ts). `API_UPSTREAM=http://127.0.0.1:4010 node --import tsx
 * server/main.ts` starts it; `npm run preview` and the journeys against the mock
 * run the site through it.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { DEFAULTS, type ServerOptions } from './config.ts';
import { fastifyOptions, listen, type RunningServer } from './app.ts';
import { loadContract } from './plugins/contract.ts';
import securityHeaders from './plugins/security-headers.ts';
import compression from './plugins/compression.ts';
import shutdown from './plugins/shutdown.ts';
import errors from './plugins/errors.ts';
import apiUpstream from './plugins/api-upstream.ts';
import pages from './plugins/pages.ts';
import staticSite from './plugins/static.ts';
import { upstreamPageSource } from './upstream-pages.ts';

/** How long the upstream may take to start its answer before the client gets 502. */
export const UPSTREAM_TIMEOUT_MS = 30_000;

export type SiteServer = Omit<RunningServer, 'db'>;

/** Builds the site server's app (not listening yet) for the upstream API at `upstream`. */
export async function buildSiteApp(
  upstream: string,
  options: Partial<ServerOptions> = {},
): Promise<FastifyInstance> {
  const opts: ServerOptions = { ...DEFAULTS, ...options };
  const app = Fastify(fastifyOptions(opts, loadContract(opts.specPath).apiVersion));
  await app.register(securityHeaders, { hsts: opts.hsts });
  await app.register(compression);
  await app.register(shutdown);
  await app.register(errors);
  await app.register(apiUpstream, { upstream, timeoutMs: UPSTREAM_TIMEOUT_MS });
  await app.register(pages, { staticDir: opts.staticDir, source: upstreamPageSource(upstream) });
  await app.register(staticSite, { staticDir: opts.staticDir });
  return app;
}

/** Starts the site server; `port: 0` picks a free port. */
export async function startSiteServer(
  upstream: string,
  options: Partial<ServerOptions> = {},
): Promise<SiteServer> {
  const opts: ServerOptions = { ...DEFAULTS, ...options };
  return listen(await buildSiteApp(upstream, opts), opts);
}

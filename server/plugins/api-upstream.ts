/**
 * The site server's API (server/site-server.ts): every request under /api is
 * sent on to an upstream API (the Prism mock of the contract, or another
 * server) at `API_UPSTREAM`, with `/api` taken off its path
 * (`/api/articles?q=x` → `${upstream}/articles?q=x`). Both ways are streamed:
 * the request body is never read here, the answer goes out as it arrives.
 * Headers pass through both ways, except the connection's own (RFC 9110
 * hop-by-hop fields) and `Host`, which names the upstream. An upstream that
 * cannot be reached, or does not answer within `timeoutMs`, gets the
 * contract's error shape with status 502.
 */
import http, { type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import https from 'node:https';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_PREFIX } from '../config.ts';
import { MESSAGES } from '../errors.ts';

/** Fields that describe one connection, not the message (RFC 9110 7.6.1), and Host. */
const NOT_FORWARDED = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
]);

/** The headers of `headers` that travel on to the next hop (and those its Connection names do not). */
export function forwardedHeaders(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const named = new Set(
    String(headers.connection ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase()),
  );
  const out: IncomingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers))
    if (value !== undefined && !NOT_FORWARDED.has(name) && !named.has(name)) out[name] = value;
  return out;
}

/** The upstream URL of a request under /api (`base` may carry a path of its own: `…/api`). */
export function upstreamUrl(base: string, url: string): URL {
  const rest = url.slice(API_PREFIX.length);
  const target = new URL(base);
  const [pathname = '', query] = rest.split(/\?(.*)/s, 2);
  target.pathname = `${target.pathname.replace(/\/$/, '')}${pathname.startsWith('/') ? '' : '/'}${pathname}`;
  target.search = query === undefined ? '' : `?${query}`;
  return target;
}

export interface UpstreamOptions {
  /** The upstream API's base URL (its operations' paths are appended to it). */
  upstream: string;
  /** How long the upstream may take to send its answer's headers before the client gets 502. */
  timeoutMs: number;
}

function badGateway(reply: FastifyReply, req: FastifyRequest, error: Error) {
  req.log.warn({ err: error, upstream: true }, 'the upstream API did not answer');
  return reply.code(502).type('application/json').send({ message: MESSAGES.upstreamUnavailable });
}

function apiUpstream(
  app: FastifyInstance,
  { upstream, timeoutMs }: UpstreamOptions,
  done: (err?: Error) => void,
) {
  const client = new URL(upstream).protocol === 'https:' ? https : http;
  // Inside this plugin, bodies are not read (parsed) at all: they are piped to the upstream.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_req, _payload, done) => done(null));

  // Resolves to the reply once it is on its way (Fastify then knows it is answered).
  const forward = (req: FastifyRequest, reply: FastifyReply) =>
    new Promise<FastifyReply>((resolve) => {
      const target = upstreamUrl(upstream, req.url);
      const outgoing = client.request(target, {
        method: req.method,
        headers: { ...forwardedHeaders(req.headers), host: target.host },
        timeout: timeoutMs,
      });
      let answered = false;
      outgoing.on('timeout', () =>
        outgoing.destroy(new Error(`no answer from ${target.origin} within ${timeoutMs} ms`)),
      );
      outgoing.on('error', (error) => {
        if (!answered) {
          answered = true;
          void badGateway(reply, req, error);
        } else reply.raw.destroy(error);
        resolve(reply);
      });
      outgoing.on('response', (answer: IncomingMessage) => {
        answered = true;
        outgoing.setTimeout(0);
        const headers = forwardedHeaders(answer.headers);
        void reply.code(answer.statusCode ?? 502).headers(headers);
        void reply.send(answer);
        resolve(reply);
      });
      // The client went away before the answer was complete: so does the upstream request.
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) outgoing.destroy();
      });
      req.raw.pipe(outgoing);
    });

  app.route({
    method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    url: `${API_PREFIX}/*`,
    handler: forward,
  });
  app.route({
    method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    url: API_PREFIX,
    handler: forward,
  });
  done();
}

export default fp(apiUpstream, { name: 'api-upstream', fastify: '5.x', encapsulate: true });

/**
 * Error mapping: every failure is answered in the contract's shape
 * (`{ message }`, in Indonesian) with the contract's status, including the
 * answers Fastify and Node's HTTP parser write before a route runs. Outside
 * the API a client error is a plain 404.
 */
import fp from 'fastify-plugin';
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_PREFIX, LIMITS, type HstsMode } from '../config.ts';
import { HttpError, MESSAGES, validationError } from '../errors.ts';
import { HSTS, SECURITY_HEADERS, sendsHsts } from './security-headers.ts';
import { connectionFailure, outcomeUnknown } from '../db-errors.ts';

type CodedError = Error & { code?: string };
/** What a request can fail with: our HttpError, Fastify's errors (validation, parsing), the database's. */
type RequestError = CodedError & {
  statusCode?: number;
  validation?: unknown;
  validationContext?: string;
};

/** Fastify's own answers (malformed URL, a too long path segment, a client error) in the contract's shape. */
export function frameworkErrors(apiVersion: string, hsts: HstsMode) {
  return (err: CodedError, req: FastifyRequest, reply: FastifyReply) => {
    void reply.headers({ ...SECURITY_HEADERS, 'api-version': apiVersion });
    // Fastify's request here believes no proxy: HSTS only with HSTS=always or TLS on the socket.
    if (sendsHsts(req, hsts)) void reply.header('strict-transport-security', HSTS);
    if (!req.url.startsWith(`${API_PREFIX}/`))
      return void reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    // A path segment over maxParamLength names no article.
    if (err.code === 'FST_ERR_MAX_PARAM_LENGTH')
      return void reply.code(404).send({ message: MESSAGES.routeNotFound });
    // A path segment that is not valid percent-encoding (/articles/%FF) is no valid value of its
    // parameter, so it names nothing: the operation's documented 404, like /articles/abc.
    return void reply.code(404).send({ message: notFoundMessage(req.url) });
  };
}

/** Errors Node's HTTP parser reports before Fastify sees a request: slow bodies (408), huge headers (431), garbage (400). */
export function clientErrors(apiVersion: string, hsts: HstsMode) {
  return (err: CodedError, socket: Socket) => {
    if (err.code === 'ECONNRESET' || socket.destroyed) return;
    // A request whose headers arrived has a message being read: then the body was too slow.
    const incoming = (socket as Socket & { parser?: { incoming?: { complete: boolean } | null } })
      .parser?.incoming;
    const readingBody = Boolean(incoming && !incoming.complete);
    const [status, text, message] =
      err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', readingBody ? MESSAGES.requestTimeout : MESSAGES.headersTimeout]
        : err.code === 'HPE_HEADER_OVERFLOW'
          ? [431, 'Request Header Fields Too Large', 'Header permintaan terlalu besar.']
          : [400, 'Bad Request', MESSAGES.invalidUrl];
    const body = JSON.stringify({ message });
    if (socket.writable) {
      socket.write(
        `HTTP/1.1 ${status} ${text}\r\n` +
          `content-type: application/json; charset=utf-8\r\n` +
          `content-length: ${Buffer.byteLength(body)}\r\n` +
          Object.entries({
            ...SECURITY_HEADERS,
            // No request was read: no X-Forwarded-Proto to go by, only the socket.
            ...(hsts === 'always' || (socket as Socket & { encrypted?: boolean }).encrypted
              ? { 'strict-transport-security': HSTS }
              : {}),
            'api-version': apiVersion,
          })
            .map(([k, v]) => `${k}: ${v}\r\n`)
            .join('') +
          `connection: close\r\n\r\n${body}`,
      );
    }
    socket.destroy();
  };
}

/**
 * A 413 (too large) or a 415 (compressed) is decided before the body is read. Reading (and
 * discarding, never inflating) the rest before answering lets the client finish sending and
 * then read the answer, instead of failing with EPIPE; a client that keeps sending far beyond
 * the limit, or too slowly, is cut off.
 */
function drainRefusedBody(req: FastifyRequest): Promise<void> {
  const raw = req.raw;
  if (raw.readableEnded || raw.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    let seen = 0;
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(() => {
      raw.socket?.destroy();
      done();
    }, 15_000);
    raw.on('data', (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > 4 * LIMITS.bodyBytes) {
        raw.socket?.destroy();
        done();
      }
    });
    raw.once('end', done);
    raw.once('close', done);
    raw.once('error', done);
    raw.resume();
  });
}

/** The 404 message of the item a route's path names. */
function notFoundMessage(route: string): string {
  if (route.startsWith(`${API_PREFIX}/documents/`)) return MESSAGES.documentNotFound;
  if (route.startsWith(`${API_PREFIX}/blog/`)) return MESSAGES.memberContentNotFound;
  return MESSAGES.articleNotFound;
}

/** When to try again after the database could not be reached (the contract's example: 5 s). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** The query parameter whose text the database cannot store (a NUL), or else the body. */
function unstorableField(req: FastifyRequest): string {
  const query = (req.query ?? {}) as Record<string, unknown>;
  const bad = Object.keys(query).find((k) => {
    const v = query[k];
    return (Array.isArray(v) ? v : [v]).some((x) => typeof x === 'string' && x.includes('\0'));
  });
  return bad ?? 'body';
}

/** The contract's error for what a request failed with. */
async function contractError(err: RequestError, req: FastifyRequest): Promise<HttpError> {
  if (err instanceof HttpError) {
    if (err.status === 415) await drainRefusedBody(req);
    return err;
  }
  // /articles/abc, /articles/0 or /documents/X.pdf name nothing: the contract's 404 (those
  // operations declare no 400), with the message of what the path names.
  if (err.validation && err.validationContext === 'params')
    return new HttpError(404, notFoundMessage(req.routeOptions.url ?? ''));
  if (err.validation)
    return validationError(err.validation as never, err.validationContext ?? 'body');
  if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    await drainRefusedBody(req);
    return new HttpError(413, MESSAGES.bodyTooLarge(req.routeOptions.bodyLimit));
  }
  // Safety net: text PostgreSQL cannot store (NUL, invalid UTF-8) is the client's mistake, not ours.
  if (err.code === '22P05' || err.code === '22021')
    return new HttpError(400, MESSAGES.invalidText(unstorableField(req)));
  // A date the database cannot store (the contract's pattern already rules out year 0000).
  if (err.code === '22008') return new HttpError(400, MESSAGES.invalidDate('date'));
  if (err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return new HttpError(400, MESSAGES.invalidJson);
  if (err.statusCode === 415) return new HttpError(400, MESSAGES.notJson);
  if (err.statusCode === 400 || err instanceof SyntaxError)
    return new HttpError(400, MESSAGES.invalidJson);
  if (err.statusCode === 503) return new HttpError(503, MESSAGES.serverError);
  // The database cannot be reached: try again later. Unless a write may have committed before
  // the connection went: then the outcome is unknown, and a replay might do it twice.
  if (connectionFailure(err) && !(outcomeUnknown(err) && !['GET', 'HEAD'].includes(req.method))) {
    req.log.warn({ err }, 'database unavailable');
    return new HttpError(503, MESSAGES.databaseUnavailable(DATABASE_RETRY_AFTER_SECONDS), {
      'retry-after': String(DATABASE_RETRY_AFTER_SECONDS),
    });
  }
  req.log.error({ err }, 'request failed');
  return new HttpError(500, MESSAGES.serverError);
}

function errors(app: FastifyInstance, _opts: unknown, done: (err?: Error) => void) {
  app.setErrorHandler(async (err: RequestError, req, reply) => {
    // Outside the API (static files: a malformed or forbidden path such as /../x): a plain 404.
    if (
      !(req.routeOptions.url ?? '').startsWith(API_PREFIX) &&
      err.statusCode &&
      err.statusCode >= 400 &&
      err.statusCode < 500
    ) {
      // An API address no route has, whose body could not be read (over the 1 KiB that routes
      // outside the contract take, or malformed): the not-found handler's answer.
      if (req.routeOptions.url === undefined && req.url.startsWith(`${API_PREFIX}/`))
        return reply.code(404).send({ message: MESSAGES.routeNotFound });
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    }
    const e = await contractError(err, req);
    // Answered before the body arrived (a 401 before a slow body, say): the connection ends with
    // the answer, so the unread body is not later answered with an unasked-for 408.
    if ((e.status >= 500 && e.status !== 503) || !req.raw.complete)
      reply.header('connection', 'close');
    return reply.code(e.status).headers(e.headers).send({ message: e.message });
  });
  done();
}

export default fp(errors, { name: 'errors', fastify: '5.x' });

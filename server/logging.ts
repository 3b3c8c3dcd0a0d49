/**
 * The server's log: one line per request (method, path, status, time), plus what
 * the plugins log. `json` (the default, for production and log collectors) writes
 * pino's JSON lines, timed in ISO 8601 (UTC); `pretty` (`npm start` and `npm run dev`,
 * unless NODE_ENV is production) writes short readable lines through pino-pretty, in
 * this process.
 */
import {
  LogController,
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { stdTimeFunctions } from 'pino';
import pretty from 'pino-pretty';
import { REDACT_PATHS, REDACTED, redactUrl, serializeError } from './redact.ts';

export type LogFormat = 'json' | 'pretty';

export function logFormatFromEnv(value: string | undefined): LogFormat {
  if (value === undefined || value === '' || value === 'json') return 'json';
  if (value === 'pretty') return 'pretty';
  throw new Error(`LOG_FORMAT must be "json" or "pretty", got "${value}"`);
}

/** Fastify's `logger` option for a level and a format (to stdout, or `destination`). */
export function loggerOptions(
  level: string,
  format: LogFormat,
  destination?: NodeJS.WritableStream,
): FastifyServerOptions['logger'] {
  // No query parameter, quoted value, token or credential in any line (server/redact.ts).
  const redacting = {
    serializers: { err: serializeError },
    redact: { paths: REDACT_PATHS, censor: REDACTED },
  };
  if (format === 'json') {
    // `"time":"2026-11-28T10:00:00.000Z"` rather than milliseconds since 1970.
    const json = { level, timestamp: stdTimeFunctions.isoTime, ...redacting };
    return destination ? { ...json, stream: destination } : json;
  }
  return {
    level,
    ...redacting,
    stream: pretty({
      destination: destination ?? 1,
      sync: true,
      colorize: !destination && Boolean(process.stdout.isTTY),
      translateTime: 'SYS:HH:MM:ss',
      // The request line says it all: no pid, host, request id or the objects it was built from.
      ignore: 'pid,hostname,reqId,req,res,responseTime',
      singleLine: true,
    }),
  };
}

/**
 * Logs `listening on URL` once the server accepts connections, as an info line of the log, written
 * whatever LOG_LEVEL says: a program that starts the server (on PORT=0, say) waits for it to learn
 * the server's URL (`listeningUrl`).
 */
export function logListening(log: FastifyBaseLogger, url: string): void {
  log.child({}, { level: 'info' }).info(`listening on ${url}`);
}

/** The URL of the `listening on URL` line in a server's output (either format), once it is there. */
export function listeningUrl(output: string): string | undefined {
  return /listening on (http:\/\/[^\s"]+)/.exec(output)?.[1];
}

/**
 * Logs each request once, when its answer is sent (`GET /api/articles 200 4 ms`), in place of
 * Fastify's two lines ("incoming request", "request completed"); a request that failed also
 * carries its error.
 */
export class RequestLines extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const ms = Math.round(reply.elapsedTime);
    const url = redactUrl(request.url);
    const line = `${request.method} ${url} ${reply.statusCode} ${ms} ms`;
    const fields = {
      req: { method: request.method, url, remoteAddress: request.ip },
      res: { statusCode: reply.statusCode },
      responseTime: ms,
    };
    if (error) reply.log.error({ ...fields, err: error }, line);
    else reply.log.info(fields, line);
  }
}

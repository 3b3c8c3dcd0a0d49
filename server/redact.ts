import { stdSerializers } from 'pino';

/**
 * What the log never holds: the values a query was given (a session token's hash, an email, a
 * password hash), the values a database error quotes from them or from a row, tokens in URLs,
 * and credentials in headers. Errors are serialized by `serializeError` (the logger's `err`
 * serializer, so every `{ err }` and every failed request line goes through it); the fields of
 * other objects by the logger's `redact` paths (server/logging.ts).
 */
export const REDACTED = '[redacted]';

/** Where server/db.ts keeps a failed query's parameters on its error (never enumerated). */
export const QUERY_PARAMS = Symbol('apifutsal.queryParams');

/** Keeps `params` on `err` for serializeError; returns `err` (to rethrow it). */
export function withQueryParams(err: unknown, params: readonly unknown[]): unknown {
  if (err && typeof err === 'object' && params.length)
    Object.defineProperty(err, QUERY_PARAMS, { value: params, configurable: true });
  return err;
}

/**
 * Fields of an error that hold or may quote what a query was given: PGlite's `query`, `params`
 * and `queryOptions`; PostgreSQL's `detail` (`Key (token_hash)=(…) already exists.`), `where`
 * (`unnamed portal parameter $1 = '…'`) and `internalQuery`; and what other libraries attach.
 */
const SECRET_FIELDS = new Set([
  'params',
  'parameters',
  'values',
  'query',
  'queryoptions',
  'detail',
  'where',
  'internalquery',
  'password',
  'token',
  'authorization',
  'cookie',
  'headers',
]);

/** A string parameter at least this long is looked for (and blanked) in the error's text. */
const MIN_SECRET_CHARS = 8;

/** The string parameters of an error and of its causes, longest first. */
function paramsOf(err: unknown, seen = new Set<unknown>()): string[] {
  if (!err || typeof err !== 'object' || seen.has(err)) return [];
  seen.add(err);
  const e = err as {
    [QUERY_PARAMS]?: unknown[];
    params?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  const list = (v: unknown): unknown[] => (Array.isArray(v) ? (v as unknown[]) : []);
  const values = [...list(e[QUERY_PARAMS]), ...list(e.params)];
  const own = values
    .flatMap((v) => (Array.isArray(v) ? (v as unknown[]) : [v]))
    .filter((v): v is string => typeof v === 'string' && v.length >= MIN_SECRET_CHARS);
  const nested = [e.cause, ...list(e.errors)].flatMap((c) => paramsOf(c, seen));
  return [...new Set([...own, ...nested])].sort((a, b) => b.length - a.length);
}

/**
 * A database error (SQLSTATE class 22, "data exception": invalid input syntax, out of range …)
 * quotes the value it could not take in its message: `invalid input syntax for type integer:
 * "<value>"`. Everything between the first and the last double quote of a line goes.
 */
const quotesValues = (err: unknown) => {
  const e = err as { code?: unknown; severity?: unknown };
  return typeof e.code === 'string' && /^22[0-9A-Z]{3}$/.test(e.code) && 'severity' in e;
};
const blankQuoted = (text: string) => text.replace(/"(.*)"/g, `"${REDACTED}"`);

function scrub(value: unknown, secrets: string[], depth = 0): unknown {
  if (typeof value === 'string')
    return secrets.reduce((text, s) => text.split(s).join(REDACTED), value);
  if (!value || typeof value !== 'object' || depth > 5) return value;
  if (Array.isArray(value)) return value.map((v) => scrub(v, secrets, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value))
    out[key] =
      SECRET_FIELDS.has(key.toLowerCase()) && v !== undefined && v !== null
        ? REDACTED
        : scrub(v, secrets, depth + 1);
  return out;
}

/** An error as the log holds it (pino's shape). */
export type SerializedError = {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
};

/**
 * The logger's `err` serializer: pino's (type, message and stack with their causes, the
 * error's own fields), without the fields above, with the error's string parameters blanked
 * wherever its text repeats them, and a data exception's quoted value blanked.
 */
export function serializeError(err: Error): SerializedError {
  const serialized = stdSerializers.err(err) as unknown;
  if (serialized === err) return scrub(err, []) as SerializedError;
  const out = scrub(serialized, paramsOf(err)) as SerializedError;
  const causes: unknown[] = [];
  for (let e: unknown = err; e && typeof e === 'object' && causes.length < 5;)
    e = (causes.push(e), (e as { cause?: unknown }).cause);
  if (causes.some(quotesValues)) {
    if (typeof out.message === 'string') out.message = blankQuoted(out.message);
    if (typeof out.stack === 'string') out.stack = blankQuoted(out.stack);
  }
  return out;
}

/** Paths whose last segment is a secret: a one-time login link's token (server/login-links.ts). */
const SECRET_PATH = /^(\/login\/link\/)[^/?#]+/;

/** A request's URL as the log shows it: a login link's token blanked. */
export const redactUrl = (url: string) => url.replace(SECRET_PATH, `$1${REDACTED}`);

/**
 * pino's `redact` paths: credentials in headers, wherever a request's or an answer's headers
 * are logged, and password or token fields of a logged object.
 */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'password',
  'token',
  '*.password',
  '*.token',
];

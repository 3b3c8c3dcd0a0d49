/**
 * Sending requests and describing them: every request the kit makes is recorded
 * so that a failure can be printed as a copy-pasteable curl command.
 */
import { gzipSync } from 'node:zlib';

export interface RequestSpec {
  method: string;
  /** path with parameters filled in, e.g. `/articles/12` */
  path: string;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  /** a JSON value (sent as application/json unless `contentType` says otherwise) */
  body?: unknown;
  /** a raw body, sent as is */
  raw?: string;
  contentType?: string;
  /** the body is sent gzip-compressed, with `Content-Encoding: gzip` */
  gzip?: boolean;
  /** its bytes as sent are the point (never through Prism, which parses and re-sends a body) */
  rawBytes?: boolean;
  /** the kit means this request to be valid by the contract (used to judge Prism's refusals) */
  valid?: boolean;
  /** which credential the Authorization header carries, for the curl rendering */
  auth?: { role: string; token: string; literal?: boolean };
}

export interface ResponseRecord {
  status: number;
  contentType: string | null;
  headers: Record<string, string>;
  text: string;
  /** parsed JSON when the body is JSON, else undefined */
  json?: unknown;
  jsonError?: string;
  ms: number;
  /** set when no response arrived */
  error?: string;
}

export interface Exchange {
  request: RequestSpec;
  response: ResponseRecord;
}

export function buildUrl(baseUrl: string, req: RequestSpec): string {
  const base = baseUrl.replace(/\/+$/, '');
  const qs =
    req.query && Object.keys(req.query).length
      ? `?${new URLSearchParams(req.query).toString()}`
      : '';
  return `${base}${req.path}${qs}`;
}

export function bodyText(req: RequestSpec): string | undefined {
  if (req.raw !== undefined) return req.raw;
  if (req.body !== undefined) return JSON.stringify(req.body);
  return undefined;
}

export async function send(
  baseUrl: string,
  req: RequestSpec,
  timeoutMs = 30_000,
): Promise<ResponseRecord> {
  const headers: Record<string, string> = { accept: 'application/json', ...req.headers };
  const payload = bodyText(req);
  if (payload !== undefined) headers['content-type'] = req.contentType ?? 'application/json';
  if (payload !== undefined && req.gzip) headers['content-encoding'] = 'gzip';
  const body = payload !== undefined && req.gzip ? gzipSync(payload) : payload;
  if (req.auth)
    headers.authorization =
      req.auth.token === '' ? '' : req.auth.literal ? req.auth.token : `Bearer ${req.auth.token}`;
  if (headers.authorization === '') delete headers.authorization;
  const started = performance.now();
  try {
    const res = await fetch(buildUrl(baseUrl, req), {
      method: req.method.toUpperCase(),
      headers,
      body,
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'manual',
    });
    const text = await res.text();
    const contentType = res.headers.get('content-type');
    const record: ResponseRecord = {
      status: res.status,
      contentType,
      headers: Object.fromEntries(res.headers.entries()),
      text,
      ms: Math.round(performance.now() - started),
    };
    if (text.length && contentType && /json/i.test(contentType)) {
      try {
        record.json = JSON.parse(text);
      } catch (e) {
        record.jsonError = (e as Error).message;
      }
    }
    return record;
  } catch (e) {
    const err = e as Error & { cause?: { code?: string; message?: string } };
    const reason =
      err.name === 'TimeoutError'
        ? `no response within ${timeoutMs / 1000} s`
        : `${err.cause?.code ?? err.name}: ${err.cause?.message ?? err.message}`;
    return {
      status: 0,
      contentType: null,
      headers: {},
      text: '',
      ms: Math.round(performance.now() - started),
      error: reason,
    };
  }
}

/** Single-quotes a string for POSIX shells. */
export function shellQuote(s: string): string {
  return `'${s.replace(/'/g, `'\\''`)}'`;
}

/**
 * A JavaScript expression that rebuilds `value`, with long runs of one character
 * written as `'a'.repeat(n)`, so that a huge body stays a short command.
 */
export function compactJs(value: unknown): string {
  if (typeof value === 'string') return compactString(value);
  if (Array.isArray(value)) return `[${value.map(compactJs).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.entries(value)
      .map(([k, v]) => `${JSON.stringify(k)}:${compactJs(v)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'undefined';
}

function compactString(s: string): string {
  if (s.length < 200) return JSON.stringify(s);
  const parts: string[] = [];
  let literal = '';
  let i = 0;
  while (i < s.length) {
    let j = i + 1;
    while (j < s.length && s[j] === s[i]) j++;
    if (j - i >= 64) {
      if (literal) parts.push(JSON.stringify(literal));
      literal = '';
      parts.push(`${JSON.stringify(s[i])}.repeat(${j - i})`);
    } else {
      literal += s.slice(i, j);
    }
    i = j;
  }
  if (literal) parts.push(JSON.stringify(literal));
  return parts.join('+');
}

/** Max length of a body printed inline in curl before it is rebuilt by a node one-liner. */
const INLINE_BODY = 2_000;

/**
 * A curl command that replays the request. Tokens of the kit's own sessions are
 * written as `$ADMIN_TOKEN` / `$MEMBER_TOKEN` (see `tokenHelp`); deliberately
 * broken or revoked tokens are written out literally.
 */
export function toCurl(baseUrl: string, req: RequestSpec): string {
  const lines = [`curl -i -X ${req.method.toUpperCase()} ${shellQuote(buildUrl(baseUrl, req))}`];
  if (req.auth && req.auth.token !== '') {
    const value = req.auth.literal
      ? req.auth.token
      : req.auth.role === 'admin' || req.auth.role === 'member'
        ? `Bearer $${req.auth.role.toUpperCase()}_TOKEN`
        : `Bearer ${req.auth.token}`;
    lines.push(
      value.includes('$')
        ? `-H "Authorization: ${value}"`
        : `-H ${shellQuote(`Authorization: ${value}`)}`,
    );
  }
  for (const [k, v] of Object.entries(req.headers ?? {}))
    lines.push(`-H ${shellQuote(`${k}: ${v}`)}`);
  const body = bodyText(req);
  if (body !== undefined) {
    lines.push(`-H ${shellQuote(`Content-Type: ${req.contentType ?? 'application/json'}`)}`);
    if (req.gzip) {
      // The body as the kit sent it: compressed by gzip, read by curl from its input.
      const expr =
        req.raw !== undefined ? compactString(req.raw) : `JSON.stringify(${compactJs(req.body)})`;
      lines[0] = `node -e ${shellQuote(`process.stdout.write(require('zlib').gzipSync(${expr}))`)} |\n  ${lines[0]}`;
      lines.push(`-H 'Content-Encoding: gzip'`, `--data-binary @-`);
    } else if (body.length <= INLINE_BODY) {
      lines.push(`--data-binary ${shellQuote(body)}`);
    } else {
      const expr =
        req.raw !== undefined ? compactString(req.raw) : `JSON.stringify(${compactJs(req.body)})`;
      const shown =
        expr.length > 20_000
          ? `${expr.slice(0, 20_000)} /* … ${expr.length - 20_000} more characters */`
          : expr;
      lines[0] = `node -e ${shellQuote(`process.stdout.write(${shown})`)} |\n  ${lines[0]}`;
      lines.push(`--data-binary @-`);
    }
  }
  return lines.join(' \\\n  ');
}

/**
 * How to fill `$ADMIN_TOKEN` / `$MEMBER_TOKEN` for the curl commands. The
 * passwords come from the environment (`ADMIN_PASSWORD`, `MEMBER_PASSWORD`), the
 * same variables the kit itself reads, so no report ever spells one out.
 */
export function tokenHelp(
  baseUrl: string,
  loginPath: string,
  creds: { role: string; email: string }[],
): string {
  const url = shellQuote(`${baseUrl.replace(/\/+$/, '')}${loginPath}`);
  const lines = creds.map((c) => {
    const role = c.role.toUpperCase();
    const body = `node -e 'process.stdout.write(JSON.stringify({ email: process.argv[1], password: process.env.${role}_PASSWORD }))' ${shellQuote(c.email)}`;
    return `${role}_TOKEN=$(${body} | curl -s -X POST ${url} -H 'Content-Type: application/json' --data-binary @- | node -pe 'JSON.parse(require("fs").readFileSync(0, "utf8")).token')`;
  });
  const vars = creds.map((c) => `${c.role.toUpperCase()}_PASSWORD`).join(' and ');
  return [`# with ${vars} set in the environment:`, ...lines].join('\n');
}

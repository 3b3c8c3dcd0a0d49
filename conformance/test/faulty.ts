/**
 * Deliberately faulty variants of a server: small node:http proxies in front of
 * it that each break one promise of the contract, by altering requests or
 * answers (the variants: conformance/test/variants.ts). The kit's tests run it
 * against each and expect the right check to catch it.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CheckName } from '../checks.ts';

export interface Upstream {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

export interface ProxyContext {
  method: string;
  /** path below the API root, e.g. `/articles/3` (query string excluded) */
  path: string;
  query: string;
  headers: Record<string, string>;
  body: Buffer;
  /** sends the (possibly changed) request on to the real server */
  forward(change?: {
    method?: string;
    path?: string;
    /** the query string (without `?`) */
    query?: string;
    headers?: Record<string, string>;
    body?: Buffer | string;
  }): Promise<Upstream>;
  state: Record<string, unknown>;
}

/** Returns the answer to send; `undefined` forwards the request untouched. */
export type Fault = (ctx: ProxyContext) => Promise<Upstream | undefined> | Upstream | undefined;

/**
 * A faulty variant: a server mistake named as a backend team would make it, the check that must
 * report it, and what that check's finding must name (the promise's field, header or rule).
 * Promise entries (conformance/promises/) name the variants that prove them.
 */
export interface Variant {
  name: string;
  check: CheckName;
  fault: Fault;
  /** matched against the finding's message: the field, header or rule it must name */
  finding: RegExp;
  /**
   * Generated inputs per operation the kit tries (default 1): the edge cases and examples are
   * sent whatever the number; a fault only generated inputs reach needs more.
   */
  runs?: number;
}

export interface FaultyServer {
  /** the API root to give the kit */
  url: string;
  close(): Promise<void>;
}

/**
 * One upstream request with node:http, which (unlike fetch) still delivers the
 * answer when the server replies early and closes, as it does to a body over
 * its size limit.
 */
function request(
  url: string,
  method: string,
  headers: Record<string, string>,
  body?: Buffer | string,
): Promise<Upstream> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = http.request(
      url,
      {
        method,
        headers:
          body === undefined
            ? headers
            : { ...headers, 'content-length': String(Buffer.byteLength(body)) },
      },
      (res) => {
        answered = true;
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          const out: Record<string, string> = {};
          for (const [k, v] of Object.entries(res.headers))
            if (typeof v === 'string' && !HOP_BY_HOP.has(k)) out[k] = v;
          resolve({ status: res.statusCode ?? 502, headers: out, body: Buffer.concat(chunks) });
        });
      },
    );
    req.on('error', (e) => {
      if (!answered) reject(e);
    });
    req.end(body);
  });
}

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
  'host',
  'accept-encoding',
]);

/** A request's Content-Encoding is the body's, not the connection's: it is sent on. */
const DROPPED_FROM_REQUESTS = new Set([...HOP_BY_HOP].filter((h) => h !== 'content-encoding'));

export function json(
  status: number,
  value: unknown,
  contentType = 'application/json; charset=utf-8',
): Upstream {
  return {
    status,
    headers: { 'content-type': contentType },
    body: Buffer.from(JSON.stringify(value)),
  };
}

export function parse(buf: Buffer): unknown {
  try {
    return JSON.parse(buf.toString('utf8'));
  } catch {
    return undefined;
  }
}

export async function startFaulty(apiUrl: string, fault: Fault): Promise<FaultyServer> {
  const upstreamBase = apiUrl.replace(/\/+$/, '');
  const state: Record<string, unknown> = {};
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        try {
          const [path = '/', query = ''] = (req.url ?? '/').split(/\?(.*)/s);
          const headers: Record<string, string> = {};
          for (const [k, v] of Object.entries(req.headers))
            if (typeof v === 'string' && !DROPPED_FROM_REQUESTS.has(k)) headers[k] = v;
          const body = Buffer.concat(chunks);
          const ctx: ProxyContext = {
            method: req.method ?? 'GET',
            path,
            query,
            headers,
            body,
            state,
            async forward(change = {}) {
              const method = change.method ?? ctx.method;
              const payload =
                method === 'GET' || method === 'HEAD'
                  ? undefined
                  : (change.body ?? (body.length ? body : undefined));
              const q = change.query ?? query;
              return request(
                `${upstreamBase}${change.path ?? path}${q ? `?${q}` : ''}`,
                method,
                change.headers ?? headers,
                payload,
              );
            },
          };
          const answer = (await fault(ctx)) ?? (await ctx.forward());
          res.writeHead(answer.status, {
            ...answer.headers,
            'content-length': String(answer.body.length),
          });
          res.end(answer.body);
        } catch (e) {
          res.writeHead(502, { 'content-type': 'text/plain' });
          res.end(`proxy error: ${(e as Error).message}`);
        }
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

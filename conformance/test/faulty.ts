/**
 * Deliberately faulty variants of a server: small node:http proxies in front of
 * it that each break one promise of the contract, by altering requests or
 * answers. The kit's tests run it against each and expect the right check to
 * catch it.
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
            if (typeof v === 'string' && !HOP_BY_HOP.has(k)) headers[k] = v;
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

type Article = Record<string, unknown>;
const isArticlePath = (p: string) => /^\/articles(\/[^/]+)?$/.test(p);

/** Rewrites every article in a JSON answer (single article or list). */
async function mapArticles(
  ctx: ProxyContext,
  fn: (a: Article) => Article,
): Promise<Upstream | undefined> {
  if (!isArticlePath(ctx.path)) return undefined;
  const up = await ctx.forward();
  const value = parse(up.body);
  if (up.status >= 300 || value === undefined) return up;
  const mapped = Array.isArray(value) ? value.map((a) => fn(a as Article)) : fn(value as Article);
  return { ...up, body: Buffer.from(JSON.stringify(mapped)) };
}

const PICTOGRAPH = /\p{Extended_Pictographic}/u;

/** The faulty variants, each with the check that must catch it. */
export const VARIANTS: { name: string; check: CheckName; fault: Fault }[] = [
  {
    name: 'a 500 when a title contains an emoji',
    check: 'not_a_server_error',
    fault: (ctx) => {
      if (!isArticlePath(ctx.path) || !['POST', 'PUT'].includes(ctx.method)) return undefined;
      const body = parse(ctx.body) as { title?: unknown } | undefined;
      if (typeof body?.title === 'string' && PICTOGRAPH.test(body.title))
        return json(500, { message: 'Terjadi kesalahan pada server.' });
      return undefined;
    },
  },
  {
    name: 'a missing field (articles without title)',
    check: 'response_schema_conformance',
    fault: (ctx) =>
      mapArticles(ctx, (a) => {
        const { title: _title, ...rest } = a;
        return rest;
      }),
  },
  {
    name: 'a wrong type (article id as a string)',
    check: 'response_schema_conformance',
    fault: (ctx) => mapArticles(ctx, (a) => ({ ...a, id: String(a.id) })),
  },
  {
    name: 'an undocumented status (418 instead of 404)',
    check: 'status_code_conformance',
    fault: async (ctx) => {
      if (ctx.method !== 'GET' || !/^\/articles\/[^/]+$/.test(ctx.path)) return undefined;
      const up = await ctx.forward();
      return up.status === 404 ? json(418, { message: "I'm a teapot" }) : up;
    },
  },
  {
    name: 'a wrong content type (text/plain article list)',
    check: 'content_type_conformance',
    fault: async (ctx) => {
      if (ctx.method !== 'GET' || ctx.path !== '/articles') return undefined;
      const up = await ctx.forward();
      return { ...up, headers: { ...up.headers, 'content-type': 'text/plain; charset=utf-8' } };
    },
  },
  {
    name: 'auth not enforced (no token acts as the admin)',
    check: 'auth',
    fault: async (ctx) => {
      if (ctx.path === '/login') {
        const up = await ctx.forward();
        const v = parse(up.body) as { token?: string; user?: { role?: string } } | undefined;
        if (up.status === 200 && v?.user?.role === 'admin') ctx.state.admin ??= v.token;
        return up;
      }
      if (!ctx.headers.authorization && ctx.state.admin)
        return ctx.forward({
          headers: { ...ctx.headers, authorization: `Bearer ${ctx.state.admin as string}` },
        });
      return undefined;
    },
  },
  {
    name: 'a member allowed to write (member token swapped for the admin one)',
    check: 'auth',
    fault: async (ctx) => {
      const members = (ctx.state.members ??= new Set<string>()) as Set<string>;
      if (ctx.path === '/login') {
        const up = await ctx.forward();
        const v = parse(up.body) as { token?: string; user?: { role?: string } } | undefined;
        if (up.status === 200 && v?.user?.role === 'admin') ctx.state.admin ??= v.token;
        if (up.status === 200 && v?.user?.role !== 'admin' && v?.token)
          members.add(`Bearer ${v.token}`);
        return up;
      }
      if (
        ctx.method !== 'GET' &&
        isArticlePath(ctx.path) &&
        members.has(ctx.headers.authorization ?? '')
      ) {
        return ctx.forward({
          headers: { ...ctx.headers, authorization: `Bearer ${ctx.state.admin as string}` },
        });
      }
      return undefined;
    },
  },
  {
    name: 'delete not deleting (204 without deleting)',
    check: 'stateful',
    fault: async (ctx) => {
      if (ctx.method !== 'DELETE' || !/^\/articles\/[^/]+$/.test(ctx.path)) return undefined;
      const probe = await ctx.forward({ method: 'GET' });
      if (probe.status !== 200) return ctx.forward();
      // Delete a scratch article made with the same credentials instead, so that
      // auth answers stay the real server's; the requested one is left in place.
      const made = await ctx.forward({
        method: 'POST',
        path: '/articles',
        body: JSON.stringify({ title: 'scratch' }),
        headers: { ...ctx.headers, 'content-type': 'application/json' },
      });
      if (made.status !== 201) return ctx.forward();
      return ctx.forward({ path: `/articles/${(parse(made.body) as { id: number }).id}` });
    },
  },
  {
    name: 'update not persisting (the answer echoes, nothing is stored)',
    check: 'stateful',
    fault: async (ctx) => {
      if (ctx.method !== 'PUT' || !/^\/articles\/[^/]+$/.test(ctx.path)) return undefined;
      const probe = await ctx.forward({ method: 'GET' });
      if (probe.status !== 200) return ctx.forward();
      // Validate and store the update on a scratch article instead; answer as if it were this one.
      if (!ctx.state.scratch) {
        const made = await ctx.forward({
          method: 'POST',
          path: '/articles',
          body: JSON.stringify({ title: 'scratch' }),
          headers: { ...ctx.headers, 'content-type': 'application/json' },
        });
        if (made.status !== 201) return ctx.forward();
        ctx.state.scratch = (parse(made.body) as { id: number }).id;
      }
      const up = await ctx.forward({ path: `/articles/${String(ctx.state.scratch)}` });
      const value = parse(up.body) as Article | undefined;
      if (up.status !== 200 || !value) return up;
      return {
        ...up,
        body: Buffer.from(JSON.stringify({ ...value, id: Number(ctx.path.split('/')[2]) })),
      };
    },
  },
  {
    name: 'logout not revoking (204 without revoking)',
    check: 'logout',
    fault: (ctx) =>
      ctx.method === 'POST' && ctx.path === '/logout' && ctx.headers.authorization
        ? { status: 204, headers: {}, body: Buffer.alloc(0) }
        : undefined,
  },
  {
    name: 'logout refusing an empty JSON body (400, the token stays valid)',
    check: 'logout',
    fault: (ctx) =>
      ctx.method === 'POST' &&
      ctx.path === '/logout' &&
      /json/.test(ctx.headers['content-type'] ?? '') &&
      ctx.body.length === 0
        ? json(400, { message: 'body: JSON tidak valid.' })
        : undefined,
  },
  {
    name: 'ids read leniently (01, +1, 0x1 and "1 " all name article 1)',
    check: 'negative_data_rejection',
    fault: (ctx) => {
      const m = /^\/articles\/([^/]+)$/.exec(ctx.path);
      if (!m) return undefined;
      const raw = decodeURIComponent(m[1]!).trim();
      const n = Number(raw);
      if (!Number.isInteger(n) || n < 1 || String(n) === m[1]) return undefined;
      return ctx.forward({ path: `/articles/${n}` });
    },
  },
  {
    name: 'year 0000 stored as 0001 (instead of 400)',
    check: 'negative_data_rejection',
    fault: (ctx) => {
      if (!['POST', 'PUT'].includes(ctx.method) || !isArticlePath(ctx.path)) return undefined;
      const body = parse(ctx.body) as { date?: unknown } | undefined;
      if (typeof body?.date !== 'string' || !body.date.startsWith('0000-')) return undefined;
      return ctx.forward({ body: JSON.stringify({ ...body, date: `0001${body.date.slice(4)}` }) });
    },
  },
  {
    name: 'hostile links stored (a javascript: youtube link, a tab before a host in a path)',
    check: 'negative_data_rejection',
    fault: (ctx) => {
      if (!['POST', 'PUT'].includes(ctx.method) || !isArticlePath(ctx.path)) return undefined;
      const body = parse(ctx.body) as
        { banner?: unknown; sections?: { youtube?: unknown; images?: unknown[] }[] } | undefined;
      if (!body || typeof body !== 'object') return undefined;
      // The server would refuse these; the faulty one cleans them up and stores the rest.
      const path = (v: unknown) =>
        // eslint-disable-next-line no-control-regex
        typeof v === 'string' ? v.replace(/[\u0000-\u001f]/g, '').replace(/\/{2,}/g, '/') : v;
      const fixed = {
        ...body,
        ...(body.banner !== undefined ? { banner: path(body.banner) } : {}),
        ...(Array.isArray(body.sections)
          ? {
              sections: body.sections.map((sec) => ({
                ...sec,
                ...(typeof sec.youtube === 'string' && !/^https:\/\/(www\.)?youtu/.test(sec.youtube)
                  ? { youtube: '' }
                  : {}),
                ...(Array.isArray(sec.images) ? { images: sec.images.map(path) } : {}),
              })),
            }
          : {}),
      };
      return ctx.forward({ body: JSON.stringify(fixed) });
    },
  },
  {
    name: 'a stale list (the first list answer forever)',
    check: 'stateful',
    fault: async (ctx) => {
      if (ctx.method !== 'GET' || ctx.path !== '/articles') return undefined;
      ctx.state.list ??= await ctx.forward();
      return ctx.state.list as Upstream;
    },
  },
  {
    name: 'a search that ignores q (every article matches)',
    check: 'listing',
    fault: (ctx) => {
      if (ctx.method !== 'GET' || !/^\/articles(\/stats)?$/.test(ctx.path)) return undefined;
      const params = new URLSearchParams(ctx.query);
      if (!params.has('q')) return undefined;
      params.delete('q');
      return ctx.forward({ query: params.toString() });
    },
  },
  {
    name: 'a wrong total (X-Total-Count counts only the page)',
    check: 'listing',
    fault: async (ctx) => {
      if (ctx.method !== 'GET' || ctx.path !== '/articles') return undefined;
      const up = await ctx.forward();
      const value = parse(up.body);
      if (up.status !== 200 || !Array.isArray(value)) return up;
      return { ...up, headers: { ...up.headers, 'x-total-count': String(value.length) } };
    },
  },
  {
    name: 'undated articles listed last (not by the day they were created)',
    check: 'listing',
    fault: async (ctx) => {
      if (ctx.method !== 'GET' || ctx.path !== '/articles') return undefined;
      const up = await ctx.forward();
      const value = parse(up.body);
      if (up.status !== 200 || !Array.isArray(value)) return up;
      const items = value as Article[];
      const dated = (a: Article) => typeof a.date === 'string';
      const reordered = [...items.filter(dated), ...items.filter((a) => !dated(a))];
      return { ...up, body: Buffer.from(JSON.stringify(reordered)) };
    },
  },
  {
    name: 'wrong statistics (authors counted with case and spaces)',
    check: 'listing',
    fault: async (ctx) => {
      if (ctx.method !== 'GET' || ctx.path !== '/articles/stats') return undefined;
      const stats = await ctx.forward();
      const list = await ctx.forward({ path: '/articles' });
      const items = parse(list.body);
      if (stats.status !== 200 || !Array.isArray(items)) return stats;
      return json(200, {
        articles: items.length,
        authors: new Set(items.map((a) => (a as { author: string }).author).filter(Boolean)).size,
      });
    },
  },
  {
    name: 'invalid data accepted (unknown fields silently dropped)',
    check: 'negative_data_rejection',
    fault: (ctx) => {
      if (!['POST', 'PUT'].includes(ctx.method) || !isArticlePath(ctx.path)) return undefined;
      const body = parse(ctx.body) as Record<string, unknown> | undefined;
      if (!body || typeof body !== 'object' || Array.isArray(body) || !('unexpected_field' in body))
        return undefined;
      const { unexpected_field: _x, ...rest } = body;
      return ctx.forward({ body: JSON.stringify(rest) });
    },
  },
  {
    name: 'valid data refused (titles with non-ASCII letters get 400)',
    check: 'positive_data_acceptance',
    fault: (ctx) => {
      if (!['POST', 'PUT'].includes(ctx.method) || !isArticlePath(ctx.path)) return undefined;
      const body = parse(ctx.body) as { title?: unknown } | undefined;
      // eslint-disable-next-line no-control-regex
      if (typeof body?.title === 'string' && /[^\u0000-\u007f]/.test(body.title))
        return json(400, { message: 'title: harus ASCII.' });
      return undefined;
    },
  },
];

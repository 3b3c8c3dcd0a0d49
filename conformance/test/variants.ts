/**
 * The faulty variants of a conforming server the kit's tests run it against:
 * each breaks one promise of the contract (through a proxy of
 * conformance/test/faulty.ts) and names the check that must catch it.
 */
import { json, parse, type Variant, type ProxyContext, type Upstream } from './faulty.ts';
import { ACCOUNTS_VARIANTS } from './variants-accounts.ts';
import { ANSWERS_VARIANTS } from './variants-answers.ts';
import { ARTICLES_VARIANTS } from './variants-articles.ts';
import { BODIES_VARIANTS } from './variants-bodies.ts';
import { CHECKS_VARIANTS } from './variants-checks.ts';
import { ADMIN_MEMBERS_VARIANTS } from './variants-admin-members.ts';
import { CONDITIONS_VARIANTS } from './variants-conditions.ts';
import { MEMBERS_VARIANTS } from './variants-members.ts';
import { PROMISED_VARIANTS } from './variants-promised.ts';
import { PROBES_VARIANTS } from './variants-probes.ts';
import { VERSIONS_VARIANTS } from './variants-versions.ts';

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

/** Rewrites the answer of `GET /articles` (a 200 with a list; any other answer passes). */
async function mapList(
  ctx: ProxyContext,
  fn: (up: Upstream, items: Article[]) => Upstream,
): Promise<Upstream | undefined> {
  if (ctx.method !== 'GET' || ctx.path !== '/articles') return undefined;
  const up = await ctx.forward();
  const value = parse(up.body);
  if (up.status !== 200 || !Array.isArray(value)) return up;
  return fn(up, value as Article[]);
}

/**
 * Forwards a login and keeps the admin's token (`state.admin`); answers the
 * server's answer and the session it opened.
 */
async function watchLogin(ctx: ProxyContext) {
  const up = await ctx.forward();
  const session = parse(up.body) as { token?: string; user?: { role?: string } } | undefined;
  if (up.status === 200 && session?.user?.role === 'admin') ctx.state.admin ??= session.token;
  return { up, session };
}

/** Forwards the request with the admin's token in place of its own. */
const asAdmin = (ctx: ProxyContext) =>
  ctx.forward({
    headers: { ...ctx.headers, authorization: `Bearer ${ctx.state.admin as string}` },
  });

/** Creates a scratch article with the request's credentials; its id, or undefined if refused. */
async function createScratch(ctx: ProxyContext): Promise<number | undefined> {
  const made = await ctx.forward({
    method: 'POST',
    path: '/articles',
    body: JSON.stringify({ title: 'scratch' }),
    headers: { ...ctx.headers, 'content-type': 'application/json' },
  });
  return made.status === 201 ? (parse(made.body) as { id: number }).id : undefined;
}

const PICTOGRAPH = /\p{Extended_Pictographic}/u;

/** The faulty variants, each with the check that must catch it. */
export const VARIANTS: Variant[] = [
  {
    name: 'a 500 when a title contains an emoji',
    check: 'not_a_server_error',
    finding: /answered 500/,
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
    finding: /required property 'title'/,
    fault: (ctx) =>
      mapArticles(ctx, (a) => {
        const { title: _title, ...rest } = a;
        return rest;
      }),
  },
  {
    name: 'a wrong type (article id as a string)',
    check: 'response_schema_conformance',
    finding: /\/id must be integer/,
    fault: (ctx) => mapArticles(ctx, (a) => ({ ...a, id: String(a.id) })),
  },
  {
    name: 'an undocumented status (418 instead of 404)',
    check: 'status_code_conformance',
    finding: /answered 418, which the contract does not document/,
    fault: async (ctx) => {
      if (ctx.method !== 'GET' || !/^\/articles\/[^/]+$/.test(ctx.path)) return undefined;
      const up = await ctx.forward();
      return up.status === 404 ? json(418, { message: "I'm a teapot" }) : up;
    },
  },
  {
    name: 'a wrong content type (text/plain article list)',
    check: 'content_type_conformance',
    finding: /Content-Type text\/plain; the contract documents application\/json/,
    fault: async (ctx) => {
      if (ctx.method !== 'GET' || ctx.path !== '/articles') return undefined;
      const up = await ctx.forward();
      return { ...up, headers: { ...up.headers, 'content-type': 'text/plain; charset=utf-8' } };
    },
  },
  {
    name: 'auth not enforced (no token acts as the admin)',
    check: 'auth',
    finding: /no Authorization header was answered \d+ \(expected 401\)/,
    fault: async (ctx) => {
      if (ctx.path === '/login') return (await watchLogin(ctx)).up;
      if (!ctx.headers.authorization && ctx.state.admin) return asAdmin(ctx);
      return undefined;
    },
  },
  {
    name: 'a member allowed to write (member token swapped for the admin one)',
    check: 'auth',
    finding: /a member's request was answered \d+ \(expected 403\)/,
    fault: async (ctx) => {
      const members = (ctx.state.members ??= new Set<string>()) as Set<string>;
      if (ctx.path === '/login') {
        const { up, session } = await watchLogin(ctx);
        if (up.status === 200 && session?.user?.role !== 'admin' && session?.token)
          members.add(`Bearer ${session.token}`);
        return up;
      }
      if (
        ctx.method !== 'GET' &&
        isArticlePath(ctx.path) &&
        members.has(ctx.headers.authorization ?? '')
      )
        return asAdmin(ctx);
      return undefined;
    },
  },
  {
    name: 'delete not deleting (204 without deleting)',
    check: 'stateful',
    finding: /after delete, reading the item answered 200 \(expected 404\)/,
    fault: async (ctx) => {
      if (ctx.method !== 'DELETE' || !/^\/articles\/[^/]+$/.test(ctx.path)) return undefined;
      const probe = await ctx.forward({ method: 'GET' });
      if (probe.status !== 200) return ctx.forward();
      // Delete a scratch article made with the same credentials instead, so that
      // auth answers stay the real server's; the requested one is left in place.
      const scratch = await createScratch(ctx);
      if (scratch === undefined) return ctx.forward();
      return ctx.forward({ path: `/articles/${scratch}` });
    },
  },
  {
    name: 'update not persisting (the answer echoes, nothing is stored)',
    check: 'stateful',
    finding: /after the update, reading the item does not reflect it: title/,
    fault: async (ctx) => {
      if (ctx.method !== 'PUT' || !/^\/articles\/[^/]+$/.test(ctx.path)) return undefined;
      const probe = await ctx.forward({ method: 'GET' });
      if (probe.status !== 200) return ctx.forward();
      // Validate and store the update on a scratch article instead; answer as if it were this one.
      if (!ctx.state.scratch) {
        const scratch = await createScratch(ctx);
        if (scratch === undefined) return ctx.forward();
        ctx.state.scratch = scratch;
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
    name: 'If-Match ignored (a stale version overwrites and deletes)',
    check: 'conditional_writes',
    finding: /stale If-Match .* expected 412/,
    fault: (ctx) => {
      if (!['PUT', 'DELETE'].includes(ctx.method) || !/^\/articles\/[^/]+$/.test(ctx.path))
        return undefined;
      if (ctx.headers['if-match'] === undefined) return undefined;
      const { 'if-match': _ignored, ...headers } = ctx.headers;
      return ctx.forward({ headers });
    },
  },
  {
    name: 'logout not revoking (204 without revoking)',
    check: 'logout',
    finding: /after logout, the same token still gets/,
    fault: (ctx) =>
      ctx.method === 'POST' && ctx.path === '/logout' && ctx.headers.authorization
        ? { status: 204, headers: {}, body: Buffer.alloc(0) }
        : undefined,
  },
  {
    name: 'logout refusing an empty JSON body (400, the token stays valid)',
    check: 'logout',
    finding: /logging out answered 400/,
    fault: (ctx) =>
      ctx.method === 'POST' &&
      ctx.path === '/logout' &&
      /json/.test(ctx.headers['content-type'] ?? '') &&
      ctx.body.length === 0
        ? json(400, { message: 'body: JSON tidak valid.' })
        : undefined,
  },
  {
    name: 'a duplicate registration accepted (201 and a session instead of 409)',
    check: 'register',
    finding: /registering the same email .*again answered 201 \(expected 409\)/,
    fault: async (ctx) => {
      if (ctx.method !== 'POST' || ctx.path !== '/register') return undefined;
      const up = await ctx.forward();
      if (up.status !== 409) return up;
      const sent = parse(ctx.body) as { name?: string; email?: string };
      const user = {
        name: sent.name ?? '',
        email: sent.email ?? '',
        role: 'user',
        membership: 'basic',
      };
      return json(201, { user, token: 'f'.repeat(64) });
    },
  },
  {
    name: 'new members made admins (role admin in the registration answer)',
    check: 'register',
    finding: /role "admin" \(expected "user"\)/,
    fault: async (ctx) => {
      if (ctx.method !== 'POST' || ctx.path !== '/register') return undefined;
      const up = await ctx.forward();
      const value = parse(up.body) as { user?: Record<string, unknown> } | undefined;
      if (up.status !== 201 || !value?.user) return up;
      return {
        ...up,
        body: Buffer.from(JSON.stringify({ ...value, user: { ...value.user, role: 'admin' } })),
      };
    },
  },
  {
    name: 'ids read leniently (01, +1, 0x1 and "1 " all name article 1)',
    check: 'negative_data_rejection',
    finding: /path parameter id: (leading zero|plus sign)/,
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
    finding: /date: year 0000/,
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
    finding: /(banner|path|youtube): .*(tab|javascript)/,
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
    finding: /the list does not contain the created item/,
    fault: async (ctx) => {
      if (ctx.method !== 'GET' || ctx.path !== '/articles') return undefined;
      ctx.state.list ??= await ctx.forward();
      return ctx.state.list as Upstream;
    },
  },
  {
    name: 'a search that ignores q (every article matches)',
    check: 'listing',
    finding: /q=.* answered an article that does not match it/,
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
    finding: /X-Total-Count 1 \(expected 1 and \d+\)/,
    fault: (ctx) =>
      mapList(ctx, (up, items) => ({
        ...up,
        headers: { ...up.headers, 'x-total-count': String(items.length) },
      })),
  },
  {
    name: 'undated articles listed last (not by the day they were created)',
    check: 'listing',
    finding: /without a date, is listed after/,
    fault: (ctx) =>
      mapList(ctx, (up, items) => {
        const dated = (a: Article) => typeof a.date === 'string';
        const reordered = [...items.filter(dated), ...items.filter((a) => !dated(a))];
        return { ...up, body: Buffer.from(JSON.stringify(reordered)) };
      }),
  },
  {
    name: 'wrong statistics (authors counted with case and spaces)',
    check: 'listing',
    finding: /authors/,
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
  ...MEMBERS_VARIANTS,
  ...ADMIN_MEMBERS_VARIANTS,
  ...CHECKS_VARIANTS,
  ...ANSWERS_VARIANTS,
  ...ACCOUNTS_VARIANTS,
  ...ARTICLES_VARIANTS,
  ...CONDITIONS_VARIANTS,
  ...VERSIONS_VARIANTS,
  ...BODIES_VARIANTS,
  ...PROBES_VARIANTS,
  ...PROMISED_VARIANTS,
];

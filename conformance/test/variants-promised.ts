/**
 * Faulty variants that prove promises one step beside the others: the admin's operations
 * open to members, lenient ids and numbers, list items without their version, an excerpt whose
 * white space is not collapsed, image paths and passwords not held to their schema (listed with
 * the others in conformance/test/variants.ts).
 */
import { json, parse, type Fault, type ProxyContext, type Variant } from './faulty.ts';
import { isArticleWrite, storedAnyway } from './rewrite.ts';

const isMembersPath = (p: string) => p === '/members' || /^\/members\/[^/]+\/membership$/.test(p);

/** Remembers the tokens the logins answered: the admin's, and the members'. */
async function watchLogins(ctx: ProxyContext) {
  const up = await ctx.forward();
  const session = parse(up.body) as { token?: string; user?: { role?: string } } | undefined;
  const members = (ctx.state.members ??= new Set<string>()) as Set<string>;
  if (up.status === 200 && session?.token) {
    if (session.user?.role === 'admin') ctx.state.admin ??= session.token;
    else members.add(`Bearer ${session.token}`);
  }
  return up;
}

/** Rewrites the answer of the article list (`GET /articles`, a 200 with a JSON array). */
const listItems =
  (fn: (item: Record<string, unknown>) => Record<string, unknown>): Fault =>
  async (ctx) => {
    if (ctx.method !== 'GET' || ctx.path !== '/articles') return undefined;
    const up = await ctx.forward();
    const value = parse(up.body);
    if (up.status !== 200 || !Array.isArray(value)) return up;
    const items = value.map((a) => fn(a as Record<string, unknown>));
    return { ...up, body: Buffer.from(JSON.stringify(items)) };
  };

/** A number written other than in plain decimal digits (`01`, `+1`, ` 1`, `1e2`). */
const lenient = (v: string) => !/^(0|[1-9]\d*)$/.test(v) && Number.isFinite(Number(v.trim()));

/** A 400 to `method path` (a body the server refuses) answered with a message that names nothing. */
const genericRefusal =
  (where: (method: string, path: string) => boolean): Fault =>
  async (ctx) => {
    if (!where(ctx.method, ctx.path)) return undefined;
    const up = await ctx.forward();
    return up.status === 400 ? json(400, { message: 'Data tidak valid.' }) : up;
  };

/** A NUL in the query parameter `name` dropped before the list or the counts read it. */
const nulDropped =
  (name: string): Fault =>
  (ctx) => {
    if (ctx.method !== 'GET' || !ctx.path.startsWith('/articles')) return undefined;
    const q = new URLSearchParams(ctx.query);
    const v = q.get(name);
    if (v === null || !v.includes('\u0000')) return undefined;
    q.set(name, v.replaceAll('\u0000', ''));
    return ctx.forward({ query: q.toString() });
  };

export const PROMISED_VARIANTS: Variant[] = [
  {
    name: 'the member accounts open to every signed-in member (the admin role not checked)',
    check: 'auth',
    finding: /a member's request was answered 200 \(expected 403\)/,
    fault: async (ctx) => {
      if (ctx.path === '/login') return watchLogins(ctx);
      const members = (ctx.state.members ?? new Set<string>()) as Set<string>;
      if (!isMembersPath(ctx.path) || !ctx.state.admin) return undefined;
      if (!members.has(ctx.headers.authorization ?? '')) return undefined;
      return ctx.forward({
        headers: { ...ctx.headers, authorization: `Bearer ${ctx.state.admin as string}` },
      });
    },
  },
  {
    name: 'member ids read leniently (01 and +1 name account 1)',
    check: 'path_parameter_patterns',
    finding: /id ".*" is outside/,
    fault: (ctx) => {
      const m = /^\/members\/(0\d+|\+\d+)\/membership$/.exec(decodeURIComponent(ctx.path));
      const n = m ? Number(m[1]) : NaN;
      return Number.isInteger(n) && n > 0
        ? ctx.forward({ path: `/members/${n}/membership` })
        : undefined;
    },
  },
  {
    name: 'limit and offset read leniently (01, +1 and 1e2 taken as numbers)',
    check: 'negative_data_rejection',
    finding: /query parameter (limit|offset): (leading zero|plus sign)/,
    fault: (ctx) => {
      if (ctx.method !== 'GET' || !ctx.path.startsWith('/articles')) return undefined;
      const q = new URLSearchParams(ctx.query);
      let changed = false;
      for (const name of ['limit', 'offset']) {
        const v = q.get(name);
        if (v !== null && lenient(v)) {
          q.set(name, String(Number(v.trim())));
          changed = true;
        }
      }
      return changed ? ctx.forward({ query: q.toString() }) : undefined;
    },
  },
  {
    name: 'list items without version (only a single article carries it)',
    check: 'response_schema_conformance',
    finding: /must have required property 'version'/,
    fault: listItems(({ version: _gone, ...rest }) => rest),
  },
  {
    name: "a list's excerpt cut without collapsing its white space (line breaks kept)",
    check: 'response_schema_conformance',
    finding: /excerpt must match pattern/,
    // The kit's own articles with sections come from generated bodies: one is not enough.
    runs: 3,
    fault: listItems((a) =>
      typeof a.excerpt === 'string' && a.excerpt.includes(' ')
        ? { ...a, excerpt: a.excerpt.replace(' ', '\n\n') }
        : a,
    ),
  },
  {
    name: 'image paths stored unchecked (a full URL kept as the path)',
    check: 'negative_data_rejection',
    finding: /(banner|images\[0\]): protocol-relative path\) was answered 2\d\d/,
    fault: storedAnyway(
      isArticleWrite,
      (s) => /^(https?:)?\/\//i.test(s),
      () => '/images/articles/pressing.svg',
    ),
  },
  {
    name: 'a password of 7 characters accepted at registration (the minimum read as 7)',
    check: 'boundaries',
    finding: /password: minLength 8, one past it \(7\): answered 201/,
    fault: (ctx) => {
      if (ctx.method !== 'POST' || ctx.path !== '/register') return undefined;
      const body = parse(ctx.body) as { password?: unknown } | undefined;
      if (typeof body?.password !== 'string' || [...body.password].length !== 7) return undefined;
      return ctx.forward({ body: JSON.stringify({ ...body, password: `${body.password}x` }) });
    },
  },
  {
    name: 'a page without offset starting at the second article (offset 1 by default)',
    check: 'listing',
    finding: /limit=1 without offset answered item .*offset defaults to 0/,
    fault: (ctx) => {
      if (ctx.method !== 'GET' || ctx.path !== '/articles') return undefined;
      const q = new URLSearchParams(ctx.query);
      if (!q.has('limit') || q.has('offset')) return undefined;
      q.set('offset', '1');
      return ctx.forward({ query: q.toString() });
    },
  },
  {
    name: 'an over-long If-None-Match read (no length limit, its first 200 characters used)',
    check: 'conditional_reads',
    finding:
      /an If-None-Match of \d+ characters \(the contract's maxLength is 200\) answered (200|304)/,
    fault: (ctx) => {
      const value = ctx.headers['if-none-match'];
      if (ctx.method !== 'GET' || !value || value.length <= 200) return undefined;
      const cut = value.slice(0, 200).replace(/[,\s]+$/, '');
      return ctx.forward({ headers: { ...ctx.headers, 'if-none-match': cut } });
    },
  },
  {
    name: 'a 400 to an invalid article body that names no field ("Data tidak valid.")',
    check: 'boundaries',
    finding:
      /answered 400 with the message "Data tidak valid\.", which does not name (title|author|category|date|banner|tags|sections)/,
    fault: genericRefusal(isArticleWrite),
  },
  {
    name: 'a 400 to an invalid login body that names no field ("Data tidak valid.")',
    check: 'boundaries',
    finding:
      /answered 400 with the message "Data tidak valid\.", which does not name (email|password)/,
    fault: genericRefusal((m, p) => m === 'POST' && p === '/login'),
  },
  {
    name: 'a login with an email of 254 characters refused with 400 (not read as wrong credentials)',
    check: 'boundaries',
    finding: /email: maxLength 254, at it.*answered 400.*within the contract's bounds/,
    fault: (ctx) => {
      if (ctx.method !== 'POST' || ctx.path !== '/login' || ctx.body.length > 8192)
        return undefined;
      const email = (parse(ctx.body) as { email?: unknown } | undefined)?.email;
      return typeof email === 'string' && [...email].length >= 254
        ? json(400, { message: 'email: maksimal 253 karakter.' })
        : undefined;
    },
  },
  {
    name: 'a 400 to an invalid registration body that names no field ("Data tidak valid.")',
    check: 'boundaries',
    finding:
      /answered 400 with the message "Data tidak valid\.", which does not name (email|password|name)/,
    fault: genericRefusal((m, p) => m === 'POST' && p === '/register'),
  },
  {
    name: 'wrong credentials answered 401 with an empty body (no message to show)',
    check: 'response_schema_conformance',
    finding: /401.*(not JSON|message)/,
    fault: async (ctx) => {
      if (ctx.method !== 'POST' || ctx.path !== '/login') return undefined;
      const up = await ctx.forward();
      return up.status === 401 ? { ...up, body: Buffer.from('{}') } : up;
    },
  },
  {
    name: 'an over-long If-None-Match refused with a message that names no header',
    check: 'conditional_reads',
    finding:
      /answered 400 with the message "Permintaan tidak valid\.", which does not name If-None-Match/,
    fault: async (ctx) => {
      const value = ctx.headers['if-none-match'];
      if (ctx.method !== 'GET' || !value || value.length <= 200) return undefined;
      const up = await ctx.forward();
      return up.status === 400 ? json(400, { message: 'Permintaan tidak valid.' }) : up;
    },
  },
  {
    name: 'a NUL in q dropped (the search runs without it)',
    check: 'negative_data_rejection',
    finding: /query parameter q: a NUL character\) was answered 200/,
    fault: nulDropped('q'),
  },
  {
    name: 'a NUL in category dropped (the filter runs without it)',
    check: 'negative_data_rejection',
    finding: /query parameter category: a NUL character\) was answered 200/,
    fault: nulDropped('category'),
  },
  {
    name: 'a NUL in an article text stored without it (dropped, not refused)',
    check: 'negative_data_rejection',
    finding: /(title|author|category|content|caption)[^)]*: NUL character\) was answered 20\d/,
    fault: storedAnyway(
      isArticleWrite,
      (t) => t.includes('\u0000'),
      (t) => t.replaceAll('\u0000', ''),
    ),
  },
  {
    name: "the member accounts refused to a member with the articles' message",
    check: 'auth',
    finding:
      /403 on GET \/members says "Hanya admin yang boleh mengubah artikel\.", word for word the 403 on/,
    fault: async (ctx) => {
      if (!isMembersPath(ctx.path)) return undefined;
      const up = await ctx.forward();
      return up.status === 403
        ? json(403, { message: 'Hanya admin yang boleh mengubah artikel.' })
        : up;
    },
  },
];

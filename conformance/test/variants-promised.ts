/**
 * Faulty variants that prove promises one step beside the others: the admin's operations
 * open to members, lenient ids and numbers, list items without their version, an excerpt whose
 * white space is not collapsed, image paths and passwords not held to their schema (listed with
 * the others in conformance/test/variants.ts).
 */
import { parse, type Fault, type ProxyContext, type Variant } from './faulty.ts';
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
];

/**
 * Faulty variants about response headers, conditional requests, path patterns, normalisation
 * and fixed messages: mistakes a backend team could make that the contract's schema or prose
 * rules out (listed with the others in conformance/test/variants.ts).
 */
import { json, parse, type Fault, type Variant, type Upstream } from './faulty.ts';

/** Forwards the request and changes the headers of its answer. */
const withHeaders =
  (
    applies: (method: string, path: string) => boolean,
    change: (headers: Record<string, string>) => Record<string, string>,
  ): Fault =>
  async (ctx) => {
    if (!applies(ctx.method, ctx.path)) return undefined;
    const up: Upstream = await ctx.forward();
    return { ...up, headers: change({ ...up.headers }) };
  };

const without = (name: string) => (h: Record<string, string>) => {
  delete h[name];
  return h;
};

export const CHECKS_VARIANTS: Variant[] = [
  {
    name: "members' documents answered with Cache-Control: public, max-age=600",
    check: 'response_headers_conformance',
    finding: /Cache-Control: "public, max-age=600", which does not match its schema/,
    fault: withHeaders(
      (m, p) => m === 'GET' && p.startsWith('/documents/'),
      (h) => ({ ...h, 'cache-control': 'public, max-age=600' }),
    ),
  },
  {
    name: 'X-Total-Count missing from the article list',
    check: 'response_headers_conformance',
    finding: /without the X-Total-Count header/,
    fault: withHeaders((m, p) => m === 'GET' && p === '/articles', without('x-total-count')),
  },
  {
    name: 'X-Total-Count that is not a number',
    check: 'response_headers_conformance',
    finding: /X-Total-Count: "many", which does not match its schema/,
    fault: withHeaders(
      (m, p) => m === 'GET' && p === '/articles',
      (h) => ({ ...h, 'x-total-count': 'many' }),
    ),
  },
  {
    name: 'a document name in capitals answered with the document (a case-insensitive file system)',
    check: 'path_parameter_patterns',
    finding: /name "DRILL-SHEET-RONDO-4V1\.PDF" is outside its pattern/,
    fault: (ctx) => {
      if (ctx.method !== 'GET' || !ctx.path.startsWith('/documents/')) return undefined;
      return ctx.forward({ path: ctx.path.toLowerCase() });
    },
  },
  {
    name: 'an undecodable document name (%FF) answered 400, which the operation does not document',
    check: 'path_parameter_patterns',
    finding: /name "%FF.*answered 400/,
    fault: (ctx) => {
      if (!ctx.path.startsWith('/documents/') || !/%[89A-F][0-9A-F]/i.test(ctx.path))
        return undefined;
      return json(400, { message: 'Alamat tidak valid.' });
    },
  },
  {
    name: "an undecodable blog id (%FF) answered 500 (the router's URIError unhandled)",
    check: 'path_parameter_patterns',
    finding: /id "%FF1" .*answered 500/,
    fault: (ctx) => {
      if (!ctx.path.startsWith('/blog/') || !/%[89A-F][0-9A-F]/i.test(ctx.path)) return undefined;
      return json(500, { message: 'Terjadi kesalahan pada server.' });
    },
  },
  {
    name: 'a duplicate registration answered 409 with another message',
    check: 'documented_messages',
    finding: /message must be equal to constant "Email already exists"/,
    fault: async (ctx) => {
      if (ctx.method !== 'POST' || ctx.path !== '/register') return undefined;
      const up = await ctx.forward();
      return up.status === 409 ? json(409, { message: 'Email sudah terdaftar.' }) : up;
    },
  },
  {
    name: 'a registered email echoed in the letter case it was typed',
    check: 'normalisation',
    finding: /the registration answered email .* stored and answered as/,
    fault: async (ctx) => {
      if (ctx.method !== 'POST' || ctx.path !== '/register') return undefined;
      const up = await ctx.forward();
      const typed = (parse(ctx.body) as { email?: unknown } | undefined)?.email;
      const session = parse(up.body) as { user?: Record<string, unknown> } | undefined;
      if (up.status !== 201 || !session?.user || typeof typed !== 'string') return up;
      return {
        ...up,
        body: Buffer.from(JSON.stringify({ ...session, user: { ...session.user, email: typed } })),
      };
    },
  },
  {
    name: 'a weak If-Match counted as a match',
    check: 'conditional_writes',
    finding: /If-Match: W\/"3" .*a weak tag never matches/,
    fault: (ctx) => {
      const ifMatch = ctx.headers['if-match'];
      if (!ifMatch?.includes('W/')) return undefined;
      return ctx.forward({
        headers: { ...ctx.headers, 'if-match': ifMatch.replaceAll('W/', '') },
      });
    },
  },
  {
    // The mistake an outside probe found: a bad query parameter (a NUL in q, limit=abc) refused
    // with a message that names the body, which the request has none of.
    name: 'a 400 for a query parameter naming the body',
    check: 'documented_messages',
    finding: /does not name the parameter limit/,
    fault: async (ctx) => {
      if (ctx.method !== 'GET' || !ctx.path.startsWith('/articles')) return undefined;
      const up = await ctx.forward();
      if (up.status !== 400) return up;
      const message = (parse(up.body) as { message?: string } | undefined)?.message ?? '';
      return json(400, { message: message.replace(/^[^:]+:/, 'body:') });
    },
  },
  {
    name: 'no 304 ever (If-None-Match ignored)',
    check: 'conditional_reads',
    finding: /If-None-Match: .* answered 200, expected 304/,
    fault: (ctx) => {
      if (!ctx.headers['if-none-match']) return undefined;
      const { 'if-none-match': _ignored, ...headers } = ctx.headers;
      return ctx.forward({ headers });
    },
  },
];

/**
 * Faulty variants that break a keyword of an answer's schema or of a documented header: the
 * kit's validation of every answer (response_schema_conformance, response_headers_conformance)
 * must report each (listed with the others in conformance/test/variants.ts).
 */
import { json, type Variant } from './faulty.ts';
import { answerWith, everyArticle, everySection, withHeaders } from './rewrite.ts';

const withoutHeader = (name: string) => (h: Record<string, string>) => {
  const { [name]: _gone, ...rest } = h;
  return rest;
};
const isOneArticle = (method: string, path: string) =>
  /^\/articles\/\d+$/.test(path) || (method === 'POST' && path === '/articles');
const query = (q: string) => new URLSearchParams(q);
/** A failed login: the server answered 401 to it. */
const failedLogin = (method: string, path: string, status: number) =>
  method === 'POST' && path === '/login' && status === 401;
const BUSY = { message: 'Server sedang sibuk. Coba lagi sebentar.' };

export const ANSWERS_VARIANTS: Variant[] = [
  {
    name: 'an undated article answered with date "" (an empty string for null)',
    check: 'response_schema_conformance',
    finding: /\/date must/,
    fault: everyArticle((a) => (a.date === null ? { ...a, date: '' } : a)),
  },
  {
    name: 'the article list wrapped in an object ({ "items": [...] })',
    check: 'response_schema_conformance',
    finding: /must be array/,
    fault: async (ctx) => {
      if (ctx.method !== 'GET' || ctx.path !== '/articles') return undefined;
      return answerWith(ctx, (value) => (Array.isArray(value) ? { value: { items: value } } : {}));
    },
  },
  {
    name: 'an empty youtube link answered as null',
    check: 'response_schema_conformance',
    finding: /youtube must be string/,
    fault: everySection((s) => (s.youtube === '' ? { ...s, youtube: null } : s)),
  },
  {
    name: "a missing banner answered as false (PHP's empty value)",
    check: 'response_schema_conformance',
    finding: /\/banner must be/,
    fault: everyArticle((a) => (a.banner === null ? { ...a, banner: false } : a)),
  },
  {
    name: 'a 500 that reveals its stack trace',
    check: 'response_schema_conformance',
    finding: /\/stack is not in the schema/,
    fault: (ctx) =>
      ctx.method === 'GET' && ctx.path === '/articles/stats' && query(ctx.query).has('q')
        ? json(500, {
            message: 'Terjadi kesalahan pada server.',
            stack:
              'TypeError: Cannot read properties of undefined\n    at stats (/app/articles.js:88:12)',
          })
        : undefined,
  },
  {
    name: "a login answered without the user's profile (the token alone)",
    check: 'response_schema_conformance',
    finding: /required property 'user'/,
    fault: async (ctx) => {
      if (ctx.method !== 'POST' || ctx.path !== '/login') return undefined;
      // The kit's own logins (the first ones) keep their profile; later ones lose it.
      const seen = ((ctx.state.logins as number | undefined) ?? 0) + 1;
      ctx.state.logins = seen;
      if (seen <= 2) return undefined;
      return answerWith(ctx, (value, up) =>
        up.status === 200 && value && typeof value === 'object' && 'token' in value
          ? { value: { token: value.token } }
          : {},
      );
    },
  },
  {
    name: 'API-Version answered as v2',
    check: 'response_headers_conformance',
    finding: /API-Version: "v2", which does not match/i,
    fault: withHeaders(
      () => true,
      (h) => ({ ...h, 'api-version': 'v2' }),
    ),
  },
  {
    name: 'ETag missing from the answers with one article',
    check: 'response_headers_conformance',
    finding: /without the ETag header/i,
    fault: withHeaders(
      (ctx, up) => isOneArticle(ctx.method, ctx.path) && up.status < 300,
      withoutHeader('etag'),
    ),
  },
  {
    name: 'weak entity tags (W/"N"), judged by the ETag header\'s schema',
    check: 'response_headers_conformance',
    finding: /ETag: .*W\/.*does not match its schema/i,
    fault: withHeaders(
      (ctx, up) => isOneArticle(ctx.method, ctx.path) && !!up.headers.etag,
      (h) => ({ ...h, etag: `W/${h.etag}` }),
    ),
  },
  {
    name: 'a document answered inline (Content-Disposition: inline)',
    check: 'response_headers_conformance',
    finding: /Content-Disposition: "inline", which does not match/i,
    fault: withHeaders(
      (ctx, up) => ctx.path.startsWith('/documents/') && up.status === 200,
      (h) => ({ ...h, 'content-disposition': 'inline' }),
    ),
  },
  {
    name: "members' blog sections cached publicly (Cache-Control: public, max-age=600)",
    check: 'response_headers_conformance',
    finding: /Cache-Control: "public, max-age=600", which does not match/i,
    fault: withHeaders(
      (ctx, up) => ctx.path.startsWith('/blog/') && up.status === 200,
      (h) => ({ ...h, 'cache-control': 'public, max-age=600' }),
    ),
  },
  {
    name: 'a busy list answered 503 without Retry-After (a search of the whole list)',
    check: 'response_headers_conformance',
    finding: /answered 503 without the Retry-After header/i,
    fault: (ctx) =>
      ctx.method === 'GET' &&
      ctx.path === '/articles' &&
      query(ctx.query).has('q') &&
      !query(ctx.query).has('limit')
        ? json(503, BUSY)
        : undefined,
  },
  {
    name: 'a lost database answered 503 without Retry-After (the stats)',
    check: 'response_headers_conformance',
    finding: /answered 503 without the Retry-After header/i,
    fault: (ctx) =>
      ctx.method === 'GET' && ctx.path === '/articles/stats' && query(ctx.query).has('q')
        ? json(503, { message: 'Basis data tidak dapat dihubungi.' })
        : undefined,
  },
  {
    // Waited out (0 s) and served on the retry: only the refusal's own judgement sees it.
    name: 'a database blip answered 503 with Retry-After: 0 (the retry served)',
    check: 'response_headers_conformance',
    finding: /Retry-After: "0", which does not match/i,
    fault: (ctx) => {
      if (ctx.method !== 'GET' || !/^\/articles\/\d+$/.test(ctx.path) || ctx.state.blip)
        return undefined;
      ctx.state.blip = true;
      const down = json(503, { message: 'Basis data sedang tidak dapat dihubungi.' });
      return { ...down, headers: { ...down.headers, 'retry-after': '0' } };
    },
  },
  {
    name: 'failed logins answered 429 without Retry-After',
    check: 'response_headers_conformance',
    finding: /answered 429 without the Retry-After header/i,
    fault: async (ctx) => {
      const up = await ctx.forward();
      return failedLogin(ctx.method, ctx.path, up.status)
        ? json(429, { message: 'Terlalu banyak percobaan masuk.' })
        : up;
    },
  },
  {
    name: 'a login limit answered with Retry-After: 0',
    check: 'response_headers_conformance',
    finding: /Retry-After: "0", which does not match/i,
    fault: async (ctx) => {
      const up = await ctx.forward();
      if (!failedLogin(ctx.method, ctx.path, up.status)) return up;
      const limited = json(429, { message: 'Terlalu banyak percobaan masuk.' });
      return { ...limited, headers: { ...limited.headers, 'retry-after': '0' } };
    },
  },
  {
    name: 'a full login queue answered 503 without Retry-After',
    check: 'response_headers_conformance',
    finding: /answered 503 without the Retry-After header/i,
    fault: async (ctx) => {
      const up = await ctx.forward();
      return failedLogin(ctx.method, ctx.path, up.status) ? json(503, BUSY) : up;
    },
  },
];

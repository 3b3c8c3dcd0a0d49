/**
 * Faulty variants about conditional requests, versions, path parameters and what only
 * signed-in users may read (listed with the others in conformance/test/variants.ts).
 */
import { json, parse, type Fault, type ProxyContext, type Variant } from './faulty.ts';
import { everyArticle } from './rewrite.ts';

const isWrite = (ctx: ProxyContext) =>
  (ctx.method === 'PUT' || ctx.method === 'DELETE') && /^\/articles\/\d+$/.test(ctx.path);
const isRead = (ctx: ProxyContext) => ctx.method === 'GET' && /^\/articles\/\d+$/.test(ctx.path);
/** Sends the request on with one header changed (`undefined` removes it). */
const withHeader = (ctx: ProxyContext, name: string, value: string | undefined) => {
  const { [name]: _old, ...rest } = ctx.headers;
  return ctx.forward({ headers: value === undefined ? rest : { ...rest, [name]: value } });
};
const firstTag = (value: string) => value.split(',')[0]!.trim();
const ID = /^\/articles\/(0\d*|\+\d+|0x[0-9a-f]+|\d+ )$/i;

/** A server that reads a path's id leniently: `01`, `+1`, `0x1` and `1 ` name article 1. */
const lenientIds =
  (pattern: RegExp, rebuild: (n: number) => string): Fault =>
  (ctx) => {
    const m = pattern.exec(decodeURIComponent(ctx.path));
    if (!m) return undefined;
    const n = Number(m[1]!.trim());
    return Number.isInteger(n) && n > 0 ? ctx.forward({ path: rebuild(n) }) : undefined;
  };

export const CONDITIONS_VARIANTS: Variant[] = [
  {
    name: 'an over-long If-None-Match answered 404, as if the article were missing',
    check: 'conditional_reads',
    finding: /an If-None-Match of \d+ characters .*answered 404.*expected 400/,
    fault: async (ctx) => {
      const value = ctx.headers['if-none-match'];
      if (!isRead(ctx) || !value || value.length <= 200) return undefined;
      const up = await ctx.forward();
      return up.status === 400 ? { ...up, status: 404 } : up;
    },
  },
  {
    name: 'the 412 of a refused delete answering another title than the article has',
    check: 'conditional_writes',
    finding: /the 412 body of a refused delete is not the item as it is now: its title/,
    fault: async (ctx) => {
      if (ctx.method !== 'DELETE' || !isWrite(ctx)) return undefined;
      const up = await ctx.forward();
      const article = parse(up.body) as { title?: unknown } | undefined;
      return up.status === 412 && typeof article?.title === 'string'
        ? {
            ...up,
            body: Buffer.from(JSON.stringify({ ...article, title: `${article.title} (lama)` })),
          }
        : up;
    },
  },
  {
    name: "the 412 of a refused delete naming a version past the article's",
    check: 'conditional_writes',
    finding: /the 412 of a refused delete named ETag "\d+", the item's is "\d+"/,
    fault: async (ctx) => {
      if (ctx.method !== 'DELETE' || !isWrite(ctx)) return undefined;
      const up = await ctx.forward();
      const tag = /^"(\d+)"$/.exec(up.headers.etag ?? '');
      return up.status === 412 && tag
        ? { ...up, headers: { ...up.headers, etag: `"${Number(tag[1]) + 1}"` } }
        : up;
    },
  },
  {
    name: 'an If-Match list read as one tag (a list naming the current version gets 412)',
    check: 'conditional_writes',
    finding: /a list that holds the current tag matches/,
    fault: (ctx) => {
      const value = ctx.headers['if-match'];
      return isWrite(ctx) && value?.includes(',') && value.length <= 200
        ? withHeader(ctx, 'if-match', firstTag(value))
        : undefined;
    },
  },
  {
    name: 'an If-None-Match list read as one tag (no 304 for a list)',
    check: 'conditional_reads',
    finding: /a list that holds the current tag/,
    fault: (ctx) => {
      const value = ctx.headers['if-none-match'];
      return isRead(ctx) && value?.includes(',') && value.length <= 200
        ? withHeader(ctx, 'if-none-match', firstTag(value))
        : undefined;
    },
  },
  {
    name: 'If-Match: * refused with 412 (no tag is *)',
    check: 'conditional_writes',
    finding: /If-Match: \* .*`\*` matches any current version/,
    fault: (ctx) =>
      isWrite(ctx) && ctx.headers['if-match']?.trim() === '*'
        ? withHeader(ctx, 'if-match', '"0"')
        : undefined,
  },
  {
    name: 'a malformed If-Match read leniently ("3"x counted as "3")',
    check: 'conditional_writes',
    finding: /a malformed tag never matches/,
    fault: (ctx) => {
      const value = ctx.headers['if-match'];
      return isWrite(ctx) && value && /^"\d+"x$/.test(value)
        ? withHeader(ctx, 'if-match', value.slice(0, -1))
        : undefined;
    },
  },
  {
    name: 'a write without If-Match refused with 428 (If-Match made mandatory)',
    check: 'conditional_writes',
    finding: /If-Match|428/,
    fault: (ctx) =>
      isWrite(ctx) && !ctx.headers['if-match']
        ? json(428, { message: 'Header If-Match wajib.' })
        : undefined,
  },
  {
    name: 'a 412 answered without the article (an empty body)',
    check: 'conditional_writes',
    finding: /412/,
    fault: async (ctx) => {
      if (!isWrite(ctx)) return undefined;
      const up = await ctx.forward();
      return up.status === 412 ? json(412, { message: 'Artikel sudah berubah.' }) : up;
    },
  },
  {
    name: 'an over-long If-Match read (no length limit, the current tag found)',
    check: 'conditional_writes',
    finding: /If-Match of \d+ characters/,
    fault: (ctx) => {
      const value = ctx.headers['if-match'];
      return isWrite(ctx) && value && value.length > 200
        ? withHeader(ctx, 'if-match', value.slice(0, 200).replace(/,\s*$/, ''))
        : undefined;
    },
  },
  {
    name: 'a malformed If-None-Match answered 304 ("3"x counted as "3")',
    check: 'conditional_reads',
    finding: /malformed|"x|x\b/,
    fault: (ctx) => {
      const value = ctx.headers['if-none-match'];
      return isRead(ctx) && value && /^(W\/)?"\d+"x$/.test(value)
        ? withHeader(ctx, 'if-none-match', value.slice(0, -1))
        : undefined;
    },
  },
  {
    name: 'an ETag that If-Match does not match ("vN" answered, "N" compared)',
    check: 'conditional_writes',
    finding: /an update with the current If-Match "v\d+" \(from reading the item\) answered 412/,
    fault: async (ctx) => {
      if (!/^\/articles(\/\d+)?$/.test(ctx.path)) return undefined;
      const up = await ctx.forward();
      const tag = up.headers.etag;
      return tag ? { ...up, headers: { ...up.headers, etag: tag.replace(/^"/, '"v') } } : up;
    },
  },
  {
    name: 'every article at version 1 (the counter never moves)',
    check: 'article_versions',
    finding: /version/,
    fault: async (ctx) => {
      const fault = everyArticle((a) => ('version' in a ? { ...a, version: 1 } : a));
      const up = await fault(ctx);
      return up && up.headers.etag ? { ...up, headers: { ...up.headers, etag: '"1"' } } : up;
    },
  },
  {
    name: 'article ids read leniently, seen by the path patterns (01 names article 1)',
    check: 'path_parameter_patterns',
    finding: /id ".*" is outside/,
    fault: lenientIds(ID, (n) => `/articles/${n}`),
  },
  {
    name: 'blog ids read leniently (01 and +1 name post 1)',
    check: 'path_parameter_patterns',
    finding: /id ".*" is outside/,
    fault: lenientIds(/^\/blog\/(0\d+|\+\d+)\/members$/, (n) => `/blog/${n}/members`),
  },
  {
    name: 'a document answered as an HTML error page (200, not a PDF)',
    check: 'members_content',
    finding: /%PDF-/,
    fault: async (ctx) => {
      if (ctx.method !== 'GET' || !ctx.path.startsWith('/documents/')) return undefined;
      const up = await ctx.forward();
      return up.status === 200
        ? { ...up, body: Buffer.from('<html><body>Dokumen tidak tersedia</body></html>') }
        : up;
    },
  },
  {
    name: 'documents refused to members (403: read as admins only)',
    check: 'members_content',
    finding: /403/,
    fault: async (ctx) => {
      const members = (ctx.state.members ??= new Set<string>()) as Set<string>;
      if (ctx.method === 'POST' && (ctx.path === '/login' || ctx.path === '/register')) {
        const up = await ctx.forward();
        const s = parse(up.body) as { token?: string; user?: { role?: string } } | undefined;
        if (s?.token && s.user?.role === 'user') members.add(s.token);
        return up;
      }
      const token = ctx.headers.authorization?.replace(/^Bearer /, '');
      return ctx.method === 'GET' &&
        ctx.path.startsWith('/documents/') &&
        token &&
        members.has(token)
        ? json(403, { message: 'Akses ditolak.' })
        : undefined;
    },
  },
];

/**
 * Faulty variants about article versions: the number a write raises, the ETag that names it,
 * the list that carries it and two writes racing with the same If-Match (listed with the
 * others in conformance/test/variants.ts).
 */
import {
  json,
  parse,
  type Fault,
  type Variant,
  type ProxyContext,
  type Upstream,
} from './faulty.ts';

const articleId = (path: string) => /^\/articles\/(\d+)$/.exec(path)?.[1];

/** The version of the article in a JSON answer, if it carries one. */
const versionIn = (up: Upstream): number | undefined => {
  const v = (parse(up.body) as { version?: unknown } | undefined)?.version;
  return typeof v === 'number' ? v : undefined;
};

/**
 * A conditional update that reads the article, compares its ETag with If-Match in the
 * application, then writes without the condition: two steps, with the time between them open
 * to another write (held open until a second write to the same article has passed its
 * comparison too, or 200 ms).
 */
const checkThenWrite: Fault = async (ctx: ProxyContext) => {
  const id = articleId(ctx.path);
  const ifMatch = ctx.headers['if-match'];
  if (ctx.method !== 'PUT' || !id || ifMatch === undefined) return undefined;
  const current = await ctx.forward({ method: 'GET' });
  // Anything but an exact match of the current tag goes to the server, which refuses it as it should.
  if (current.status !== 200 || current.headers.etag !== ifMatch) return ctx.forward();
  const waiting = (ctx.state.waiting ??= new Map<string, () => void>()) as Map<string, () => void>;
  const other = waiting.get(id);
  if (other) {
    waiting.delete(id);
    other();
  } else
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        waiting.delete(id);
        resolve();
      };
      const timer = setTimeout(done, 200);
      waiting.set(id, done);
    });
  const { 'if-match': _checked, ...headers } = ctx.headers;
  return ctx.forward({ headers });
};

export const VERSIONS_VARIANTS: Variant[] = [
  {
    name: 'the ETag of an update answer off by one (the version before the update)',
    check: 'article_versions',
    finding: /with the ETag header "1", expected .*"2"/,
    fault: async (ctx) => {
      if (ctx.method !== 'PUT' || !articleId(ctx.path)) return undefined;
      const up = await ctx.forward();
      const version = versionIn(up);
      if (up.status !== 200 || version === undefined) return up;
      return { ...up, headers: { ...up.headers, etag: `"${version - 1}"` } };
    },
  },
  {
    name: 'a list that shows each article at the version it was created with (never updated)',
    check: 'article_versions',
    finding: /the list carries the item with the field version 1, reading it answers version 3/,
    fault: async (ctx) => {
      const created = (ctx.state.created ??= new Map<unknown, unknown>()) as Map<unknown, unknown>;
      if (ctx.method === 'POST' && ctx.path === '/articles') {
        const up = await ctx.forward();
        const article = parse(up.body) as Record<string, unknown> | undefined;
        if (up.status === 201 && article) created.set(article.id, article.version);
        return up;
      }
      if (ctx.method !== 'GET' || ctx.path !== '/articles') return undefined;
      const up = await ctx.forward();
      const items = parse(up.body);
      if (up.status !== 200 || !Array.isArray(items)) return up;
      const stale = (items as Record<string, unknown>[]).map((a) =>
        created.has(a.id) ? { ...a, version: created.get(a.id) } : a,
      );
      return { ...up, body: Buffer.from(JSON.stringify(stale)) };
    },
  },
  {
    name: 'both of two updates racing with one If-Match succeed (compared, then written apart)',
    check: 'article_versions',
    finding: /expected one 2xx and one 412/,
    fault: checkThenWrite,
  },
  {
    name: 'a new article at version 0 (a counter that starts at zero)',
    check: 'article_versions',
    finding: /field version 0, expected 1/,
    fault: async (ctx) => {
      if (ctx.method !== 'POST' || ctx.path !== '/articles') return undefined;
      const up = await ctx.forward();
      const article = parse(up.body) as Record<string, unknown> | undefined;
      if (up.status !== 201 || !article) return up;
      return { ...json(201, { ...article, version: 0 }), headers: { ...up.headers, etag: '"0"' } };
    },
  },
];

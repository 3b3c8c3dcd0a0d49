/**
 * Small rewrites of requests and answers that the faulty variants share: an answer's JSON or
 * headers changed, every article in it changed, or a JSON body's strings replaced before it is
 * sent on (a limit the server does not keep).
 */
import { json, parse, type Fault, type ProxyContext, type Upstream } from './faulty.ts';

export type Article = Record<string, unknown>;

/** `/articles` or `/articles/{id}` (not the stats). */
export const isArticlePath = (p: string): boolean => /^\/articles(\/\d+)?$/.test(p);

/** Sends the request on and lets `fn` change the answer (a parsed JSON body, its headers). */
export async function answerWith(
  ctx: ProxyContext,
  fn: (value: unknown, up: Upstream) => { value?: unknown; headers?: Record<string, string> },
): Promise<Upstream> {
  const up = await ctx.forward();
  const value = parse(up.body);
  if (value === undefined) return up;
  const out = fn(value, up);
  return {
    ...up,
    headers: out.headers ?? up.headers,
    body: 'value' in out ? Buffer.from(JSON.stringify(out.value)) : up.body,
  };
}

/** Rewrites every article of a 2xx answer of `/articles` or `/articles/{id}`. */
export const everyArticle =
  (fn: (a: Article) => Article): Fault =>
  async (ctx) => {
    if (!isArticlePath(ctx.path)) return undefined;
    return answerWith(ctx, (value, up) => {
      if (up.status >= 300) return {};
      return {
        value: Array.isArray(value) ? value.map((a) => fn(a as Article)) : fn(value as Article),
      };
    });
  };

/** Rewrites the sections of every article (their `images` and `youtube`). */
export const everySection = (fn: (s: Record<string, unknown>) => Record<string, unknown>): Fault =>
  everyArticle((a) =>
    Array.isArray(a.sections)
      ? { ...a, sections: a.sections.map((s) => fn(s as Record<string, unknown>)) }
      : a,
  );

/** Changes the headers of the answers that `when` picks. */
export const withHeaders =
  (
    when: (ctx: ProxyContext, up: Upstream) => boolean,
    fn: (h: Record<string, string>) => Record<string, string>,
  ): Fault =>
  async (ctx) => {
    const up = await ctx.forward();
    return when(ctx, up) ? { ...up, headers: fn({ ...up.headers }) } : up;
  };

/** Every string of a JSON value passed through `fn`. */
function mapStrings(value: unknown, fn: (s: string) => string): unknown {
  if (typeof value === 'string') return fn(value);
  if (Array.isArray(value)) return value.map((v) => mapStrings(v, fn));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapStrings(v, fn)]));
  return value;
}

/**
 * A server that does not keep a limit of its bodies: on `method path` (a write), each string
 * `refused` picks is made one it accepts (`fix`) before the request goes on, so the write is
 * stored where the contract says it is refused.
 */
export const storedAnyway =
  (
    where: (method: string, path: string) => boolean,
    refused: (s: string) => boolean,
    fix: (s: string) => string,
  ): Fault =>
  (ctx) => {
    if (!where(ctx.method, ctx.path)) return undefined;
    const body = parse(ctx.body);
    if (body === undefined) return undefined;
    let changed = false;
    const fixed = mapStrings(body, (s) => {
      if (!refused(s)) return s;
      changed = true;
      return fix(s);
    });
    return changed ? ctx.forward({ body: JSON.stringify(fixed) }) : undefined;
  };

/** An article write: create or update. */
export const isArticleWrite = (method: string, path: string): boolean =>
  (method === 'POST' && path === '/articles') ||
  (method === 'PUT' && /^\/articles\/\d+$/.test(path));

/** The smallest PNG, as a data URL the contract accepts. */
export const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

export { json };

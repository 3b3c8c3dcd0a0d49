/**
 * Faulty variants about who may call what, what only signed-in users may read, deleting an
 * account and entity tags (listed with the others in conformance/test/variants.ts).
 */
import { pathMatcher } from '../../common/api/access.ts';
import { OPERATIONS } from '../../common/api/operations.ts';
import { json, parse, type Fault, type Variant } from './faulty.ts';

/**
 * A server that treats a secured GET as public: a request to it without a token is sent on
 * with the token of the last session opened (a login through the proxy).
 */
const servedWithoutToken =
  (operation: keyof typeof OPERATIONS): Fault =>
  async (ctx) => {
    if (ctx.method === 'POST' && ctx.path === '/login') {
      const up = await ctx.forward();
      const session = parse(up.body) as { token?: string } | undefined;
      if (up.status === 200 && session?.token) ctx.state.token ??= session.token;
      return up;
    }
    const { method, path } = OPERATIONS[operation];
    if (
      ctx.method === method &&
      pathMatcher(path).test(ctx.path) &&
      !ctx.headers.authorization &&
      typeof ctx.state.token === 'string'
    )
      return ctx.forward({
        headers: { ...ctx.headers, authorization: `Bearer ${ctx.state.token}` },
      });
    return undefined;
  };

export const MEMBERS_VARIANTS: Variant[] = [
  {
    name: "a members' PDF served without a token (a session's token put in for it)",
    check: 'members_content',
    finding: /without a token, answered 200 \(expected 401\)/,
    fault: servedWithoutToken('getDocument'),
  },
  {
    name: "members' blog sections public (served without a token)",
    check: 'members_content',
    finding: /without a token, answered 200 \(expected 401\)/,
    fault: servedWithoutToken('getMemberBlogContent'),
  },
  {
    name: 'logout accepting any token (204 where the token is unknown)',
    check: 'auth',
    finding: /an unknown token was answered 204/,
    fault: async (ctx) => {
      if (ctx.method !== 'POST' || ctx.path !== '/logout') return undefined;
      const up = await ctx.forward();
      return up.status === 401 ? { status: 204, headers: {}, body: Buffer.alloc(0) } : up;
    },
  },
  {
    // The right password is told apart by a login with it (through the server itself).
    name: 'account deletion answered 204 without deleting (its tokens and password still work)',
    check: 'delete_account',
    finding: /after the deletion, the account's token that asked answered 200/,
    fault: async (ctx) => {
      if (ctx.method !== 'DELETE' || ctx.path !== '/user') return undefined;
      const body = parse(ctx.body) as { password?: unknown } | undefined;
      const me = await ctx.forward({ method: 'GET', body: Buffer.alloc(0) });
      const email = (parse(me.body) as { email?: string } | undefined)?.email;
      if (me.status !== 200 || typeof body?.password !== 'string') return undefined;
      const login = await ctx.forward({
        method: 'POST',
        path: '/login',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: body.password }),
      });
      return login.status === 200 ? { status: 204, headers: {}, body: Buffer.alloc(0) } : undefined;
    },
  },
  {
    name: 'a deletion password of 256 characters refused with 400 (its maxLength read as 255)',
    check: 'delete_account',
    finding: /a wrong password \(256 characters, the contract allows 1 to 256\) answered 400/,
    fault: (ctx) => {
      if (ctx.method !== 'DELETE' || ctx.path !== '/user' || ctx.body.length > 8192)
        return undefined;
      const password = (parse(ctx.body) as { password?: unknown } | undefined)?.password;
      return typeof password === 'string' && [...password].length >= 256
        ? json(400, { message: 'password: maksimal 255 karakter.' })
        : undefined;
    },
  },
  {
    name: 'a wrong password on account deletion answered 401 (the session is valid)',
    check: 'delete_account',
    finding: /a wrong password .*answered 401.*\(expected 403\)/,
    fault: async (ctx) => {
      if (ctx.method !== 'DELETE' || ctx.path !== '/user') return undefined;
      const up = await ctx.forward();
      return up.status === 403 ? { ...up, status: 401 } : up;
    },
  },
  {
    name: 'weak entity tags (W/"N" on the answers with one article)',
    check: 'conditional_writes',
    finding: /weak or malformed ETag W\//,
    fault: async (ctx) => {
      if (!/^\/articles\/[^/]+$/.test(ctx.path) && ctx.path !== '/articles') return undefined;
      const up = await ctx.forward();
      const etag = up.headers.etag;
      return etag ? { ...up, headers: { ...up.headers, etag: `W/${etag}` } } : up;
    },
  },
  {
    // A server that personalises a public read: signed-in callers' article answers carry who
    // is asking, which a shared cache would then serve to everyone.
    name: 'a public read answered per caller (the article names the signed-in reader)',
    check: 'same_for_every_caller',
    finding: /anyone gets the same answer, but with the admin's token/,
    fault: async (ctx) => {
      if (ctx.method !== 'GET' || !/^\/articles\/\d+$/.test(ctx.path)) return undefined;
      const up = await ctx.forward();
      const article = parse(up.body) as Record<string, unknown> | undefined;
      if (up.status !== 200 || !article || !ctx.headers.authorization) return up;
      const author = `dibaca oleh ${ctx.headers.authorization.slice(-6)}`;
      return { ...up, body: Buffer.from(JSON.stringify({ ...article, author })) };
    },
  },
  {
    // A server that checks every token it is sent, public reads included: a reader whose
    // session expired gets 401 on the article list instead of the list.
    name: 'a public read refused to an unknown token (401 on the list)',
    check: 'same_for_every_caller',
    finding: /anyone gets the same answer/,
    fault: async (ctx) => {
      if (ctx.method !== 'GET' || ctx.path !== '/articles' || !ctx.headers.authorization)
        return undefined;
      // Whether the token is a live session, asked of the server itself.
      const session = await ctx.forward({ path: '/user', query: '' });
      return session.status === 401 ? json(401, { message: 'Sesi tidak valid.' }) : undefined;
    },
  },
];

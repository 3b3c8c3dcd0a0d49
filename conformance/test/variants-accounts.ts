/**
 * Faulty variants about accounts: registration, login, the current user and deleting one's
 * account (listed with the others in conformance/test/variants.ts).
 */
import { json, parse, type ProxyContext, type Variant } from './faulty.ts';
import { answerWith } from './rewrite.ts';

type Json = Record<string, unknown>;
const is = (ctx: ProxyContext, method: string, path: string) =>
  ctx.method === method && ctx.path === path;
const bodyOf = (ctx: ProxyContext) => (parse(ctx.body) ?? {}) as Json;
const bearer = (ctx: ProxyContext) => ctx.headers.authorization?.replace(/^Bearer /, '');

/** Rewrites the `user` of a 201 registration answer. */
const registeredAs = (fn: (user: Json, sent: Json) => Json) => async (ctx: ProxyContext) => {
  if (!is(ctx, 'POST', '/register')) return undefined;
  const sent = bodyOf(ctx);
  return answerWith(ctx, (value, up) => {
    const v = value as { user?: Json };
    return up.status === 201 && v.user ? { value: { ...v, user: fn(v.user, sent) } } : {};
  });
};

export const ACCOUNTS_VARIANTS: Variant[] = [
  {
    name: 'the longest registration the contract allows refused (an email of 254 characters)',
    check: 'register',
    finding: /registering a new email answered 400.*as long as the contract allows/,
    fault: (ctx) => {
      // Not the bodies past the stated limits (compressed, larger): those get their own status.
      if (
        !is(ctx, 'POST', '/register') ||
        ctx.headers['content-encoding'] ||
        ctx.body.length > 8192
      )
        return undefined;
      const email = bodyOf(ctx).email;
      return typeof email === 'string' && [...email].length >= 254
        ? json(400, { message: 'email: maksimal 253 karakter.' })
        : undefined;
    },
  },
  {
    name: 'a registered name stored with the white space around it',
    check: 'normalisation',
    finding: /answered name .*without the white space around it/,
    fault: registeredAs((user, sent) =>
      typeof sent.name === 'string' ? { ...user, name: sent.name } : user,
    ),
  },
  {
    name: 'new members made premium (membership premium in the registration answer)',
    check: 'register',
    finding: /membership "premium" \(expected "basic"\)/,
    fault: registeredAs((user) => ({ ...user, membership: 'premium' })),
  },
  {
    name: "a registration's token not stored (the new member's session answers 401)",
    check: 'register',
    finding: /the new account's token answered 401/,
    fault: (ctx) =>
      is(ctx, 'POST', '/register')
        ? answerWith(ctx, (value, up) => {
            const v = value as { token?: string };
            return up.status === 201 && v.token
              ? { value: { ...v, token: `${v.token}-lost` } }
              : {};
          })
        : undefined,
  },
  {
    name: 'a deletion without a password answered 400 naming the body, not the field',
    check: 'delete_account',
    finding: /does not name the field "password"/,
    fault: (ctx) =>
      is(ctx, 'DELETE', '/user') && !('password' in bodyOf(ctx))
        ? json(400, { message: 'body: tidak valid.' })
        : undefined,
  },
  {
    name: 'a wrong deletion password ends the session (403, then the token revoked)',
    check: 'delete_account',
    finding: /after a wrong password, the account's token answered 401/,
    fault: async (ctx) => {
      if (!is(ctx, 'DELETE', '/user')) return undefined;
      const up = await ctx.forward();
      if (up.status === 403) await ctx.forward({ method: 'POST', path: '/logout', body: '' });
      return up;
    },
  },
  {
    name: 'account deletion limited with 429 without Retry-After (a wrong password counted, the header forgotten)',
    check: 'delete_account',
    finding: /answered 429 without the Retry-After header/,
    fault: async (ctx) => {
      if (!is(ctx, 'DELETE', '/user')) return undefined;
      const up = await ctx.forward();
      return up.status === 403
        ? json(429, {
            message: 'Terlalu banyak percobaan login yang gagal. Coba lagi dalam 15 menit.',
          })
        : up;
    },
  },
  {
    name: 'account deletion answered 503 without Retry-After (the hashing queue full, the header forgotten)',
    check: 'delete_account',
    finding: /answered 503 without the Retry-After header/,
    fault: (ctx) => {
      // The first password the check sends (a wrong one, in a body within the size limit).
      if (!is(ctx, 'DELETE', '/user') || ctx.body.length > 1000 || ctx.state.busy) return undefined;
      if (typeof bodyOf(ctx).password !== 'string') return undefined;
      ctx.state.busy = true;
      return json(503, {
        message: 'Server sedang sibuk memproses login. Coba lagi dalam 5 detik.',
      });
    },
  },
  {
    name: "a deleted account's email still taken (409 when it registers again)",
    check: 'delete_account',
    finding: /registering its email .* again answered 409/,
    fault: async (ctx) => {
      const emails = (ctx.state.emails ??= new Map<string, string>()) as Map<string, string>;
      const deleted = (ctx.state.deleted ??= new Set<string>()) as Set<string>;
      if (is(ctx, 'POST', '/register') || is(ctx, 'POST', '/login')) {
        const sent = bodyOf(ctx);
        if (is(ctx, 'POST', '/register') && deleted.has(String(sent.email).trim().toLowerCase()))
          return json(409, { message: 'Email already exists' });
        return answerWith(ctx, (value, up) => {
          const v = value as { token?: string; user?: { email?: string } };
          if (up.status < 300 && v.token && v.user?.email) emails.set(v.token, v.user.email);
          return {};
        });
      }
      if (!is(ctx, 'DELETE', '/user')) return undefined;
      const up = await ctx.forward();
      const email = emails.get(bearer(ctx) ?? '');
      if (up.status === 204 && email) deleted.add(email.toLowerCase());
      return up;
    },
  },
  {
    name: 'the last admin deleted with 204 (the site left with no admin)',
    check: 'delete_account',
    finding: /deleting the last admin's account with its password answered 204 .*no admin left/,
    fault: async (ctx) => {
      if (!is(ctx, 'DELETE', '/user')) return undefined;
      const up = await ctx.forward();
      return up.status === 409 ? { status: 204, headers: {}, body: Buffer.alloc(0) } : up;
    },
  },
  {
    name: 'the last admin refused with 403, not 409',
    check: 'delete_account',
    finding: /deleting the last admin's account with its password answered 403\b.*\(expected 409\)/,
    fault: async (ctx) => {
      if (!is(ctx, 'DELETE', '/user')) return undefined;
      const up = await ctx.forward();
      return up.status === 409 ? json(403, { message: 'Password salah. Akun tidak dihapus.' }) : up;
    },
  },
  {
    name: 'the last admin refused with 409, yet the account removed',
    check: 'delete_account',
    finding: /after the last admin's deletion was refused \(409\), the admin's token answered 401/,
    fault: async (ctx) => {
      const gone = (ctx.state.gone ??= new Set<string>()) as Set<string>;
      const token = bearer(ctx) ?? '';
      if (gone.has(token)) return json(401, { message: 'Unauthorized' });
      if (!is(ctx, 'DELETE', '/user')) return undefined;
      const up = await ctx.forward();
      if (up.status === 409) gone.add(token);
      return up;
    },
  },
  {
    name: "HTTP Basic still read (Basic credentials act as the admin's session)",
    check: 'auth',
    finding: /non-bearer scheme was answered/,
    fault: async (ctx) => {
      if (is(ctx, 'POST', '/login')) {
        const up = await ctx.forward();
        const s = parse(up.body) as { token?: string; user?: { role?: string } } | undefined;
        if (up.status === 200 && s?.user?.role === 'admin') ctx.state.admin ??= s.token;
        return up;
      }
      if (!ctx.headers.authorization?.startsWith('Basic ') || typeof ctx.state.admin !== 'string')
        return undefined;
      return ctx.forward({
        headers: { ...ctx.headers, authorization: `Bearer ${ctx.state.admin}` },
      });
    },
  },
  {
    name: "GET /user answering the first session's profile (the admin's, whoever asks)",
    check: 'register',
    finding: /reads another user/,
    fault: async (ctx) => {
      if (is(ctx, 'POST', '/login')) {
        const up = await ctx.forward();
        const s = parse(up.body) as { token?: string } | undefined;
        if (up.status === 200 && s?.token) ctx.state.first ??= s.token;
        return up;
      }
      if (!is(ctx, 'GET', '/user') || typeof ctx.state.first !== 'string') return undefined;
      return ctx.forward({
        headers: { ...ctx.headers, authorization: `Bearer ${ctx.state.first}` },
      });
    },
  },
];

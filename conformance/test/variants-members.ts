/**
 * Faulty variants about what only signed-in users may read (listed with the others in
 * conformance/test/variants.ts).
 */
import type { CheckName } from '../checks.ts';
import { parse, type Fault } from './faulty.ts';

export const MEMBERS_VARIANTS: { name: string; check: CheckName; fault: Fault }[] = [
  {
    name: "a members' PDF served without a token (a session's token put in for it)",
    check: 'members_content',
    fault: async (ctx) => {
      if (ctx.method === 'POST' && ctx.path === '/login') {
        const up = await ctx.forward();
        const session = parse(up.body) as { token?: string } | undefined;
        if (up.status === 200 && session?.token) ctx.state.token ??= session.token;
        return up;
      }
      if (
        ctx.method === 'GET' &&
        ctx.path.startsWith('/documents/') &&
        !ctx.headers.authorization &&
        typeof ctx.state.token === 'string'
      )
        return ctx.forward({
          headers: { ...ctx.headers, authorization: `Bearer ${ctx.state.token}` },
        });
      return undefined;
    },
  },
];

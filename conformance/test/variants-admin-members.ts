/**
 * Faulty variants about the admin's member accounts: their list and their membership plans
 * (listed with the others in conformance/test/variants.ts).
 */
import { json, parse, type Fault, type ProxyContext, type Variant } from './faulty.ts';

const MEMBERSHIP_PATH = /^\/members\/[^/]+\/membership$/;

/** Rewrites the answer of `GET /members` (a 200 with a list; any other answer passes). */
const mapMembers =
  (fn: (items: unknown[], query: string) => { items: unknown[]; total?: string }): Fault =>
  async (ctx) => {
    if (ctx.method !== 'GET' || ctx.path !== '/members') return undefined;
    const up = await ctx.forward();
    const value = parse(up.body);
    if (up.status !== 200 || !Array.isArray(value)) return up;
    const { items, total } = fn(value, ctx.query);
    const headers = total === undefined ? up.headers : { ...up.headers, 'x-total-count': total };
    return { ...up, headers, body: Buffer.from(JSON.stringify(items)) };
  };

/** Sends `GET /members` on with its query changed (a request that `change` leaves alone passes). */
const membersQuery =
  (change: (q: URLSearchParams) => boolean): Fault =>
  (ctx) => {
    if (ctx.method !== 'GET' || ctx.path !== '/members') return undefined;
    const q = new URLSearchParams(ctx.query);
    return change(q) ? ctx.forward({ query: q.toString() }) : undefined;
  };

const isSetPlan = (ctx: ProxyContext) => ctx.method === 'PUT' && MEMBERSHIP_PATH.test(ctx.path);
const planOf = (body: Buffer) => (parse(body) as { membership?: unknown } | undefined)?.membership;

export const ADMIN_MEMBERS_VARIANTS: Variant[] = [
  {
    name: 'a plan the contract does not name answered 404, as an unknown account',
    check: 'member_accounts',
    finding: /a plan the contract does not name \("bukan-paket"\) answered 404.*\(expected 400\)/,
    fault: (ctx) =>
      isSetPlan(ctx) && !['basic', 'premium'].includes(String(planOf(ctx.body)))
        ? json(404, { message: 'Akun tidak ditemukan.' })
        : undefined,
  },
  {
    // The answer names the new plan; nothing is stored (the member's profile keeps the old one).
    name: 'a membership set answered but not stored',
    check: 'member_accounts',
    finding: /after setting (basic|premium), the member's own profile says (basic|premium)/,
    fault: async (ctx) => {
      // The accounts as the last list answered them: what the faulty set answers from.
      if (ctx.method === 'GET' && ctx.path === '/members') {
        const up = await ctx.forward();
        const listed = parse(up.body);
        if (up.status === 200 && Array.isArray(listed) && !ctx.query.includes('limit='))
          ctx.state.members = listed;
        return up;
      }
      if (ctx.method !== 'PUT' || !MEMBERSHIP_PATH.test(ctx.path)) return undefined;
      const plan = (parse(ctx.body) as { membership?: unknown } | undefined)?.membership;
      const id = Number(ctx.path.split('/')[2]);
      const members = (ctx.state.members ?? []) as { id: number }[];
      const found = members.find((m) => m.id === id);
      if (!found || typeof plan !== 'string') return undefined;
      return json(200, { ...found, membership: plan });
    },
  },
  {
    name: 'the member accounts listed newest first',
    check: 'member_accounts',
    finding: /the accounts are not oldest first: ids \d+, \d+/,
    fault: mapMembers((items) => ({ items: [...items].reverse() })),
  },
  {
    name: "a page of the member accounts counted by X-Total-Count as the page's length",
    check: 'member_accounts',
    finding: /a page's X-Total-Count is 1 \(expected \d+, the whole list\)/,
    fault: mapMembers((items, query) => ({
      items,
      total: query.includes('limit=') ? String(items.length) : undefined,
    })),
  },
  {
    name: 'a membership set on an unknown id answered 200 (no lookup before the update)',
    check: 'member_accounts',
    finding: /an id no account has was answered 200 .*\(expected 404\)/,
    fault: async (ctx) => {
      if (!isSetPlan(ctx)) return undefined;
      const up = await ctx.forward();
      if (up.status !== 404) return up;
      const id = Number(ctx.path.split('/')[2]);
      return json(200, {
        id,
        email: 'tidak-ada@example.com',
        name: 'Tidak Ada',
        role: 'member',
        membership: planOf(ctx.body),
        createdAt: '2026-01-01T00:00:00.000Z',
      });
    },
  },
  {
    name: 'limit and offset of the member accounts ignored (the whole list on every page)',
    check: 'member_accounts',
    finding: /limit=1&offset=1 answered ids \[\d+(, \d+)+\] \(expected \[\d+\]\)/,
    fault: membersQuery((q) => {
      const paged = q.has('limit') || q.has('offset');
      q.delete('limit');
      q.delete('offset');
      return paged;
    }),
  },
  {
    name: 'the member accounts offset counted from 1 (offset=1 answers the first account)',
    check: 'member_accounts',
    finding: /limit=1&offset=1 answered ids \[\d+\] \(expected \[\d+\]\)/,
    fault: membersQuery((q) => {
      const offset = Number(q.get('offset') ?? '0');
      if (offset < 1) return false;
      q.set('offset', String(offset - 1));
      return true;
    }),
  },
  {
    name: 'a page of the member accounts without offset starting at the second (offset 1 by default)',
    check: 'member_accounts',
    finding: /limit=1 answered ids \[\d+\] \(expected \[\d+\], the first: offset defaults to 0\)/,
    fault: membersQuery((q) => {
      if (!q.has('limit') || q.has('offset')) return false;
      q.set('offset', '1');
      return true;
    }),
  },
  {
    name: 'the member accounts without limit cut to a default page of one, counted whole',
    check: 'member_accounts',
    finding: /X-Total-Count is \d+ for 1 accounts/,
    fault: membersQuery((q) => {
      if (q.has('limit')) return false;
      q.set('limit', '1');
      return true;
    }),
  },
  {
    name: 'a membership set answered with the account as it was before (read before the write)',
    check: 'member_accounts',
    finding: /setting (basic|premium) answered 200 with plan (basic|premium)/,
    fault: async (ctx) => {
      if (!isSetPlan(ctx)) return undefined;
      const up = await ctx.forward();
      const account = parse(up.body) as { membership?: unknown } | undefined;
      if (up.status !== 200 || !account) return up;
      const before = account.membership === 'premium' ? 'basic' : 'premium';
      return json(200, { ...account, membership: before });
    },
  },
  {
    name: 'setting the plan an account already has refused with 409 (nothing to change)',
    check: 'member_accounts',
    finding: /setting (basic|premium) again answered 409/,
    fault: async (ctx) => {
      if (!isSetPlan(ctx)) return undefined;
      const plans = (ctx.state.plans ??= new Map<string, unknown>()) as Map<string, unknown>;
      const plan = planOf(ctx.body);
      if (plans.get(ctx.path) === plan)
        return json(409, { message: 'Akun sudah memiliki paket ini.' });
      const up = await ctx.forward();
      if (up.status === 200) plans.set(ctx.path, plan);
      return up;
    },
  },
  {
    name: 'the member accounts answered with their password hash',
    check: 'response_schema_conformance',
    finding: /passwordHash is not in the schema/,
    fault: mapMembers((items) => ({
      items: items.map((m) => ({
        ...(m as object),
        passwordHash: '$2b$10$abcdefghijklmnopqrstuv',
      })),
    })),
  },
  {
    name: 'the member accounts wrapped in an object ({ "items": [...] })',
    check: 'response_schema_conformance',
    finding: /must be array/,
    fault: async (ctx) => {
      if (ctx.method !== 'GET' || ctx.path !== '/members') return undefined;
      const up = await ctx.forward();
      const value = parse(up.body);
      if (up.status !== 200 || !Array.isArray(value)) return up;
      return { ...up, body: Buffer.from(JSON.stringify({ items: value })) };
    },
  },
];

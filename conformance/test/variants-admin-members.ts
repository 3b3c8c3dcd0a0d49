/**
 * Faulty variants about the admin's member accounts: their list and their membership plans
 * (listed with the others in conformance/test/variants.ts).
 */
import { json, parse, type Fault, type Variant } from './faulty.ts';

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

export const ADMIN_MEMBERS_VARIANTS: Variant[] = [
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
        if (up.status === 200 && Array.isArray(listed)) ctx.state.members = listed;
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
];

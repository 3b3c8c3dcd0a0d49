import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Member } from '../../common/api/types.ts';
import {
  ADMIN,
  BACKENDS,
  MEMBER,
  contractValidator,
  errorExamples,
  startTestServer,
  type TestServer,
} from './harness.ts';

const validMember = contractValidator('Member');
const messageOf = async (res: Response) => ((await res.json()) as { message: string }).message;

describe.each(BACKENDS)('the member accounts (admin only) on %s', (backend) => {
  let s: TestServer;
  let admin: string;
  let member: string;
  beforeAll(async () => {
    s = await startTestServer(backend);
    admin = await s.login(ADMIN);
    member = await s.login(MEMBER);
  });
  afterAll(async () => {
    await s?.stop();
  });

  const list = (query = '', token = admin) => s.api(`/members${query}`, { token });
  const setPlan = (id: number | string, json: unknown, token = admin) =>
    s.api(`/members/${id}/membership`, { method: 'PUT', token, json });

  it('lists every account oldest first, with X-Total-Count, no password, and pages with limit/offset', async () => {
    const all = await list();
    expect(all.status).toBe(200);
    expect(all.headers.get('cache-control')).toBe('private, no-store');
    const members = (await all.json()) as Member[];
    expect(members.length).toBeGreaterThanOrEqual(2);
    expect(all.headers.get('x-total-count')).toBe(String(members.length));
    for (const m of members) expect(validMember(m)).toEqual([]);
    expect(members.map((m) => m.id)).toEqual([...members.map((m) => m.id)].sort((a, b) => a - b));
    expect(members.map((m) => m.email)).toEqual(
      expect.arrayContaining([ADMIN.email, MEMBER.email]),
    );

    const page = await list('?limit=1&offset=1');
    expect(page.headers.get('x-total-count')).toBe(String(members.length));
    expect(await page.json()).toEqual([members[1]]);

    const tooMany = await list('?limit=101');
    expect(tooMany.status).toBe(400);
  });

  it("sets a member's plan; the member's next GET /user says so, and basic again undoes it", async () => {
    const members = (await (await list()).json()) as Member[];
    const rizky = members.find((m) => m.email === MEMBER.email)!;

    const res = await setPlan(rizky.id, { membership: 'premium' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ...rizky, membership: 'premium' });
    const me = await s.api('/user', { token: member });
    expect(((await me.json()) as { membership: string }).membership).toBe('premium');

    // The same plan again changes nothing and answers the same.
    expect(await (await setPlan(rizky.id, { membership: 'premium' })).json()).toEqual({
      ...rizky,
      membership: 'premium',
    });
    expect((await setPlan(rizky.id, { membership: 'basic' })).status).toBe(200);
    const again = await s.api('/user', { token: member });
    expect(((await again.json()) as { membership: string }).membership).toBe('basic');
  });

  it('answers 404 for an unknown account and 400 for a plan the contract does not list', async () => {
    const missing = await setPlan(999999, { membership: 'premium' });
    expect(missing.status).toBe(404);
    expect(await messageOf(missing)).toBe(errorExamples('MemberNotFound').notFound);
    expect((await setPlan(2, { membership: 'gold' })).status).toBe(400);
    expect((await setPlan(2, {})).status).toBe(400);
  });

  it('refuses a member (403, in the words of the contract) and a visitor without a token (401)', async () => {
    const forbidden = errorExamples('Forbidden').accounts;
    const asMember = await list('', member);
    expect(asMember.status).toBe(403);
    expect(await messageOf(asMember)).toBe(forbidden);
    const write = await setPlan(2, { membership: 'premium' }, member);
    expect(write.status).toBe(403);
    expect(await messageOf(write)).toBe(forbidden);
    expect((await s.api('/members')).status).toBe(401);
    expect(
      (await s.api('/members/2/membership', { method: 'PUT', json: { membership: 'premium' } }))
        .status,
    ).toBe(401);
  });
});

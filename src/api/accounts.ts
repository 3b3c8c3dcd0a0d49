import { api, unwrap } from './client';
import type { Member, Membership } from '../../common/api/types';
import { pageOf, TOTAL_COUNT_HEADER, type ArticlePage } from '../../common/articles';

/** GET /members (admins only): one page of the accounts, oldest first, with their total. */
export async function listMembers(query: {
  limit: number;
  offset: number;
}): Promise<ArticlePage<Member>> {
  let header: string | null = null;
  const items = await unwrap(
    api().then(async (c) => {
      const result = await c.GET('/members', { params: { query } });
      header = result.response.headers.get(TOTAL_COUNT_HEADER);
      return result;
    }),
  );
  return pageOf(items, header, query.offset);
}

/** PUT /members/{id}/membership (admins only): the account with its new plan. */
export const setMemberMembership = (id: number, membership: Membership): Promise<Member> =>
  unwrap(
    api().then((c) =>
      c.PUT('/members/{id}/membership', { params: { path: { id } }, body: { membership } }),
    ),
  );

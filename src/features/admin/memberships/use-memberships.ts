import { useCallback, useEffect, useRef, useState } from 'react';
import type { Member, Membership } from '../../../../common/api/types';
import { listMembers, setMemberMembership } from '../../../api/accounts';

/** How many accounts one page of the list holds. */
export const MEMBERS_PAGE_SIZE = 20;

export type MembersList =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; members: Member[]; total: number; more: 'idle' | 'loading' };

const errorText = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

/**
 * The admin's list of accounts (GET /members, a page at a time) and their plans
 * (PUT /members/{id}/membership). A plan being saved is `saving[id]`; what a save answered
 * replaces the account in the list.
 */
export function useMemberships(loadFailed: string) {
  const [list, setList] = useState<MembersList>({ status: 'loading' });
  const [saving, setSaving] = useState<Record<number, Membership>>({});
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  /** Asks for the first page; the state says loading already (at first, or set by a retry). */
  const fetchFirst = useCallback(() => {
    listMembers({ limit: MEMBERS_PAGE_SIZE, offset: 0 }).then(
      (page) =>
        alive.current &&
        setList({ status: 'ready', members: page.items, total: page.total, more: 'idle' }),
      (error: unknown) =>
        alive.current && setList({ status: 'failed', message: errorText(error, loadFailed) }),
    );
  }, [loadFailed]);

  useEffect(fetchFirst, [fetchFirst]);

  const load = useCallback(() => {
    setList({ status: 'loading' });
    fetchFirst();
  }, [fetchFirst]);

  const loadMore = useCallback(() => {
    if (list.status !== 'ready' || list.more === 'loading') return;
    const shown = list.members;
    setList({ ...list, more: 'loading' });
    listMembers({ limit: MEMBERS_PAGE_SIZE, offset: shown.length }).then(
      (page) =>
        alive.current &&
        setList({
          status: 'ready',
          members: [...shown, ...page.items],
          total: page.total,
          more: 'idle',
        }),
      () => alive.current && setList({ ...list, more: 'idle' }),
    );
  }, [list]);

  /** Saves a plan; resolves with the account as the server answered it, rejects with the error. */
  const setPlan = useCallback(async (member: Member, membership: Membership) => {
    setSaving((s) => ({ ...s, [member.id]: membership }));
    try {
      const saved = await setMemberMembership(member.id, membership);
      if (alive.current)
        setList((l) =>
          l.status === 'ready'
            ? { ...l, members: l.members.map((m) => (m.id === saved.id ? saved : m)) }
            : l,
        );
      return saved;
    } finally {
      if (alive.current)
        setSaving((s) => {
          const { [member.id]: _done, ...rest } = s;
          return rest;
        });
    }
  }, []);

  return { list, saving, load, loadMore, setPlan };
}

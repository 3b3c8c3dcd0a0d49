import { useCallback } from 'react';
import { useSession, userStoreId } from '../../shell/session';
import { useSavedStore } from './SavedStoreContext';

/**
 * The signed-in user's own saved copy of a member-only answer or document (by its API URL),
 * for when the network fails: null when none is kept, or when nobody is signed in.
 */
export function useMemberCopy(): (url: string) => Promise<Response | null> {
  const store = useSavedStore();
  const { signedIn, user } = useSession();
  const userId = signedIn && user ? userStoreId(user) : null;
  return useCallback(
    (url: string) => (userId ? store.memberCopy(userId, url) : Promise.resolve(null)),
    [store, userId],
  );
}

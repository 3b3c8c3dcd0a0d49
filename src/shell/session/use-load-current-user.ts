import { useEffect } from 'react';
import { getCurrentUser } from '../../api/auth';
import { useSessionActor } from './SessionProvider';

/**
 * Loads GET /user once and stores it in the session (session.userLoaded). A 401
 * signs the session out through the client; other failures keep the stored user.
 */
export function useLoadCurrentUser(): void {
  const actor = useSessionActor();
  useEffect(() => {
    let live = true;
    getCurrentUser().then(
      (user) => live && actor.send({ type: 'session.userLoaded', user }),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [actor]);
}

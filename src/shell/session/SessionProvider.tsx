import { createContext, useContext, useLayoutEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { connectSession } from '../../api/session-link';
import type { User } from '../../../common/api/types';
import { ROUTES } from '../../config/routes';
import { sessionMachine } from './session.machine';
import { clearStoredSession, readStoredSession, storeToken, storeUser } from './session-storage';

type SessionActor = ActorRefFrom<typeof sessionMachine>;
const SessionContext = createContext<SessionActor | null>(null);

/**
 * Runs the session machine with the real storage, API and navigation. Must sit
 * inside the router (the data router's navigate is stable, so capturing it once is safe).
 * The session owns the access token: its machine holds it, its storage actions persist and
 * clear it, and the API client reads it from here (`connectSession`) and tells it of a 401.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();

  const actor = useActorRef(
    sessionMachine.provide({
      actions: {
        persistUser: (_, { user }) => storeUser(user),
        persistToken: (_, { token }) => storeToken(token),
        clearStoredSession: () => clearStoredSession(),
        goHome: () => {
          void navigate(ROUTES.home);
        },
        // Loaded when a user signs in or out, off the home page's critical path.
        forgetOtherUsers: (_, { keep }) => {
          void import('./forget-other-users')
            .then(({ forgetUsersOtherThan }) => forgetUsersOtherThan(keep))
            .catch((err: unknown) => console.warn('[session] offline data not cleared', err));
        },
      },
      // The API client loads on first use, off the home page's critical path.
      actors: { logoutRequest: fromPromise(async () => (await import('../../api/auth')).logout()) },
    }),
    { input: readStoredSession() },
  );

  // A layout effect: connected before any screen's effect can start a request.
  useLayoutEffect(
    () =>
      connectSession({
        getToken: () => actor.getSnapshot().context.token,
        onUnauthorized: () => actor.send({ type: 'session.expired' }),
      }),
    [actor],
  );

  return <SessionContext.Provider value={actor}>{children}</SessionContext.Provider>;
}

export function useSessionActor(): SessionActor {
  const actor = useContext(SessionContext);
  if (!actor) throw new Error('useSessionActor must be used inside SessionProvider');
  return actor;
}

export interface SessionView {
  signedIn: boolean;
  signingOut: boolean;
  user: User | null;
  token: string | null;
}

/** What screens need to know about the session. */
export function useSession(): SessionView & { actor: SessionActor } {
  const actor = useSessionActor();
  const signedIn = useSelector(actor, (s) => s.hasTag('signedIn'));
  const signingOut = useSelector(actor, (s) => s.hasTag('busy'));
  const user = useSelector(actor, (s) => s.context.user);
  const token = useSelector(actor, (s) => s.context.token);
  return { signedIn, signingOut, user, token, actor };
}

/**
 * Whether the visitor counts as logged in: the header shows their account and Logout, and the
 * members-only content opens (locked blog sections, PDFs). Only a server session counts: a
 * token the server gave at /login or /register.
 */
export function useIsLoggedIn(): boolean {
  return useSession().signedIn;
}

import { assign, fromPromise, setup } from 'xstate';
import type { User } from '../../../common/api/types';

/** An account's key: its email, as the server compares it. */
const emailKey = (user: User) => user.email.trim().toLowerCase();

export interface SessionContext {
  user: User | null;
  token: string | null;
}

export type SessionEvent =
  | { type: 'session.login'; user: User; token: string }
  | { type: 'session.userLoaded'; user: User }
  | { type: 'session.logout' }
  | { type: 'session.expired' }
  /** The server deleted the account (DELETE /user): its sessions are gone, nothing to log out. */
  | { type: 'session.accountDeleted' };

/**
 * The session. Signed in means a token is present. The stored
 * values are read at the edge and given as input; storage, the logout call and
 * navigation are named here and provided by the app.
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionContext,
  },
  actions: {
    persistUser: (_, _params: { user: User | null }) => {},
    persistToken: (_, _params: { token: string | null }) => {},
    clearStoredSession: () => {},
    goHome: () => {},
    /** Deletes the offline data of every user but `keep` (null: of every user). */
    forgetOtherUsers: (_, _params: { keep: User | null }) => {},
  },
  actors: {
    logoutRequest: fromPromise<void>(async () => {}),
  },
  guards: {
    hasToken: ({ context }) => Boolean(context.token),
    /** The user the event brings is not the one signed in until now. */
    isAnotherUser: ({ context }, { user }: { user: User }) =>
      !context.user || emailKey(context.user) !== emailKey(user),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ user: input.user, token: input.token }),
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'hasToken', target: 'signedIn' }, { target: 'signedOut' }],
    },
    signedOut: {
      tags: ['signedOut'],
      on: {
        'session.login': {
          target: 'signedIn',
          actions: [
            // Whoever signed in here before, only this user's offline data stays.
            {
              type: 'forgetOtherUsers',
              params: ({ event }) => ({ keep: event.user }),
            },
            assign(({ event }) => ({ user: event.user, token: event.token })),
            { type: 'persistUser', params: ({ event }) => ({ user: event.user }) },
            { type: 'persistToken', params: ({ event }) => ({ token: event.token }) },
          ],
        },
      },
    },
    signedIn: {
      tags: ['signedIn'],
      on: {
        'session.login': {
          actions: [
            {
              type: 'forgetOtherUsers',
              params: ({ event }) => ({ keep: event.user }),
            },
            assign(({ event }) => ({ user: event.user, token: event.token })),
            { type: 'persistUser', params: ({ event }) => ({ user: event.user }) },
            { type: 'persistToken', params: ({ event }) => ({ token: event.token }) },
          ],
        },
        'session.userLoaded': [
          {
            // The server knows this token as another account: only its data stays.
            guard: { type: 'isAnotherUser', params: ({ event }) => ({ user: event.user }) },
            actions: [
              {
                type: 'forgetOtherUsers',
                params: ({ event }) => ({ keep: event.user }),
              },
              assign(({ event }) => ({ user: event.user })),
              { type: 'persistUser', params: ({ event }) => ({ user: event.user }) },
            ],
          },
          {
            actions: [
              assign(({ event }) => ({ user: event.user })),
              { type: 'persistUser', params: ({ event }) => ({ user: event.user }) },
            ],
          },
        ],
        'session.logout': { target: 'signingOut' },
        'session.accountDeleted': {
          target: 'signedOut',
          actions: [
            assign({ user: null, token: null }),
            'clearStoredSession',
            { type: 'forgetOtherUsers', params: { keep: null } },
            'goHome',
          ],
        },
        'session.expired': {
          target: 'signedOut',
          actions: [assign({ user: null, token: null }), 'clearStoredSession'],
        },
      },
    },
    signingOut: {
      tags: ['signedIn', 'busy'],
      invoke: {
        id: 'logout',
        src: 'logoutRequest',
        // Whether the server confirms or fails, the local session is cleared, and nothing the
        // user kept in this browser for offline use (caches, databases) stays.
        onDone: {
          target: 'signedOut',
          actions: [
            assign({ user: null, token: null }),
            'clearStoredSession',
            { type: 'forgetOtherUsers', params: { keep: null } },
            'goHome',
          ],
        },
        onError: {
          target: 'signedOut',
          actions: [
            assign({ user: null, token: null }),
            'clearStoredSession',
            { type: 'forgetOtherUsers', params: { keep: null } },
            'goHome',
          ],
        },
      },
    },
  },
});

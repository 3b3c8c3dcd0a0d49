import { assign, fromPromise, setup } from 'xstate';
import { ApiError } from '../../../api/errors';
import { MEMBER_STRINGS } from '../../../config/member-strings';

const STRINGS = MEMBER_STRINGS.deleteAccount;

export interface DeleteAccountContext {
  /** What the dialog says went wrong with the last try, if anything. */
  error: string | null;
}

export type DeleteAccountEvent =
  | { type: 'deleteAccount.open' }
  | { type: 'deleteAccount.close' }
  | { type: 'deleteAccount.submit'; password: string };

/**
 * What the member reads when a deletion fails: the server's own message for a wrong password
 * (403), the last admin (409) or a limit (429, 503); the client's for no connection or a server
 * too slow (the client gives up after its request timeout, so the dialog never waits forever).
 */
export function deleteErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return STRINGS.failed;
  if (error.status === 0) return error.message;
  if (error.status === 403) return error.serverMessage ?? STRINGS.wrongPassword;
  return error.serverMessage ?? STRINGS.failed;
}

/**
 * Deleting one's own account: closed, then the confirmation dialog (editing), then the request
 * (deleting: the dialog cannot be dismissed), then deleted, or back to the dialog with what went
 * wrong. The request and what follows a deletion (signing out, the notice) are provided by the
 * screen.
 */
export const deleteAccountMachine = setup({
  types: {
    context: {} as DeleteAccountContext,
    events: {} as DeleteAccountEvent,
  },
  actions: {
    /** The account is gone: end the session here and tell the member. */
    accountDeleted: () => {},
  },
  actors: {
    deleteRequest: fromPromise<void, { password: string }>(async () => {}),
  },
  guards: {
    hasPassword: (_, { password }: { password: string }) => password.length > 0,
  },
}).createMachine({
  id: 'deleteAccount',
  context: { error: null },
  initial: 'closed',
  states: {
    closed: {
      on: { 'deleteAccount.open': { target: 'editing', actions: assign({ error: null }) } },
    },
    editing: {
      on: {
        'deleteAccount.close': { target: 'closed' },
        'deleteAccount.submit': [
          {
            guard: { type: 'hasPassword', params: ({ event }) => ({ password: event.password }) },
            target: 'deleting',
          },
          { actions: assign({ error: STRINGS.passwordRequired }) },
        ],
      },
    },
    deleting: {
      tags: ['busy'],
      entry: assign({ error: null }),
      invoke: {
        src: 'deleteRequest',
        input: ({ event }) => ({
          password: event.type === 'deleteAccount.submit' ? event.password : '',
        }),
        onDone: { target: 'deleted', actions: 'accountDeleted' },
        onError: {
          target: 'editing',
          actions: assign({ error: ({ event }) => deleteErrorMessage(event.error) }),
        },
      },
    },
    deleted: { type: 'final' },
  },
});

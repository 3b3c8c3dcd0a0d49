import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError, NETWORK_ERROR_MESSAGE, TIMEOUT_MESSAGE } from '../../../api/errors';
import { MEMBER_STRINGS } from '../../../config/member-strings';
import { deferred } from '../../../test/deferred';
import { deleteAccountMachine, deleteErrorMessage } from './delete-account.machine';

const STRINGS = MEMBER_STRINGS.deleteAccount;

/** The machine with a request the test settles, and a count of completed deletions. */
function harness() {
  let pending = deferred();
  const sent: string[] = [];
  let deleted = 0;
  const actor = createActor(
    deleteAccountMachine.provide({
      actors: {
        deleteRequest: fromPromise(({ input }: { input: { password: string } }) => {
          sent.push(input.password);
          pending = deferred();
          return pending.promise;
        }),
      },
      actions: { accountDeleted: () => void deleted++ },
    }),
  ).start();
  return {
    actor,
    sent,
    deleted: () => deleted,
    resolve: () => pending.resolve(),
    reject: (e: unknown) => pending.reject(e),
  };
}

describe('deleting the account', () => {
  it('asks for the password before sending anything', () => {
    const h = harness();
    h.actor.send({ type: 'deleteAccount.open' });
    h.actor.send({ type: 'deleteAccount.submit', password: '' });
    expect(h.actor.getSnapshot().value).toBe('editing');
    expect(h.actor.getSnapshot().context.error).toBe(STRINGS.passwordRequired);
    expect(h.sent).toEqual([]);
  });

  it('cannot be dismissed while the request runs; a wrong password comes back with the server message, a retry deletes', async () => {
    const h = harness();
    h.actor.send({ type: 'deleteAccount.open' });
    h.actor.send({ type: 'deleteAccount.submit', password: 'salah' });
    expect(h.actor.getSnapshot().hasTag('busy')).toBe(true);
    h.actor.send({ type: 'deleteAccount.close' });
    expect(h.actor.getSnapshot().value).toBe('deleting');
    h.reject(new ApiError(403, 'Password salah. Akun tidak dihapus.'));
    await waitFor(h.actor, (s) => s.matches('editing'));
    expect(h.actor.getSnapshot().context.error).toBe('Password salah. Akun tidak dihapus.');
    h.actor.send({ type: 'deleteAccount.submit', password: 'benar-sekali' });
    expect(h.actor.getSnapshot().context.error).toBeNull();
    h.resolve();
    await waitFor(h.actor, (s) => s.matches('deleted'));
    expect(h.sent).toEqual(['salah', 'benar-sekali']);
    expect(h.deleted()).toBe(1);
  });

  it('a network failure or a timeout leaves the dialog open with its message; closing and opening again starts clean', async () => {
    const h = harness();
    h.actor.send({ type: 'deleteAccount.open' });
    h.actor.send({ type: 'deleteAccount.submit', password: 'pw' });
    h.reject(new ApiError(0, undefined, NETWORK_ERROR_MESSAGE));
    await waitFor(h.actor, (s) => s.matches('editing'));
    expect(h.actor.getSnapshot().context.error).toBe(NETWORK_ERROR_MESSAGE);
    h.actor.send({ type: 'deleteAccount.close' });
    expect(h.actor.getSnapshot().value).toBe('closed');
    h.actor.send({ type: 'deleteAccount.open' });
    expect(h.actor.getSnapshot().context.error).toBeNull();
    expect(h.deleted()).toBe(0);
  });

  it('says what went wrong in the member’s words', () => {
    expect(deleteErrorMessage(new ApiError(0, undefined, TIMEOUT_MESSAGE))).toBe(TIMEOUT_MESSAGE);
    expect(deleteErrorMessage(new ApiError(403, undefined))).toBe(STRINGS.wrongPassword);
    expect(deleteErrorMessage(new ApiError(409, 'Akun admin terakhir tidak dapat dihapus.'))).toBe(
      'Akun admin terakhir tidak dapat dihapus.',
    );
    expect(deleteErrorMessage(new ApiError(500, undefined))).toBe(STRINGS.failed);
    expect(deleteErrorMessage(new Error('x'))).toBe(STRINGS.failed);
  });
});

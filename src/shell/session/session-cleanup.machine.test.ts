import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { User } from '../../../common/api/types';
import { sessionMachine } from './session.machine';
import { userStoreId } from './user-store-id';

const ana: User = { name: 'Ana', email: 'ana@klub.id', role: 'user', membership: 'basic' };
const budi: User = { name: 'Budi', email: 'budi@klub.id', role: 'user', membership: 'premium' };

/** The session with every side effect a no-op, recording what it asked the cleanup to keep. */
function harness(input: { user: User | null; token: string | null }) {
  const kept: (string | null)[] = [];
  const keepOf = (user: User | null) => kept.push(user && userStoreId(user));
  const machine = sessionMachine.provide({
    actions: {
      persistUser: () => {},
      persistToken: () => {},
      clearStoredSession: () => {},
      goHome: () => {},
      forgetOtherUsers: (_, { keep }) => void keepOf(keep),
    },
    actors: { logoutRequest: fromPromise(() => Promise.resolve()) },
  });
  return { actor: createActor(machine, { input }).start(), kept };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('session: the offline data of other users', () => {
  it('is deleted after a logout, whether the server confirmed it or not', async () => {
    const { actor, kept } = harness({ user: ana, token: 't' });
    actor.send({ type: 'session.logout' });
    expect(kept).toEqual([]);
    await settle();
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(kept).toEqual([null]);

    const failing = createActor(
      sessionMachine.provide({
        actions: { forgetOtherUsers: (_, { keep }) => void kept.push(keep && keep.email) },
        actors: { logoutRequest: fromPromise(() => Promise.reject(new Error('offline'))) },
      }),
      { input: { user: ana, token: 't' } },
    ).start();
    failing.send({ type: 'session.logout' });
    await settle();
    expect(kept).toEqual([null, null]);
  });

  it('is deleted when someone logs in, keeping the data of the one who did', () => {
    const { actor, kept } = harness({ user: null, token: null });
    actor.send({ type: 'session.login', user: budi, token: 'b' });
    expect(kept).toEqual([userStoreId(budi)]);
  });

  it('is deleted when the account signed in changes, and kept while it stays the same', () => {
    const { actor, kept } = harness({ user: ana, token: 't' });
    // GET /user answers the same account: nothing to delete.
    actor.send({ type: 'session.userLoaded', user: { ...ana, membership: 'premium' } });
    expect(kept).toEqual([]);
    actor.send({ type: 'session.userLoaded', user: budi });
    expect(kept).toEqual([userStoreId(budi)]);
    actor.send({ type: 'session.login', user: ana, token: 'a' });
    expect(kept).toEqual([userStoreId(budi), userStoreId(ana)]);
  });

  it('is kept when the session expires: the same member logging in again finds it', () => {
    const { actor, kept } = harness({ user: ana, token: 't' });
    actor.send({ type: 'session.expired' });
    actor.send({ type: 'session.login', user: ana, token: 'a2' });
    expect(kept).toEqual([userStoreId(ana)]);
  });
});

describe('userStoreId', () => {
  it('names one account the same way whatever the case of its email, and two apart', () => {
    expect(userStoreId({ email: ' Ana@Klub.ID ' })).toBe(userStoreId(ana));
    expect(userStoreId(ana)).not.toBe(userStoreId(budi));
    expect(userStoreId(ana)).toMatch(/^[0-9a-z]+$/);
    expect(userStoreId(ana)).not.toContain('ana');
  });
});

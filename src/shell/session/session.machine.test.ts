import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { User } from '../../../common/api/types';
import { sessionMachine, type SessionEvent } from './session.machine';
import { deferred } from '../../test/deferred';

const admin: User = {
  name: 'Admin Futsal',
  email: 'admin@apifutsal.id',
  role: 'admin',
  membership: 'basic',
};

/** The machine with recording fakes for every named side effect. */
function harness(input: { user: User | null; token: string | null } = { user: null, token: null }) {
  const stored: { user: User | null; token: string | null } = { ...input };
  const calls = { goHome: 0, logout: 0, clear: 0 };
  let pending = deferred();
  const machine = sessionMachine.provide({
    actions: {
      persistUser: (_, { user }) => void (stored.user = user),
      persistToken: (_, { token }) => void (stored.token = token),
      clearStoredSession: () => {
        calls.clear++;
        stored.user = null;
        stored.token = null;
      },
      goHome: () => void calls.goHome++,
    },
    actors: {
      logoutRequest: fromPromise(() => {
        calls.logout++;
        return pending.promise;
      }),
    },
  });
  const actor = createActor(machine, { input }).start();
  return {
    actor,
    stored,
    calls,
    confirmLogout: () => pending.resolve(),
    failLogout: () => pending.reject(new Error('network')),
    reset: () => (pending = deferred()),
  };
}

describe('session machine', () => {
  it('starts signed in when a token is stored, signed out otherwise', () => {
    expect(harness({ user: admin, token: 't' }).actor.getSnapshot().hasTag('signedIn')).toBe(true);
    expect(harness({ user: admin, token: null }).actor.getSnapshot().hasTag('signedOut')).toBe(
      true,
    );
  });

  it('stores user and token on login', () => {
    const h = harness();
    h.actor.send({ type: 'session.login', user: admin, token: 'tok' });
    expect(h.actor.getSnapshot().value).toBe('signedIn');
    expect(h.stored).toEqual({ user: admin, token: 'tok' });
  });

  it('clears the session and goes home after the server confirms logout', async () => {
    const h = harness({ user: admin, token: 'tok' });
    h.actor.send({ type: 'session.logout' });
    expect(h.actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(h.stored.token).toBe('tok');
    h.confirmLogout();
    await waitFor(h.actor, (s) => s.matches('signedOut'));
    expect(h.stored).toEqual({ user: null, token: null });
    expect(h.calls).toEqual({ goHome: 1, logout: 1, clear: 1 });
  });

  it('clears the session the same way when the logout call fails', async () => {
    const h = harness({ user: admin, token: 'tok' });
    h.actor.send({ type: 'session.logout' });
    h.failLogout();
    await waitFor(h.actor, (s) => s.matches('signedOut'));
    expect(h.stored).toEqual({ user: null, token: null });
    expect(h.calls.goHome).toBe(1);
  });

  it('signs out on a 401 (session.expired) without a logout call, clearing storage once', () => {
    const h = harness({ user: admin, token: 'tok' });
    h.actor.send({ type: 'session.expired' });
    expect(h.actor.getSnapshot().value).toBe('signedOut');
    expect(h.actor.getSnapshot().context).toEqual({ user: null, token: null });
    expect(h.stored).toEqual({ user: null, token: null });
    // A second 401 (two requests were under way) finds the session ended already.
    h.actor.send({ type: 'session.expired' });
    expect(h.calls).toEqual({ goHome: 0, logout: 0, clear: 1 });
  });

  it('signs out once the account is deleted (session.accountDeleted): no logout call, storage cleared, home', () => {
    const h = harness({ user: admin, token: 'tok' });
    h.actor.send({ type: 'session.accountDeleted' });
    expect(h.actor.getSnapshot().value).toBe('signedOut');
    expect(h.actor.getSnapshot().context).toEqual({ user: null, token: null });
    expect(h.stored).toEqual({ user: null, token: null });
    expect(h.calls).toEqual({ goHome: 1, logout: 0, clear: 1 });
  });

  it('stores the user loaded from GET /user', () => {
    const h = harness({ user: null, token: 'tok' });
    h.actor.send({ type: 'session.userLoaded', user: admin });
    expect(h.actor.getSnapshot().context.user).toEqual(admin);
    expect(h.stored.user).toEqual(admin);
  });

  describe('every path of the model (xstate/graph)', () => {
    const events = [
      { type: 'session.login', user: admin, token: 'tok' },
      { type: 'session.userLoaded', user: admin },
      { type: 'session.logout' },
      { type: 'session.expired' },
      { type: 'session.accountDeleted' },
      { type: 'xstate.done.actor.logout' },
      { type: 'xstate.error.actor.logout', error: new Error('x') },
    ] as unknown as SessionEvent[];
    // Distinguish states by the event that entered them, so every transition gets a path.
    const paths = getShortestPaths(sessionMachine, {
      events,
      input: { user: null, token: null },
      // Only events the state actually handles (the done/error events exist only while signing out).
      filterEvents: (state, event) => state.can(event),
      serializeState: (state, event) =>
        `${JSON.stringify(state.value)} via ${event?.type ?? 'start'}`,
    });

    it('covers every transition, including a confirmed and a failed logout', () => {
      const last = new Set(paths.map((p) => p.steps.at(-1)?.event.type));
      for (const e of events) expect(last).toContain(e.type);
    });

    it('reaches every state', () => {
      const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)));
      expect(reached).toEqual(new Set(['"signedOut"', '"signedIn"', '"signingOut"']));
    });

    for (const path of paths) {
      const description = path.steps.map((s) => s.event.type).join(' → ') || '(initial)';
      it(`${description} ⇒ ${JSON.stringify(path.state.value)}`, async () => {
        const h = harness();
        // Replay the path on the real actor with the fakes, the way a user and the server would.
        for (const step of path.steps) {
          const type = step.event.type as string;
          if (type === 'xstate.init') continue;
          if (type === 'xstate.done.actor.logout') h.confirmLogout();
          else if (type === 'xstate.error.actor.logout') h.failLogout();
          else {
            if (type === 'session.logout') h.reset();
            h.actor.send(step.event);
          }
          if (type.startsWith('xstate.')) await waitFor(h.actor, (s) => s.matches('signedOut'));
        }
        const snap = h.actor.getSnapshot();
        expect(snap.value).toEqual(path.state.value);
        if (snap.matches('signedOut')) expect(h.stored).toEqual({ user: null, token: null });
        else expect(h.stored.token).toBe('tok');
        if (
          path.steps.some(
            (s) =>
              (String(s.event.type).startsWith('xstate.') &&
                String(s.event.type) !== 'xstate.init') ||
              s.event.type === 'session.accountDeleted',
          )
        )
          expect(h.calls.goHome).toBe(1);
      });
    }
  });

  it('never throws on an unknown event', () => {
    const h = harness();
    const spy = vi.fn();
    h.actor.subscribe({ error: spy });
    h.actor.send({ type: 'nonsense' } as unknown as SessionEvent);
    expect(spy).not.toHaveBeenCalled();
  });
});

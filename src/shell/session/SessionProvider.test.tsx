// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { fixtures } from '../../../mocks/contract';
import { getCurrentUser } from '../../api/auth';
import { resetApiClient } from '../../api/client';
import { STORAGE_KEYS } from '../../config/storage-keys';
import { useIsLoggedIn, useSession } from './SessionProvider';
import { renderInSession } from '../../test/render-in-session';

/** The requests the app sent, and the answers: 401 for GET /user while `expired`, else 200. */
let sent: Request[] = [];
let expired = false;

function answer(request: Request): Response {
  sent.push(request);
  if (expired && new URL(request.url).pathname.endsWith('/user'))
    return Response.json({ message: 'Sesi berakhir.' }, { status: 401 });
  return Response.json(new URL(request.url).pathname.endsWith('/user') ? fixtures.adminUser() : []);
}

function Probe() {
  const { signedIn } = useSession();
  const loggedIn = useIsLoggedIn();
  return <output data-testid="session">{`${signedIn} ${loggedIn}`}</output>;
}

const mount = () => renderInSession(<Probe />);

const authorization = () => sent.map((r) => r.headers.get('Authorization'));

beforeEach(() => {
  sent = [];
  expired = false;
  resetApiClient();
  vi.stubGlobal('fetch', (input: Request) => Promise.resolve(answer(input)));
  const { user, token } = fixtures.adminLogin();
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  localStorage.setItem(STORAGE_KEYS.accessToken, token);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SessionProvider: the owner of the access token', () => {
  it('gives the API client the session’s token', async () => {
    mount();
    expect(screen.getByTestId('session').textContent).toBe('true true');
    await getCurrentUser();
    expect(authorization()).toEqual([`Bearer ${fixtures.adminLogin().token}`]);
  });

  it('ends the session once on 401s, clears storage once, and later requests carry no token', async () => {
    mount();
    const removed = vi.spyOn(Storage.prototype, 'removeItem');
    expired = true;
    // Two requests under way when the token expired: both are answered 401.
    const errors = await Promise.all([
      getCurrentUser().catch((e: unknown) => e),
      getCurrentUser().catch((e: unknown) => e),
    ]);
    expect(errors.map((e) => (e as { status?: number }).status)).toEqual([401, 401]);
    // The caller has the error before the session ends.
    expect(screen.getByTestId('session').textContent).toBe('true true');
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.getByTestId('session').textContent).toBe('false false');
    const tokenRemovals = removed.mock.calls.filter(([key]) => key === STORAGE_KEYS.accessToken);
    expect(tokenRemovals).toHaveLength(1);
    expect(
      [STORAGE_KEYS.accessToken, STORAGE_KEYS.user].map((k) => localStorage.getItem(k)),
    ).toEqual([null, null]);
    await getCurrentUser().catch(() => undefined);
    expect(authorization().at(-1)).toBeNull();
  });
});

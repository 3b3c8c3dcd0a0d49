// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { fixtures } from '../../../mocks/contract';
import { resetApiClient } from '../../api/client';
import { STORAGE_KEYS } from '../../config/storage-keys';
import { fakeStorage } from '../../test/fake-user-storage';
import { CACHE, userScoped } from '../offline';
import { useSession } from './SessionProvider';
import { renderInSession } from '../../test/render-in-session';
import { userStoreId } from './user-store-id';

const admin = fixtures.adminLogin();
const member = fixtures.memberLogin();
const adminId = userStoreId(admin.user);
const memberId = userStoreId(member.user);

let store: ReturnType<typeof fakeStorage>;
function Probe() {
  const { user, actor } = useSession();
  return (
    <>
      <output data-testid="user">{user?.email ?? 'none'}</output>
      <button onClick={() => actor.send({ type: 'session.logout' })}>Logout</button>
      <button
        onClick={() =>
          actor.send({ type: 'session.login', user: member.user, token: member.token })
        }
      >
        Login member
      </button>
    </>
  );
}

const mount = () => renderInSession(<Probe />);

beforeEach(() => {
  resetApiClient();
  vi.stubGlobal('fetch', () => Promise.resolve(new Response(null, { status: 204 })));
  store = fakeStorage(
    [CACHE.saved, userScoped(adminId, 'saved')],
    ['futsal-saved', userScoped(adminId, 'saved'), userScoped(adminId, 'drafts')],
  );
  vi.stubGlobal('caches', store.storage.caches);
  vi.stubGlobal('indexedDB', store.storage.indexedDB);
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(admin.user));
  localStorage.setItem(STORAGE_KEYS.accessToken, admin.token);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SessionProvider: another user never finds this one’s offline data', () => {
  it('deletes the signed-out user’s caches and databases after Logout', async () => {
    mount();
    fireEvent.click(screen.getByText('Logout'));
    await waitFor(() => expect(screen.getByTestId('user').textContent).toBe('none'));
    await waitFor(() => expect([...store.databasesLeft]).toEqual(['futsal-saved']));
    expect([...store.cachesLeft]).toEqual([CACHE.saved]);
  });

  it('deletes the previous user’s data when another account logs in, and keeps the new one’s', async () => {
    store.cachesLeft.add(userScoped(memberId, 'saved'));
    mount();
    fireEvent.click(screen.getByText('Login member'));
    await waitFor(() =>
      expect([...store.cachesLeft]).toEqual([CACHE.saved, userScoped(memberId, 'saved')]),
    );
    await waitFor(() => expect([...store.databasesLeft]).toEqual(['futsal-saved']));
  });
});

import { describe, expect, it } from 'vitest';
import { CACHE, userScoped } from '../offline';
import { fakeStorage } from '../../test/fake-user-storage';
import { forgetOtherUsers, type UserStorage } from './forget-other-users';

const ANA = 'ana1';
const BUDI = 'budi2';
const shared = [CACHE.pages, CACHE.api, CACHE.images, CACHE.saved];

describe('forgetOtherUsers', () => {
  it('after a logout, deletes every user’s caches and databases and keeps the shared ones', async () => {
    const { storage, cachesLeft, databasesLeft } = fakeStorage(
      [...shared, userScoped(ANA, 'saved'), userScoped(BUDI, 'saved')],
      ['futsal-saved', userScoped(ANA, 'saved'), userScoped(ANA, 'drafts')],
    );
    const deleted = await forgetOtherUsers(null, storage);
    expect([...cachesLeft]).toEqual(shared);
    expect([...databasesLeft]).toEqual(['futsal-saved']);
    expect(deleted).toEqual(
      [
        userScoped(ANA, 'saved'),
        userScoped(BUDI, 'saved'),
        userScoped(ANA, 'saved'),
        userScoped(ANA, 'drafts'),
      ].sort(),
    );
  });

  it('when another user signs in, keeps only that user’s own data', async () => {
    const { storage, cachesLeft, databasesLeft } = fakeStorage(
      [CACHE.saved, userScoped(ANA, 'saved'), userScoped(BUDI, 'saved')],
      [userScoped(ANA, 'drafts'), userScoped(BUDI, 'drafts'), userScoped(`${BUDI}x`, 'drafts')],
    );
    await forgetOtherUsers(BUDI, storage);
    expect([...cachesLeft]).toEqual([CACHE.saved, userScoped(BUDI, 'saved')]);
    // An id that merely starts with the kept one is another user.
    expect([...databasesLeft]).toEqual([userScoped(BUDI, 'drafts')]);
  });

  it('goes on past a database another tab holds open or that fails to delete', async () => {
    const { storage, cachesLeft } = fakeStorage(
      [userScoped(ANA, 'saved')],
      [userScoped(ANA, 'drafts'), userScoped(ANA, 'queue'), userScoped(ANA, 'saved')],
      { blocked: [userScoped(ANA, 'drafts')], failing: [userScoped(ANA, 'queue')] },
    );
    const deleted = await forgetOtherUsers(BUDI, storage);
    expect(cachesLeft.size).toBe(0);
    // A blocked deletion completes once the other tab lets go; a failed one is not claimed.
    expect(deleted).toEqual([
      userScoped(ANA, 'drafts'),
      userScoped(ANA, 'saved'),
      userScoped(ANA, 'saved'),
    ]);
  });

  it('does nothing, and does not throw, where the browser has no such storage', async () => {
    await expect(forgetOtherUsers(null, {})).resolves.toEqual([]);
    const refusing: UserStorage = {
      caches: {
        keys: () => Promise.reject(new DOMException('denied', 'SecurityError')),
        delete: () => Promise.resolve(false),
      },
    };
    await expect(forgetOtherUsers(null, refusing)).resolves.toEqual([]);
    // A browser that cannot list its databases still loses the caches.
    const { storage, cachesLeft } = fakeStorage([userScoped(ANA, 'saved')], [], {
      listing: false,
    });
    await forgetOtherUsers(null, storage);
    expect(cachesLeft.size).toBe(0);
  });
});

// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { clearStoredSession, readStoredSession, storeToken, storeUser } from './session-storage';

describe('stored session', () => {
  it('reads a valid stored user and token', () => {
    storeUser({ name: 'A', email: 'a@b.co', role: 'user', membership: 'basic' });
    storeToken('tok');
    expect(readStoredSession()).toEqual({
      user: { name: 'A', email: 'a@b.co', role: 'user', membership: 'basic' },
      token: 'tok',
    });
  });

  it('reads a user stored before the server answered a membership as basic', () => {
    localStorage.setItem('user', '{"name":"A","email":"a@b.co","role":"user"}');
    expect(readStoredSession().user).toEqual({
      name: 'A',
      email: 'a@b.co',
      role: 'user',
      membership: 'basic',
    });
  });

  it.each([
    ['an unknown membership', '{"name":"A","email":"a@b.co","role":"user","membership":"gold"}'],
    ['unparseable JSON', '{"name":'],
    ['a hostile shape', '{"name":"<img src=x onerror=alert(1)>","role":"root"}'],
    ['a string', '"admin"'],
    ['null', 'null'],
  ])('treats %s under "user" as signed out and removes it', (_, raw) => {
    localStorage.setItem('user', raw);
    expect(readStoredSession().user).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('removes a token with control characters or spaces', () => {
    localStorage.setItem('ACCESS_TOKEN', 'abc def\n');
    expect(readStoredSession().token).toBeNull();
    expect(localStorage.getItem('ACCESS_TOKEN')).toBeNull();
  });

  it('writing a falsy value removes the entry, and clearing removes user, token and role', () => {
    storeToken('tok');
    storeToken('');
    expect(localStorage.getItem('ACCESS_TOKEN')).toBeNull();
    localStorage.setItem('role', 'admin');
    storeUser({ name: 'A', email: 'a@b.co', role: 'admin', membership: 'basic' });
    clearStoredSession();
    expect([localStorage.getItem('user'), localStorage.getItem('role')]).toEqual([null, null]);
  });
});

// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  hashPassword,
  loginLocalUser,
  signInLocalUser,
  registerLocalUser,
  updateLocalMembership,
  verifyPassword,
} from './local-auth';
import { readLocalUsers } from './local-user-list';
import { logoutLocalUser, readLocalCurrentUser } from './local-users';

const FAST = { iterations: 1000 };

describe('local accounts', () => {
  it('registers a user with id, role user, membership basic and createdAt, and signs them in without the password', async () => {
    const current = await registerLocalUser(
      { email: ' Pelatih@Contoh.id ', password: 'rahasia123' },
      FAST,
    );
    expect(readLocalCurrentUser()).toBeNull();
    signInLocalUser(current);
    const [stored] = readLocalUsers();
    expect(stored).toMatchObject({ email: 'pelatih@contoh.id', role: 'user', membership: 'basic' });
    expect(stored?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Number.isNaN(Date.parse(stored?.createdAt ?? ''))).toBe(false);
    expect(current).toEqual({
      id: stored?.id,
      email: 'pelatih@contoh.id',
      role: 'user',
      membership: 'basic',
      createdAt: stored?.createdAt,
    });
    expect(readLocalCurrentUser()).toEqual(current);
    expect(JSON.parse(localStorage.getItem('localCurrentUser') ?? '{}')).not.toHaveProperty(
      'password',
    );
  });

  it('never stores the password itself, only a salted PBKDF2 hash', async () => {
    await registerLocalUser({ email: 'a@b.co', password: 'rahasia123' }, FAST);
    const raw = localStorage.getItem('localUsers') ?? '';
    expect(raw).not.toContain('rahasia123');
    expect(readLocalUsers()[0]?.password).toMatchObject({
      algorithm: 'PBKDF2-SHA-256',
      iterations: 1000,
    });
    const again = await hashPassword('rahasia123', 1000);
    expect(again.hash).not.toBe(readLocalUsers()[0]?.password.hash); // a fresh salt gives a fresh hash
    expect(await verifyPassword('rahasia123', again)).toBe(true);
    expect(await verifyPassword('rahasia124', again)).toBe(false);
  });

  it("refuses a duplicate email (any case) with 'Email already exists'", async () => {
    await registerLocalUser({ email: 'a@b.co', password: 'rahasia123' }, FAST);
    await expect(
      registerLocalUser({ email: 'A@B.CO', password: 'lainnya123' }, FAST),
    ).rejects.toThrow('Email already exists');
    expect(readLocalUsers()).toHaveLength(1);
  });

  it("logs in with matching email and password, else 'Invalid email or password'", async () => {
    await registerLocalUser({ email: 'a@b.co', password: 'rahasia123' }, FAST);
    logoutLocalUser();
    expect(readLocalCurrentUser()).toBeNull();
    await expect(loginLocalUser({ email: 'a@b.co', password: 'salah' })).rejects.toThrow(
      'Invalid email or password',
    );
    await expect(loginLocalUser({ email: 'x@b.co', password: 'rahasia123' })).rejects.toThrow(
      'Invalid email or password',
    );
    expect(readLocalCurrentUser()).toBeNull();
    const user = await loginLocalUser({ email: 'A@b.co', password: 'rahasia123' });
    expect(user.email).toBe('a@b.co');
    expect(readLocalCurrentUser()).toBeNull();
    signInLocalUser(user);
    expect(readLocalCurrentUser()).toEqual(user);
  });

  it('updates the membership in the list and on the current user', async () => {
    const user = await registerLocalUser({ email: 'a@b.co', password: 'rahasia123' }, FAST);
    signInLocalUser(user);
    updateLocalMembership(user.id, 'premium');
    expect(readLocalUsers()[0]?.membership).toBe('premium');
    expect(readLocalCurrentUser()?.membership).toBe('premium');
  });

  it.each([
    ['unparseable JSON', '[{"id":'],
    ['an object', '{"id":"1"}'],
    [
      'a user with a plain password',
      '[{"id":"1","email":"a@b.co","password":"plain","role":"user","membership":"basic","createdAt":"2026-01-01"}]',
    ],
    [
      'an admin role',
      '[{"id":"1","email":"a@b.co","password":{"algorithm":"PBKDF2-SHA-256","iterations":1,"salt":"AA==","hash":"AA=="},"role":"admin","membership":"basic","createdAt":"2026-01-01"}]',
    ],
  ])('treats %s under localUsers as no users, removes it, and still registers', async (_, raw) => {
    localStorage.setItem('localUsers', raw);
    expect(readLocalUsers()).toEqual([]);
    expect(localStorage.getItem('localUsers')).toBeNull();
    await expect(
      registerLocalUser({ email: 'a@b.co', password: 'rahasia123' }, FAST),
    ).resolves.toMatchObject({ email: 'a@b.co' });
  });

  it.each([
    ['unparseable JSON', '{"id":'],
    [
      'a current user carrying a password',
      '{"id":"1","email":"a@b.co","password":"x","role":"user","membership":"basic","createdAt":"2026-01-01"}',
    ],
    ['a string', '"a@b.co"'],
  ])('treats %s under localCurrentUser as signed out and removes it', (_, raw) => {
    localStorage.setItem('localCurrentUser', raw);
    expect(readLocalCurrentUser()).toBeNull();
    expect(localStorage.getItem('localCurrentUser')).toBeNull();
  });

  it('a stored hash with a corrupted salt never matches and never throws', async () => {
    const hash = await hashPassword('rahasia123', 1000);
    expect(await verifyPassword('rahasia123', { ...hash, salt: '%%%' })).toBe(false);
  });
});

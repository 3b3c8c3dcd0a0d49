import { describe, expect, it } from 'vitest';
import { hasPage } from './entry-server';

describe('which paths the app has a page at (the server answers the others 404)', () => {
  it.each([
    '/',
    '/courses',
    '/freekick',
    '/freekick/12',
    '/freekick/taktik-dasar',
    '/areateknis/artikel/teknik',
    '/events/webinars/3?search=x',
    '/blog/1',
    '/tersimpan',
    '/asd',
    '/login',
    '/portal/dashboard',
    // The admin area answers its own unknown paths, behind its login.
    '/admin/dashboard',
    '/admin/apa-saja',
  ])('has a page at %s', (url) => {
    expect(hasPage(url)).toBe(true);
  });

  it.each(['/halaman-yang-tidak-ada', '/courses/x/y', '/user/apa-saja', '/COURSE', '/healthz'])(
    'has none at %s (its not-found page)',
    (url) => {
      expect(hasPage(url)).toBe(false);
    },
  );
});

// @vitest-environment node
/** A path segment with malformed percent-encoding names nothing, in the mocks as on the server. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { createHandlers } from './handlers';

const server = setupServer(...createHandlers());
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

it('answer the documented 404 to a path segment with malformed percent-encoding', async () => {
  const admin = { authorization: 'Bearer admin-token' };
  const cases: [string, string, string][] = [
    ['GET', '/articles/%FF', 'Artikel tidak ditemukan.'],
    ['DELETE', '/articles/%E0%A4%A', 'Artikel tidak ditemukan.'],
    ['GET', '/documents/%FF', 'Dokumen tidak ditemukan.'],
    ['GET', '/blog/%FF/members', 'Materi anggota untuk artikel ini tidak ditemukan.'],
  ];
  for (const [method, path, message] of cases) {
    const res = await fetch(`http://localhost/api${path}`, { method, headers: admin });
    expect(res.status, `${method} ${path}`).toBe(404);
    expect(await res.json()).toEqual({ message });
  }
});

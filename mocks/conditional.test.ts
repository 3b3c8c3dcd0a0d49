// @vitest-environment node
/** The MSW handlers read If-Match and If-None-Match as the reference server does (common/etag.ts). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { createHandlers } from './handlers';

const server = setupServer(...createHandlers());
const API = 'http://localhost/api/articles/1';
const admin = { authorization: 'Bearer admin-token', 'content-type': 'application/json' };
const put = (ifMatch: string) =>
  fetch(API, {
    method: 'PUT',
    headers: { ...admin, 'if-match': ifMatch },
    body: JSON.stringify({ title: 'Judul baru', sections: [] }),
  });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('the mocks, like the server', () => {
  it('answer 304 to a current If-None-Match (weakly compared) and ignore a malformed one', async () => {
    for (const tag of ['"1"', 'W/"1"', '*'])
      expect((await fetch(API, { headers: { 'if-none-match': tag } })).status, tag).toBe(304);
    for (const tag of ['"2"', 'w/"1"', '*, "1"'])
      expect((await fetch(API, { headers: { 'if-none-match': tag } })).status, tag).toBe(200);
  });

  it('write only under a strong If-Match match, never a malformed one', async () => {
    expect((await put('"1"')).status).toBe(200);
    expect((await put('"9", "1"')).status).toBe(200);
    for (const tag of ['W/"1"', 'w/"1"', '"1"x', '*, "1"']) {
      const refused = await put(tag);
      expect(refused.status, tag).toBe(412);
      expect(refused.headers.get('etag')).toBe('"1"');
    }
  });

  it('refuse an If-Match or If-None-Match over 200 characters with the documented 400', async () => {
    const long = `"${'a'.repeat(199)}"`;
    expect(await (await put(long)).json()).toEqual({ message: 'If-Match: maksimal 200 karakter.' });
    const read = await fetch(API, { headers: { 'if-none-match': long } });
    expect(read.status).toBe(400);
    expect(await read.json()).toEqual({ message: 'If-None-Match: maksimal 200 karakter.' });
  });
});

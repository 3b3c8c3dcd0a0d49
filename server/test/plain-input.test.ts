/**
 * What the contract says of queries and text: `limit` and `offset` take plain decimal digits
 * only (`1e2`, `01`, ` 1`, `+1` get 400), a NUL in a query's text is refused (400), and so is a
 * NUL or a lone surrogate in an article's text.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestServer, type TestServer } from './harness.ts';

let s: TestServer;
let admin: string;
beforeAll(async () => {
  s = await startTestServer('pglite');
  admin = await s.login(ADMIN);
}, 300_000);
afterAll(async () => {
  await s?.stop();
});

describe('plain input', () => {
  it('limit and offset in anything but plain decimal digits get 400', async () => {
    for (const name of ['limit', 'offset'])
      for (const value of ['1e2', '01', ' 1', '+1', '1.0', '0x1']) {
        const res = await s.api(`/articles?${name}=${encodeURIComponent(value)}`);
        expect(res.status, `${name}=${JSON.stringify(value)}`).toBe(400);
      }
    expect((await s.api('/articles?limit=10&offset=0')).status).toBe(200);
  });

  it('a NUL in a query gets 400', async () => {
    for (const q of ['%00', 'rondo%00'])
      for (const name of ['q', 'category']) {
        const res = await s.api(`/articles?${name}=${q}`);
        expect(res.status, `${name}=${q}`).toBe(400);
      }
  });

  it('a NUL or a lone surrogate in an article text gets 400, and nothing is stored', async () => {
    const before = Number((await s.api('/articles')).headers.get('x-total-count'));
    for (const title of ['Rondo\u0000', 'Rondo \ud800', 'Rondo \udc00']) {
      const res = await s.api('/articles', {
        method: 'POST',
        token: admin,
        json: { title, sections: [{ subtitle: 'S', content: 'C', images: [] }] },
      });
      expect(res.status, JSON.stringify(title)).toBe(400);
    }
    expect(Number((await s.api('/articles')).headers.get('x-total-count'))).toBe(before);
  });
});

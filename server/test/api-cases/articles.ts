import { beforeAll, describe, expect, it } from 'vitest';
import { errorExamples, exampleArticles, type TestServer } from '../harness.ts';
import {
  validArticle,
  UNAUTHORIZED,
  FORBIDDEN,
  NOT_FOUND,
  errorOf,
  input,
  stored,
  type ApiContext,
} from './shared.ts';

/** The reference API: reading articles. */
export function readCases(context: () => ApiContext): void {
  let s: TestServer;
  beforeAll(() => {
    ({ s } = context());
  });

  describe('GET /articles', () => {
    it("answers a page size over the limit with the contract's query example", async () => {
      expect(await errorOf(await s.api('/articles?limit=101'), 400)).toBe(
        errorExamples('QueryBadRequest').invalid,
      );
    });

    it('answers the contract example articles, newest first, each valid against Article', async () => {
      const res = await s.api('/articles');
      expect(res.status).toBe(200);
      const list = (await res.json()) as { id: number; date: string }[];
      for (const a of list) expect(validArticle(a), `article ${a.id}`).toEqual([]);
      expect(list.slice(0, exampleArticles.length)).toEqual(exampleArticles);
    });

    it('pages with limit and offset, and rejects invalid paging with 400 naming the parameter', async () => {
      const all = (await (await s.api('/articles')).json()) as { id: number }[];
      const page1 = (await (await s.api('/articles?limit=3')).json()) as { id: number }[];
      const page2 = (await (await s.api('/articles?limit=3&offset=3')).json()) as { id: number }[];
      expect(page1.map((a) => a.id)).toEqual(all.slice(0, 3).map((a) => a.id));
      expect(page2.map((a) => a.id)).toEqual(all.slice(3, 6).map((a) => a.id));
      expect(await (await s.api('/articles?offset=10000')).json()).toEqual([]);
      expect(((await (await s.api('/articles?offset=2')).json()) as unknown[]).length).toBe(
        all.length - 2,
      );
      expect(await errorOf(await s.api('/articles?limit=0'), 400)).toBe('limit: minimal 1.');
      expect(await errorOf(await s.api('/articles?limit=101'), 400)).toBe('limit: maksimal 100.');
      expect(await errorOf(await s.api('/articles?limit=abc'), 400)).toBe(
        'limit: harus berupa bilangan bulat.',
      );
      expect(await errorOf(await s.api('/articles?offset=-1'), 400)).toBe('offset: minimal 0.');
    });

    it('is compressed for clients that accept it, and carries the security headers', async () => {
      const res = await s.api('/articles', { headers: { 'accept-encoding': 'gzip' } });
      expect(res.headers.get('content-encoding')).toBe('gzip');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-security-policy')).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('x-powered-by')).toBeNull();
      await res.arrayBuffer();
    });
  });

  describe('GET /articles/{id}', () => {
    it('answers one article as the contract shows it', async () => {
      const res = await s.api('/articles/2');
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual(exampleArticles.find((a) => a.id === 2));
    });

    it('answers 404 for an unknown or impossible id', async () => {
      for (const id of ['999999', '0', 'abc', '2147483648']) {
        expect(await errorOf(await s.api(`/articles/${id}`), 404), id).toBe(NOT_FOUND);
      }
    });
  });
}

/** The reference API: replacing and deleting articles. */
export function changeCases(context: () => ApiContext): void {
  let s: TestServer;
  let admin: string;
  let member: string;
  beforeAll(() => {
    ({ s, admin, member } = context());
  });

  describe('PUT /articles/{id}', () => {
    it('replaces the article for an admin and answers 200 with it', async () => {
      const { id } = (await (
        await s.api('/articles', { method: 'POST', token: admin, json: input })
      ).json()) as { id: number };
      const change = {
        ...input,
        title: 'Judul Baru',
        tags: ['baru'],
        sections: [],
        date: '2020-01-01',
      };
      const res = await s.api(`/articles/${id}`, { method: 'PUT', token: admin, json: change });
      expect(res.status).toBe(200);
      const updated = await res.json();
      expect(validArticle(updated)).toEqual([]);
      expect(updated).toEqual({
        ...stored(id, { ...input, sections: [] }, 2),
        title: 'Judul Baru',
        tags: [{ name: 'baru' }],
        date: '2020-01-01',
      });
      expect(await (await s.api(`/articles/${id}`)).json()).toEqual(updated);
      // Fields left out are reset (replace, not merge).
      const bare = (await (
        await s.api(`/articles/${id}`, { method: 'PUT', token: admin, json: { title: 'Polos' } })
      ).json()) as object;
      expect(bare).toMatchObject({
        id,
        title: 'Polos',
        author: '',
        date: null,
        banner: null,
        tags: [],
        sections: [],
      });
    });

    it('answers 404 for an unknown id, 400 for an invalid body, 401 and 403 as for create', async () => {
      expect(
        await errorOf(
          await s.api('/articles/999999', { method: 'PUT', token: admin, json: input }),
          404,
        ),
      ).toBe(NOT_FOUND);
      expect(
        await errorOf(
          await s.api('/articles/1', { method: 'PUT', token: admin, json: { title: '' } }),
          400,
        ),
      ).toBe('title: wajib diisi.');
      expect(await errorOf(await s.api('/articles/1', { method: 'PUT', json: input }), 401)).toBe(
        UNAUTHORIZED,
      );
      expect(
        await errorOf(
          await s.api('/articles/1', { method: 'PUT', token: member, json: input }),
          403,
        ),
      ).toBe(FORBIDDEN);
      expect(await (await s.api('/articles/1')).json()).toEqual(exampleArticles[0]);
    });
  });

  describe('DELETE /articles/{id}', () => {
    it('deletes for an admin (204), then the id is 404 for reads, updates and a second delete', async () => {
      const { id } = (await (
        await s.api('/articles', { method: 'POST', token: admin, json: input })
      ).json()) as { id: number };
      expect(await errorOf(await s.api(`/articles/${id}`, { method: 'DELETE' }), 401)).toBe(
        UNAUTHORIZED,
      );
      expect(
        await errorOf(await s.api(`/articles/${id}`, { method: 'DELETE', token: member }), 403),
      ).toBe(FORBIDDEN);
      const res = await s.api(`/articles/${id}`, { method: 'DELETE', token: admin });
      expect(res.status).toBe(204);
      expect(await res.text()).toBe('');
      expect(await errorOf(await s.api(`/articles/${id}`), 404)).toBe(NOT_FOUND);
      expect(
        await errorOf(await s.api(`/articles/${id}`, { method: 'DELETE', token: admin }), 404),
      ).toBe(NOT_FOUND);
      expect(
        await errorOf(
          await s.api(`/articles/${id}`, { method: 'PUT', token: admin, json: input }),
          404,
        ),
      ).toBe(NOT_FOUND);
      const list = (await (await s.api('/articles')).json()) as { id: number }[];
      expect(list.map((a) => a.id)).not.toContain(id);
    });
  });
}

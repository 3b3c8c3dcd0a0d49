import { beforeAll, describe, expect, it } from 'vitest';
import { GIF_1x1, JPEG_HEAD, PNG_1x1, SVG, type TestServer } from '../harness.ts';
import {
  validArticle,
  UNAUTHORIZED,
  FORBIDDEN,
  errorOf,
  input,
  stored,
  type ApiContext,
} from './shared.ts';

/** The reference API: POST /articles: what is stored, refused and limited. */
export function createCases(context: () => ApiContext): void {
  let s: TestServer;
  let admin: string;
  let member: string;
  beforeAll(() => {
    ({ s, admin, member } = context());
  });

  describe('POST /articles', () => {
    it('creates an article for an admin: 201 with the stored article, then readable and listed', async () => {
      const res = await s.api('/articles', { method: 'POST', token: admin, json: input });
      expect(res.status).toBe(201);
      const created = (await res.json()) as { id: number };
      expect(validArticle(created)).toEqual([]);
      expect(created).toEqual(stored(created.id, input));
      expect(await (await s.api(`/articles/${created.id}`)).json()).toEqual(created);
      const list = (await (await s.api('/articles')).json()) as { id: number }[];
      // 2026-11-20 is newer than every example: first in the list.
      expect(list[0]).toEqual(created);
    });

    it('fills the optional fields: empty strings, null date and banner, no tags or sections', async () => {
      const res = await s.api('/articles', {
        method: 'POST',
        token: admin,
        json: { title: 'Hanya judul', sections: [{ subtitle: 'a', content: 'b' }] },
      });
      expect(res.status).toBe(201);
      const a = (await res.json()) as { id: number };
      expect(validArticle(a)).toEqual([]);
      expect(a).toEqual({
        id: a.id,
        title: 'Hanya judul',
        author: '',
        date: null,
        category: '',
        banner: null,
        tags: [],
        sections: [{ subtitle: 'a', content: 'b', youtube: '', images: [] }],
        version: 1,
      });
      const list = (await (await s.api('/articles')).json()) as { id: number }[];
      // Listed by the day it was written: before every article dated on an earlier day.
      expect(list[0]!.id).toBe(a.id);
    });

    it('answers 401 without a valid token and 403 for a member, before looking at the body', async () => {
      expect(await errorOf(await s.api('/articles', { method: 'POST', json: input }), 401)).toBe(
        UNAUTHORIZED,
      );
      expect(await errorOf(await s.api('/articles', { method: 'POST', json: {} }), 401)).toBe(
        UNAUTHORIZED,
      );
      expect(
        await errorOf(
          await s.api('/articles', { method: 'POST', token: member, json: input }),
          403,
        ),
      ).toBe(FORBIDDEN);
      expect(
        await errorOf(await s.api('/articles', { method: 'POST', token: member, json: {} }), 403),
      ).toBe(FORBIDDEN);
    });

    it('answers 400 naming the field for invalid bodies', async () => {
      const cases: [unknown, string][] = [
        [{}, 'title: wajib diisi.'],
        [{ title: '' }, 'title: wajib diisi.'],
        [{ title: '   ' }, 'title: wajib diisi.'],
        [{ title: 7 }, 'title: harus berupa teks.'],
        [{ title: 'x'.repeat(301) }, 'title: maksimal 300 karakter.'],
        [{ title: 'a', date: '2026-13-01' }, 'date: harus tanggal dengan format YYYY-MM-DD.'],
        [{ title: 'a', date: null }, 'date: harus berupa teks.'],
        [{ title: 'a', views: 3 }, 'views: tidak dikenal.'],
        [{ title: 'a', tags: ['x', 'x'] }, 'tags: tidak boleh berisi nilai ganda.'],
        [{ title: 'a', tags: [''] }, 'tags[0]: wajib diisi.'],
        [{ title: 'a', sections: [{ subtitle: 's' }] }, 'sections[0].content: wajib diisi.'],
        [
          {
            title: 'a',
            sections: [{ subtitle: 's', content: 'c', images: ['http://evil.example/x.png'] }],
          },
          'sections[0].images[0]: harus path situs (/..., tanpa "//", "\\" atau karakter kontrol) atau data URL gambar (png, jpeg, gif, webp, svg+xml).',
        ],
        [
          { title: 'a', banner: '//evil.example/x.png' },
          'banner: harus path situs (/..., tanpa "//", "\\" atau karakter kontrol) atau data URL gambar (png, jpeg, gif, webp, svg+xml).',
        ],
        [{ title: 'a\u0000b' }, 'title: berisi karakter yang tidak valid.'],
        [
          { title: 'a', banner: '/images/a.svg\u0000b' },
          'banner: harus path situs (/..., tanpa "//", "\\" atau karakter kontrol) atau data URL gambar (png, jpeg, gif, webp, svg+xml).',
        ],
        [{ title: 'a', tags: ['\ud800'] }, 'tags[0]: berisi karakter yang tidak valid.'],
        [
          {
            title: 'a',
            sections: Array.from({ length: 51 }, () => ({ subtitle: 's', content: 'c' })),
          },
          'sections: maksimal 50 item.',
        ],
      ];
      for (const [json, message] of cases) {
        expect(
          await errorOf(await s.api('/articles', { method: 'POST', token: admin, json }), 400),
          JSON.stringify(json).slice(0, 80),
        ).toBe(message);
      }
    });

    it('accepts image data URLs whose bytes are the declared type, and rejects the others', async () => {
      const ok = {
        title: 'Gambar',
        banner: `data:image/png;base64,${PNG_1x1}`,
        sections: [
          {
            subtitle: 's',
            content: 'c',
            images: [
              `data:image/gif;base64,${GIF_1x1}`,
              `data:image/svg+xml;base64,${SVG}`,
              `data:image/jpeg;base64,${JPEG_HEAD}`,
            ],
          },
        ],
      };
      const res = await s.api('/articles', { method: 'POST', token: admin, json: ok });
      expect(res.status).toBe(201);
      const a = (await res.json()) as {
        banner: string;
        sections: { images: { path: string }[] }[];
      };
      // Stored as files: the answer holds their paths, not the data URLs (the contract allows it).
      expect(a.banner).toMatch(/^\/media\/[0-9a-f]{64}\.png$/);
      expect(a.sections[0]!.images.map((i) => i.path.replace(/[0-9a-f]{64}/, 'H'))).toEqual([
        '/media/H.gif',
        '/media/H.svg',
        '/media/H.jpg',
      ]);

      const bad: [unknown, string][] = [
        [
          { title: 'a', banner: `data:image/png;base64,${JPEG_HEAD}` },
          'banner: isi data URL bukan gambar PNG yang valid.',
        ],
        [
          {
            title: 'a',
            banner: `data:image/gif;base64,${Buffer.from('<script>alert(1)</script>').toString('base64')}`,
          },
          'banner: isi data URL bukan gambar GIF yang valid.',
        ],
        [
          {
            title: 'a',
            sections: [
              {
                subtitle: 's',
                content: 'c',
                images: [
                  `data:image/svg+xml;base64,${Buffer.from('<html><script>x</script></html>').toString('base64')}`,
                ],
              },
            ],
          },
          'sections[0].images[0]: isi data URL bukan gambar SVG yang valid.',
        ],
        [
          { title: 'a', banner: 'data:image/png;base64,@@@@' },
          'banner: harus path situs (/...) atau data URL gambar base64 yang valid.',
        ],
        [
          { title: 'a', banner: 'data:text/html;base64,PGgxPg==' },
          'banner: harus path situs (/..., tanpa "//", "\\" atau karakter kontrol) atau data URL gambar (png, jpeg, gif, webp, svg+xml).',
        ],
      ];
      for (const [json, message] of bad) {
        expect(
          await errorOf(await s.api('/articles', { method: 'POST', token: admin, json }), 400),
          message,
        ).toBe(message);
      }
    });

    it('answers 400 naming the field for an image above 2 MiB, 413 for a body above 10 MiB', async () => {
      const big = `data:image/png;base64,${PNG_1x1}${'A'.repeat(2 * 1024 * 1024)}`;
      expect(
        await errorOf(
          await s.api('/articles', {
            method: 'POST',
            token: admin,
            json: { title: 'a', banner: big },
          }),
          400,
        ),
      ).toBe('banner: ukuran gambar melebihi batas 2 MiB.');
      // A section's image too, by its place in the body; and one over by a single character.
      const justOver = `data:image/png;base64,${'A'.repeat(2 * 1024 * 1024 - 21)}`;
      expect(justOver.length).toBe(2 * 1024 * 1024 + 1);
      expect(
        await errorOf(
          await s.api('/articles', {
            method: 'POST',
            token: admin,
            json: { title: 'a', sections: [{ subtitle: 's', content: 'c', images: [justOver] }] },
          }),
          400,
        ),
      ).toBe('sections[0].images[0]: ukuran gambar melebihi batas 2 MiB.');
      const huge = {
        title: 'a',
        sections: [
          {
            subtitle: 's',
            content: 'c',
            images: Array.from({ length: 6 }, () => big.slice(0, 2 * 1024 * 1024 - 4)),
          },
        ],
      };
      expect(JSON.stringify(huge).length).toBeGreaterThan(10 * 1024 * 1024);
      expect(
        await errorOf(await s.api('/articles', { method: 'POST', token: admin, json: huge }), 413),
      ).toBe('Ukuran data melebihi batas 10 MiB.');
      // Just below the limits is accepted.
      const bytes = Buffer.concat([
        Buffer.from(PNG_1x1, 'base64'),
        Buffer.alloc(((2 * 1024 * 1024 - 24) / 4) * 3 - 70),
      ]);
      const nearly = `data:image/png;base64,${bytes.toString('base64')}`;
      expect(nearly.length).toBeGreaterThan(2 * 1024 * 1024 - 100);
      expect(nearly.length).toBeLessThanOrEqual(2 * 1024 * 1024);
      expect(
        (
          await s.api('/articles', {
            method: 'POST',
            token: admin,
            json: { title: 'a', banner: nearly },
          })
        ).status,
      ).toBe(201);
    });
  });
}

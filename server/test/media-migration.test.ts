import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { startServer } from '../app.ts';
import { BACKENDS, GIF_1x1, PNG_1x1, newStorage, serverOptions, type Backend } from './harness.ts';

/**
 * Migration 004_media_files: articles stored before the image store held their images as data
 * URLs; the first start of this version moves them into the store (media.test.ts: the store).
 */
const png = `data:image/png;base64,${PNG_1x1}`;
const gif = `data:image/gif;base64,${GIF_1x1}`;
const sha = (b64: string) => createHash('sha256').update(Buffer.from(b64, 'base64')).digest('hex');

interface Answer {
  id: number;
  banner: string | null;
  sections: { images: { path: string }[] }[];
}

describe.each(BACKENDS)('articles stored before the image store, on %s', (backend: Backend) => {
  it('are converted on start: their data URLs become files and paths', async () => {
    const storage = newStorage(backend);
    const opts = serverOptions(storage);
    try {
      const first = await startServer(opts);
      // Rows as the server wrote them before: images inline, and the media migration not yet applied.
      const sections = [
        {
          subtitle: 'Lama',
          content: 'Isi',
          youtube: '',
          images: [{ path: gif }, { path: '/images/a.svg' }],
        },
      ];
      const [{ id } = { id: 0 }] = await first.db.query<{ id: number }>(
        `INSERT INTO articles (title, banner, sections) VALUES ('Artikel lama', $1, $2) RETURNING id`,
        [png, JSON.stringify(sections)],
      );
      await first.db.query(
        `INSERT INTO articles (title, banner, sections) VALUES ('Tanpa gambar', NULL, '[]')`,
      );
      await first.db.query(`DELETE FROM schema_migrations WHERE name = '004_media_files'`);
      await first.close();

      const second = await startServer(opts);
      try {
        const text = await (await fetch(`${second.apiUrl}/articles/${id}`)).text();
        expect(text).not.toContain('data:');
        const a = JSON.parse(text) as Answer & {
          sections: { subtitle: string; youtube: string }[];
        };
        expect(a.banner).toBe(`/media/${sha(PNG_1x1)}.png`);
        expect(a.sections).toEqual([
          {
            subtitle: 'Lama',
            content: 'Isi',
            youtube: '',
            images: [{ path: `/media/${sha(GIF_1x1)}.gif` }, { path: '/images/a.svg' }],
          },
        ]);
        const img = await fetch(`${second.url}${a.banner}`);
        expect(img.status).toBe(200);
        expect(Buffer.from(await img.arrayBuffer())).toEqual(Buffer.from(PNG_1x1, 'base64'));
        expect((await (await fetch(`${second.apiUrl}/articles`)).text()).includes('data:')).toBe(
          false,
        );
        const applied = await second.db.query(
          `SELECT 1 FROM schema_migrations WHERE name = '004_media_files'`,
        );
        expect(applied).toHaveLength(1);
      } finally {
        await second.close();
      }
    } finally {
      await storage.cleanup();
    }
    // Two full starts of the server (PGlite's start and the seed's password hashing are slow on a busy machine).
  }, 180_000);
});

const describeWithPostgres = process.env.DATABASE_URL ? describe : null;

describeWithPostgres?.('the media migration with two instances starting together', () => {
  it('converts each older row once, and both instances serve its images', async () => {
    const storage = newStorage('postgres');
    const opts = serverOptions(storage);
    try {
      const first = await startServer(opts);
      const ids: number[] = [];
      for (let i = 0; i < 20; i++) {
        const [row] = await first.db.query<{ id: number }>(
          `INSERT INTO articles (title, banner, sections) VALUES ($1, $2, '[]') RETURNING id`,
          [`Lama ${i}`, i % 2 ? png : gif],
        );
        ids.push(row!.id);
      }
      await first.db.query(`DELETE FROM schema_migrations WHERE name = '004_media_files'`);
      await first.close();

      // Both wait on the migration lock; one converts, the other finds it done.
      const [a, b] = await Promise.all([startServer(opts), startServer(opts)]);
      try {
        expect(
          await a.db.query(`SELECT 1 FROM schema_migrations WHERE name = '004_media_files'`),
        ).toHaveLength(1);
        for (const server of [a, b]) {
          const list = await (await fetch(`${server.apiUrl}/articles`)).text();
          expect(list).not.toContain('data:');
          const banners = (JSON.parse(list) as Answer[])
            .filter((x) => ids.includes(x.id))
            .map((x) => x.banner);
          expect(new Set(banners)).toEqual(
            new Set([`/media/${sha(PNG_1x1)}.png`, `/media/${sha(GIF_1x1)}.gif`]),
          );
          for (const banner of new Set(banners))
            expect((await fetch(`${server.url}${banner}`)).status).toBe(200);
        }
      } finally {
        await a.close();
        await b.close();
      }
    } finally {
      await storage.cleanup();
    }
  }, 180_000);
});

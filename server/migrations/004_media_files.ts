import type { Queryable } from '../db.ts';
import type { MigrationContext } from '../migrate.ts';
import { storeArticleImages } from '../media-store.ts';

/**
 * Articles stored before the image store held their images as data URLs in
 * the row. Each such image moves into the store and the row keeps its
 * `/media/<sha256>.<ext>` path, as a write does today. One article at a time,
 * so memory stays at one article's images. Safe to repeat: names are content
 * hashes, so a second run (or a run cut off before its commit) writes the same
 * files again under the same names.
 */
export default async function moveDataUrlImagesToStore(
  tx: Queryable,
  { media }: MigrationContext,
): Promise<void> {
  const ids = await tx.query<{ id: number }>(
    `SELECT id FROM articles WHERE banner LIKE 'data:%' OR sections::text LIKE '%"data:%' ORDER BY id`,
  );
  if (!ids.length) return;
  if (!media) throw new Error('Moving article images into the image store needs the store');
  for (const { id } of ids) {
    const [row] = await tx.query<{ banner: string | null; sections: string }>(
      'SELECT banner, sections::text AS sections FROM articles WHERE id = $1 FOR UPDATE',
      [id],
    );
    if (!row) continue;
    const stored = await storeArticleImages(media, {
      banner: row.banner,
      sections: JSON.parse(row.sections) as { images: { path: string }[] }[],
    });
    await tx.query('UPDATE articles SET banner = $2, sections = $3 WHERE id = $1', [
      id,
      stored.banner,
      JSON.stringify(stored.sections),
    ]);
  }
}

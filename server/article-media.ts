import type { Database, Queryable } from './db.ts';
import { decodeDataUrl, MEDIA_PREFIX, mediaContentType, type MediaStore } from './media-store.ts';

/**
 * The stored images of the articles (server/media-store.ts), and their removal once no article
 * uses them. Which article uses which image is the table article_media, kept by triggers in
 * the writing transaction (migration 011_article_media.sql).
 *
 * An image is removed after the write that dropped its last use has committed (an article
 * deleted, or updated without it), in a transaction of its own that holds the image's lock
 * (an advisory lock on its name) while it checks that no article uses it and removes it. A
 * write takes the same lock, shared, on every image its article names before it stores one,
 * and holds it until its commit: an image being stored or named by a concurrent write is
 * never removed (the removal waits for the write, then sees its use), and an image removed
 * first is stored again by the write. On PGlite the transactions run one at a time anyway.
 * Removals that fail (the store unreachable) are logged and leave the image: disk space only.
 */

/** The lock space of image names (the key is hashtext(name): two names may share one, which only serialises them). */
const MEDIA_LOCK = 7_420_003;

type WithImages = { banner: string | null; sections: { images: { path: string }[] }[] };

export interface ArticleImages {
  /**
   * In a write's transaction: locks every image `article` names, stores its data-URL images
   * and returns it with their `/media/` paths in their place.
   */
  store<T extends WithImages>(tx: Queryable, article: T): Promise<T>;
  /** The images article `id` uses as stored (in the write's transaction). */
  namesOf(tx: Queryable, id: number): Promise<string[]>;
  /** After the commit: removes each of `names` that no article uses any more. */
  release(names: string[]): Promise<void>;
}

/** Without a store: data URLs stay in the article, nothing is removed (tests of the repository alone). */
export const NO_IMAGES: ArticleImages = {
  store: (_tx, article) => Promise.resolve(article),
  namesOf: () => Promise.resolve([]),
  release: () => Promise.resolve(),
};

/** The stored image a site path names, or null. */
function storedName(value: string): string | null {
  const name = value.startsWith(MEDIA_PREFIX) ? value.slice(MEDIA_PREFIX.length) : '';
  return mediaContentType(name) ? name : null;
}

export function articleImages(
  db: Database,
  media: MediaStore,
  onError: (err: unknown, names: string[]) => void,
): ArticleImages {
  const lock = (tx: Queryable, name: string, shared: boolean) =>
    tx.query(`SELECT pg_advisory_xact_lock${shared ? '_shared' : ''}($1, hashtext($2))`, [
      MEDIA_LOCK,
      name,
    ]);
  return {
    async store(tx, article) {
      const refs = [
        article.banner,
        ...article.sections.flatMap((s) => s.images.map((i) => i.path)),
      ];
      const files = new Map<string, NonNullable<ReturnType<typeof decodeDataUrl>>>();
      const names = new Set<string>();
      for (const ref of refs) {
        if (ref === null) continue;
        const file = files.get(ref) ?? decodeDataUrl(ref);
        if (file) files.set(ref, file);
        const name = file?.name ?? storedName(ref);
        if (name) names.add(name);
      }
      // In one order everywhere: two writes and a removal never wait for each other in a circle.
      for (const name of [...names].sort()) await lock(tx, name, true);
      const unique = new Map([...files.values()].map((f) => [f.name, f]));
      await Promise.all([...unique.values()].map((f) => media.put(f.name, f.body, f.contentType)));
      const path = (ref: string) => {
        const file = files.get(ref);
        return file ? `${MEDIA_PREFIX}${file.name}` : ref;
      };
      return {
        ...article,
        banner: article.banner === null ? null : path(article.banner),
        sections: article.sections.map((s) => ({
          ...s,
          images: s.images.map((img) => ({ ...img, path: path(img.path) })),
        })),
      };
    },
    async namesOf(tx, id) {
      const rows = await tx.query<{ name: string }>(
        'SELECT name FROM article_media WHERE article_id = $1',
        [id],
      );
      return rows.map((r) => r.name);
    },
    async release(names) {
      if (!names.length) return;
      try {
        await db.transaction(async (tx) => {
          for (const name of [...new Set(names)].sort()) {
            await lock(tx, name, false);
            const used = await tx.query('SELECT 1 FROM article_media WHERE name = $1 LIMIT 1', [
              name,
            ]);
            if (!used.length) await media.delete(name);
          }
        });
      } catch (err) {
        onError(err, names);
      }
    },
  };
}

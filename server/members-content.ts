/**
 * What only signed-in users may read or download: the members' PDFs
 * (`members-content/documents/`) and the members' sections of the blog posts
 * (`members-content/blog/<post id>.html`). They live beside the server, never in
 * the site's `public/`, `src/` or `common/`, which end up in the built site for
 * anyone to fetch; the API answers them to a valid bearer token only
 * (`GET /documents/{name}`, `GET /blog/{id}/members`).
 *
 * The files are small and few: each is read once, on first use, and kept.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { ROOT_DIR } from './config.ts';

export const MEMBERS_CONTENT_DIR = path.join(ROOT_DIR, 'server', 'members-content');

/** A document's file name as the contract allows it (`DocumentName`). */
const DOCUMENT_NAME = /^[a-z0-9]+(-[a-z0-9]+)*\.pdf$/;

export interface MembersDocument {
  fileName: string;
  bytes: Buffer;
}

export interface MembersContent {
  /** The PDF with this file name, or null when there is none. */
  document(name: string): Promise<MembersDocument | null>;
  /** The members' section of a blog post as HTML, or null when the post has none. */
  blogSection(postId: number): Promise<string | null>;
}

/** Reads a file once; a missing file is remembered as null. */
function onceEach<T>(read: (key: string) => Promise<T | null>) {
  const cache = new Map<string, Promise<T | null>>();
  return (key: string) => {
    let hit = cache.get(key);
    if (!hit) {
      hit = read(key).catch((err: NodeJS.ErrnoException) => {
        if (err.code === 'ENOENT' || err.code === 'EISDIR') return null;
        cache.delete(key);
        throw err;
      });
      cache.set(key, hit);
    }
    return hit;
  };
}

export function membersContent(dir: string = MEMBERS_CONTENT_DIR): MembersContent {
  const documents = onceEach(async (name) => ({
    fileName: name,
    bytes: await fs.readFile(path.join(dir, 'documents', name)),
  }));
  const sections = onceEach(async (id) => {
    const html = (await fs.readFile(path.join(dir, 'blog', `${id}.html`), 'utf8')).trim();
    return html || null;
  });
  return {
    // The name is checked here too (not only by the contract's validation): it becomes a path.
    document: (name) => (DOCUMENT_NAME.test(name) ? documents(name) : Promise.resolve(null)),
    blogSection: (postId) =>
      Number.isSafeInteger(postId) && postId > 0 ? sections(String(postId)) : Promise.resolve(null),
  };
}

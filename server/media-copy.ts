import fs from 'node:fs/promises';
import path from 'node:path';
import { mediaContentType, type MediaStore } from './media-store.ts';

/** What a copy of the image directory did. */
export interface MediaCopy {
  /** Image files in the source directory. */
  files: number;
  /** Written to the target now. */
  copied: number;
  /** Already in the target with the same size (an earlier, interrupted run), so skipped. */
  present: number;
}

/** The stored images of a disk store's directory (`ab/abcd….png`), by name. */
export async function listMediaFiles(dir: string): Promise<{ name: string; file: string }[]> {
  let entries: string[];
  try {
    entries = await fs.readdir(dir);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
  const found: { name: string; file: string }[] = [];
  for (const sub of entries.filter((e) => /^[0-9a-f]{2}$/.test(e)).sort()) {
    for (const name of (await fs.readdir(path.join(dir, sub))).sort())
      // Half-written temp files and anything else the store never serves are left behind.
      if (mediaContentType(name) && name.startsWith(sub))
        found.push({ name, file: path.join(dir, sub, name) });
  }
  return found;
}

/** Copies every stored image of `dir` into `target`, one at a time (memory: one image). */
export async function copyMedia(
  dir: string,
  target: MediaStore,
  log: (line: string) => void = () => {},
): Promise<MediaCopy> {
  const files = await listMediaFiles(dir);
  const result: MediaCopy = { files: files.length, copied: 0, present: 0 };
  for (const f of files) {
    const written = await target.put(f.name, await fs.readFile(f.file), mediaContentType(f.name)!);
    if (written) result.copied++;
    else result.present++;
  }
  log(`images: ${result.files} files, ${result.copied} copied, ${result.present} already there`);
  return result;
}

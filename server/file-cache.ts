import fs from 'node:fs/promises';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import mime from 'mime';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** One encoding of a file: its bytes and its strong ETag. */
export interface Representation {
  body: Buffer;
  etag: string;
}

/** A file of the built site as it was on its first request. */
export interface CachedFile {
  /** Content-Type, with `; charset=utf-8` where @fastify/static adds it. */
  type: string;
  /** The file's modification time as an HTTP date. */
  lastModified: string;
  identity: Representation;
  /** Brotli and gzip encodings, for compressible types of at least COMPRESS_MIN_BYTES. */
  br?: Representation;
  gzip?: Representation;
}

export interface FileCacheOptions {
  /** Larger files are not kept (they keep streaming from disk, with Range). Default 512 KiB. */
  maxFileBytes?: number;
  /** The bytes kept in all, encodings included (about: files read at once may pass it by one file). Default 64 MiB. */
  maxTotalBytes?: number;
}

export const FILE_CACHE_DEFAULTS = { maxFileBytes: 512 * 1024, maxTotalBytes: 64 * 1024 * 1024 };
/** Below this, an encoding saves less than the headers it costs (@fastify/compress's threshold too). */
export const COMPRESS_MIN_BYTES = 1024;

/** Text, scripts, styles, JSON, SVG, XML, web manifests, WebAssembly, uncompressed fonts. */
const COMPRESSIBLE =
  /^text\/|^application\/(?:javascript|json|xml|wasm|manifest\+json)$|\+(?:json|xml)$|^font\/(?:ttf|otf)$|^application\/vnd\.ms-fontobject$/;

/** The Content-Type @fastify/static (its @fastify/send, mime 3) gives a file of this name. */
export function contentType(file: string): string {
  const type = mime.getType(file) ?? 'application/octet-stream';
  const utf8 =
    type.startsWith('text/') ||
    type.startsWith('application/javascript') ||
    type.startsWith('application/json');
  return utf8 ? `${type}; charset=utf-8` : type;
}

export function isCompressible(type: string): boolean {
  return COMPRESSIBLE.test(type.split(';', 1)[0]!.trim().toLowerCase());
}

/**
 * The encoding to answer with for an Accept-Encoding header: the accepted one
 * with the highest q among br and gzip (br on a tie; `*` and `x-gzip` count as
 * gzip, as @fastify/compress counts them), or null for the file as it is. A
 * client that prefers deflate gets null: @fastify/compress deflates that answer.
 */
export function chooseEncoding(header: string | undefined): 'br' | 'gzip' | null {
  if (!header) return null;
  const q: Record<string, number> = {};
  for (const part of header.toLowerCase().split(',')) {
    const [rawName = '', ...params] = part.split(';');
    let name = rawName.trim();
    if (name === '*' || name === 'x-gzip') name = 'gzip';
    if (name !== 'br' && name !== 'gzip' && name !== 'deflate') continue;
    let weight = 1;
    for (const p of params) {
      const m = /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(p);
      if (m) weight = Number(m[1]);
    }
    if (Number.isNaN(weight)) continue;
    q[name] = Math.max(q[name] ?? 0, weight);
  }
  const best = (['br', 'gzip', 'deflate'] as const).reduce<'br' | 'gzip' | 'deflate' | null>(
    (winner, name) => ((q[name] ?? 0) > (winner ? (q[winner] ?? 0) : 0) ? name : winner),
    null,
  );
  return best === 'deflate' ? null : best;
}

/**
 * The built site's files, each read (and, if compressible, brotli- and
 * gzip-encoded off the event loop) once on its first request and then served
 * from memory: no stat, open, read or compression per request on libuv's
 * thread pool, which the bounded password hashing shares. A file is kept as it
 * was when first read, like index.html: a site rebuilt under a running server
 * is served after a restart. Bounded by file size and in total; a file not
 * kept (`null`) is served from disk as before.
 */
export class FileCache {
  private readonly root: string;
  private readonly maxFileBytes: number;
  private readonly maxTotalBytes: number;
  private readonly files = new Map<string, Promise<CachedFile | null>>();
  private total = 0;

  constructor(root: string, options: FileCacheOptions = {}) {
    this.root = root;
    this.maxFileBytes = options.maxFileBytes ?? FILE_CACHE_DEFAULTS.maxFileBytes;
    this.maxTotalBytes = options.maxTotalBytes ?? FILE_CACHE_DEFAULTS.maxTotalBytes;
  }

  /** Bytes kept, encodings included. */
  get size(): number {
    return this.total;
  }

  /**
   * The file at `pathname` (decoded, canonical, starting with `/`, no `..`,
   * dot segment, backslash or NUL: the caller checks), or null when it is not
   * kept: missing (asked again next time), not a regular file, too big, or
   * over the total.
   */
  get(pathname: string): Promise<CachedFile | null> {
    let file = this.files.get(pathname);
    if (!file) {
      file = this.load(pathname);
      this.files.set(pathname, file);
    }
    return file;
  }

  /**
   * Reads and encodes the files of `folder` (below the root; `/assets`) one after the other, so
   * that the first visitor of a chunk does not wait for its compression: right after a login,
   * the admin area's chunks came a round trip slower than for the next visitor. Resolves with
   * how many files it kept; a failure leaves the file to its first request, as before.
   */
  async warm(folder: string): Promise<number> {
    let names: string[];
    try {
      names = (await fs.readdir(path.join(this.root, folder))).sort();
    } catch {
      return 0;
    }
    let kept = 0;
    for (const name of names) if (await this.get(`${folder}/${name}`)) kept++;
    return kept;
  }

  private async load(pathname: string): Promise<CachedFile | null> {
    const filePath = path.join(this.root, pathname);
    let handle: fs.FileHandle;
    try {
      handle = await fs.open(filePath, 'r');
    } catch {
      // Missing (or unreadable): not remembered, so the set of names kept stays that of real files.
      this.files.delete(pathname);
      return null;
    }
    let body: Buffer;
    let mtime: Date;
    let reserved = 0;
    try {
      const stat = await handle.stat();
      if (!stat.isFile() || stat.size > this.maxFileBytes) return null;
      if (this.total + stat.size > this.maxTotalBytes) return null;
      this.total += stat.size;
      reserved = stat.size;
      body = await handle.readFile();
      this.total += body.length - stat.size;
      mtime = stat.mtime;
    } catch {
      this.total -= reserved;
      this.files.delete(pathname);
      return null;
    } finally {
      await handle.close().catch(() => undefined);
    }
    const type = contentType(filePath);
    // Strong ETags: the hash of the bytes, one per encoding (each is a different representation).
    const hash = createHash('sha256').update(body).digest('base64url');
    const file: CachedFile = {
      type,
      lastModified: mtime.toUTCString(),
      identity: { body, etag: `"${hash}"` },
    };
    if (body.length >= COMPRESS_MIN_BYTES && isCompressible(type)) {
      try {
        const [br, gz] = await Promise.all([
          brotli(body, {
            params: {
              // Computed once per file: quality 9 keeps most of 11's gain at a third of its time.
              [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
              [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            },
          }),
          gzip(body, { level: 9 }),
        ]);
        file.br = { body: br, etag: `"${hash}-br"` };
        file.gzip = { body: gz, etag: `"${hash}-gz"` };
        this.total += br.length + gz.length;
      } catch {
        // Not kept: served from disk this time, tried again on the next request.
        this.total -= body.length;
        this.files.delete(pathname);
        return null;
      }
    }
    return file;
  }
}

import fs from 'node:fs/promises';
import path from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import type { S3ClientConfig } from '@aws-sdk/client-s3';
import { IMAGE_DATA_URL } from '../common/image-ref.ts';

/**
 * The image store. Article images arrive as data URLs; the server keeps their
 * bytes here under a content-addressed name (`<sha256>.<ext>`) and stores only
 * the path `/media/<name>` in the article. Two implementations: a directory on
 * the local disk (one instance, or several sharing a volume) and an
 * S3-compatible bucket (several instances).
 */
export interface MediaObject {
  body: Buffer;
  contentType: string;
}

export interface MediaStore {
  readonly kind: 'disk' | 's3';
  /**
   * Stores `body` under `name`; storing a name that exists already with the same size is a no-op
   * (same name, same bytes). True when it wrote the object, false when it was there already.
   */
  put(name: string, body: Buffer, contentType: string): Promise<boolean>;
  /** null when there is no such object. */
  get(name: string): Promise<MediaObject | null>;
  /** Removes the object (no error when it is not there). Only server/article-media.ts calls it. */
  delete(name: string): Promise<void>;
  /**
   * Resolves when the store answers (/readyz): the disk store's directory (or, before the first
   * image, the one it will be made in) is a directory it may write; the bucket answers a HEAD
   * of an object no image has with 404. Throws otherwise, within `timeoutMs`.
   */
  check(timeoutMs: number): Promise<void>;
  close(): void;
}

/** The object /readyz asks the bucket for: no image has this name (images are content hashes). */
export const PROBE_OBJECT = 'readyz-probe';

/** Where article images are served from. */
export const MEDIA_PREFIX = '/media/';

/** Data URL subtype → file extension and content type. */
const TYPES: Record<string, { ext: string; contentType: string }> = {
  png: { ext: 'png', contentType: 'image/png' },
  jpeg: { ext: 'jpg', contentType: 'image/jpeg' },
  gif: { ext: 'gif', contentType: 'image/gif' },
  webp: { ext: 'webp', contentType: 'image/webp' },
  'svg+xml': { ext: 'svg', contentType: 'image/svg+xml' },
};
const CONTENT_TYPES = new Map(Object.values(TYPES).map((t) => [t.ext, t.contentType]));

/** A stored image's name: 64 hex digits of its SHA-256 and one of the known extensions. */
const NAME = /^[0-9a-f]{64}\.(png|jpg|gif|webp|svg)$/;

/** The content type of a valid media name, or null when the name is not one the store can hold. */
export function mediaContentType(name: string): string | null {
  const m = NAME.exec(name);
  return m ? (CONTENT_TYPES.get(m[1]!) ?? null) : null;
}

/** The file a base64 image data URL holds, or null when `value` is not one (a site path). */
export function decodeDataUrl(
  value: string,
): { name: string; body: Buffer; contentType: string } | null {
  const m = IMAGE_DATA_URL.exec(value);
  if (!m) return null;
  const type = TYPES[m[1]!]!;
  const body = Buffer.from(m[2]!, 'base64');
  const hash = createHash('sha256').update(body).digest('hex');
  return { name: `${hash}.${type.ext}`, body, contentType: type.contentType };
}

/** Moves one image into the store: a data URL becomes its `/media/` path; anything else is kept as it is. */
export async function storeImage(store: MediaStore, value: string): Promise<string> {
  const file = decodeDataUrl(value);
  if (!file) return value;
  await store.put(file.name, file.body, file.contentType);
  return `${MEDIA_PREFIX}${file.name}`;
}

/** An article (or its stored shape) whose banner and section images are moved into the store. */
export async function storeArticleImages<
  T extends { banner: string | null; sections: { images: { path: string }[] }[] },
>(store: MediaStore, article: T): Promise<T> {
  return {
    ...article,
    banner: article.banner === null ? null : await storeImage(store, article.banner),
    sections: await Promise.all(
      article.sections.map(async (s) => ({
        ...s,
        images: await Promise.all(
          s.images.map(async (img) => ({ ...img, path: await storeImage(store, img.path) })),
        ),
      })),
    ),
  };
}

/**
 * Files under `dir`, spread over 256 subdirectories by the first two hex
 * digits (`ab/abcd….png`). A file is written under a temporary name and
 * renamed, so a reader, or another instance on a shared volume, never sees
 * half of it.
 */
export function diskStore(dir: string): MediaStore {
  const fileOf = (name: string) => path.join(dir, name.slice(0, 2), name);
  return {
    kind: 'disk',
    async put(name, body) {
      const file = fileOf(name);
      try {
        await fs.access(file);
        return false;
      } catch {
        // Not there yet.
      }
      await fs.mkdir(path.dirname(file), { recursive: true });
      const tmp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      await fs.writeFile(tmp, body);
      await fs.rename(tmp, file);
      return true;
    },
    async get(name) {
      const contentType = mediaContentType(name);
      if (!contentType) return null;
      try {
        return { body: await fs.readFile(fileOf(name)), contentType };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async delete(name) {
      if (mediaContentType(name)) await fs.rm(fileOf(name), { force: true });
    },
    async check() {
      // The directory is made with the first image: until then, the nearest one it goes in.
      for (let d = path.resolve(dir); ; d = path.dirname(d)) {
        try {
          if (!(await fs.stat(d)).isDirectory()) throw new Error(`${d} is not a directory`);
          await fs.access(d, fs.constants.R_OK | fs.constants.W_OK | fs.constants.X_OK);
          return;
        } catch (err) {
          if ((err as NodeJS.ErrnoException).code !== 'ENOENT' || path.dirname(d) === d) throw err;
        }
      }
    },
    close() {},
  };
}

export interface S3Options {
  bucket: string;
  /** Key prefix inside the bucket, e.g. `media/`. */
  prefix: string;
  /** An S3-compatible endpoint (MinIO, R2, …); AWS itself when unset. */
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `http://endpoint/bucket/key` instead of `http://bucket.endpoint/key` (most self-hosted stores). */
  forcePathStyle: boolean;
}

const notFound = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

/**
 * Objects `<prefix><name>` in an S3-compatible bucket. Credentials: the
 * options, or the SDK's usual chain. The SDK is loaded only when this store is
 * used, so a server on the disk store does not spend its start on it.
 */
export function s3Store(opts: S3Options): MediaStore {
  const config: S3ClientConfig = {
    region: opts.region,
    forcePathStyle: opts.forcePathStyle,
    // Checksums only where the S3 API requires them: not every S3-compatible store knows the newer ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
  if (opts.endpoint) config.endpoint = opts.endpoint;
  if (opts.accessKeyId && opts.secretAccessKey)
    config.credentials = {
      accessKeyId: opts.accessKeyId,
      secretAccessKey: opts.secretAccessKey,
    };
  const sdk = import('@aws-sdk/client-s3');
  const client = sdk.then(({ S3Client }) => new S3Client(config));
  // Reported where the store is used, not as an unhandled rejection at start.
  client.catch(() => {});
  const key = (name: string) => `${opts.prefix}${name}`;
  return {
    kind: 's3',
    async put(name, body, contentType) {
      const [{ HeadObjectCommand, PutObjectCommand }, s3] = await Promise.all([sdk, client]);
      try {
        const head = await s3.send(new HeadObjectCommand({ Bucket: opts.bucket, Key: key(name) }));
        // An object of another size under a content hash's name is damaged: written again.
        if (head.ContentLength === body.length) return false;
      } catch (err) {
        if (!notFound(err)) throw err;
      }
      await s3.send(
        new PutObjectCommand({
          Bucket: opts.bucket,
          Key: key(name),
          Body: body,
          ContentType: contentType,
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
      return true;
    },
    async get(name) {
      const contentType = mediaContentType(name);
      if (!contentType) return null;
      const [{ GetObjectCommand }, s3] = await Promise.all([sdk, client]);
      try {
        const res = await s3.send(new GetObjectCommand({ Bucket: opts.bucket, Key: key(name) }));
        if (!res.Body) return null;
        return { body: Buffer.from(await res.Body.transformToByteArray()), contentType };
      } catch (err) {
        if (notFound(err)) return null;
        throw err;
      }
    },
    async delete(name) {
      if (!mediaContentType(name)) return;
      const [{ DeleteObjectCommand }, s3] = await Promise.all([sdk, client]);
      await s3.send(new DeleteObjectCommand({ Bucket: opts.bucket, Key: key(name) }));
    },
    async check(timeoutMs) {
      const [{ HeadObjectCommand }, s3] = await Promise.all([sdk, client]);
      try {
        await s3.send(new HeadObjectCommand({ Bucket: opts.bucket, Key: key(PROBE_OBJECT) }), {
          abortSignal: AbortSignal.timeout(timeoutMs),
        });
      } catch (err) {
        if (!notFound(err)) throw err;
      }
    },
    close() {
      void client.then((s3) => s3.destroy()).catch(() => {});
    },
  };
}

/** The server's image-store options (`startServer()` takes them beside ServerOptions). */
export interface MediaOptions {
  /** Directory of the disk store; `DATA_DIR/media` when unset. */
  mediaDir?: string;
  /** S3 settings; when given, the S3 store is used instead of the disk. */
  s3?: S3Options;
}

export function openMediaStore(opts: MediaOptions, dataDir: string): MediaStore {
  return opts.s3 ? s3Store(opts.s3) : diskStore(opts.mediaDir ?? path.join(dataDir, 'media'));
}

/**
 * MEDIA_DIR, and S3_BUCKET with S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID,
 * S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE, S3_PREFIX (docs/server.md).
 */
export function mediaOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): MediaOptions {
  const opts: MediaOptions = {};
  if (env.MEDIA_DIR) opts.mediaDir = path.resolve(env.MEDIA_DIR);
  if (env.S3_BUCKET) {
    const pathStyle = (env.S3_FORCE_PATH_STYLE ?? '').toLowerCase();
    opts.s3 = {
      bucket: env.S3_BUCKET,
      prefix: env.S3_PREFIX ?? 'media/',
      endpoint: env.S3_ENDPOINT || undefined,
      region: env.S3_REGION || env.AWS_REGION || 'us-east-1',
      accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
      // Path style by default with a custom endpoint (MinIO and friends), virtual hosts on AWS.
      forcePathStyle: pathStyle
        ? !['0', 'false', 'no', 'off'].includes(pathStyle)
        : Boolean(env.S3_ENDPOINT),
    };
  } else if (Object.keys(env).some((k) => k.startsWith('S3_') && env[k]))
    throw new Error('S3_* is set but S3_BUCKET is not: set S3_BUCKET to use the S3 image store');
  return opts;
}

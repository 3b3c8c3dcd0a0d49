import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import type { S3Options } from '../media-store.ts';

/** A local S3-compatible server with one bucket; its credentials are S3RVER / S3RVER. */
export interface LocalS3 {
  endpoint: string;
  /** The server's S3 settings for this store's bucket, objects under `prefix`. */
  options(prefix?: string): S3Options;
  /** Stops the server and removes its directory. */
  stop(): Promise<void>;
}

/** Starts a local S3-compatible server on a free loopback port, its objects in a temp dir of its own. */
export async function startLocalS3(bucket: string): Promise<LocalS3> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'apifutsal-s3-'));
  const s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: dir,
    configureBuckets: [{ name: bucket }],
  });
  const removeDir = () => fs.rmSync(dir, { recursive: true, force: true });
  try {
    const { port } = await s3.run();
    return {
      endpoint: `http://127.0.0.1:${port}`,
      options: (prefix = 'media/') => ({
        bucket,
        prefix,
        endpoint: `http://127.0.0.1:${port}`,
        region: 'us-east-1',
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
        forcePathStyle: true,
      }),
      async stop() {
        await s3.close();
        removeDir();
      },
    };
  } catch (e) {
    removeDir();
    throw e;
  }
}

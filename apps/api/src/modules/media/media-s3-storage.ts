import type { S3Client } from '@aws-sdk/client-s3';
import type { MediaStorage } from '#app/deps';
import type { Config } from '#app/env';
import { isStorePath } from './media-store.ts';

type S3Config = Pick<
  Config,
  | 'MEDIA_S3_BUCKET'
  | 'MEDIA_S3_REGION'
  | 'MEDIA_S3_ENDPOINT'
  | 'MEDIA_S3_PREFIX'
  | 'MEDIA_S3_ACCESS_KEY_ID'
  | 'MEDIA_S3_SECRET_ACCESS_KEY'
>;

const CONTENT_TYPES: Record<string, string> = {
  avif: 'image/avif',
  gif: 'image/gif',
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  png: 'image/png',
  svg: 'image/svg+xml',
  webp: 'image/webp',
};

/** The content type of a store path, from its extension (the store only holds pictures). */
export function contentTypeOf(path: string): string {
  return CONTENT_TYPES[path.slice(path.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}

/** DeleteObjects takes at most this many keys a call. */
const DELETE_BATCH = 1_000;

function isMissing(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
}

/**
 * The media store in an S3-compatible bucket: the same five calls as the disk's, one S3 request each (a folder's
 * listing and removal page through it). Objects are written whole by PutObject, so a reader never sees half of one,
 * with the immutable caching /media/ answers with, for a CDN in front of the bucket. The SDK is loaded only when a
 * bucket is configured, so a shop on its own disk never pays for it.
 */
export async function s3MediaStorage(config: S3Config & { MEDIA_S3_BUCKET: string }): Promise<MediaStorage> {
  const s3 = await import('@aws-sdk/client-s3');
  const client: S3Client = new s3.S3Client({
    region: config.MEDIA_S3_REGION,
    ...(config.MEDIA_S3_ENDPOINT ? { endpoint: config.MEDIA_S3_ENDPOINT, forcePathStyle: true } : {}),
    ...(config.MEDIA_S3_ACCESS_KEY_ID && config.MEDIA_S3_SECRET_ACCESS_KEY
      ? {
          credentials: {
            accessKeyId: config.MEDIA_S3_ACCESS_KEY_ID,
            secretAccessKey: config.MEDIA_S3_SECRET_ACCESS_KEY,
          },
        }
      : {}),
    // Checksums only where S3 requires them: several S3-compatible services refuse the newer checksum headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.MEDIA_S3_BUCKET;
  const key = (path: string) => {
    if (!isStorePath(path)) throw new Error(`${path} is not a path of the media store.`);
    return config.MEDIA_S3_PREFIX + path;
  };
  const folderKey = (folder: string) => {
    if (!/^(?:[a-z0-9][a-z0-9_-]{0,79}\/){0,3}[a-z0-9][a-z0-9_-]{0,79}$/.test(folder)) {
      throw new Error(`${folder} is not a folder of the media store.`);
    }
    return `${config.MEDIA_S3_PREFIX}${folder}/`;
  };
  /** Every key under a folder, page by page. */
  async function* keysUnder(prefix: string, delimiter?: string): AsyncGenerator<string> {
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(
        new s3.ListObjectsV2Command({
          Bucket,
          Prefix: prefix,
          ...(delimiter ? { Delimiter: delimiter } : {}),
          ...(ContinuationToken ? { ContinuationToken } : {}),
        }),
      );
      for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  return {
    async put(path, content) {
      await client.send(
        new s3.PutObjectCommand({
          Bucket,
          Key: key(path),
          Body: content,
          ContentType: contentTypeOf(path),
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },
    async get(path) {
      try {
        const object = await client.send(new s3.GetObjectCommand({ Bucket, Key: key(path) }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : Buffer.alloc(0);
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async has(path) {
      try {
        await client.send(new s3.HeadObjectCommand({ Bucket, Key: key(path) }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async list(folder) {
      const prefix = folderKey(folder);
      const paths: string[] = [];
      for await (const k of keysUnder(prefix, '/')) paths.push(`${folder}/${k.slice(prefix.length)}`);
      return paths.filter(isStorePath);
    },
    diskFolder: () => null,
    async removeFolder(folder) {
      let batch: string[] = [];
      const remove = async () => {
        if (batch.length === 0) return;
        await client.send(
          new s3.DeleteObjectsCommand({
            Bucket,
            Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
          }),
        );
        batch = [];
      };
      for await (const k of keysUnder(folderKey(folder))) {
        batch.push(k);
        if (batch.length === DELETE_BATCH) await remove();
      }
      await remove();
    },
  };
}

import { FilesystemBlobStore } from './filesystem-blob-store';
import { S3BlobStore } from './s3-blob-store';
import type { BlobStore } from './types';

/**
 * The blob store the configuration names: S3 when `BLOB_S3_BUCKET` is set (with `BLOB_S3_ENDPOINT`,
 * `BLOB_S3_REGION`, `BLOB_S3_ACCESS_KEY_ID`, `BLOB_S3_SECRET_ACCESS_KEY`, `BLOB_S3_PREFIX`), else files under `defaultDir`.
 */
export function blobStoreFromEnv(env: NodeJS.ProcessEnv, defaultDir: string): BlobStore {
  if (env.BLOB_S3_BUCKET) {
    return new S3BlobStore({
      bucket: env.BLOB_S3_BUCKET,
      endpoint: env.BLOB_S3_ENDPOINT,
      region: env.BLOB_S3_REGION,
      accessKeyId: env.BLOB_S3_ACCESS_KEY_ID,
      secretAccessKey: env.BLOB_S3_SECRET_ACCESS_KEY,
      prefix: env.BLOB_S3_PREFIX,
    });
  }
  return new FilesystemBlobStore(env.BLOB_DIR ?? defaultDir);
}

/** Stored bytes (images, reports, models) under a key such as `clients/<id>/images/<hash>.png`. */
export interface BlobStore {
  put(key: string, body: Buffer, options?: { contentType?: string }): Promise<void>;
  /** The bytes, or undefined when there is no such blob. */
  get(key: string): Promise<Buffer | undefined>;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
  /** Keys under a prefix, sorted. */
  list(prefix: string): Promise<string[]>;
}

const keyPattern = /^[A-Za-z0-9][A-Za-z0-9._\-/]*$/;

/** Keys are relative paths of safe characters; no `..`, no leading slash, no empty segment. */
export function assertValidKey(key: string): void {
  if (!keyPattern.test(key) || key.split('/').some((part) => part === '' || part === '.' || part === '..') || key.length > 512) {
    throw new Error(`invalid blob key: ${JSON.stringify(key)}`);
  }
}

/**
 * A blob could not be written: the disk is full or read-only, the directory unwritable, the bucket unreachable.
 * The API answers 503 STORAGE_UNAVAILABLE; what the blob belonged to is not recorded (events come after their blobs).
 */
export class BlobWriteFailed extends Error {
  readonly name = 'BlobWriteFailed';
  constructor(
    readonly key: string,
    cause: unknown,
  ) {
    super(`blob ${key} could not be written: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}

export const isBlobWriteFailed = (error: unknown): error is BlobWriteFailed => error instanceof Error && error.name === 'BlobWriteFailed';

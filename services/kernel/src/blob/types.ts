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

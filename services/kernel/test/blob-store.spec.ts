import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import S3rver from 's3rver';
import { FilesystemBlobStore, S3BlobStore, type BlobStore } from '../src';

function blobStoreContract(adapter: string, store: () => BlobStore) {
  describe(`blob store contract: ${adapter}`, () => {
    it('gives back the bytes it was given', async () => {
      const bytes = Buffer.from([0, 1, 2, 250, 255]);
      await store().put('clients/a/images/one.png', bytes, { contentType: 'image/png' });
      expect(await store().get('clients/a/images/one.png')).toEqual(bytes);
      expect(await store().exists('clients/a/images/one.png')).toBe(true);
    });

    it('answers undefined and false for a missing blob', async () => {
      expect(await store().get('clients/a/missing.png')).toBeUndefined();
      expect(await store().exists('clients/a/missing.png')).toBe(false);
    });

    it('overwrites, lists by prefix in order, and deletes', async () => {
      await store().put('clients/b/2.txt', Buffer.from('two'));
      await store().put('clients/b/1.txt', Buffer.from('one'));
      await store().put('clients/b/1.txt', Buffer.from('uno'));
      await store().put('clients/c/1.txt', Buffer.from('other client'));
      expect(await store().list('clients/b/')).toEqual(['clients/b/1.txt', 'clients/b/2.txt']);
      expect((await store().get('clients/b/1.txt'))?.toString()).toBe('uno');
      await store().delete('clients/b/1.txt');
      expect(await store().list('clients/b/')).toEqual(['clients/b/2.txt']);
    });

    it('refuses keys that could escape their place', async () => {
      for (const key of ['../etc/passwd', '/abs', 'a//b', 'a/../b', '']) {
        await expect(store().put(key, Buffer.from('x'))).rejects.toThrow(/invalid blob key/);
      }
    });
  });
}

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'packlens-blobs-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});
blobStoreContract('filesystem', () => new FilesystemBlobStore(path.join(dir, 'fs')));

// s3rver is a real S3 REST implementation over local files: the adapter talks HTTP and signs requests as with AWS.
let s3: S3rver | undefined;
let s3Store: S3BlobStore | undefined;
beforeAll(async () => {
  s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: path.join(dir, 's3'), configureBuckets: [{ name: 'packlens', configs: [] }] });
  const { port } = (await s3.run()) as { port: number };
  s3Store = new S3BlobStore({ bucket: 'packlens', endpoint: `http://127.0.0.1:${port}`, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', prefix: 'test' });
});
afterAll(async () => {
  s3Store?.destroy();
  await s3?.close();
});
blobStoreContract('S3 (s3rver)', () => s3Store!);

import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { assertValidKey, BlobWriteFailed, type BlobStore } from './types';

/** Blobs as files under one directory; writes go to a temporary name first so readers never see half a file. */
export class FilesystemBlobStore implements BlobStore {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    assertValidKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, body: Buffer): Promise<void> {
    const file = this.pathOf(key);
    const temporary = `${file}.${randomUUID()}.partial`;
    try {
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(temporary, body);
      await rename(temporary, file);
    } catch (error) {
      // Disk full, read-only or unwritable: no half file is left behind.
      await rm(temporary, { force: true }).catch(() => undefined);
      throw new BlobWriteFailed(key, error);
    }
  }

  async get(key: string): Promise<Buffer | undefined> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.pathOf(key))).isFile();
    } catch {
      return false;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async list(prefix: string): Promise<string[]> {
    const found: string[] = [];
    const walk = async (dir: string, relative: string) => {
      let entries;
      try {
        entries = await readdir(dir, { withFileTypes: true });
      } catch {
        return;
      }
      for (const entry of entries) {
        const key = relative ? `${relative}/${entry.name}` : entry.name;
        if (entry.isDirectory()) await walk(path.join(dir, entry.name), key);
        else if (!entry.name.endsWith('.partial') && key.startsWith(prefix)) found.push(key);
      }
    };
    await walk(this.root, '');
    return found.sort();
  }
}

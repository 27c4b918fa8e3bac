import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';

/** The part of sharp the specs use to draw their pictures. */
interface Sharp {
  (input: Buffer): { jpeg(options: { quality: number }): { toBuffer(): Promise<Buffer> }; png(): { toBuffer(): Promise<Buffer> } };
}
// sharp belongs to the scoring engine; the specs borrow it to draw the packs and shelves they upload.
const sharp = createRequire(path.resolve(import.meta.dirname, '../../services/scoring/package.json'))('sharp') as Sharp;

/** An SVG drawing as a jpg (quality 90) or png picture. */
export function drawPicture(svg: string, format: 'jpeg' | 'png'): Promise<Buffer> {
  const image = sharp(Buffer.from(svg));
  return format === 'jpeg' ? image.jpeg({ quality: 90 }).toBuffer() : image.png().toBuffer();
}

/**
 * Files a spec uploads: written to a temporary folder of its own before its tests, removed after them.
 * Answers the path of a file by its name.
 */
export function useFiles(prefix: string, contents: Record<string, () => Buffer | Promise<Buffer>>): (name: string) => string {
  let folder: string | undefined;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), prefix));
    for (const [name, content] of Object.entries(contents)) await writeFile(path.join(folder, name), await content());
  });
  afterAll(async () => {
    if (folder) await rm(folder, { recursive: true, force: true });
  });
  return (name: string) => {
    if (!folder) throw new Error(`${name}: the files are written before the tests`);
    return path.join(folder, name);
  };
}

import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { DesignNorms } from '../analysis/norms';
import type { RidgeRegression } from '../heads/ridge';
import type { SegmentHeads } from '../heads/segment-heads';
import type { ModelVersion, SegmentModel } from './model-version';

/**
 * A model on disk is a directory: `version.json` (the record), `heads.json` (structure and small numbers) and
 * `heads.bin` (the large Float32 arrays, little-endian, in the order heads.json lists them). Loading a model of
 * a few MB takes milliseconds; JSON numbers would take seconds.
 */
const LARGE_ARRAYS = ['weights', 'support', 'dual'] as const;
type LargeArray = (typeof LARGE_ARRAYS)[number];

interface StoredHeads extends Omit<SegmentHeads, 'groups'> {
  groups: { columns: number[]; ridge: Omit<RidgeRegression, LargeArray> & { arrays: { name: LargeArray; offset: number; length: number }[] } }[];
}

export function serialiseHeads(heads: SegmentHeads): { json: string; bin: Uint8Array; contentHash: string } {
  const chunks: Float32Array[] = [];
  let offset = 0;
  const stored: StoredHeads = {
    ...heads,
    groups: heads.groups.map(({ columns, ridge }) => {
      const arrays: { name: LargeArray; offset: number; length: number }[] = [];
      const small: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(ridge)) {
        if ((LARGE_ARRAYS as readonly string[]).includes(key)) {
          const array = value as Float32Array;
          arrays.push({ name: key as LargeArray, offset, length: array.length });
          chunks.push(array);
          offset += array.length;
        } else small[key] = value;
      }
      return { columns, ridge: { ...(small as Omit<RidgeRegression, LargeArray>), arrays } };
    }),
  };
  const all = new Float32Array(offset);
  let at = 0;
  for (const chunk of chunks) {
    all.set(chunk, at);
    at += chunk.length;
  }
  const bin = new Uint8Array(all.buffer);
  const json = JSON.stringify(stored);
  const contentHash = createHash('sha256').update(json).update(bin).digest('hex');
  return { json, bin, contentHash };
}

export function deserialiseHeads(json: string, bin: Uint8Array): SegmentHeads {
  const stored = JSON.parse(json) as StoredHeads;
  const all = new Float32Array(bin.buffer.slice(bin.byteOffset, bin.byteOffset + bin.byteLength));
  return {
    ...stored,
    groups: stored.groups.map(({ columns, ridge }) => {
      const { arrays, ...small } = ridge;
      const large = Object.fromEntries(arrays.map((a) => [a.name, all.subarray(a.offset, a.offset + a.length)]));
      return { columns, ridge: { ...small, ...large } as RidgeRegression };
    }),
  };
}

export async function writeModel(dir: string, model: SegmentModel): Promise<void> {
  const { json, bin } = serialiseHeads(model.heads);
  await mkdir(dir, { recursive: true });
  // Parameters first, the record last and by rename: a directory with a version.json is complete.
  await writeFile(join(dir, 'heads.json'), json);
  await writeFile(join(dir, 'heads.bin'), bin);
  if (model.norms) await writeNorms(dir, model.norms);
  const temporary = join(dir, `version.json.tmp-${process.pid}`);
  await writeFile(temporary, `${JSON.stringify(model.version, null, 2)}\n`);
  await rename(temporary, join(dir, 'version.json'));
}

export async function readModel(dir: string): Promise<SegmentModel> {
  const version = JSON.parse(await readFile(join(dir, 'version.json'), 'utf8')) as ModelVersion;
  const json = await readFile(join(dir, 'heads.json'), 'utf8');
  const bin = new Uint8Array(await readFile(join(dir, 'heads.bin')));
  const heads = deserialiseHeads(json, bin);
  const contentHash = createHash('sha256').update(json).update(bin).digest('hex');
  if (contentHash !== version.contentHash) throw new Error(`${dir}: the heads do not match the version record (content hash differs)`);
  const norms = existsSync(join(dir, NORMS_FILE)) ? (JSON.parse(await readFile(join(dir, NORMS_FILE), 'utf8')) as DesignNorms) : undefined;
  return { version, heads, ...(norms ? { norms } : {}) };
}

const NORMS_FILE = 'norms.json';

/** Norms are data about the training set, not parameters: they sit beside the heads and may be added to an older version. */
export async function writeNorms(dir: string, norms: DesignNorms): Promise<void> {
  const temporary = join(dir, `${NORMS_FILE}.tmp-${process.pid}`);
  await writeFile(temporary, `${JSON.stringify(norms)}\n`);
  await rename(temporary, join(dir, NORMS_FILE));
}

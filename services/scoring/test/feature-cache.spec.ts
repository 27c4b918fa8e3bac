import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { EMBEDDING_SIZE } from '../src/backbone';
import { DESIGN_FEATURE_NAMES } from '../src/features';
import { FeatureCache } from '../src/training/feature-cache';

const dirs: string[] = [];
afterAll(async () => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

describe('the training feature cache', () => {
  it('given the same image written twice at once in one process, keeps it once and leaves no temporary file', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'packlens-feature-cache-'));
    dirs.push(dir);
    const cache = new FeatureCache(dir);
    const imageHash = 'ab'.repeat(32);
    const features = {
      imageHash,
      embedding: new Float32Array(EMBEDDING_SIZE).fill(0.25),
      design: Object.fromEntries(DESIGN_FEATURE_NAMES.map((name) => [name, 1])) as never,
    };
    await Promise.all(Array.from({ length: 8 }, () => cache.put(features)));
    const read = await cache.get(imageHash);
    expect(read?.embedding[0]).toBe(0.25);
    const folder = (await readdir(join(dir, 'features'), { recursive: true })).filter((name) => name.includes('.tmp-'));
    expect(folder).toEqual([]);
  });
});

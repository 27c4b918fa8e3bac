import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SegmentId } from '@packlens/contracts';
import { EMBEDDING_SIZE } from '../src/backbone';
import { DESIGN_FEATURE_NAMES, type DesignFeatures } from '../src/features';
import { evaluateImages } from '../src/heads/evaluate-images';
import { HEAD_INPUT_VERSION, HEAD_INPUT_WEIGHTS, headInput } from '../src/heads/head-input';
import { fitSegmentHeads, predictSegments, type TrainingRow } from '../src/heads/segment-heads';
import { readModel, serialiseHeads, writeModel } from '../src/models/model-files';
import { ModelRegistry } from '../src/models/model-registry';
import { versionId, type SegmentModel } from '../src/models/model-version';
import type { HeldOutMetrics } from '../src/training/train';

/** Synthetic features: preference rises with the first embedding dimension, so rankings are known. */
function features(level: number, seed: number) {
  const embedding = new Float32Array(EMBEDDING_SIZE);
  for (let i = 0; i < EMBEDDING_SIZE; i++) embedding[i] = ((Math.sin(seed * 7.1 + i) + 1) / 2) * 0.2;
  embedding[0] = level;
  const design = Object.fromEntries(DESIGN_FEATURE_NAMES.map((n, i) => [n, Math.cos(seed + i)])) as unknown as DesignFeatures;
  return { imageHash: seed.toString(16).padStart(64, '0'), embedding, design };
}

function rows(count: number, kernel: 'linear' | 'rbf' = 'linear') {
  const training: TrainingRow[] = Array.from({ length: count }, (_, k) => {
    const level = (k % 10) / 10;
    return {
      input: headInput(features(level, k), 1),
      observations: ([1, 3] as SegmentId[]).map((segmentId) => ({
        segmentId,
        n: 100,
        mean: 2 + 2 * Math.sqrt(level) + (segmentId === 3 ? 0.3 : 0),
        sd: 0.8 + 0.2 * level,
        wordRates: Object.fromEntries(Array.from({ length: 20 }, (_, w) => [w + 1, 0.1 + 0.5 * level * (w === 1 ? 1 : 0.2)])),
      })),
    };
  });
  return fitSegmentHeads(training, HEAD_INPUT_VERSION, { kernel, inputWeights: HEAD_INPUT_WEIGHTS });
}

function model(mae: number, demo = true, kernel: 'linear' | 'rbf' = 'linear', pearson = 0.9): SegmentModel {
  const heads = rows(40, kernel);
  const { contentHash } = serialiseHeads(heads);
  const metrics = { images: 10, segments: [], summary: { mae, pearson, spearman: pearson, worstMae: mae, worstPearson: pearson, wordMae: 0.05, spreadMae: 0.05 } } as HeldOutMetrics;
  const createdAt = new Date(Date.UTC(2026, 10, 21, 12, 0, Math.round(mae * 1000)));
  return {
    heads,
    version: {
      id: versionId(createdAt, contentHash),
      createdAt: createdAt.toISOString(),
      demo,
      dataHash: 'd'.repeat(64),
      contentHash,
      inputVersion: HEAD_INPUT_VERSION,
      segments: heads.segments,
      trainImages: 32,
      heldOutImages: 8,
      heldOutFraction: 0.2,
      metrics,
    },
  };
}

const scoreAs = (mae: number) => () => ({ summary: { mae } }) as HeldOutMetrics;

describe('model versions on disk', () => {
  let dir: string;
  beforeEach(async () => (dir = await mkdtemp(join(tmpdir(), 'packlens-models-'))));
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('reads back a written model that predicts exactly as before, for linear and RBF heads', async () => {
    for (const kernel of ['linear', 'rbf'] as const) {
      const original = model(0.1, true, kernel);
      await writeModel(join(dir, kernel), original);
      const loaded = await readModel(join(dir, kernel));
      const input = headInput(features(0.35, 999), 1);
      expect(predictSegments(loaded.heads, input, 1)).toEqual(predictSegments(original.heads, input, 1));
      expect(loaded.version).toEqual(original.version);
    }
  });

  it('refuses a model whose parameters no longer match its version record', async () => {
    await writeModel(dir, model(0.1));
    const bin = await readFile(join(dir, 'heads.bin'));
    bin[100] ^= 0xff;
    await writeFile(join(dir, 'heads.bin'), bin);
    await expect(readModel(dir)).rejects.toThrow(/content hash differs/);
  });

  it('activates the first version, then only a version that beats the active one on the held-out split', async () => {
    const registry = new ModelRegistry(dir);
    const first = model(0.1);
    expect((await registry.offer(first, scoreAs(NaN))).promoted).toBe(true);
    expect(await registry.activeId()).toBe(first.version.id);

    const worse = model(0.12);
    const rejected = await registry.offer(worse, scoreAs(0.11));
    expect(rejected).toMatchObject({ promoted: false, against: first.version.id, candidateMae: 0.12, activeMae: 0.11 });
    expect(await registry.activeId()).toBe(first.version.id);

    const better = model(0.08);
    expect((await registry.offer(better, scoreAs(0.11))).promoted).toBe(true);
    expect(await registry.activeId()).toBe(better.version.id);
    expect((await registry.versions()).map((v) => [v.id, v.promotion?.promoted])).toEqual([
      [better.version.id, true],
      [first.version.id, true],
      [worse.version.id, false],
    ]);
  });

  it('given a candidate with a lower error but no evidence of learning (held-out r whose 95 % interval reaches 0), then it is kept but not activated', async () => {
    const registry = new ModelRegistry(dir);
    const first = model(0.1);
    await registry.offer(first, scoreAs(NaN));
    // r = 0.6 over 10 held-out images: the interval starts at about -0.08.
    const lucky = model(0.05, true, 'linear', 0.6);
    const decision = await registry.offer(lucky, scoreAs(0.11));
    expect(decision).toMatchObject({ promoted: false, code: 'no_evidence', candidateMae: 0.05, activeMae: 0.11 });
    expect(decision.pearsonLowerBound).toBeLessThan(0);
    expect(decision.reason).toMatch(/no evidence/);
    expect(await registry.activeId()).toBe(first.version.id);
    // The same error with r = 0.9 shows it learnt: activated, with the active version's figures kept beside.
    const learnt = model(0.05, true, 'linear', 0.9);
    const promoted = await registry.offer(learnt, scoreAs(0.11));
    expect(promoted).toMatchObject({ promoted: true, code: 'better', active: { summary: { mae: 0.11 } } });
    expect(await registry.activeId()).toBe(learnt.version.id);
  });
});

describe('evaluating images', () => {
  it('names the model version, the image hash and the demo flag, and ranks images per segment', () => {
    const demo = model(0.1);
    const inputs = [0.2, 0.9, 0.5].map((level, i) => ({ image: `pack-${i}.png`, categoryId: 1, features: features(level, 500 + i) }));
    const evaluations = evaluateImages(demo, inputs, [1, 3]);
    expect(evaluations.map((e) => [e.image, e.modelVersion, e.demoModel, e.imageHash])).toEqual(inputs.map((i) => [i.image, demo.version.id, true, i.features.imageHash]));
    expect(evaluations.map((e) => e.segments[0].rank)).toEqual([3, 1, 2]);
    expect(evaluations.map((e) => e.segments[1].rank)).toEqual([3, 1, 2]);
    expect(evaluations[1].segments[1].preference.mean).toBeGreaterThan(evaluations[1].segments[0].preference.mean);
    expect(evaluations[0].segments[0].imageWords).toHaveLength(20);
  });

  it('offers 19 image words for a non-food category', () => {
    const [evaluation] = evaluateImages(model(0.1), [{ image: 'soap.png', categoryId: 6, features: features(0.5, 7) }], [1]);
    expect(evaluation.segments[0].imageWords.map((w) => w.wordId)).not.toContain(1);
    expect(evaluation.segments[0].imageWords).toHaveLength(19);
  });

  it('a model trained on survey data is not a demo model', () => {
    const [evaluation] = evaluateImages(model(0.1, false), [{ image: 'a.png', categoryId: 1, features: features(0.5, 8) }], [1]);
    expect(evaluation.demoModel).toBe(false);
  });
});

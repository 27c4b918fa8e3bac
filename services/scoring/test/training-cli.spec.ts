import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../src/cli/main';
import { generateDemoPanel } from '../src/panel/generate';
import { datasetFiles, zipDataset } from '../src/training/dataset-writer';
import type { ModelVersion } from '../src/models/model-version';

/** Runs packlens-score in process and returns its exit code and output. */
async function cli(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(argv, { out: (t) => out.push(t), err: (t) => err.push(t) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('train, validate and evaluate from the command line', () => {
  let dir: string;
  const previousCache = process.env.PACKLENS_MODEL_CACHE;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'packlens-cli-'));
    process.env.PACKLENS_MODEL_CACHE = join(dir, 'cache');
    // A small simulated survey: too small for the accuracy target, enough to exercise the whole path.
    const content = await generateDemoPanel({ seed: 5, images: 60, perCell: 30 });
    await writeFile(join(dir, 'survey.zip'), zipDataset(datasetFiles({ ...content, meta: { demo: false, name: 'cli test survey' } })));
    await writeFile(join(dir, 'a.png'), content.images[0].bytes);
    await writeFile(join(dir, 'b.png'), content.images[1].bytes);
  }, 120_000);

  afterAll(async () => {
    if (previousCache === undefined) delete process.env.PACKLENS_MODEL_CACHE;
    else process.env.PACKLENS_MODEL_CACHE = previousCache;
    await rm(dir, { recursive: true, force: true });
  });

  it('trains a model from a zip, registers it as the first active version, and prints held-out metrics per segment', async () => {
    const result = await cli('train', join(dir, 'survey.zip'), '--out', join(dir, 'model'), '--register', '--json');
    expect(result.code).toBe(0);
    const version = JSON.parse(result.out) as ModelVersion;
    expect(version.demo).toBe(false);
    expect(version.trainImages + version.heldOutImages).toBe(60);
    expect(version.metrics.segments.map((s) => s.segmentId)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 25, 26, 27, 28, 35, 36, 37, 38]);
    expect(version.promotion).toMatchObject({ promoted: true, against: null });
    const written = JSON.parse(await readFile(join(dir, 'model', 'version.json'), 'utf8')) as ModelVersion;
    expect(written.id).toBe(version.id);
    const active = JSON.parse(await readFile(join(dir, 'cache', 'heads', 'active.json'), 'utf8')) as { id: string };
    expect(active.id).toBe(version.id);

    const validated = await cli('validate', 'active', join(dir, 'survey.zip'), '--json');
    expect(validated.code).toBe(0);
    const report = JSON.parse(validated.out);
    // Validation uses the same split by image hash, so it reproduces training's held-out metrics.
    expect(report.metrics.summary.mae).toBeCloseTo(version.metrics.summary.mae, 9);
    expect(report.demoModel).toBe(false);
  }, 300_000);

  it('evaluates images for the chosen segments, naming model version and image hash, with ranks', async () => {
    const result = await cli('evaluate', join(dir, 'a.png'), join(dir, 'b.png'), '--segments', '1,3,25', '--model', join(dir, 'model'), '--json');
    expect(result.code).toBe(0);
    const { evaluations } = JSON.parse(result.out);
    expect(evaluations).toHaveLength(2);
    for (const e of evaluations) {
      expect(e.imageHash).toMatch(/^[0-9a-f]{64}$/);
      expect(e.modelVersion).toMatch(/^heads-/);
      expect(e.demoModel).toBe(false);
      expect(e.segments.map((s: { segmentId: number }) => s.segmentId)).toEqual([1, 3, 25]);
      for (const s of e.segments) {
        expect(s.preference.mean).toBeGreaterThanOrEqual(1);
        expect(s.preference.mean).toBeLessThanOrEqual(5);
        expect(s.preference.sd).toBeGreaterThan(0);
      }
    }
    const ranks = evaluations.map((e: { segments: { rank: number }[] }) => e.segments[0].rank).sort();
    expect(ranks[0]).toBe(1);
  }, 120_000);

  it('refuses more than six segments and unknown ones with a usage error', async () => {
    expect((await cli('evaluate', join(dir, 'a.png'), '--segments', '1,2,3,4,5,6,7')).code).toBe(2);
    const unknown = await cli('evaluate', join(dir, 'a.png'), '--segments', '9');
    expect(unknown.code).toBe(2);
    expect(unknown.err).toMatch(/unknown segment id 9/);
  });

  it('matches a concept against an image with the pack text given, and reports level, score and drivers', async () => {
    const result = await cli('concept', join(dir, 'a.png'), '--text', 'シンプルで自然なパッケージ', '--lang', 'ja', '--pack-text', '自然', '--model', join(dir, 'model'), '--json');
    expect(result.code).toBe(0);
    const evaluation = JSON.parse(result.out);
    expect(evaluation.level).toBeGreaterThanOrEqual(1);
    expect(evaluation.level).toBeLessThanOrEqual(5);
    expect(evaluation.match.drivers.map((d: { wordId: number }) => d.wordId).sort((a: number, b: number) => a - b)).toEqual([3, 10]);
    expect(evaluation.match.sharedPackWords).toEqual(['自然']);
    expect(evaluation.imageHash).toMatch(/^[0-9a-f]{64}$/);
  }, 120_000);
});

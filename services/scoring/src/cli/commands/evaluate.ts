import { parseArgs } from 'node:util';
import { defaultCategoryId, imageWordById, isSegmentId, maxSegmentsPerProject, overallSegmentId, categoryById, type SegmentId } from '@packlens/contracts';
import { FeatureExtractor, loadImage, PACK_MAX_BYTES } from '../../features';
import { evaluateImages, type ImageEvaluation } from '../../heads/evaluate-images';
import { loadSegmentModel } from '../../models/load-model';
import { UsageError, type Command } from '../command';

const usage = `packlens-score evaluate IN... [--segments 1,2,3,5] [--category ID] [--model DIR] [--json]

Per image and segment: preference mean (1-5) and standard deviation, image-word probabilities (20 words; 19 for
non-food categories), and the image's rank among the IN images (1 = most preferred). Inputs: jpg, png, or the
first page of a pdf.

--segments  segment ids (catalogue: 1 overall, 2 male, 3 female, 4 category users, 5-8 ages 20s-50s,
            25-28 male 20s-50s, 35-38 female 20s-50s); at most ${maxSegmentsPerProject}; default ${overallSegmentId}
--category  product category id (default ${defaultCategoryId}); decides whether the food-only word applies
--model     a model directory written by \`train --out\`; default: the active version in the model cache
--json      one JSON document: every result names the model version, the image hash, and demoModel`;

export const evaluate: Command = {
  summary: 'preference mean and spread, image words and rank per image and segment',
  usage,
  async run(args, io) {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      options: { segments: { type: 'string' }, category: { type: 'string' }, model: { type: 'string' }, json: { type: 'boolean' } },
    });
    if (positionals.length === 0) throw new UsageError('no input images');
    const segmentIds = parseSegments(values.segments ?? String(overallSegmentId));
    const categoryId = parseCategory(values.category);
    const model = await loadSegmentModel({ modelDir: values.model });
    const extractor = await FeatureExtractor.load();
    try {
      const inputs = [];
      for (const image of positionals) {
        inputs.push({ image, categoryId, features: await extractor.extract(await loadImage(image, { maxBytes: PACK_MAX_BYTES })) });
      }
      const evaluations = evaluateImages(model, inputs, segmentIds);
      io.out(values.json ? JSON.stringify({ evaluations }, null, 2) : evaluations.map(describe).join('\n\n'));
    } finally {
      await extractor.dispose();
    }
    return 0;
  },
};

export function parseSegments(text: string): SegmentId[] {
  const ids = text.split(',').map((s) => Number(s.trim()));
  const unknown = ids.filter((id) => !isSegmentId(id));
  if (unknown.length) throw new UsageError(`unknown segment id ${unknown.join(', ')}`);
  if (new Set(ids).size !== ids.length) throw new UsageError('a segment is listed twice');
  if (ids.length > maxSegmentsPerProject) throw new UsageError(`at most ${maxSegmentsPerProject} segments can be calculated at a time`);
  return ids as SegmentId[];
}

export function parseCategory(text: string | undefined): number {
  const categoryId = Number(text ?? defaultCategoryId);
  if (!categoryById(categoryId)) throw new UsageError(`unknown category ${text}`);
  return categoryId;
}

/** The first line of a result: the image, its hash and the model, with the demo label where it applies. */
export function resultHeader(image: string, r: { imageHash: string; modelVersion: string; demoModel: boolean }): string {
  return `${image}  sha256:${r.imageHash.slice(0, 16)}  model ${r.modelVersion}${r.demoModel ? '  [DEMO MODEL: trained on simulated panel data]' : ''}`;
}

function describe(e: ImageEvaluation): string {
  const lines = [resultHeader(e.image, e)];
  for (const s of e.segments) {
    const words = [...s.imageWords]
      .sort((a, b) => b.probability - a.probability)
      .slice(0, 5)
      .map((w) => `${imageWordById(w.wordId)?.name.en ?? w.wordId} ${(w.probability * 100).toFixed(0)}%`)
      .join(', ');
    lines.push(`  segment ${String(s.segmentId).padStart(2)}: preference ${s.preference.mean.toFixed(2)} ± ${s.preference.sd.toFixed(2)}  rank ${s.rank}  words: ${words}`);
  }
  return lines.join('\n');
}

import { parseArgs } from 'node:util';
import { overallSegmentId } from '@packlens/contracts';
import { matchConcept } from '../../concept/concept-match';
import { designWordProfile } from '../../concept/evaluate-concept';
import { colourProfile, foregroundOf } from '../../concept/pack-colours';
import { packElongation } from '../../concept/pack-shape';
import { PackTextReader } from '../../concept/pack-text';
import { halvesOf, readRetrievalSet, retrievalFigures, type RetrievalFigures } from '../../concept/retrieval';
import { conceptLanguages, type ConceptLanguage } from '../../concept/tokenize';
import { FeatureExtractor, loadImage, SHELF_MAX_BYTES } from '../../features';
import { loadSegmentModel } from '../../models/load-model';
import { UsageError, type Command } from '../command';
import { parseCategory, parseSegments } from './evaluate';

const usage = `packlens-score concept-retrieval DIR [--lang en|ja|zh] [--segment ID] [--category ID] [--no-ocr]
                                 [--model DIR] [--json]

Concept retrieval: every item's description is matched, as a concept, against every item's image with the
engine's concept matching (segment ${overallSegmentId} and category 1 unless given); the item's own image should rank
first. DIR has grocery-dev's layout: items/<name>/<name>_Iconic.jpg and items/<name>/<name>_Description.txt.
Prints top-1, top-5, the mean reciprocal rank (MRR, with chance beside it) and the mean level of each
description on its own image and on the others, and the figures on the two halves of the items in name order
(the first, third, fifth… where the matcher's rules were chosen, and the others, held out); --json prints the
figures with each item's rank.`;

export const conceptRetrieval: Command = {
  summary: 'top-1, top-5 and MRR of matching each description with its own image over a folder of items',
  usage,
  async run(args, io) {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      options: {
        lang: { type: 'string', default: 'en' },
        segment: { type: 'string' },
        category: { type: 'string' },
        'no-ocr': { type: 'boolean' },
        model: { type: 'string' },
        json: { type: 'boolean' },
      },
    });
    if (positionals.length !== 1) throw new UsageError('expected one folder');
    const language = values.lang as ConceptLanguage;
    if (!conceptLanguages.includes(language)) throw new UsageError('--lang must be ja, zh or en');
    const [segmentId] = parseSegments(values.segment ?? String(overallSegmentId));
    const categoryId = parseCategory(values.category ?? '1');
    const items = await readRetrievalSet(positionals[0]);
    if (items.length < 2) throw new UsageError(`found ${items.length} item(s) in ${positionals[0]}/items; at least two are needed`);

    const model = await loadSegmentModel({ modelDir: values.model });
    const extractor = await FeatureExtractor.load();
    const reader = values['no-ocr'] ? null : await PackTextReader.load();
    const designs = [];
    try {
      for (const item of items) {
        const image = await loadImage(item.image, { maxBytes: SHELF_MAX_BYTES });
        const features = await extractor.extract(image);
        const foreground = foregroundOf(image.raster);
        designs.push({ profile: designWordProfile(model, features, categoryId, segmentId).profile, colours: colourProfile(foreground), elongation: packElongation(foreground), packText: reader ? await reader.read(image) : null });
      }
    } finally {
      await extractor.dispose();
    }
    const scores: number[][] = [];
    const levels: number[][] = [];
    for (const item of items) {
      const row = await Promise.all(designs.map((design) => matchConcept({ concept: item.description, language, design: design.profile, colours: design.colours, elongation: design.elongation, packText: design.packText })));
      scores.push(row.map((match) => match.score));
      levels.push(row.map((match) => match.level));
    }
    const figures = retrievalFigures(
      items.map((item) => item.name),
      scores,
      levels,
    );
    io.out(values.json ? JSON.stringify({ dir: positionals[0], language, segmentId, categoryId, ocr: !values['no-ocr'], ...figures, halves: halvesOf(figures) }, null, 2) : describe(figures));
    return 0;
  },
};

function describe(f: RetrievalFigures): string {
  const pct = (value: number) => `${(value * 100).toFixed(1)}%`;
  const worst = [...f.ranks].sort((a, b) => b.rank - a.rank).slice(0, 5);
  const halves = halvesOf(f);
  const half = (h: ReturnType<typeof halvesOf>['development']) => `top-1 ${pct(h.top1)}  top-5 ${pct(h.top5)}  MRR ${h.mrr.toFixed(3)}`;
  return [
    `${f.items} items`,
    `  top-1 ${pct(f.top1)}  top-5 ${pct(f.top5)}  MRR ${f.mrr.toFixed(3)} (chance ${f.chanceMrr.toFixed(3)})`,
    `  mean level: own image ${f.meanLevelOwn.toFixed(2)}, other images ${f.meanLevelOther.toFixed(2)}`,
    `  development half (1st, 3rd, 5th… item by name): ${half(halves.development)}`,
    `  held-out half (2nd, 4th…): ${half(halves.heldOut)}`,
    `  worst ranked: ${worst.map((r) => `${r.name} ${r.rank}`).join(', ')}`,
  ].join('\n');
}

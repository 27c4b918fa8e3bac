import { parseArgs } from 'node:util';
import { overallSegmentId } from '@packlens/contracts';
import { evaluateConcept, type ConceptEvaluation } from '../../concept/evaluate-concept';
import { refinerFromEnvironment } from '../../concept/llm-refiner';
import { colourProfile, foregroundOf } from '../../concept/pack-colours';
import { packElongation } from '../../concept/pack-shape';
import { PackTextReader } from '../../concept/pack-text';
import { conceptLanguages, type ConceptLanguage } from '../../concept/tokenize';
import { FeatureExtractor, loadImage, PACK_MAX_BYTES } from '../../features';
import { loadSegmentModel } from '../../models/load-model';
import { UsageError, type Command } from '../command';
import { parseCategory, parseSegments, resultHeader } from './evaluate';

const usage = `packlens-score concept IN --text "CONCEPT" --lang ja|zh|en [--segment ID] [--category ID]
                       [--pack-text "TEXT" | --no-ocr] [--model DIR] [--json]

Concept matching: the concept is tokenised (kuromoji for Japanese, jieba for Chinese), mapped through the
image-word lexicon, and compared with the image words the design evokes for the segment (default ${overallSegmentId});
the colours it names or implies ("orange juice" → orange) are compared with the colours the design shows,
the shapes it names or implies ("long", a cucumber; "round", an orange) with the design's outline;
the overlap between the concept's words and the text on the pack (read by OCR unless --pack-text or --no-ocr)
adds to the score. Prints the level (1-5), the score (0-1) and the words that drove it.

Where PACKLENS_LLM_API_KEY and PACKLENS_LLM_MODEL (and optionally PACKLENS_LLM_BASE_URL, any
OpenAI-compatible endpoint) are set, a language model may move the level by one step and says why.`;

export const concept: Command = {
  summary: 'concept-matching level (1-5), score and driving words for one image',
  usage,
  async run(args, io) {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      options: {
        text: { type: 'string' },
        lang: { type: 'string' },
        segment: { type: 'string' },
        category: { type: 'string' },
        'pack-text': { type: 'string' },
        'no-ocr': { type: 'boolean' },
        model: { type: 'string' },
        json: { type: 'boolean' },
      },
    });
    if (positionals.length !== 1) throw new UsageError('expected one input image');
    if (!values.text?.trim()) throw new UsageError('--text "CONCEPT" is required');
    const language = values.lang as ConceptLanguage;
    if (!conceptLanguages.includes(language)) throw new UsageError('--lang must be ja, zh or en');
    const [segmentId] = parseSegments(values.segment ?? String(overallSegmentId));
    const categoryId = parseCategory(values.category);

    const model = await loadSegmentModel({ modelDir: values.model });
    const image = await loadImage(positionals[0], { maxBytes: PACK_MAX_BYTES });
    const extractor = await FeatureExtractor.load();
    let packText: string | null = values['pack-text'] ?? null;
    try {
      const features = await extractor.extract(image);
      if (packText === null && !values['no-ocr']) packText = await (await PackTextReader.load()).read(image);
      const foreground = foregroundOf(image.raster);
      const result = await evaluateConcept({ model, features, categoryId, segmentId, concept: values.text, language, packText, colours: colourProfile(foreground), elongation: packElongation(foreground), refiner: refinerFromEnvironment() });
      io.out(values.json ? JSON.stringify({ image: positionals[0], ...result }, null, 2) : describe(positionals[0], result));
    } finally {
      await extractor.dispose();
    }
    return 0;
  },
};

function describe(image: string, r: ConceptEvaluation): string {
  const lines = [
    resultHeader(image, r),
    `  concept matching level ${r.level}/5  score ${r.match.score.toFixed(3)} (image words ${r.match.wordScore.toFixed(3)}${r.match.colourScore === null ? '' : `, colours ${r.match.colourScore.toFixed(3)}`}${r.match.shapeScore === null ? '' : `, shape ${r.match.shapeScore.toFixed(3)}`}${r.match.packTextOverlap === null ? '' : `, pack-text overlap ${(r.match.packTextOverlap * 100).toFixed(0)}%`})  segment ${r.segmentId}`,
  ];
  if (r.match.noImageWordFound) lines.push('  the concept names no image word or near synonym: that part is neutral');
  for (const d of r.match.drivers) {
    lines.push(
      `  ${d.contribution >= 0 ? '+' : '-'} ${d.word.padEnd(18)} concept ${(d.conceptWeight * 100).toFixed(0)}% (${d.conceptTerms.join(', ')})  design ${(d.probability * 100).toFixed(0)}%, strength ${d.designStrength.toFixed(2)}`,
    );
  }
  for (const c of r.match.colourDrivers) {
    lines.push(`  ${c.contribution >= 0 ? '+' : '-'} colour ${c.colour.padEnd(11)} concept ${(c.conceptWeight * 100).toFixed(0)}% (${c.conceptTerms.join(', ')})  design ${(c.share * 100).toFixed(0)}% of the foreground, strength ${c.strength.toFixed(2)}`);
  }
  for (const s of r.match.shapeDrivers) {
    lines.push(`  ${s.contribution >= 0 ? '+' : '-'} shape ${s.shape.padEnd(12)} concept ${(s.conceptWeight * 100).toFixed(0)}% (${s.conceptTerms.join(', ')})  design elongation ${s.elongation.toFixed(2)}, strength ${s.strength.toFixed(2)}`);
  }
  if (r.match.sharedPackWords.length) lines.push(`  on the pack too: ${r.match.sharedPackWords.join(', ')}`);
  if (r.refinement) lines.push(`  refined by ${r.refinement.model}: level ${r.refinement.level} (suggested ${r.refinement.suggestedLevel}) — ${r.refinement.rationale}`);
  if (r.refinementError) lines.push(`  language model not used: ${r.refinementError}`);
  return lines.join('\n');
}

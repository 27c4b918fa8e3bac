import { mkdir, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { noticeTypes, overallSegmentId } from '@packlens/contracts';
import { AnalysisEngine, type ImageAnalysis } from '../../analysis';
import { FeatureExtractor, loadImage, PACK_MAX_BYTES } from '../../features';
import { HeatmapModel } from '../../heatmap/model';
import { loadSegmentModel } from '../../models/load-model';
import { UsageError, type Command } from '../command';
import { parseCategory, parseSegments, resultHeader } from './evaluate';

const usage = `packlens-score analyse IN... [--segments 1,2,3] [--category ID] [--pack-height CM] [--model DIR] [--out-dir DIR] [--json]

The AI analysis of a design, measured by the engine's own models: occlusion attribution of the predicted preference
per segment, design diagnostics (the product name's contrast, size at shelf distance and share of attention; text
area, colourfulness, clutter, white space against the best-scoring packs of the category and segment in the model's
training data), notices (types 1-8), and twenty modifications applied to the image and re-scored for every segment.

--segments     segment ids, at most 6; default ${overallSegmentId}
--category     product category id
--pack-height  the pack's height in cm, for legibility at 1.5 m (default 20)
--model        a model directory; default: the active version
--out-dir      write the best modified designs there as PNG
--json         one JSON document`;

export const analyse: Command = {
  summary: 'explain a design\'s score, check it against the best packs, and re-score modified designs',
  usage,
  async run(args, io) {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      options: {
        segments: { type: 'string' },
        category: { type: 'string' },
        'pack-height': { type: 'string' },
        model: { type: 'string' },
        'out-dir': { type: 'string' },
        json: { type: 'boolean' },
      },
    });
    if (positionals.length === 0) throw new UsageError('no input images');
    const segmentIds = parseSegments(values.segments ?? String(overallSegmentId));
    const categoryId = parseCategory(values.category);
    const packHeightCm = values['pack-height'] ? Number(values['pack-height']) : undefined;
    if (packHeightCm !== undefined && !(packHeightCm > 0 && packHeightCm < 500)) throw new UsageError('--pack-height is a height in cm');
    const model = await loadSegmentModel({ modelDir: values.model });
    const extractor = await FeatureExtractor.load();
    const heatmaps = await HeatmapModel.load({ backbone: extractor.backbone, textDetector: extractor.textDetector });
    const engine = new AnalysisEngine(extractor, heatmaps, model);
    const results: { image: string; imageHash: string; analysis: ImageAnalysis }[] = [];
    try {
      for (const path of positionals) {
        const image = await loadImage(path, { maxBytes: PACK_MAX_BYTES });
        const analysis = await engine.analyse(image, { categoryId, segmentIds, packHeightCm });
        results.push({ image: path, imageHash: image.imageHash, analysis });
        if (values['out-dir']) {
          await mkdir(values['out-dir'], { recursive: true });
          for (const chosen of analysis.chosen) {
            const { width, height, data } = chosen.raster;
            await writeFile(join(values['out-dir'], `${basename(path).replace(/\.[^.]+$/, '')}.${chosen.key}.png`), await sharp(Buffer.from(data), { raw: { width, height, channels: 3 } }).png().toBuffer());
          }
        }
      }
    } finally {
      await extractor.dispose();
    }
    if (values.json) {
      io.out(JSON.stringify(results.map(({ image, imageHash, analysis }) => ({ image, imageHash, ...withoutRasters(analysis) })), null, 2));
    } else io.out(results.map((r) => describe(r.image, r.imageHash, r.analysis)).join('\n\n'));
    return 0;
  },
};

function withoutRasters(analysis: ImageAnalysis) {
  const { chosen, heatmap: _, attribution, ...rest } = analysis;
  return {
    ...rest,
    attribution: { columns: attribution.columns, rows: attribution.rows, cells: attribution.cells.map((c) => Array.from(c, (v) => Number(v.toFixed(4)))) },
    chosen: chosen.map(({ raster: _r, heatmap: _h, ...c }) => c),
  };
}

function describe(image: string, imageHash: string, a: ImageAnalysis): string {
  const f = (v: number) => (v >= 0 ? '+' : '') + v.toFixed(3);
  const lines = [resultHeader(image, { imageHash, modelVersion: a.modelVersion, demoModel: a.demoModel })];
  lines.push(`  preference: ${a.segmentIds.map((s, i) => `segment ${s} ${a.baseMeans[i].toFixed(2)}`).join(', ')}`);
  const n = a.diagnostics.name;
  lines.push(
    n
      ? `  name: box ${n.box.x},${n.box.y} ${n.box.width}x${n.box.height}  contrast ${n.contrastRatio.toFixed(1)}:1  letters ${n.letterHeightMm.toFixed(1)} mm (legible to ${n.legibleUpToM.toFixed(1)} m)  attention ${(n.attentionShare * 100).toFixed(1)}% (lift ${n.attentionLift.toFixed(2)})  attribution ${a.nameAttribution.map(f).join(' ')}`
      : '  name: no lettering found',
  );
  lines.push(`  design: ${Object.entries(a.diagnostics.design).map(([k, v]) => `${k} ${v.toFixed(3)}`).join(', ')}`);
  for (const notice of a.notices) {
    const type = noticeTypes.find((t) => t.id === notice.type);
    lines.push(`  notice ${notice.type} ${type?.label.en}${notice.segmentIds.length ? ` (segments ${notice.segmentIds.join(', ')})` : ''}: ${Object.entries(notice.measured).map(([k, v]) => `${k} ${v.toFixed(3)}`).join(', ')}`);
  }
  lines.push('  best modifications (mean change per segment):');
  for (const c of a.candidates.slice(0, 5)) lines.push(`    ${c.key.padEnd(26)} ${c.deltas.map(f).join(' ')}  mean ${f(c.meanDelta)}`);
  lines.push(`  time: ${Math.round(a.timings.totalMs)} ms (attribution ${Math.round(a.timings.attributionMs)} ms, ${a.candidates.length} candidates ${Math.round(a.timings.candidatesMs)} ms)`);
  return lines.join('\n');
}

import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnalysisEngine, designNorms, type ImageAnalysis } from '../src/analysis';
import { FeatureExtractor, loadImage } from '../src/features';
import { HEAD_INPUT_VERSION, headInput } from '../src/heads/head-input';
import { fitSegmentHeads } from '../src/heads/segment-heads';
import { HeatmapModel } from '../src/heatmap/model';
import type { SegmentModel } from '../src/models/model-version';
import type { SurveyDataset } from '../src/training/survey';
import { HEAD_FIT_OPTIONS } from '../src/training/train-model';

/**
 * Explanation sanity on images where the answer is known (issue 14): a model is trained here on drawn packs whose
 * rating depends only on how legible the product name is (ink contrast and letter size), so the name is what raises
 * preference. On a pack with a clear name the attribution points at the name; a faint or removed name loses score,
 * the notices point at it, and the best modification the product applies itself restores most of the loss.
 */
const W = 300;
const H = 400;
const NAME_BOX = { x: 40, y: 150, width: 220, height: 80 };

interface Pack {
  hue: number;
  name: 'clear' | 'faint' | 'small' | 'none' | 'blurred';
  word: string;
  stripe: number;
  /** Decoration that does not matter to the panel: a stripe (sharp, soft or none) and a disc. */
  decoration: 'sharp' | 'soft' | 'none';
}

function svgOf(pack: Pack): string {
  const background = `hsl(${pack.hue}, 45%, 82%)`;
  const ink = pack.name === 'faint' ? `hsl(${pack.hue}, 45%, 58%)` : `hsl(${pack.hue}, 60%, 14%)`;
  const size = pack.name === 'small' ? 16 : 58;
  const text =
    pack.name === 'none'
      ? ''
      : `<text x="${W / 2}" y="${NAME_BOX.y + 60}" text-anchor="middle" font-family="DejaVu Sans" font-weight="bold" font-size="${size}" fill="${ink}"${pack.name === 'blurred' ? ' filter="url(#b)"' : ''}>${pack.word}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
    <defs><filter id="b"><feGaussianBlur stdDeviation="7"/></filter><filter id="s"><feGaussianBlur stdDeviation="12"/></filter></defs>
    <rect width="100%" height="100%" fill="${background}"/>
    ${pack.decoration === 'none' ? '' : `<rect x="0" y="${330 + pack.stripe}" width="${W}" height="30" fill="hsl(${(pack.hue + 180) % 360}, 50%, 55%)"${pack.decoration === 'soft' ? ' filter="url(#s)"' : ''}/>`}
    ${pack.decoration === 'none' ? '' : `<circle cx="${60 + pack.stripe * 8}" cy="${60 + pack.stripe * 2}" r="26" fill="hsl(${(pack.hue + 90) % 360}, 40%, 60%)"${pack.decoration === 'soft' ? ' filter="url(#s)"' : ''}/>`}
    ${text}</svg>`;
}

const draw = async (pack: Pack) => loadImage(new Uint8Array(await sharp(Buffer.from(svgOf(pack))).png().toBuffer()));
const WORDS = ['FRESH', 'CRISP', 'MORNING', 'DAILY', 'GOLDEN', 'PURE'];
/** The known taste: legible names are liked (contrast counts most, size next); the rest is decoration. */
const ratingOf = (pack: Pack, i: number) => ({ clear: 4.2, small: 3.0, blurred: 2.4, faint: 2.2, none: 2.0 })[pack.name] + ((i * 37) % 11) / 50 - 0.1;

let engine: AnalysisEngine;
let extractor: FeatureExtractor;
const CATEGORY = 1;

beforeAll(async () => {
  extractor = await FeatureExtractor.load();
  const packs: Pack[] = [];
  const kinds: Pack['name'][] = ['clear', 'faint', 'small', 'none', 'clear', 'blurred'];
  for (let i = 0; i < 72; i++) packs.push({ hue: (i * 47) % 360, name: kinds[i % kinds.length], word: WORDS[i % WORDS.length], stripe: (i * 13) % 20, decoration: (['sharp', 'soft', 'none'] as const)[Math.floor(i / 6) % 3] });
  const images = [];
  const features = new Map();
  const observations = new Map();
  for (const [i, pack] of packs.entries()) {
    const image = await draw(pack);
    const name = `pack-${i}`;
    features.set(name, await extractor.extract(image));
    observations.set(name, [{ segmentId: 1, n: 50, mean: ratingOf(pack, i), sd: 0.8, wordRates: {} }]);
    images.push({ name, bytes: new Uint8Array(), imageHash: image.imageHash, categoryId: CATEGORY });
  }
  const dataset: SurveyDataset = { images, observations, demo: false, dataHash: 'test' };
  const rows = images.map((image) => ({ input: headInput(features.get(image.name), CATEGORY), observations: observations.get(image.name) }));
  const heads = fitSegmentHeads(rows, HEAD_INPUT_VERSION, HEAD_FIT_OPTIONS);
  const model: SegmentModel = {
    heads,
    norms: designNorms(dataset, images, features),
    version: { id: 'heads-test-legible-names', createdAt: new Date(0).toISOString(), demo: false, dataHash: 'test', contentHash: 'test', inputVersion: HEAD_INPUT_VERSION, segments: [1], trainImages: 72, heldOutImages: 0, heldOutFraction: 0, metrics: { images: 0, segments: [], summary: { mae: 0, pearson: 0, spearman: 0, spreadMae: 0, wordMae: 0, worstMae: 0, worstPearson: 0 } } },
  };
  engine = new AnalysisEngine(extractor, await HeatmapModel.load({ backbone: extractor.backbone, textDetector: extractor.textDetector }), model);
}, 300_000);

afterAll(async () => {
  await extractor?.dispose();
});

const analyse = async (pack: Pack) => engine.analyse(await draw(pack), { categoryId: CATEGORY, segmentIds: [1] });
const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  Math.min(a.x + a.width, b.x + b.width) > Math.max(a.x, b.x) && Math.min(a.y + a.height, b.y + b.height) > Math.max(a.y, b.y);
const noticeTypes = (a: ImageAnalysis) => a.notices.map((n) => n.type);

describe('the analysis explains a score where the answer is known', () => {
  const clear: Pack = { hue: 200, name: 'clear', word: 'FRESH', stripe: 5, decoration: 'sharp' };
  let clearAnalysis: ImageAnalysis;

  beforeAll(async () => {
    clearAnalysis = await analyse(clear);
  }, 120_000);

  it('given a pack with a clear name, when analysed, then the cell that raises preference most lies on the name', () => {
    const { attribution } = clearAnalysis;
    const cells = attribution.cells[0];
    const best = cells.indexOf(Math.max(...cells));
    const cell = { x: (best % attribution.columns) * (W / attribution.columns), y: Math.floor(best / attribution.columns) * (H / attribution.rows), width: W / attribution.columns, height: H / attribution.rows };
    expect(overlaps(cell, NAME_BOX)).toBe(true);
    expect(clearAnalysis.nameAttribution[0]).toBeGreaterThan(0);
    expect(clearAnalysis.diagnostics.name && overlaps(clearAnalysis.diagnostics.name.box, NAME_BOX)).toBe(true);
    expect(noticeTypes(clearAnalysis)).not.toContain(2);
  });

  it('given the same pack with a faint name, then it scores lower, notice 2 points at the name, and the best modification restores most of the loss', async () => {
    const faint = await analyse({ ...clear, name: 'faint' });
    const lost = clearAnalysis.baseMeans[0] - faint.baseMeans[0];
    expect(lost).toBeGreaterThan(0.5);
    const notice = faint.notices.find((n) => n.type === 2);
    expect(notice?.region && overlaps(notice.region, NAME_BOX)).toBe(true);
    expect(notice?.measured.contrastRatio).toBeLessThan(3);
    const best = faint.candidates[0];
    expect(best.means[0] - faint.baseMeans[0]).toBeGreaterThan(0.5 * lost);
    expect(faint.chosen[0].key).toBe(best.key);
  }, 120_000);

  it('given the pack with its name removed, then it scores lower and notice 1 says no lettering was found', async () => {
    const none = await analyse({ ...clear, name: 'none' });
    expect(clearAnalysis.baseMeans[0] - none.baseMeans[0]).toBeGreaterThan(0.5);
    expect(noticeTypes(none)).toContain(1);
    expect(none.diagnostics.name).toBeNull();
  }, 120_000);

  it('given the same image twice, then every number is the same (re-scoring is deterministic)', async () => {
    const again = await analyse(clear);
    expect(again.baseMeans).toEqual(clearAnalysis.baseMeans);
    expect(again.candidates).toEqual(clearAnalysis.candidates);
    expect(Array.from(again.attribution.cells[0])).toEqual(Array.from(clearAnalysis.attribution.cells[0]));
  }, 120_000);
});

import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESIGN_FEATURE_NAMES, designVector, FeatureExtractor, loadImage } from '../src/features';
import { colourStatistics } from '../src/features/colour';
import { structureStatistics } from '../src/features/structure';
import { textPng } from './image-fixtures';

function flat(width: number, height: number, rgb: [number, number, number]) {
  const data = new Uint8Array(width * height * 3);
  for (let i = 0; i < data.length; i += 3) data.set(rgb, i);
  return { width, height, data };
}

function stripes(width: number, height: number, colours: [number, number, number][], period: number) {
  const data = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data.set(colours[Math.floor(x / period) % colours.length], 3 * (y * width + x));
  return { width, height, data };
}

describe('colour statistics', () => {
  it('given a grey image, then chroma, saturation and colourfulness are zero and lightness is its L*', () => {
    const grey = colourStatistics(flat(32, 32, [119, 119, 119]));
    expect(grey.chromaMean).toBeCloseTo(0, 3);
    expect(grey.saturationMean).toBe(0);
    expect(grey.colourfulness).toBeCloseTo(0, 6);
    expect(grey.lightnessMean).toBeCloseTo(0.5, 1); // sRGB 119 is L* 50
    expect(grey.hueEntropy).toBe(0);
  });

  it('given red and blue stripes, then they are colourful with two hues and half warm', () => {
    const s = colourStatistics(stripes(64, 16, [[220, 20, 20], [20, 20, 220]], 4));
    expect(s.colourfulness).toBeGreaterThan(0.6);
    expect(s.warmShare).toBeCloseTo(0.5, 2);
    expect(s.hueEntropy).toBeGreaterThan(0.2);
    expect(s.hueEntropy).toBeLessThan(0.35); // two of twelve bins: ln 2 / ln 12 = 0.28
  });
});

describe('structure statistics', () => {
  it('given a flat image, then no edges, no contrast and all white space', () => {
    const s = structureStatistics(flat(64, 64, [250, 250, 250]));
    expect(s).toEqual({ contrastRms: 0, contrastRange: 0, edgeDensity: 0, whiteSpace: 1 });
  });

  it('given fine black and white stripes, then edges everywhere and no white space', () => {
    const s = structureStatistics(stripes(64, 64, [[0, 0, 0], [255, 255, 255]], 2));
    expect(s.edgeDensity).toBeGreaterThan(0.9);
    expect(s.whiteSpace).toBe(0);
    expect(s.contrastRms).toBeCloseTo(0.5, 2);
  });
});

describe('FeatureExtractor', () => {
  let extractor: FeatureExtractor;
  beforeAll(async () => {
    extractor = await FeatureExtractor.load();
  });
  afterAll(() => extractor.dispose());

  it('gives the embedding, every named design feature and the image hash', async () => {
    const png = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#2a6' } }).png().toBuffer();
    const image = await loadImage(png);
    const features = await extractor.extract(image);
    expect(features.imageHash).toBe(image.imageHash);
    expect(features.embedding.length).toBe(1280);
    expect(Object.keys(features.design).sort()).toEqual([...DESIGN_FEATURE_NAMES].sort());
    expect(designVector(features.design).every(Number.isFinite)).toBe(true);
    expect(features.design.aspectRatioLog).toBeCloseTo(Math.log(4 / 3), 6);
  });

  it('measures text area with the PaddleOCR detector: a label with words has it, a blank one not', async () => {
    const label = await extractor.extract(await loadImage(await textPng(480, 360, ['ORGANIC', 'GREEN TEA', '500 ml'])));
    const blank = await extractor.extract(await loadImage(await textPng(480, 360, [])));
    expect(label.design.textArea).toBeGreaterThan(0.05);
    expect(label.design.textRegionCount).toBeGreaterThanOrEqual(3);
    expect(blank.design.textArea).toBe(0);
    expect(label.design.saliencyOnText).toBeGreaterThan(blank.design.saliencyOnText);
  });

  it('gives different embeddings to different designs and the same to the same bytes', async () => {
    const a = await extractor.extract(await loadImage(await textPng(300, 300, ['SALE'])));
    const a2 = await extractor.extract(await loadImage(await textPng(300, 300, ['SALE'])));
    const b = await extractor.extract(await loadImage(await sharp({ create: { width: 300, height: 300, channels: 3, background: '#d22' } }).png().toBuffer()));
    expect(Array.from(a2.embedding)).toEqual(Array.from(a.embedding));
    const cosine = (x: Float32Array, y: Float32Array) => {
      let d = 0, nx = 0, ny = 0;
      for (let i = 0; i < x.length; i++) { d += x[i] * y[i]; nx += x[i] ** 2; ny += y[i] ** 2; }
      return d / Math.sqrt(nx * ny);
    };
    expect(cosine(a.embedding, b.embedding)).toBeLessThan(0.8);
  });
});

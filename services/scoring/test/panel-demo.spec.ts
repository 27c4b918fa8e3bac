import { describe, expect, it } from 'vitest';
import { drawDesign } from '../src/panel/design';
import { drawPack, PACK_HEIGHT, PACK_WIDTH } from '../src/panel/draw';
import { generateDemoPanel } from '../src/panel/generate';
import { recruitPanel, surveyPack } from '../src/panel/survey';
import { designAttributes, tasteMean } from '../src/panel/taste';
import { aggregateResponses } from '../src/training/survey';
import sharp from 'sharp';

describe('simulated demo panel', () => {
  it('draws the same pack bytes for the same seed and index, and different packs for different indices', async () => {
    const a = await drawPack(drawDesign(7, 3));
    const b = await drawPack(drawDesign(7, 3));
    const c = await drawPack(drawDesign(7, 4));
    expect(a.equals(b)).toBe(true);
    expect(a.equals(c)).toBe(false);
    const meta = await sharp(a).metadata();
    expect([meta.width, meta.height, meta.format]).toEqual([PACK_WIDTH, PACK_HEIGHT, 'png']);
  });

  it('recruits 8 cells of respondents with the requested share of category users', () => {
    const panel = recruitPanel({ seed: 1, perCell: 10 });
    expect(panel).toHaveLength(80);
    expect(panel.filter((m) => m.profile.categoryUser)).toHaveLength(24);
    expect(new Set(panel.map((m) => `${m.profile.gender}${Math.floor(m.profile.age / 10)}`)).size).toBe(8);
  });

  it('has segment-dependent taste: women rate a mascot pack higher than men do, and older respondents favour a framed layout', () => {
    const design = { ...drawDesign(7, 0), motif: 'mascot' as const, layout: 'frame' as const };
    const attributes = designAttributes(design);
    const woman = tasteMean(attributes, { gender: 'female', age: 35, categoryUser: false }, design.food);
    const man = tasteMean(attributes, { gender: 'male', age: 35, categoryUser: false }, design.food);
    expect(woman - man).toBeGreaterThan(0.5);
    const unframed = designAttributes({ ...design, layout: 'emblem' });
    const fifties = { gender: 'male' as const, age: 55, categoryUser: false };
    const twenties = { gender: 'male' as const, age: 25, categoryUser: false };
    expect(tasteMean(attributes, fifties, false) - tasteMean(unframed, fifties, false)).toBeGreaterThan(0.3);
    expect(tasteMean(attributes, twenties, false) - tasteMean(unframed, twenties, false)).toBeLessThan(-0.1);
  });

  it('answers with noise around the known structure: observed segment means sit within sampling error of the taste', () => {
    const panel = recruitPanel({ seed: 3, perCell: 300 });
    const design = drawDesign(3, 5);
    const observations = aggregateResponses(surveyPack(design, 'p', panel, 3), design.categoryId);
    const attributes = designAttributes(design);
    const expected = tasteMean(attributes, { gender: 'female', age: 35, categoryUser: false }, design.food);
    const observed = observations.find((o) => o.segmentId === 36)!;
    // Rounding to whole ratings and clipping to 1-5 shift the mean a little; the noise is 0.06 at n = 300.
    expect(Math.abs(observed.mean - expected)).toBeLessThan(0.3);
    expect(observed.n).toBe(300);
  });

  it('offers the food-only word only on food packs, and marks the data set as demo data', async () => {
    const content = await generateDemoPanel({ seed: 11, images: 12, perCell: 20 });
    expect(content.meta.demo).toBe(true);
    expect(content.images).toHaveLength(12);
    for (const image of content.images) {
      const overall = content.observations!.get(image.name)!.find((o) => o.segmentId === 1)!;
      const food = [1, 2, 3, 4, 5].includes(image.categoryId);
      expect(Object.keys(overall.wordRates)).toHaveLength(food ? 20 : 19);
      expect(overall.wordRates[1] === undefined).toBe(!food);
    }
  });
});

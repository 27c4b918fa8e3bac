import { describe, expect, it } from 'vitest';
import { conceptColourNames } from '@packlens/contracts';
import { conceptColourProfile, matchConcept, partOfCompound, sameWord } from '../src/concept/concept-match';
import { colourNameOf, colourNames, colourProfile, toLab, type ColourName } from '../src/concept/pack-colours';
import { rankOfOwn, retrievalFigures } from '../src/concept/retrieval';
import { photo, typicalDesign } from './concept-fixtures';

/** Issue 18, item 1: concept matching sees the colours a pack shows and the colours a concept names or implies. */

const hex = (colour: string) => [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16)) as [number, number, number];
const nameOf = (colour: string) => colourNameOf(toLab(...hex(colour)));

const top = (profile: Map<ColourName, number>) => [...profile].sort((a, b) => b[1] - a[1])[0];

describe('colour names', () => {
  it('are the ones the results name in every language (contracts: conceptColourNames)', () => {
    expect([...colourNames].sort()).toEqual(Object.keys(conceptColourNames).sort());
  });

  it.each([
    ['#ff0000', 'red'], ['#8b0000', 'red'], ['#c62828', 'red'], ['#ffa500', 'orange'], ['#ff8c00', 'orange'], ['#ffd700', 'yellow'],
    ['#ffff00', 'yellow'], ['#8b4513', 'brown'], ['#a0522d', 'brown'], ['#5d4037', 'brown'], ['#008000', 'green'], ['#32cd32', 'green'],
    ['#000080', 'blue'], ['#87ceeb', 'blue'], ['#800080', 'purple'], ['#4b0082', 'purple'], ['#ff69b4', 'pink'], ['#ffc0cb', 'pink'],
    ['#ffffff', 'white'], ['#f5f5dc', 'white'], ['#000000', 'black'], ['#808080', 'grey'],
  ] as const)('names %s %s', (colour, name) => {
    expect(nameOf(colour)).toBe(name);
  });
});

describe('the colours a design shows', () => {
  it('reads a product on a white backdrop by the product, not the backdrop', async () => {
    const profile = colourProfile(await photo('<circle cx="200" cy="150" r="70" fill="#ff8c00"/>'));
    expect(top(profile)).toEqual(['orange', expect.any(Number)]);
    expect(profile.get('orange')!).toBeGreaterThan(0.9);
    expect(profile.get('white')!).toBeLessThan(0.05);
  });

  it('reads a pack on a coloured wall the same way, and gives each colour its share', async () => {
    const profile = colourProfile(await photo('<rect x="100" y="50" width="100" height="200" fill="#2e7d32"/><rect x="200" y="50" width="100" height="200" fill="#fdd835"/>', '#90a4ae'));
    expect(profile.get('green')!).toBeCloseTo(0.5, 1);
    expect(profile.get('yellow')!).toBeCloseTo(0.5, 1);
  });

  it('counts every pixel where the border has no one backdrop (a full-bleed pack)', async () => {
    const profile = colourProfile(await photo('<rect width="200" height="300" fill="#1565c0"/><rect x="200" width="200" height="300" fill="#c62828"/>'));
    expect(profile.get('blue')!).toBeCloseTo(0.5, 1);
    expect(profile.get('red')!).toBeCloseTo(0.5, 1);
  });
});

describe('the colours a concept names or implies', () => {
  it('finds colour words and the usual colours of foods in English, Japanese and Chinese', async () => {
    const colours = async (text: string, language: 'en' | 'ja' | 'zh') => [...(await conceptColourProfile(text, language)).keys()].sort();
    expect(await colours('Fresh orange juice for breakfast', 'en')).toEqual(['orange']);
    expect(await colours('A green, refreshing matcha latte', 'en')).toEqual(['green']);
    expect(await colours('朝のオレンジジュース', 'ja')).toEqual(['orange']);
    expect(await colours('濃厚な抹茶ラテ', 'ja')).toEqual(['green']);
    expect(await colours('新鲜的橙汁', 'zh')).toEqual(['orange']);
    expect(await colours('apple juice', 'en')).toEqual(['green', 'red']);
  });

  it('does not read a colour inside another word (白 in 面白い)', async () => {
    expect([...(await conceptColourProfile('面白いパッケージ', 'ja')).keys()]).toEqual([]);
    expect([...(await conceptColourProfile('白いパッケージ', 'ja')).keys()]).toEqual(['white']);
  });
});

describe('concept matching with colours', () => {
  it('given an orange juice concept, ranks an orange pack above a green one and names the colour on both sides', async () => {
    const orange = colourProfile(await photo('<rect x="120" y="40" width="160" height="220" fill="#fb8c00"/>'));
    const green = colourProfile(await photo('<rect x="120" y="40" width="160" height="220" fill="#43a047"/>'));
    const concept = 'orange juice, fresh, for breakfast';
    const onOrange = await matchConcept({ concept, language: 'en', design: typicalDesign, colours: orange });
    const onGreen = await matchConcept({ concept, language: 'en', design: typicalDesign, colours: green });
    expect(onOrange.score).toBeGreaterThan(onGreen.score);
    expect(onOrange.level).toBeGreaterThan(onGreen.level);
    expect(onOrange.colourDrivers[0]).toMatchObject({ colour: 'orange', conceptTerms: ['orange'] });
    expect(onOrange.colourDrivers[0].contribution).toBeGreaterThan(0);
    expect(onGreen.colourDrivers[0].contribution).toBeLessThan(0);
  });

  it('leaves the score to the image words when the concept implies no colour, or the design’s colours are unknown', async () => {
    const colours = colourProfile(await photo('<rect x="120" y="40" width="160" height="220" fill="#fb8c00"/>'));
    const noColour = await matchConcept({ concept: 'natural organic tea bags', language: 'en', design: typicalDesign, colours: new Map([['grey', 1]]) });
    expect(noColour.colourScore).toBeNull();
    const unknown = await matchConcept({ concept: 'orange juice', language: 'en', design: typicalDesign });
    expect(unknown.colourScore).toBeNull();
    expect(unknown.score).toBeCloseTo(0.5, 9);
    expect((await matchConcept({ concept: 'orange juice', language: 'en', design: typicalDesign, colours })).colourScore).toBeGreaterThan(0.5);
  });
});

describe('the text on the pack', () => {
  it('accepts a word OCR misread by a character in a longer word, never in a short one', () => {
    expect(sameWord('apple', 'applf')).toBe(true);
    expect(sameWord('tropicana', 'tropicanna')).toBe(true);
    expect(sameWord('juice', 'juice')).toBe(true);
    expect(sameWord('milk', 'mild')).toBe(false);
    expect(sameWord('apple', 'ippl')).toBe(false);
  });

  it('finds a concept word at either end of a compound or of words the reader ran together, never inside or short', async () => {
    expect(partOfCompound('juice', 'äppeljuice')).toBe(true);
    expect(partOfCompound('apple', 'applejuice')).toBe(true);
    expect(partOfCompound('milk', 'mellanmilk')).toBe(true);
    expect(partOfCompound('tea', 'greentea')).toBe(false);
    expect(partOfCompound('range', 'orangejuice')).toBe(false);
    expect(partOfCompound('juice', 'juices')).toBe(false);
    const match = await matchConcept({ concept: 'Apple juice from Sweden', language: 'en', design: typicalDesign, packText: 'ÄPPELJUICE\nSVENSK' });
    expect(match.sharedPackWords).toEqual(['juice']);
  });

  it('counts a few of a long description’s words printed on the pack as a full overlap, beside its colours', async () => {
    const description =
      'Bravo apple juice is a juice made from pressed apples. The juice is not from concentrate and has a fresh, slightly sweet taste that suits breakfast.';
    const carton = colourProfile(await photo('<rect x="120" y="40" width="160" height="220" fill="#43a047"/>'));
    const printed = await matchConcept({ concept: description, language: 'en', design: typicalDesign, colours: carton, packText: 'BRAVO\nÄPPELJUICE\nAPPLE JUlCE\n1L' });
    expect(printed.sharedPackWords).toEqual(expect.arrayContaining(['bravo', 'apple', 'juice']));
    expect(printed.packTextOverlap).toBeGreaterThanOrEqual(0.75);
    const unprinted = await matchConcept({ concept: description, language: 'en', design: typicalDesign, colours: carton, packText: 'ORANGE\nJUICE' });
    expect(printed.score).toBeGreaterThan(unprinted.score);
  });
});

describe('retrieval figures', () => {
  it('ranks the own image among all, ties sharing the mean rank', () => {
    expect(rankOfOwn([0.9, 0.5, 0.1], 0)).toBe(1);
    expect(rankOfOwn([0.9, 0.5, 0.1], 2)).toBe(3);
    expect(rankOfOwn([0.5, 0.5, 0.5], 1)).toBe(2);
  });

  it('gives top-1, top-5, MRR, chance and the mean levels own vs other', () => {
    const figures = retrievalFigures(['a', 'b'], [[0.9, 0.1], [0.8, 0.2]], [[5, 1], [4, 2]]);
    expect(figures).toMatchObject({ items: 2, top1: 0.5, top5: 1, mrr: 0.75, chanceMrr: 0.75, meanLevelOwn: 3.5, meanLevelOther: 2.5 });
    expect(figures.ranks).toEqual([{ name: 'a', rank: 1 }, { name: 'b', rank: 2 }]);
  });
});

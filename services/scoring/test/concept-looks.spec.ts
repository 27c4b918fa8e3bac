import { describe, expect, it } from 'vitest';
import { conceptShapeNames } from '@packlens/contracts';
import { conceptColourProfile, conceptShapeProfile, conceptWordProfile, matchConcept } from '../src/concept/concept-match';
import { packElongation, shapeNames } from '../src/concept/pack-shape';
import { photo, typicalDesign } from './concept-fixtures';

/**
 * Issue 18, item 1: how a product description's colours and shapes are read (comparisons, the inside, shades,
 * ingredients), and the outline a design shows.
 */

const weights = async (profile: Promise<Map<string, { weight: number }>>) => Object.fromEntries([...(await profile)].map(([name, { weight }]) => [name, weight]));

describe('the colours of a product description', () => {
  it('given a comparison with another product, when read, then the other product’s colour does not count', async () => {
    expect(await weights(conceptColourProfile('The yellow pepper is much sweeter than the green ones.', 'en'))).toEqual({ yellow: 1 });
    expect(await weights(conceptColourProfile('緑より甘い黄色いパプリカ', 'ja'))).toEqual({ yellow: 1 });
    expect(await weights(conceptColourProfile('比绿色的更甜的黄色甜椒', 'zh'))).toEqual({ yellow: 1 });
  });

  it('given a colour said of the inside, when read, then it weighs less than the outside’s', async () => {
    expect(await weights(conceptColourProfile('It has a shiny purple peel. The pulp is white.', 'en'))).toEqual({ purple: 1, white: 0.3 });
  });

  it('given a shade of a colour ("light yellow"), when mapped to image words, then "light" is not the impression', async () => {
    expect([...(await conceptWordProfile('The pulp is light yellow.', 'en')).keys()]).toEqual([]);
    expect([...(await conceptWordProfile('A light, refreshing drink.', 'en')).keys()]).toContain(13);
  });

  it('given "fits well", when mapped to image words, then it is not wellness', async () => {
    expect([...(await conceptWordProfile('Fits well in soups.', 'en')).keys()]).toEqual([]);
    expect([...(await conceptWordProfile('A snack for your wellness.', 'en')).keys()]).toEqual([6]);
  });
});

describe('the shapes of a product description', () => {
  it('are the ones the results name in every language (contracts: conceptShapeNames)', () => {
    expect([...shapeNames].sort()).toEqual(Object.keys(conceptShapeNames).sort());
  });

  it('finds shape words and the outline of foods named as themselves, in English, Japanese and Chinese', async () => {
    expect(await weights(conceptShapeProfile('Fresh cucumber for the salad.', 'en'))).toEqual({ long: 1 });
    expect(await weights(conceptShapeProfile('A small round sugar melon.', 'en'))).toEqual({ round: 2 });
    expect(await weights(conceptShapeProfile('丸いオレンジ', 'ja'))).toEqual({ round: 2 });
    expect(await weights(conceptShapeProfile('细长的黄瓜', 'zh'))).toEqual({ long: 2 });
  });

  it('does not take an ingredient’s outline for the product’s (orange juice is not round)', async () => {
    expect(await weights(conceptShapeProfile('Fresh orange juice for breakfast', 'en'))).toEqual({});
    expect(await weights(conceptShapeProfile('朝のオレンジジュース', 'ja'))).toEqual({});
    expect(await weights(conceptShapeProfile('新鲜的橙汁', 'zh'))).toEqual({});
  });

  it('takes no food outline from a concept that starts by naming a processed product or a container, only from its uses', async () => {
    expect(await weights(conceptShapeProfile('Bravo apple juice is a juice made from pressed apples.', 'en'))).toEqual({});
    expect(await weights(conceptShapeProfile('A carton of milk with a strawberry on it.', 'en'))).toEqual({});
    expect(await weights(conceptShapeProfile('White cabbage fits well in rolls, pudding and soup.', 'en'))).toEqual({ round: 1 });
    // A shape word still counts: the pack is round.
    expect(await weights(conceptShapeProfile('A round tin of peaches.', 'en'))).toEqual({ round: 1 });
  });
});

describe('the outline a design shows', () => {
  it('reads a long product as long and a round one as round, in any orientation', async () => {
    const long = packElongation(await photo('<ellipse cx="200" cy="150" rx="150" ry="30" fill="#2e7d32"/>'))!;
    const turned = packElongation(await photo('<ellipse cx="200" cy="150" rx="150" ry="30" fill="#2e7d32" transform="rotate(40 200 150)"/>'))!;
    const round = packElongation(await photo('<circle cx="200" cy="150" r="90" fill="#fb8c00"/>'))!;
    expect(long).toBeGreaterThan(4);
    expect(turned).toBeCloseTo(long, 0);
    expect(round).toBeLessThan(1.1);
  });

  it('gives no outline for a full-bleed pack photo (no backdrop) or an empty frame', async () => {
    expect(packElongation(await photo('<rect width="200" height="300" fill="#1565c0"/><rect x="200" width="200" height="300" fill="#c62828"/>'))).toBeNull();
    expect(packElongation(await photo(''))).toBeNull();
  });

  it('given a description of a long product, ranks a long design above a round one of the same colour and names the shape', async () => {
    const colours = new Map([['green', 1]]) as never;
    const concept = 'Fresh cucumber. Fits well in the salad or on the sandwich.';
    const onLong = await matchConcept({ concept, language: 'en', design: typicalDesign, colours, elongation: 5 });
    const onRound = await matchConcept({ concept, language: 'en', design: typicalDesign, colours, elongation: 1.05 });
    expect(onLong.score).toBeGreaterThan(onRound.score);
    expect(onLong.shapeDrivers).toEqual([expect.objectContaining({ shape: 'long', conceptTerms: ['cucumber'], elongation: 5 })]);
    expect(onLong.shapeDrivers[0].contribution).toBeGreaterThan(0);
    expect(onRound.shapeDrivers[0].contribution).toBeLessThan(0);
    const unknown = await matchConcept({ concept, language: 'en', design: typicalDesign, colours });
    expect(unknown.shapeScore).toBeNull();
  });
});

describe('foods the lexicons do not list, through WordNet', () => {
  it('relates a word to the other names and broader kinds of the foods and plants it names, nothing else', async () => {
    const { WordNetFoods } = await import('../src/concept/wordnet');
    const wordnet = await WordNetFoods.load();
    try {
      const names = async (word: string) => (await wordnet.relatedNames(word)).map((r) => r.name);
      expect(await names('satsuma')).toEqual(expect.arrayContaining(['mandarin orange', 'citrus']));
      expect(await names('courgette')).toContain('zucchini');
      expect(await names('granny smith')).toContain('apple');
      // The bird and the New Zealander are not foods.
      expect(await names('kiwi')).not.toContain('bird');
      expect(await names('tuesday')).toEqual([]);
    } finally {
      await wordnet.close();
    }
  });

  it('gives such a word the colours and outline of the food WordNet names, at half weight, and says so', async () => {
    expect(await weights(conceptColourProfile('A bag of tangelos.', 'en'))).toEqual({});
    const colours = await conceptColourProfile('Our Granny Smith, crisp and sour.', 'en');
    expect(colours.get('green')).toEqual({ weight: 0.25, terms: ['granny smith→apple'] });
    expect(colours.get('red')).toEqual({ weight: 0.25, terms: ['granny smith→apple'] });
    expect(await weights(conceptShapeProfile('Fresh courgettes from the farm.', 'en'))).toEqual({ long: 1 });
    expect(await weights(conceptShapeProfile('Scallions for the stew.', 'en'))).toEqual({ long: 0.5 });
    expect((await conceptColourProfile('Scallions for the stew.', 'en')).get('green')).toEqual({ weight: 0.5, terms: ['scallion→leek'] });
  });

  it('keeps the rules: an ingredient gives no outline, a comparison no colour', async () => {
    expect(await weights(conceptShapeProfile('Scallion oil.', 'en'))).toEqual({});
    expect(await weights(conceptColourProfile('Sweeter than a scallion.', 'en'))).toEqual({});
    // A word right after a listed food is a product of it: a matcha latte is green, not coffee.
    expect(await weights(conceptColourProfile('A matcha latte.', 'en'))).toEqual({ green: 1 });
    expect(await weights(conceptColourProfile('A latte.', 'en'))).toEqual({ brown: 0.5 });
  });
});

import { describe, expect, it } from 'vitest';
import { categories, categoryById, categoriesFor, defaultCategoryId, isFoodCategory, otherCategoryId } from '../src/catalogue/categories';
import { imageWordById, imageWords, imageWordsFor, maxSelectableImageWords, nonFoodImageWords, scatterImageWordCount } from '../src/catalogue/image-words';

describe('image words', () => {
  it('are 20 words with ids 1-20 and names in every language', () => {
    expect(imageWords).toHaveLength(20);
    expect(imageWords.map((word) => word.id)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    for (const word of imageWords) {
      expect(word.name.ja).not.toBe('');
      expect(word.name.en).not.toBe('');
      expect(word.name['zh-CN']).not.toBe('');
    }
    expect(new Set(imageWords.map((word) => word.name.en)).size).toBe(20);
  });

  it('include the examples of the description: tasty, cute, simple', () => {
    expect(imageWords.map((word) => word.name.en)).toEqual(expect.arrayContaining(['Tasty', 'Cute', 'Simple']));
  });

  it('offer all 20 words for a food category', () => {
    expect(isFoodCategory(5)).toBe(true);
    expect(imageWordsFor(5)).toHaveLength(20);
  });

  it('drop the food-only word for a non-food category, leaving 19', () => {
    const words = imageWordsFor(6);
    expect(words).toHaveLength(19);
    expect(words).toEqual(nonFoodImageWords);
    expect(words.map((word) => word.name.en)).not.toContain('Tasty');
  });

  it('treat an unknown category as non-food, so "tasty" is never offered for it', () => {
    expect(imageWordsFor(999)).toHaveLength(19);
  });

  it('find a word by id', () => {
    expect(imageWordById(1)?.name.ja).toBe('美味しそう');
    expect(imageWordById(21)).toBeUndefined();
  });

  it('allow 19 selectable words, 20 in China, and exactly 2 for the scatter plot', () => {
    expect(maxSelectableImageWords('jp')).toBe(19);
    expect(maxSelectableImageWords('cn')).toBe(20);
    expect(scatterImageWordCount).toBe(2);
  });
});

describe('categories', () => {
  it('hold the default category 1 and the other category 27', () => {
    expect(categoryById(defaultCategoryId)).toBeDefined();
    expect(categoryById(otherCategoryId)?.name.en).toBe('Other');
  });

  it('mark the food categories of the Japanese list as food and the rest as non-food', () => {
    const food = categories.filter((c) => c.food && c.parentId === undefined).map((c) => c.name.en);
    expect(food).toEqual(['Alcoholic beverages', 'Beverages', 'Desserts', 'Room-temperature foods', 'Confectionery']);
  });

  it('hold 56 Japanese categories (ids 1-56): the nine named, "other" and 46 finer ones, each with its named category’s food flag and names in every language (issue 16, item 6)', () => {
    expect(categories.map((c) => c.id).sort((a, b) => a - b)).toEqual(Array.from({ length: 56 }, (_, i) => i + 1));
    const finer = categories.filter((c) => c.parentId !== undefined);
    expect(finer).toHaveLength(46);
    for (const c of finer) {
      const parent = categoryById(c.parentId!)!;
      expect(parent.parentId).toBeUndefined();
      expect(c.food).toBe(parent.food);
      expect(c.countries).toEqual(['jp']);
      for (const text of Object.values(c.name)) expect(text.length).toBeGreaterThan(0);
    }
    expect(categoryById(56)?.name.en).toBe('Cat food');
    expect(isFoodCategory(56)).toBe(false);
    expect(isFoodCategory(35)).toBe(true);
  });

  it('offer China, Thailand and Indonesia the nine named categories and "other"', () => {
    for (const country of ['cn', 'th', 'id'] as const) expect(categoriesFor(country).map((c) => c.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 27]);
  });

  it('are offered in Japan, all of them', () => {
    expect(categoriesFor('jp')).toHaveLength(categories.length);
  });
});

describe('concept driving words (issue 18)', () => {
  it('names an image word by its catalogue name and a colour with its label, in each language', async () => {
    const { conceptDriverName } = await import('../src/catalogue/concept-colours');
    expect(conceptDriverName('Natural', 'en')).toBe('Natural');
    expect(conceptDriverName('colour:green', 'ja')).toBe('色: 緑');
    expect(conceptDriverName('colour:orange', 'en')).toBe('colour: orange');
    expect(conceptDriverName('colour:red', 'zh-CN')).toBe('颜色: 红色');
    expect(conceptDriverName('colour:teal', 'en')).toBe('colour:teal');
  });

  it('names a shape with its label, in each language', async () => {
    const { conceptDriverName } = await import('../src/catalogue/concept-colours');
    expect(conceptDriverName('shape:long', 'ja')).toBe('形: 細長い');
    expect(conceptDriverName('shape:round', 'en')).toBe('shape: round');
    expect(conceptDriverName('shape:long', 'zh-CN')).toBe('形状: 细长');
    expect(conceptDriverName('shape:star', 'en')).toBe('shape:star');
  });
});

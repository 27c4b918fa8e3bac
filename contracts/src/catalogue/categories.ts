import type { LocalizedText } from '../language';
import { countryCodes, type CountryCode } from './countries';
import { localized } from './localized';

/**
 * Product categories an image is evaluated in (section 3).
 *
 * The description mentions a fuller list of 56 Japanese categories, with subsets for China, Thailand and
 * Indonesia, but does not show it. Only the categories it names are here:
 * - ids: only "default category 1" and "other category 27" are given (another list numbers "other" 55).
 *   The named categories take ids 1-9 in the order the description lists them, so the default (1) is the
 *   first of them; replace these ids with the real ones when the full list is available.
 * - countries: which categories the CN/TH/ID subsets hold is not shown, so every named category is offered
 *   in every country until it is.
 * - food: whether food-only image words (e.g. "tasty") apply. Pet products count as non-food: "tasty" is a
 *   judgement about food for people.
 */
export interface Category {
  id: number;
  name: LocalizedText;
  food: boolean;
  countries: readonly CountryCode[];
}

const everywhere = countryCodes;

export const categories: readonly Category[] = [
  { id: 1, name: localized('酒類', 'Alcoholic beverages', '酒类'), food: true, countries: everywhere },
  { id: 2, name: localized('飲料', 'Beverages', '饮料'), food: true, countries: everywhere },
  { id: 3, name: localized('デザート', 'Desserts', '甜点'), food: true, countries: everywhere },
  { id: 4, name: localized('常温食品', 'Room-temperature foods', '常温食品'), food: true, countries: everywhere },
  { id: 5, name: localized('菓子', 'Confectionery', '糖果点心'), food: true, countries: everywhere },
  { id: 6, name: localized('化粧品・ヘアケア', 'Cosmetics and hair care', '化妆品・护发'), food: false, countries: everywhere },
  { id: 7, name: localized('医薬品', 'Pharmaceuticals', '医药品'), food: false, countries: everywhere },
  { id: 8, name: localized('衛生用品', 'Hygiene products', '卫生用品'), food: false, countries: everywhere },
  { id: 9, name: localized('ペット', 'Pet products', '宠物用品'), food: false, countries: everywhere },
  { id: 27, name: localized('その他', 'Other', '其他'), food: false, countries: everywhere },
];

export const defaultCategoryId = 1;
export const otherCategoryId = 27;

const byId = new Map(categories.map((category) => [category.id, category]));

export function categoryById(id: number): Category | undefined {
  return byId.get(id);
}

/** Whether `id` is a food category. Unknown ids are treated as non-food so no food-only word is offered. */
export function isFoodCategory(id: number): boolean {
  return byId.get(id)?.food ?? false;
}

export function categoriesFor(country: CountryCode): readonly Category[] {
  return categories.filter((category) => category.countries.includes(country));
}

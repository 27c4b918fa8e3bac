import type { Language, LocalizedText } from '../language';
import { isFoodCategory } from './categories';
import type { CountryCode } from './countries';
import { localized } from './localized';

/**
 * Image words: the impressions a package is rated on (section 3). The description gives the count (20, of
 * which 19 apply outside food) and three examples (tasty, cute, simple); the rest is our choice of the
 * impressions Japanese package-design research usually asks about. "Tasty" is the one food-only word.
 */
export interface ImageWord {
  id: number;
  name: LocalizedText;
  foodOnly: boolean;
}

const words: [string, string, string][] = [
  ['美味しそう', 'Tasty', '看起来好吃'],
  ['かわいい', 'Cute', '可爱'],
  ['シンプル', 'Simple', '简约'],
  ['高級感', 'Luxurious', '高级感'],
  ['新しさ', 'New', '新颖'],
  ['健康的', 'Healthy', '健康'],
  ['楽しい', 'Fun', '有趣'],
  ['信頼できる', 'Trustworthy', '值得信赖'],
  ['目立つ', 'Eye-catching', '醒目'],
  ['自然な', 'Natural', '自然'],
  ['おしゃれ', 'Stylish', '时尚'],
  ['親しみやすい', 'Friendly', '亲切'],
  ['爽やか', 'Refreshing', '清爽'],
  ['上品', 'Elegant', '优雅'],
  ['安心感', 'Reassuring', '安心'],
  ['個性的', 'Distinctive', '有个性'],
  ['高品質', 'High quality', '高品质'],
  ['懐かしい', 'Nostalgic', '怀旧'],
  ['わかりやすい', 'Easy to understand', '易懂'],
  ['力強い', 'Bold', '有力量感'],
];

export const imageWords: readonly ImageWord[] = words.map(([ja, en, zh], index) => ({
  id: index + 1,
  name: localized(ja, en, zh),
  foodOnly: index === 0,
}));

/** The 19 words offered for non-food categories: every word but the food-only one. */
export const nonFoodImageWords: readonly ImageWord[] = imageWords.filter((word) => !word.foodOnly);

/** The image words that apply to a category, by the category's food flag. */
export function imageWordsFor(categoryId: number): readonly ImageWord[] {
  return isFoodCategory(categoryId) ? imageWords : nonFoodImageWords;
}

export function imageWordById(id: number): ImageWord | undefined {
  return imageWords.find((word) => word.id === id);
}

/**
 * An image word's name in `language`, from its id or its English name (the concept engine names its driving
 * words in English, as results and the API carry them); a name the catalogue does not hold is shown as it is.
 */
export function imageWordName(idOrEnglishName: number | string, language: Language): string {
  if (typeof idOrEnglishName === 'number') return imageWordById(idOrEnglishName)?.name[language] ?? String(idOrEnglishName);
  const wanted = idOrEnglishName.trim().toLowerCase();
  return imageWords.find((word) => word.name.en.toLowerCase() === wanted)?.name[language] ?? idOrEnglishName;
}

/** The image-word scatter plot takes exactly two words as its axes (section 5). */
export const scatterImageWordCount = 2;

/** How many image words a user may select for display: 19, or 20 in the China edition (section 5). */
export function maxSelectableImageWords(country: CountryCode): number {
  return country === 'cn' ? 20 : 19;
}

/** The summary report (report-all) lists the top 10 image words (section 9). */
export const summaryReportTopImageWords = 10;

import type { Language, LocalizedText } from '../language';
import { imageWordName } from './image-words';
import { localized } from './localized';

/**
 * The eleven basic colour names concept matching reads on a design (issue 18): a concept's colours (named, or
 * implied by a food: "orange juice" → orange) against the colours the pack shows. Results name a colour among
 * the driving words as `colour:<name>`.
 */
export const conceptColourNames: Record<string, LocalizedText> = {
  black: localized('黒', 'black', '黑色'),
  white: localized('白', 'white', '白色'),
  grey: localized('グレー', 'grey', '灰色'),
  red: localized('赤', 'red', '红色'),
  orange: localized('オレンジ色', 'orange', '橙色'),
  yellow: localized('黄色', 'yellow', '黄色'),
  green: localized('緑', 'green', '绿色'),
  blue: localized('青', 'blue', '蓝色'),
  purple: localized('紫', 'purple', '紫色'),
  pink: localized('ピンク', 'pink', '粉色'),
  brown: localized('茶色', 'brown', '棕色'),
};

const colourPrefix = 'colour:';
const colourLabel = localized('色', 'colour', '颜色');

/** The shapes concept matching reads on a design's outline (issue 18): results name one as `shape:<name>`. */
export const conceptShapeNames: Record<string, LocalizedText> = {
  long: localized('細長い', 'long', '细长'),
  round: localized('丸い', 'round', '圆形'),
};

const shapePrefix = 'shape:';
const shapeLabel = localized('形', 'shape', '形状');

/** A driving word of a concept result in `language`: an image word by its catalogue name, a colour as "colour: green". */
export function conceptDriverName(driver: string, language: Language): string {
  if (driver.startsWith(shapePrefix)) {
    const shape = conceptShapeNames[driver.slice(shapePrefix.length)];
    return shape ? `${shapeLabel[language]}: ${shape[language]}` : driver;
  }
  if (!driver.startsWith(colourPrefix)) return imageWordName(driver, language);
  const name = conceptColourNames[driver.slice(colourPrefix.length)];
  return name ? `${colourLabel[language]}: ${name[language]}` : driver;
}

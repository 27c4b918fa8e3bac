/**
 * How well the pack-text reader reads the words printed on packs (issue 18, item 1), on cartons drawn here with
 * known words: Latin brand and product names and Japanese product names, at several text sizes, on light and
 * dark labels, photographed slightly turned and JPEG-compressed, at a camera's size and a shop thumbnail's. Prints
 * the share of printed words read back (with the matcher's tolerance for a misread character) per photo size,
 * reading size and confidence floor.
 *
 *   node --import tsx services/scoring/eval/pack-text-eval.ts
 */
import sharp from 'sharp';
import { partOfCompound, sameWord } from '../src/concept/concept-match';
import { PackTextReader } from '../src/concept/pack-text';
import { tokenizerFor } from '../src/concept/tokenize';
import { loadImage } from '../src/features';

interface Carton {
  words: string[];
  language: 'en' | 'ja';
  svg: string;
}

const latin = [
  ['BRAVO', 'APPLE', 'JUICE'],
  ['TROPICANA', 'ORANGE', 'JUICE'],
  ['ARLA', 'MILK'],
  ['OATLY', 'OAT', 'DRINK'],
  ['YOGGI', 'STRAWBERRY', 'YOGHURT'],
  ['ALPRO', 'SOYA', 'DRINK'],
];
const japanese = [['オレンジ', 'ジュース'], ['牛乳'], ['りんご', 'ジュース'], ['ヨーグルト']];
const sizes = [28, 44, 72];
const labels = [
  { body: '#fafafa', ink: '#c62828' },
  { body: '#1565c0', ink: '#ffffff' },
];

function cartons(): Carton[] {
  const out: Carton[] = [];
  for (const [index, words] of [...latin, ...japanese].entries()) {
    const language = index < latin.length ? 'en' : 'ja';
    for (const size of sizes) {
      for (const label of labels) {
        const lines = words.map(
          (word, i) =>
            `<text x="300" y="${330 + i * size * 1.4}" text-anchor="middle" font-family="${language === 'ja' ? 'Noto Sans CJK JP' : 'DejaVu Sans'}" font-weight="bold" font-size="${size}" fill="${label.ink}">${word}</text>`,
        );
        const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800"><rect width="100%" height="100%" fill="#e8e4da"/>
          <rect x="110" y="120" width="380" height="620" rx="10" fill="${label.body}"/>
          <circle cx="300" cy="230" r="60" fill="#ffb300" opacity="0.85"/>${lines.join('')}</svg>`;
        out.push({ words, language, svg });
      }
    }
  }
  return out;
}

async function photograph(svg: string, width: number): Promise<Buffer> {
  return sharp(Buffer.from(svg)).rotate(4, { background: '#e8e4da' }).resize({ width }).jpeg({ quality: 70 }).toBuffer();
}

const reader = await PackTextReader.load();
/** Photos as a camera gives them (1200 px) and as a shop's product thumbnails (400 and 200 px wide). */
const widths = [1200, 400, 200];
const settings = [
  { longSide: 1024, confidence: 0.6 },
  { longSide: 1024, confidence: 0.4 },
  { longSide: 1600, confidence: 0.6 },
];
const read = new Map<string, number>();
const printed = new Map<number, number>();
for (const width of widths) {
  for (const carton of cartons()) {
    const image = await loadImage(await photograph(carton.svg, width), { workingLongSide: 2000 });
    const tokenizer = await tokenizerFor(carton.language);
    const expected = carton.words.flatMap((word) => tokenizer.tokenize(word).map((t) => t.lemma));
    printed.set(width, (printed.get(width) ?? 0) + expected.length);
    for (const setting of settings) {
      const text = await reader.read(image, setting.confidence, setting.longSide);
      const got = tokenizer.tokenize(text).map((t) => t.lemma);
      const key = `${width} px photo, read at ≤ ${setting.longSide} px, confidence ≥ ${setting.confidence}`;
      read.set(key, (read.get(key) ?? 0) + expected.filter((word) => got.some((g) => sameWord(word, g) || partOfCompound(word, g))).length);
    }
  }
}
console.log(`${cartons().length} cartons, ${printed.get(widths[0])} printed words, photographed ${widths.join(', ')} px wide`);
for (const [key, count] of read) console.log(`  ${key.padEnd(56)} ${((count / printed.get(Number(key.split(' ')[0]))!) * 100).toFixed(1)}% read`);

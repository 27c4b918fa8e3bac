import { colourWords, foodColours } from './colour-lexicon';
import { conceptText, sentencesOf, type ConceptText } from './concept-text';
import { comparisonWords, containerWords, insideWords, madeOfWords, outsideWords, productWords } from './description-words';
import type { ColourName } from './pack-colours';
import type { ShapeName } from './pack-shape';
import { foodShapes, shapeWords } from './shape-lexicon';
import type { ConceptLanguage } from './tokenize';
import { WordNetFoods } from './wordnet';

/**
 * How a concept's colours and shapes are read (issue 18, item 1). General rules of how a product is described,
 * kept where they helped on grocery-dev's development half (docs/BENCHMARKS.md):
 * - a colour said of the inside (pulp, flesh, kernel…) is not what a photo of the whole product or its pack
 *   mostly shows: it weighs 0.3;
 * - a colour after a comparison ("sweeter than the green ones", 緑より) names another product: it does not count.
 */
const INSIDE_WEIGHT = 0.3;
/** The first words of a concept, where it names the product (its subject). */
const SUBJECT_TOKENS = 5;
/**
 * An English word the lexicons do not list counts through WordNet (`wordnet.ts`) where one of its names or broader
 * kinds is a lexicon's food ("courgette" = zucchini; "satsuma" → mandarin orange, whose head is "orange"), at half
 * the weight of a word the lexicon lists. Set a priori.
 */
const WORDNET_WEIGHT = 0.5;

let wordNet: Promise<WordNetFoods> | undefined;
/** WordNet's noun index, read once per process on the first English concept (about half a second). */
const wordNetFoods = () => (wordNet ??= WordNetFoods.load());

export type ConceptLooks<Name extends string> = Map<Name, { weight: number; terms: string[] }>;
export type ConceptColours = ConceptLooks<ColourName>;
export type ConceptShapes = ConceptLooks<ShapeName>;

/** A lexicon entry: its terms in each language and what they imply (colours or shapes). */
interface LookTerm<Name extends string> {
  terms: Record<ConceptLanguage, readonly string[]>;
  names: readonly Name[];
  /** A food's outline: only the food itself, as a word of its own, not an ingredient ("orange juice"). */
  itself?: boolean;
}

/** One sentence of a concept as the rules read it: where its part, comparison and ingredient words stand. */
interface SentenceReading {
  concept: ConceptText;
  inside: number[];
  outside: number[];
  /** Whether the word at a token position follows a comparison ("than the green"). */
  compared(at: number): boolean;
  /** Token positions of ingredient words ("juice" in "orange juice"). */
  madeOf: ReadonlySet<number>;
}

/** A concept read once, sentence by sentence, for both its colours and its shapes. */
export interface DescriptionReading {
  language: ConceptLanguage;
  sentences: SentenceReading[];
  /** The first words name a processed product or a container ("Bravo apple juice is…", "A carton of…"). */
  processed: boolean;
}

export async function readDescription(text: string, language: ConceptLanguage): Promise<DescriptionReading> {
  const sentences = await Promise.all(sentencesOf(text).map(async (sentence) => readSentence(await conceptText(sentence, language), language)));
  // The text's first words name what the product is ("Bravo apple juice is a juice made from pressed apples");
  // later ones its uses ("used in soups").
  const first = sentences[0]?.concept ?? (await conceptText('', language));
  const processed = [...productWords[language], ...containerWords[language]].some((word) => first.occurrences(word, { verbatimFrom: 2 }).some((at) => at < SUBJECT_TOKENS));
  return { language, sentences, processed };
}

function readSentence(concept: ConceptText, language: ConceptLanguage): SentenceReading {
  const positions = (words: readonly string[]) => words.flatMap((word) => concept.occurrences(word)).filter((at) => at >= 0);
  const comparisons = positions(comparisonWords[language]);
  return {
    concept,
    inside: positions(insideWords[language]),
    outside: positions(outsideWords[language]),
    // "than the green", 比绿色: the comparison word comes first; 緑より: it follows.
    compared: (at) =>
      comparisons.some((c) => {
        const gap = language === 'ja' ? c - at : at - c;
        return gap >= 1 && gap <= 2;
      }),
    madeOf: new Set(madeOfWords[language].flatMap((word) => concept.occurrences(word))),
  };
}

/**
 * The colours a concept names or implies, weighted by the terms that point to them (a term with two usual
 * colours gives each half), under the rules above; each entry counts once, at its strongest mention. Japanese and
 * Chinese terms of one or two characters count only as whole words, so 白い does not fire inside 面白い; longer ones
 * also inside a compound (オレンジ in オレンジジュース).
 */
export function coloursOf(reading: DescriptionReading): Promise<ConceptColours> {
  return conceptLooks(reading, [...colourWords, ...foodColours].map((entry) => ({ terms: entry.terms, names: entry.colours })));
}

/**
 * The shapes a concept names or implies ("long", "round"; a cucumber is long), read as the colours are. A concept
 * whose first words name a processed product or a container ("Apple juice made from pressed apples", "A carton of
 * …") takes no outline from its foods: the pack's outline is not theirs.
 */
export function shapesOf(reading: DescriptionReading): Promise<ConceptShapes> {
  return conceptLooks(reading, [
    ...shapeWords.map((entry) => ({ terms: entry.terms, names: entry.shapes })),
    ...(reading.processed ? [] : foodShapes.map((entry) => ({ terms: entry.terms, names: entry.shapes, itself: true }))),
  ]);
}

export const conceptColourProfile = async (text: string, language: ConceptLanguage) => coloursOf(await readDescription(text, language));
export const conceptShapeProfile = async (text: string, language: ConceptLanguage) => shapesOf(await readDescription(text, language));

async function conceptLooks<Name extends string>(reading: DescriptionReading, lexicon: readonly LookTerm<Name>[]): Promise<ConceptLooks<Name>> {
  const { language, sentences } = reading;
  const profile: ConceptLooks<Name> = new Map();
  const listed = new Set(lexicon.flatMap((entry) => entry.terms[language]));
  const related = language === 'en' ? await Promise.all(sentences.map((sentence) => relatedFoods(sentence.concept, listed))) : sentences.map(() => []);
  for (const entry of lexicon) {
    const found = sentences
      .map((sentence, index) => strongestMention(sentence, entry, language, related[index]))
      .reduce<Mention | undefined>((best, mention) => (mention && (!best || mention.weight > best.weight) ? mention : best), undefined);
    if (!found) continue;
    for (const name of entry.names) {
      const named = profile.get(name) ?? { weight: 0, terms: [] };
      named.weight += found.weight / entry.names.length;
      if (!named.terms.includes(found.term)) named.terms.push(found.term);
      profile.set(name, named);
    }
  }
  return profile;
}

interface Mention {
  term: string;
  weight: number;
}

/** A word of the concept (one token or two: "golden delicious") and the food names WordNet relates to it. */
interface RelatedFood {
  at: number;
  span: number;
  word: string;
  names: readonly string[];
}

/** The words of a sentence the lexicon does not list that WordNet knows as foods or plants, with their related names. */
async function relatedFoods(concept: ConceptText, listed: ReadonlySet<string>): Promise<RelatedFood[]> {
  const wordnet = await wordNetFoods();
  const tokens = concept.tokens;
  const found: RelatedFood[] = [];
  const isListed = (at: number) => listed.has(tokens[at].surface) || listed.has(tokens[at].lemma);
  for (let at = 0; at < tokens.length; at++) {
    // Two words WordNet knows as one name first ("golden delicious", "granny smith"), then the word alone.
    const pair = at + 1 < tokens.length && tokens[at + 1].content ? `${tokens[at].surface} ${tokens[at + 1].surface}` : undefined;
    const candidates: [string, number][] = [
      ...(pair && !listed.has(pair) ? [[pair, 2] as [string, number]] : []),
      // A word right after a listed food or colour is a product of it ("matcha latte" is green, not coffee).
      ...(tokens[at].content && !isListed(at) && !(at > 0 && isListed(at - 1)) ? baseForms(tokens[at].surface).map((word): [string, number] => [word, 1]) : []),
    ];
    for (const [word, span] of candidates) {
      if (!wordnet.knows(word)) continue;
      const names = (await wordnet.relatedNames(word)).map((r) => r.name);
      if (!names.length) continue;
      found.push({ at, span, word, names });
      at += span - 1;
      break;
    }
  }
  return found;
}

/** An English noun's possible singular forms ("berries" → berry, "peaches" → peach). */
function baseForms(word: string): string[] {
  const forms = [word];
  if (word.endsWith('ies')) forms.push(`${word.slice(0, -3)}y`);
  if (word.endsWith('es')) forms.push(word.slice(0, -2));
  if (word.endsWith('s') && !word.endsWith('ss')) forms.push(word.slice(0, -1));
  return forms;
}

/** A lexicon term among WordNet's names: one of them, or the head of one ("mandarin orange" → orange). */
const namedBy = (names: readonly string[], term: string) => names.some((name) => name === term || name.split(' ').at(-1) === term);

/**
 * The entry's first term the sentence uses outside a comparison, and how much it counts there; failing that, a
 * word WordNet relates to one of its terms.
 */
function strongestMention(sentence: SentenceReading, entry: LookTerm<string>, language: ConceptLanguage, related: readonly RelatedFood[]): Mention | undefined {
  const { concept, inside, outside, compared, madeOf } = sentence;
  for (const term of entry.terms[language]) {
    for (const at of concept.occurrences(term, { verbatimFrom: 3 })) {
      if (at >= 0 && compared(at)) continue;
      if (entry.itself && (at < 0 || madeOf.has(at + termLength(concept, term)))) continue;
      return { term, weight: at >= 0 && nearest(at, inside) < nearest(at, outside) ? INSIDE_WEIGHT : 1 };
    }
  }
  // Words the lexicon does not list, through WordNet, under the same rules.
  for (const food of related) {
    const term = entry.terms[language].find((t) => namedBy(food.names, t));
    if (!term || compared(food.at)) continue;
    if (entry.itself && madeOf.has(food.at + food.span)) continue;
    return { term: `${food.word}→${term}`, weight: WORDNET_WEIGHT * (nearest(food.at, inside) < nearest(food.at, outside) ? INSIDE_WEIGHT : 1) };
  }
  return undefined;
}

/** How many tokens `term` spans in the concept's language. */
const termLength = (concept: ConceptText, term: string) => Math.max(1, concept.tokenCount(term));

const nearest = (at: number, positions: readonly number[]) => Math.min(Infinity, ...positions.map((p) => Math.abs(p - at)));

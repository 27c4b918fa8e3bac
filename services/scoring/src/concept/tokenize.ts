import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export type ConceptLanguage = 'ja' | 'zh' | 'en';
export const conceptLanguages: readonly ConceptLanguage[] = ['ja', 'zh', 'en'];

/** A word of a text: its surface form and the form lexicon look-ups use (dictionary form, lower case, stem). */
export interface Token {
  surface: string;
  lemma: string;
  /** Content words (nouns, adjectives, verbs) count for text overlap; particles and stop words do not. */
  content: boolean;
}

export interface Tokenizer {
  tokenize(text: string): Token[];
}

const require = createRequire(import.meta.url);

let japanese: Promise<Tokenizer> | undefined;
let chinese: Tokenizer | undefined;

/** Japanese with kuromoji (IPADIC bundled; the dictionary loads once, about 0.4-0.6 s). */
function japaneseTokenizer(): Promise<Tokenizer> {
  japanese ??= (async () => {
    const kuromoji = (await import('kuromoji')).default;
    const dicPath = join(dirname(require.resolve('kuromoji/package.json')), 'dict');
    const analyser = await new Promise<import('kuromoji').Tokenizer<import('kuromoji').IpadicFeatures>>((resolve, reject) =>
      kuromoji.builder({ dicPath }).build((error, tokenizer) => (error ? reject(error) : resolve(tokenizer))),
    );
    return {
      tokenize: (text: string) =>
        analyser
          .tokenize(text.normalize('NFKC'))
          .filter((t) => t.pos !== '記号' && t.surface_form.trim() !== '')
          .map((t) => ({
            surface: t.surface_form,
            lemma: t.basic_form && t.basic_form !== '*' ? t.basic_form : t.surface_form,
            content: ['名詞', '形容詞', '動詞', '形容動詞語幹'].includes(t.pos) && !['非自立', '数', '代名詞', '接尾'].includes(t.pos_detail_1),
          })),
    };
  })();
  return japanese;
}

/** Chinese with @node-rs/jieba and its bundled dictionary. */
async function chineseTokenizer(): Promise<Tokenizer> {
  if (!chinese) {
    const { Jieba } = await import('@node-rs/jieba');
    const { dict } = await import('@node-rs/jieba/dict.js');
    const jieba = Jieba.withDict(dict);
    chinese = {
      tokenize: (text: string) =>
        jieba
          .cut(text.normalize('NFKC'), false)
          .filter((w) => /[\p{L}\p{N}]/u.test(w))
          .map((w) => ({ surface: w, lemma: w.toLowerCase(), content: w.length >= 2 && !chineseStopWords.has(w) })),
    };
  }
  return chinese;
}

const chineseStopWords = new Set(['我们', '你们', '他们', '这个', '那个', '一个', '这款', '可以', '就是', '还是', '而且', '以及', '因为', '所以', '如果', '非常', '比较']);

const englishStopWords = new Set(
  'a an the and or but of to in on for with at by from as is are was were be been being it its this that these those our your their we you they i he she them us my me not no so very more most than then too can will just into over under about up down out only also such which who whom what when where why how all any each both few other some own same'.split(' '),
);

/** Words whose ending is not a suffix to strip ("wellness" is not "well", as in "fits well"). */
const unstemmed = new Set(['wellness', 'business', 'witness', 'harness', 'always', 'news', 'lens', 'ceiling']);

/** Light suffix stripping so that "refreshing"/"refreshed"/"refreshes" and "flavours"/"flavour" meet. */
export function englishStem(word: string): string {
  let w = word.toLowerCase().replace(/[’']s$/, '');
  if (unstemmed.has(w)) return w;
  for (const [suffix, min] of [['ness', 4], ['ing', 4], ['ed', 4], ['es', 3], ['ly', 4], ['s', 3]] as const) {
    // "-es" is a suffix after s, x, z, ch, sh and o (peaches, tomatoes); elsewhere only the "s" is (oranges, courgettes).
    if (suffix === 'es' && !/(s|x|z|ch|sh|o)es$/.test(w)) continue;
    if (w.endsWith(suffix) && w.length - suffix.length >= min && !(suffix === 's' && w.endsWith('ss'))) {
      w = w.slice(0, -suffix.length);
      break;
    }
  }
  return w;
}

const englishTokenizer: Tokenizer = {
  tokenize: (text) =>
    (text.normalize('NFKC').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).map((w) => ({ surface: w, lemma: englishStem(w), content: !englishStopWords.has(w) && w.length > 1 })),
};

export async function tokenizerFor(language: ConceptLanguage): Promise<Tokenizer> {
  switch (language) {
    case 'ja':
      return japaneseTokenizer();
    case 'zh':
      return chineseTokenizer();
    case 'en':
      return englishTokenizer;
  }
}

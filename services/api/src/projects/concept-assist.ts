import type { Language } from '@packlens/contracts';

type ConceptLanguage = 'ja' | 'zh' | 'en';

/** Keywords of a rough idea: split at spaces, commas and Japanese/Chinese punctuation, each once. */
export function keywordsOf(prompt: string): string[] {
  return [...new Set(prompt.split(/[\s,、，。・/]+/u).map((k) => k.trim()).filter(Boolean))].slice(0, 6);
}

const templates: Record<ConceptLanguage, { withKeywords: (k: string[]) => string; empty: string; join: string }> = {
  ja: {
    join: '・',
    withKeywords: (k) => `${k.join('・')}をひと目で感じられる、毎日手に取りたくなる商品。${k[0]}の魅力が伝わる、親しみやすく信頼できるパッケージ。`,
    empty: '毎日手に取りたくなる、親しみやすく信頼できるパッケージ。',
  },
  zh: {
    join: '、',
    withKeywords: (k) => `一眼就能感受到${k.join('、')}的商品，让人每天都想拿起。传达${k[0]}魅力、亲切可信的包装。`,
    empty: '让人每天都想拿起、亲切可信的包装。',
  },
  en: {
    join: ', ',
    withKeywords: (k) => `A product that says ${k.join(', ')} at a glance and that people reach for every day: a friendly, trustworthy pack that shows what makes it ${k[0]}.`,
    empty: 'A friendly, trustworthy pack that people reach for every day.',
  },
};

/**
 * The offline concept assistant: turns keywords into a concept sentence from a fixed template. It is a stand-in
 * for a text provider (labelled demo in the answer), good enough to show the step and to feed concept matching.
 */
export function assistConcept(prompt: string, language: ConceptLanguage): { text: string; provider: string; demo: boolean } {
  const keywords = keywordsOf(prompt);
  const template = templates[language];
  return { text: keywords.length ? template.withKeywords(keywords) : template.empty, provider: 'local', demo: true };
}

/** The concept language that goes with an interface language. */
export const conceptLanguageOf = (language: Language): ConceptLanguage => (language === 'zh-CN' ? 'zh' : language === 'en' ? 'en' : 'ja');

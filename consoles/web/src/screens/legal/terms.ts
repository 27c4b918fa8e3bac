import type { Language } from '@packlens/contracts';
import { termsEn } from './terms.en';
import { termsJa } from './terms.ja';
import { termsZhCn } from './terms.zh-CN';

/** The terms of use in one language: when they apply, an introduction and numbered sections. */
export interface TermsText {
  effective: string;
  intro: string;
  sections: { heading: string; paragraphs: string[] }[];
}

/** The terms of use the registration forms ask to agree to (issue 19, item 10), in every interface language. */
export const termsOfUse: Record<Language, TermsText> = { ja: termsJa, en: termsEn, 'zh-CN': termsZhCn };

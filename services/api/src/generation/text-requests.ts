import { categoryById, type Language, type TextBriefData } from '@packlens/contracts';
import { catchPhrasesRequest, conceptsRequest, namesRequest as namesRequestFor, textModelCatalogue, type ModelChoice, type Refinement, type TextBrief, type TextModelCode, type TextRequest } from '@packlens/generation';
import type { TextBrief as BriefEvent } from './deciders';

/** The brief as the prompts read it: the category by its name in the brief's language. */
export function promptBrief(brief: TextBriefData): TextBrief {
  return {
    language: brief.language,
    product: brief.product,
    category: categoryById(brief.categoryId)?.name[brief.language] ?? brief.category,
    target: brief.target,
    features: brief.features,
    tone: brief.tone,
    wordsToUse: brief.wordsToUse,
    wordsToAvoid: brief.wordsToAvoid,
  };
}

/**
 * Section 9's model of a brief as the provider names it: the id the super admin set on the provider's settings
 * (`overrides`, its `models` map: a renamed or retired id), else the catalogue's.
 */
export const modelIdOf = (code: string, overrides?: Record<string, string>) =>
  overrides?.[code] || (textModelCatalogue[code as TextModelCode]?.modelId ?? textModelCatalogue.gpt_4o.modelId);
export const providerOf = (code: string) => textModelCatalogue[code as TextModelCode]?.provider ?? 'openai';

/**
 * The request one answer of the conversation sends: the first answer from the brief alone, a later one as a
 * refinement of the previous answer (with the user's instruction and favourites, or "a new list" without one).
 */
export function requestForTurn(entered: BriefEvent, choice: ModelChoice, refine: Refinement | undefined, instruction: string, turn: number): TextRequest {
  const brief = promptBrief(entered.brief);
  switch (entered.service) {
    case 'names':
      return namesRequestFor(brief, entered.count, choice, refine);
    case 'catch_phrases':
      return catchPhrasesRequest(brief, entered.count, entered.maxChars ?? 30, choice, refine);
    case 'concepts':
      return conceptsRequest(
        {
          language: brief.language,
          conceptType: entered.brief.conceptType ?? 'NEEDS',
          product: brief.product,
          category: brief.category,
          target: brief.target,
          message: [entered.brief.message, instruction].filter(Boolean).join(' / '),
        },
        entered.count,
        choice,
        turn,
      );
  }
}

/** What the refinement sends when the user asked for a new list without saying how. */
export const freshListInstruction: Record<Language, string> = {
  ja: '前回とは違う案で、新しいリストを作ってください。',
  en: 'Write a new list with different ideas from the previous one.',
  'zh-CN': '请写一份与上次不同的新列表。',
};

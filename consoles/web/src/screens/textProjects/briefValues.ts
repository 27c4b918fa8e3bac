import { catchPhraseWithinBudget, chatLimits, TextBriefRequest, type Language, type TextProjectDetail } from '@packlens/contracts';
import { checkWithSchema, type FieldProblems } from '../../forms/fieldErrors';
import { formatCount } from '../../i18n/format';

/**
 * A brief as its forms hold it: every field a text (lists one item a line or comma-separated, numbers as typed),
 * named as the API names them so the server's field errors land on the right input.
 */
export type BriefValues = {
  product: string;
  category_id: string;
  target: string;
  features: string;
  tone: string;
  words_to_use: string;
  words_to_avoid: string;
  language: string;
  max_chars: string;
  concept_type: string;
  message: string;
};
export type BriefField = keyof BriefValues;

/** What the menu step chose: the service, how many, which model. */
export type BriefChoice = Pick<TextBriefRequest, 'service' | 'count' | 'model_code'>;

/** The form's values of a stored brief, or a new one's defaults (the output language: the interface's). */
export function briefValuesOf(brief: TextProjectDetail['brief'], language: Language): BriefValues {
  return {
    product: brief?.product ?? '',
    // No default category: a juice scored as alcohol because nobody changed the first choice (issue 19).
    category_id: brief ? String(brief.category_id) : '',
    target: brief?.target ?? '',
    features: brief?.features.join('\n') ?? '',
    tone: brief?.tone ?? '',
    words_to_use: brief?.words_to_use.join(', ') ?? '',
    words_to_avoid: brief?.words_to_avoid.join(', ') ?? '',
    language: brief?.language ?? language,
    max_chars: brief?.max_chars ? String(brief.max_chars) : '',
    concept_type: brief?.concept_type ?? '',
    message: brief?.message ?? '',
  };
}

/** A list typed as lines or comma-separated words (Japanese and Chinese commas too), without empty entries. */
export const listOf = (text: string) =>
  text
    .split(/[,、，\n]/)
    .map((entry) => entry.trim())
    .filter(Boolean);

const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text.trim()));

/** The request the form sends: the menu's choice with the form's values. */
export function briefRequestOf(values: BriefValues, choice: BriefChoice): TextBriefRequest {
  return {
    ...choice,
    language: values.language as Language,
    product: values.product.trim(),
    category_id: (values.category_id ? Number(values.category_id) : undefined) as number,
    target: values.target.trim(),
    features: listOf(values.features),
    tone: values.tone.trim(),
    words_to_use: listOf(values.words_to_use),
    words_to_avoid: listOf(values.words_to_avoid),
    max_chars: choice.service === 'catch_phrases' ? numberOrNull(values.max_chars) : null,
    concept_type: choice.service === 'concepts' ? ((values.concept_type || null) as TextBriefRequest['concept_type']) : null,
    message: values.message.trim(),
  };
}

/**
 * What the contract refuses in the form's fields, as the server would say it (the menu's own fields are checked
 * where they are chosen). The budget message names the budget the catalogue's text leaves open.
 */
export function briefProblems(values: BriefValues, choice: BriefChoice): FieldProblems<BriefField> {
  const problems = checkWithSchema<string>(TextBriefRequest, { ...briefRequestOf(values, choice) }) as FieldProblems<string>;
  const own: FieldProblems<BriefField> = {};
  for (const [field, problem] of Object.entries(problems)) {
    if (!problem || !Object.hasOwn(values, field)) continue;
    own[field as BriefField] = 'code' in problem && problem.code === 'CATCH_COPY_TOO_LONG' ? { ...problem, params: { max: formatCount(chatLimits.catchPhraseCharacterBudget) } } : problem;
  }
  return own;
}

/** Whether catch-phrases of this count and maximum length stay within the 3,000-character budget, and the total. */
export function catchPhraseBudget(count: number, maxChars: string) {
  const max = maxChars.trim() === '' ? NaN : Number(maxChars);
  const total = count * max;
  return { total, within: Number.isFinite(total) && catchPhraseWithinBudget(count, max), budget: chatLimits.catchPhraseCharacterBudget };
}

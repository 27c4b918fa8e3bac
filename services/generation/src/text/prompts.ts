import type { ChatMessage, ConceptBrief, Refinement, TextBrief, TextLanguage, TextRequest, TextTask } from '../ports';

const languageNames: Record<TextLanguage, string> = { ja: 'Japanese', en: 'English', 'zh-CN': 'Simplified Chinese' };

const bulletList = (label: string, values: string[]) => (values.length ? `${label}: ${values.join(', ')}` : null);

/** The information form as the model reads it. */
function briefLines(brief: TextBrief): string {
  return [
    `Product: ${brief.product}`,
    `Category: ${brief.category}`,
    brief.target && `Target consumers: ${brief.target}`,
    bulletList('Features', brief.features),
    brief.tone && `Tone: ${brief.tone}`,
    bulletList('Words to use', brief.wordsToUse),
    bulletList('Words to avoid (never use them)', brief.wordsToAvoid),
  ]
    .filter(Boolean)
    .join('\n');
}

const listRules = (count: number, language: TextLanguage) =>
  `Answer in ${languageNames[language]} with exactly ${count} items, one per line, numbered "1. ", "2. " and so on, ` +
  'with nothing before or after the list and no explanations.';

function refinementTurn(refine: Refinement): ChatMessage[] {
  return [
    { role: 'assistant', content: refine.previous.map((item, index) => `${index + 1}. ${item}`).join('\n') },
    {
      role: 'user',
      content: [
        refine.instruction,
        refine.favourites.length ? `Keep these favourites unchanged at the top of the list: ${refine.favourites.join(' / ')}` : null,
        'Answer with the whole new list in the same format.',
      ]
        .filter(Boolean)
        .join('\n'),
    },
  ];
}

export interface ModelChoice {
  model: string;
  maxOutputTokens: number;
}

/** Product names (route /chat-gpt, menu "naming"): 30, 50 or 100 at a time. */
export function namesRequest(brief: TextBrief, count: number, choice: ModelChoice, refine?: Refinement): TextRequest {
  const task: TextTask = { kind: 'names', brief, count, refine };
  return {
    ...choice,
    system:
      'You are a naming specialist for consumer packaged goods. You write product names that are short, easy to say, ' +
      'distinctive on a shelf, and fit the category and target. ' +
      listRules(count, brief.language),
    messages: [{ role: 'user', content: `Write ${count} product names for this product.\n${briefLines(brief)}` }, ...(refine ? refinementTurn(refine) : [])],
    temperature: 0.9,
    task,
  };
}

/** Catch-phrases: 10, 20 or 30 at a time, each at most `maxChars` characters as the user sees them. */
export function catchPhrasesRequest(brief: TextBrief, count: number, maxChars: number, choice: ModelChoice, refine?: Refinement): TextRequest {
  const task: TextTask = { kind: 'catch_phrases', brief, count, maxChars, refine };
  return {
    ...choice,
    system:
      'You are a copywriter for consumer packaged goods. You write catch-phrases for the front of the pack and for ' +
      `advertising: concrete, memorable, true to the product. Each catch-phrase has at most ${maxChars} characters ` +
      '(a full-width character counts as one). ' +
      listRules(count, brief.language),
    messages: [{ role: 'user', content: `Write ${count} catch-phrases for this product.\n${briefLines(brief)}` }, ...(refine ? refinementTurn(refine) : [])],
    temperature: 0.9,
    task,
  };
}

const conceptTypeGuides: Record<ConceptBrief['conceptType'], string> = {
  TRENDS: 'built on a current consumer or market trend',
  NEEDS: 'built on an unmet consumer need or pain point',
  NEW_USAGE: 'built on a new way, moment or place to use the product',
  TECHNOLOGY: 'built on a technology, ingredient or process that makes the product better',
};

/** The JSON an answer of concept generation follows: title, insight, benefit and reason to believe per concept. */
export const conceptsSchema = {
  name: 'product_concepts',
  jsonSchema: {
    type: 'object',
    additionalProperties: false,
    required: ['concepts'],
    properties: {
      concepts: {
        type: 'array',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['title', 'insight', 'benefit', 'reason_to_believe'],
          properties: {
            title: { type: 'string', description: 'A short name for the concept' },
            insight: { type: 'string', description: 'The consumer truth the concept answers, in their words' },
            benefit: { type: 'string', description: 'What the product promises the consumer' },
            reason_to_believe: { type: 'string', description: 'Why the promise can be believed' },
          },
        },
      },
    },
  },
} as const;

/** Product concepts (route /generate-concept): one of the four types, steered by the message step. */
export function conceptsRequest(brief: ConceptBrief, count: number, choice: ModelChoice, turn = 0): TextRequest {
  return {
    ...choice,
    system:
      'You are a product planner for consumer packaged goods. A product concept has a title, a consumer insight, a ' +
      `benefit and a reason to believe. Write in ${languageNames[brief.language]}. Answer only with JSON that follows the given schema.`,
    messages: [
      {
        role: 'user',
        content: [
          `Write ${count} product concepts ${conceptTypeGuides[brief.conceptType]}.`,
          `Product: ${brief.product}`,
          `Category: ${brief.category}`,
          brief.target && `Target consumers: ${brief.target}`,
          brief.message && `Direction from the brand manager: ${brief.message}`,
          turn > 0 && 'Write different concepts from the ones you wrote before.',
        ]
          .filter(Boolean)
          .join('\n'),
      },
    ],
    schema: conceptsSchema,
    temperature: 0.8,
    task: { kind: 'concepts', brief, count, ...(turn ? { turn } : {}) },
  };
}

/** The survey's concept step "assist": a concept text from the category, the pack's shape and a few keywords. */
export function conceptAssistRequest(input: { language: TextLanguage; category: string; shape: string; keywords: string[] }, choice: ModelChoice): TextRequest {
  return {
    ...choice,
    system:
      `You write the concept of a packaged product in two or three plain sentences in ${languageNames[input.language]}: ` +
      'what it is, for whom, and what makes it worth choosing. No heading, no list, at most 500 characters.',
    messages: [
      {
        role: 'user',
        content: [`Category: ${input.category}`, `Pack shape: ${input.shape}`, input.keywords.length ? `Keywords: ${input.keywords.join(', ')}` : null].filter(Boolean).join('\n'),
      },
    ],
    temperature: 0.7,
    task: { kind: 'concept_assist', ...input },
  };
}

/**
 * Design generation's prompt assist (section 5: it needs the category and the pack's shape): an image prompt a
 * text-to-image model reads well — in English, a single line of comma-separated phrases, no people or text beyond the
 * product's name — built around the user's keywords.
 */
export function promptAssistRequest(input: { category: string; shape: string; keywords: string[] }, choice: ModelChoice): TextRequest {
  return {
    ...choice,
    system:
      'You write prompts for a text-to-image model that draws package designs. Answer with one line in English: comma-separated ' +
      'phrases naming the pack (its shape), its look (colours, materials, style), the composition and the lighting, at most 400 characters. ' +
      'Use the keywords; put a product name in double quotes if the keywords hold one. No explanation.',
    messages: [
      {
        role: 'user',
        content: [`Category: ${input.category}`, `Pack shape: ${input.shape}`, input.keywords.length ? `Keywords: ${input.keywords.join(', ')}` : null].filter(Boolean).join('\n'),
      },
    ],
    temperature: 0.7,
    task: { kind: 'prompt_assist', ...input },
  };
}

import { z } from 'zod';
import type { TextLanguage } from '../ports';
import type { ModelChoice } from './prompts';
import type { StoredImage, StoredTextRequest } from './stored-request';

const languageNames: Record<TextLanguage, string> = { ja: 'Japanese', en: 'English', 'zh-CN': 'Simplified Chinese' };

/** The answer's shape: a level on the product's 1-5 scale and the reasons, each naming what the pack shows or says. */
export const conceptVisionSchema = {
  name: 'concept_match',
  jsonSchema: {
    type: 'object',
    properties: {
      level: { type: 'integer', minimum: 1, maximum: 5, description: '1 = the pack contradicts the concept, 3 = neutral, 5 = the pack expresses the concept fully' },
      reasons: { type: 'array', items: { type: 'string' }, minItems: 1, maxItems: 5, description: 'Each reason names something the pack shows or says and the words of the concept it matches or misses' },
    },
    required: ['level', 'reasons'],
    additionalProperties: false,
  },
} as const;

/** The answer as the product keeps it (the generation worker checks it; the API reads it): reasons trimmed and capped as the event keeps them. */
export const ConceptVisionAnswer = z.object({
  level: z.number().int().min(1).max(5),
  reasons: z.array(z.string().trim().min(1).transform((reason) => reason.slice(0, 500))).min(1).transform((reasons) => reasons.slice(0, 5)),
});

/**
 * Concept matching by a multimodal model (issue 18, item 2): the model looks at the pack and reads the concept, and
 * answers how well the design expresses it (1-5) with its reasons, in the user's language. The image is referenced
 * by its blob key (`images` of the stored request); the generation worker reads it when it calls the model.
 */
export function conceptVisionRequest(input: { language: TextLanguage; concept: string; image: StoredImage }, choice: ModelChoice): StoredTextRequest {
  return {
    ...choice,
    system:
      'You judge package designs for a consumer-research service. Look at the pack in the picture: the objects, ingredients, colours, ' +
      'text and mood it shows. Then read the product concept and rate how well this design expresses that concept to a shopper, on a ' +
      'scale of 1 to 5 (1 contradicts it, 2 weakly, 3 neutral, 4 well, 5 fully). Give one to five short reasons, each naming what the ' +
      `pack shows or says and the words of the concept it matches or misses. Write the reasons in ${languageNames[input.language]}.`,
    messages: [{ role: 'user', content: `Concept:\n${input.concept}`, images: [input.image] }],
    temperature: 0,
    schema: { name: conceptVisionSchema.name, jsonSchema: conceptVisionSchema.jsonSchema },
    task: { kind: 'concept_vision', language: input.language, concept: input.concept },
  };
}

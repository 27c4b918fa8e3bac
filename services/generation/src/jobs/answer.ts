import { GeneratedConceptSchema } from '@packlens/contracts';
import { z } from 'zod';
import { ProviderError } from '../errors';
import type { PanelItemRating } from '../panel/panel';
import type { TextResult } from '../ports';
import { ConceptVisionAnswer } from '../text/concept-vision';
import { itemsOf, lengthAsSeen } from '../text/list-answer';
import type { RequestedJob } from './queue';

const ConceptsAnswer = z.object({ concepts: z.array(GeneratedConceptSchema) });

export interface ReadAnswer {
  items: string[];
  concepts: z.infer<typeof GeneratedConceptSchema>[];
  /** Prose (the concept assist, a key visual's scene description). */
  text: string;
  /** A simulated panel's ratings. */
  panel: PanelItemRating[];
}

/**
 * What the product keeps of an answer: prose as it is, names and catch-phrases as a list (catch-phrases over the maximum length,
 * as the user counts it, are left out), concepts as the schema says. An answer with nothing usable is a bad answer.
 */
export function readAnswer(job: RequestedJob, result: TextResult): ReadAnswer {
  if (job.service === 'concept_assist' || job.service === 'key_visual_scene' || job.service === 'prompt_assist') {
    const text = result.text.trim();
    if (!text) throw new ProviderError('bad_answer', 'the answer is empty', { provider: job.provider });
    return { items: [], concepts: [], text, panel: [] };
  }
  if (job.service === 'concept_vision') {
    const parsed = ConceptVisionAnswer.safeParse(result.json ?? safeJson(result.text));
    if (!parsed.success) throw new ProviderError('bad_answer', 'the concept level does not follow the schema', { provider: job.provider });
    // Kept as its JSON: the API reads the level and reasons from the completion's text.
    return { items: [], concepts: [], text: JSON.stringify(parsed.data), panel: [] };
  }
  if (job.service === 'concepts') {
    const parsed = ConceptsAnswer.safeParse(result.json ?? safeJson(result.text));
    if (!parsed.success || parsed.data.concepts.length === 0) throw new ProviderError('bad_answer', 'the concepts answer does not follow the schema', { provider: job.provider });
    return { items: [], concepts: parsed.data.concepts, text: '', panel: [] };
  }
  const maxChars = typeof job.request.task.maxChars === 'number' ? job.request.task.maxChars : undefined;
  const items = itemsOf(result.text).filter((item) => maxChars === undefined || lengthAsSeen(item) <= maxChars);
  if (items.length === 0) throw new ProviderError('bad_answer', 'the answer holds no list items', { provider: job.provider });
  return { items, concepts: [], text: '', panel: [] };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

import { ProviderError } from '../errors';
import type { TextModel, TextRequest, TextResult, TextTask } from '../ports';
import { lengthAsSeen } from '../text/list-answer';
import { catchPhrasePool } from './catch-phrases';
import { demoConceptAssist } from './concept-assist';
import { demoPromptAssist } from './prompt-assist';
import { demoConcepts } from './concepts';
import { demoKeyVisualScene } from './key-visual-scene';
import { cleanList, estimateTokens, styleOf } from './language';
import { composeList } from './list';
import { namePool } from './names';
import { demoPanelOpinion } from './panel-opinion';
import { seededRandom } from './random';
import { parseInstruction } from './refine';
import { themeOf } from './themes';

export const demoModelId = 'packlens-demo-1';

type ListTask = Extract<TextTask, { kind: 'names' | 'catch_phrases' }>;

/**
 * The items of a names or catch-phrases answer. Words to avoid win over words to use (a word to use that
 * contains one is left out). When maxChars is so small that too few candidates fit, the list is shorter than
 * `count` rather than holding cut-off phrases.
 */
export function demoListItems(task: ListTask): string[] {
  const brief = task.brief;
  const intent = task.refine ? parseInstruction(task.refine.instruction) : undefined;
  const style = intent?.style ?? styleOf(brief.tone) ?? 'neutral';
  const theme = themeOf(brief.product, brief.category, ...brief.features);
  // The whole task seeds the answer: the same task gives the same list, another instruction or turn another one.
  const random = seededRandom('demo-list', task);
  const input = { brief, style, theme, random };
  const source = task.kind === 'names' ? namePool(input) : catchPhrasePool(input);
  const maxChars = task.kind === 'catch_phrases' ? task.maxChars : Infinity;
  return composeList({
    count: task.count,
    pool: source.pool,
    forWord: source.forWord,
    wordsToUse: cleanList(brief.wordsToUse),
    wordsToAvoid: cleanList(brief.wordsToAvoid),
    fits: (item) => lengthAsSeen(item) <= maxChars,
    refine: task.refine,
    intent,
    random,
  });
}

/** The answer's text, its parsed JSON (concepts), and how it streams: one line per piece for lists. */
function answer(task: TextTask): { text: string; json?: unknown; pieces: string[] } {
  switch (task.kind) {
    case 'names':
    case 'catch_phrases': {
      const lines = demoListItems(task).map((item, index) => `${index + 1}. ${item}`);
      return { text: lines.join('\n'), pieces: lines.map((line, index) => (index < lines.length - 1 ? `${line}\n` : line)) };
    }
    case 'concepts': {
      const json = demoConcepts(task.brief, task.count, seededRandom('demo-concepts', task));
      const text = JSON.stringify(json);
      return { text, json, pieces: chunks(text, 4) };
    }
    case 'concept_assist': {
      const text = demoConceptAssist(task, seededRandom('demo-assist', task));
      return { text, pieces: chunks(text, 3) };
    }
    case 'panel_opinion': {
      const text = demoPanelOpinion(task);
      return { text, pieces: chunks(text, 2) };
    }
    case 'prompt_assist': {
      const text = demoPromptAssist(task, seededRandom('demo-prompt-assist', task));
      return { text, pieces: chunks(text, 3) };
    }
    case 'key_visual_scene': {
      const text = demoKeyVisualScene(task, seededRandom('demo-key-visual-scene', task));
      return { text, pieces: chunks(text, 4) };
    }
    case 'concept_vision':
      // It would have to pretend to see the pack: the product asks a configured multimodal model or nobody.
      throw new ProviderError('bad_request', 'The demo generator cannot look at images.', { provider: 'demo' });
  }
}

/** `text` in about `count` pieces, cut between code points (never inside a surrogate pair). */
function chunks(text: string, count: number): string[] {
  const chars = Array.from(text);
  const size = Math.max(1, Math.ceil(chars.length / count));
  const pieces: string[] = [];
  for (let i = 0; i < chars.length; i += size) pieces.push(chars.slice(i, i + size).join(''));
  return pieces;
}

function throwIfAborted(signal: AbortSignal | undefined) {
  if (signal?.aborted) throw new ProviderError('aborted', 'The demo text request was aborted.', { provider: 'demo', cause: signal.reason });
}

/**
 * The offline demo text generator: answers from `request.task` (it cannot read the prompt), deterministically,
 * in the brief's language. Usage is estimated with `estimateTokens` (one token per CJK character, one per four
 * other characters): input from the system prompt and every message, output from the answer.
 */
export class DemoTextModel implements TextModel {
  readonly provider = 'demo' as const;

  async complete(request: TextRequest, onDelta?: (text: string) => void): Promise<TextResult> {
    throwIfAborted(request.signal);
    const { text, json, pieces } = answer(request.task);
    for (const piece of pieces) {
      // Yield between pieces, as a real stream does, so a cancel mid-answer is seen.
      await new Promise<void>((resolve) => setImmediate(resolve));
      throwIfAborted(request.signal);
      onDelta?.(piece);
    }
    const prompt = [request.system, ...request.messages.map((message) => message.content)].join('\n');
    return {
      text,
      ...(json === undefined ? {} : { json }),
      usage: { inputTokens: estimateTokens(prompt), outputTokens: estimateTokens(text) },
      model: demoModelId,
      finishReason: 'stop',
    };
  }
}

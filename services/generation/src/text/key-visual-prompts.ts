import type { ChatMessage, KeyVisualSceneType, TextLanguage, TextRequest } from '../ports';
import type { ModelChoice } from './prompts';

const languageNames: Record<TextLanguage, string> = { ja: 'Japanese', en: 'English', 'zh-CN': 'Simplified Chinese' };

/** What each of section 1's key-visual types shows, as the text and image models read it. */
export const keyVisualTypeGuides: Record<KeyVisualSceneType, string> = {
  usage_scene: 'a usage scene: people using or enjoying the product in an everyday moment and place',
  product_close_up: 'a product close-up: the pack large in the centre on a simple, high-quality backdrop, with props that suggest its taste, ingredients or texture',
  before_after: 'before and after use: a split scene, the left half showing the situation before using the product, the right half after',
  difficult_scene: 'a difficult scene: the everyday trouble or discomfort the product solves, with the product as the answer',
  brand_world_view: 'the brand’s world view: a mood scene in the brand’s colours that expresses what the brand stands for',
  make_yourself: 'a scene the brand manager describes freely',
};

/** Where the pack goes, in words (the placement's fractions of the canvas). */
export interface PlacementWords {
  anchor: 'centre' | 'bottom';
  x: number;
  y: number;
  height: number;
}

export function placementInWords(placement: PlacementWords): string {
  const side = placement.x < 0.4 ? 'on the left' : placement.x > 0.6 ? 'on the right' : 'in the middle';
  const size = placement.height >= 0.7 ? 'large' : placement.height >= 0.45 ? 'medium-sized' : 'small';
  const where = placement.anchor === 'centre' ? 'in the centre of the picture' : `standing in the lower part of the picture, ${side}`;
  return `${size}, ${where}`;
}

export interface KeyVisualSceneInput {
  language: TextLanguage;
  type: KeyVisualSceneType;
  product: string;
  /** Earlier messages and the descriptions answered to them, oldest first. */
  history: { message: string; scene: string }[];
  /** The user's newest message. */
  message: string;
  placement: PlacementWords;
}

/**
 * The conversation of a key visual (route /generate-key-visual/message): the user says what they want, the text
 * model answers with the scene it will have drawn, in a short paragraph; each later message refines the last
 * description. The pack is the client's real photo, placed afterwards, so the scene must leave room for it and never
 * describe the pack's own design.
 */
export function keyVisualSceneRequest(input: KeyVisualSceneInput, choice: ModelChoice): TextRequest {
  const first = input.history[0];
  const opening = (message: string) =>
    [
      `Key-visual type: ${keyVisualTypeGuides[input.type]}.`,
      input.product && `Product: ${input.product}`,
      `Where the product's pack will be placed: ${placementInWords(input.placement)}.`,
      `What the brand manager wants: ${message}`,
    ]
      .filter(Boolean)
      .join('\n');
  const messages: ChatMessage[] = [];
  input.history.forEach((turn, index) => {
    messages.push({ role: 'user', content: index === 0 ? opening(turn.message) : `Change the scene: ${turn.message}` });
    messages.push({ role: 'assistant', content: turn.scene });
  });
  messages.push({ role: 'user', content: first ? `Change the scene: ${input.message}\nAnswer with the whole revised description.` : opening(input.message) });
  return {
    ...choice,
    system:
      'You are an art director who plans key visuals (advertising pictures) for consumer packaged goods. You describe the ' +
      'scene an image model will draw: the setting, the people or props, the light, the colours, the mood and the composition. ' +
      'The product’s real pack photo is placed into the picture afterwards where the brief says, so leave that place clear and ' +
      'never describe the pack’s own design, text or logo. ' +
      `Answer in ${languageNames[input.language]} with one paragraph of three to five sentences, no heading, no list, at most 600 characters.`,
    messages,
    temperature: 0.7,
    task: { kind: 'key_visual_scene', language: input.language, type: input.type, product: input.product, message: input.message, previous: input.history.at(-1)?.scene ?? null, turn: input.history.length },
  };
}

/**
 * The prompt the image model draws the scene from: the type, the agreed description, the brand's colour (read from
 * the pack), and the room to leave for the pack, which is composed in afterwards from the client's own upload.
 */
export function keyVisualImagePrompt(input: { type: KeyVisualSceneType; sceneDescription: string; product: string; brandColour: string; placement: PlacementWords }): string {
  return [
    `An advertising key visual, ${keyVisualTypeGuides[input.type]}.`,
    input.sceneDescription.trim(),
    input.product && `The product is ${input.product}.`,
    `The brand colour is ${input.brandColour}.`,
    `Leave the area where the product pack goes clear (${placementInWords(input.placement)}); do not draw any package, bottle, can, box or label: the real pack is added afterwards.`,
    'Photographic, natural light, high quality, no text.',
  ]
    .filter(Boolean)
    .join(' ');
}
